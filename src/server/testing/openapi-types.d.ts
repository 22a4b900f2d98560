// Generated from the OpenAPI document by openapi-typescript; descriptions are left out, so only
// a change of shape changes this file. Do not edit: run UPDATE_OPENAPI_TYPES=1 npx vitest run src/server/testing/openapi-client.test.ts
export interface paths {
  '/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAuthSignup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/login/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAuthLoginGoogle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAuthForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/user/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAuthUserByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/user/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAuthUserActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAccountVerifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/resend-verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountResendVerifyEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/verify-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountVerifyStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/organization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountOrganization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/updateUserInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountUpdateUserInfo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/changePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountChangePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAccountAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/guest/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountGuestById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountById'];
    post?: never;
    delete: operations['deleteAccountById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/survey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAccountSurvey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/status-flags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountStatusFlags'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/event': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountEvent'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/api-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountApiKey'];
    put?: never;
    post: operations['postAccountApiKey'];
    delete: operations['deleteAccountApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getBillingPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/stripe-checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postBillingStripeCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getBillingVerify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/country': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getBillingCountry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/payment-methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getBillingPaymentMethods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postBillingSubscribe'];
    delete: operations['deleteBillingSubscribe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/subscribe/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postBillingSubscribeConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/preview-plan-change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postBillingPreviewPlanChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/change-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postBillingChangePlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postBillingReactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getBillingInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/billing/activate-offer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postBillingActivateOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/promoter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postPublicPromoter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/billing/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postPublicBillingWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicLogo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/tls-ask': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicTlsAsk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/branding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountBranding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/whitelabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountWhitelabel'];
    put?: never;
    post?: never;
    delete: operations['deleteAccountWhitelabel'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/config-whitelabel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAccountConfigWhitelabel'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/whitelabel/test-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAccountWhitelabelTestMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/domain-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountDomainStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/support/create-ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postSupportCreateTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putNotificationsRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/notifications/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getNotificationsPreferences'];
    put: operations['putNotificationsPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getWebhooks'];
    put?: never;
    post: operations['postWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putWebhooksById'];
    post?: never;
    delete: operations['deleteWebhooksById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postWebhooksByIdRotateSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postWebhooksByIdTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getWebhooksByIdDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postWebhooksByIdDeliveriesByDeliveryIdRedeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/outreach/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicOutreachUnsubscribe'];
    put?: never;
    post: operations['postPublicOutreachUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/mailboxes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getOutreachMailboxes'];
    put?: never;
    post: operations['postOutreachMailboxes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/mailboxes/whitelabel-sender': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getOutreachMailboxesWhitelabelSender'];
    put?: never;
    post: operations['postOutreachMailboxesWhitelabelSender'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/mailboxes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteOutreachMailboxesById'];
    options?: never;
    head?: never;
    patch: operations['patchOutreachMailboxesById'];
    trace?: never;
  };
  '/api/v1/customer/outreach/template-configurations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getOutreachTemplateConfigurations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/add-configuration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postOutreachAddConfiguration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/template-configurations/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postOutreachTemplateConfigurationsPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/template-configurations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getOutreachTemplateConfigurationsById'];
    put: operations['putOutreachTemplateConfigurationsById'];
    post?: never;
    delete: operations['deleteOutreachTemplateConfigurationsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/create-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postOutreachCreateEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/kanban-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getOutreachKanbanData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/full-outreach-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getOutreachFullOutreachData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/update-to-replied': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postOutreachUpdateToReplied'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/reinitiate-outreach': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postOutreachReinitiateOutreach'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/resolve-unconfirmed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postOutreachResolveUnconfirmed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/outreach/entry-stage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postOutreachEntryStage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getConnect'];
    put: operations['putConnect'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/connect/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putConnectBulk'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/connect/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteConnectById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/connect/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postConnectEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/disconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putDisconnect'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/thirdparty-connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putThirdpartyConnect'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/connect/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicConnectLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/connect/authorize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postPublicConnectAuthorize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/connect/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postPublicConnectCallback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/connect/disconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postPublicConnectDisconnect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/bank-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicBankSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/discoverProfiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postDiscoverProfiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/misc/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getMiscLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/discover/unlockContacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postDiscoverUnlockContacts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/profileBank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getProfileBank'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/profileBank/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getProfileBankMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/search-export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAccountSearchExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/search-export/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postAccountSearchExportPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/request-search-credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountRequestSearchCredits'];
    put?: never;
    post: operations['postAccountRequestSearchCredits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/data-sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getDataSources'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/data-sources/{source}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putDataSourcesBySource'];
    post?: never;
    delete: operations['deleteDataSourcesBySource'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/data-sources/{source}/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postDataSourcesBySourceSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/data-sources/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postDataSourcesLookup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/addListItem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postListAddListItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/listwithCount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getListListwithCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/removeListItem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteListRemoveListItem'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/renameListItem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putListRenameListItem'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/profile-lists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getListProfileLists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/share-profile-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postListShareProfileList'];
    delete: operations['deleteListShareProfileList'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/list-meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getListListMeta'];
    put: operations['putListListMeta'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/enrich-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postListEnrichRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/list/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getListItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/addToList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putSocialProfileAddToList'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/removeFromList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putSocialProfileRemoveFromList'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/shared-lists/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicSharedListsByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/contents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getContents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/username': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getContentUsername'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/username/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getContentUsernameAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteContent'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/addToList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putContentAddToList'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putContentById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/upload-story': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postContentUploadStory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/story': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putContentStory'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/stories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getSocialProfileStories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/{id}/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getContentByIdMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/content/{id}/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicContentByIdMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/content/{id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getContentByIdThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/content/{id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicContentByIdThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/scheduledContent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getScheduledContent'];
    put?: never;
    post: operations['postScheduledContent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/scheduledContent/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putScheduledContentById'];
    post?: never;
    delete: operations['deleteScheduledContentById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getSocialProfiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getSocialProfileAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/related-profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getSocialProfileRelatedProfiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getSocialProfileById'];
    put: operations['putSocialProfileById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/{id}/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putSocialProfileByIdInfo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/{id}/slug': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putSocialProfileByIdSlug'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/{id}/enrich': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putSocialProfileByIdEnrich'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/{id}/collect-contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putSocialProfileByIdCollectContacts'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteSocialProfile'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/profile-bank': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postSocialProfileProfileBank'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/profile-search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postSocialProfileProfileSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/attachment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postSocialProfileAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/attachment/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getSocialProfileAttachmentById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/profile/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicProfileByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/custom-fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getCustomFields'];
    put?: never;
    post: operations['postCustomFields'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/custom-fields/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putCustomFieldsById'];
    post?: never;
    delete: operations['deleteCustomFieldsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/field-categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postFieldCategories'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/field-categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putFieldCategoriesById'];
    post?: never;
    delete: operations['deleteFieldCategoriesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/files/public/{wildcard}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getFilesPublicByWildcard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/media/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getMediaImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getCampaigns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postCampaign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getCampaignById'];
    put: operations['putCampaignById'];
    post?: never;
    delete: operations['deleteCampaignById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/campaign/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicCampaignBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/media-engagement-value': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicMediaEngagementValue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/addPostFromUrl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postCampaignAddPostFromUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/post/{postId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postCampaignPostByPostIdRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/post/{postId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteCampaignPostByPostId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postCampaignUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/ugc-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['postCampaignUgcLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/file/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getCampaignFileByFileId'];
    put: operations['putCampaignFileByFileId'];
    post?: never;
    delete: operations['deleteCampaignFileByFileId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/campaign/payment/{paymentId}/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getCampaignPaymentByPaymentIdInvoice'];
    put?: never;
    post: operations['postCampaignPaymentByPaymentIdInvoice'];
    delete: operations['deleteCampaignPaymentByPaymentIdInvoice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/socialProfile/auditReport/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getSocialProfileAuditReportById'];
    put: operations['putSocialProfileAuditReportById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auditReports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAuditReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auditReport/{reportId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAuditReportByReportId'];
    put?: never;
    post?: never;
    delete: operations['deleteAuditReportByReportId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auditReport/{reportId}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAuditReportByReportIdPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auditReport/{reportId}/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['putAuditReportByReportIdShare'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/report/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicReportByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/report/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicReportByTokenPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/sample-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicSampleReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/sample-report/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicSampleReportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/test-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicTestReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/public/test-report/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getPublicTestReportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/account/attention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getAccountAttention'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/l/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getLByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      statusCode: number;
      /** @enum {string} */
      name:
        | 'ValidationError'
        | 'Unauthorized'
        | 'Forbidden'
        | 'AccessBlocked'
        | 'NotFound'
        | 'Conflict'
        | 'PayloadTooLarge'
        | 'UnsupportedMediaType'
        | 'EmailNotVerified'
        | 'LimitExceeded'
        | 'RateLimited'
        | 'ServiceUnavailable'
        | 'Timeout'
        | 'InternalError';
      message: string;
      field?: string;
      fields?: {
        field: string;
        message: string;
      }[];
    };
  };
  responses: {
    ValidationError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    Locked: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    RateLimited: {
      headers: {
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    ServiceUnavailable: {
      headers: {
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    Timeout: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            version: string;
            uptimeSeconds: number;
            database: {
              ok: boolean;
              latencyMs?: number;
              error?: string;
              /** @enum {string} */
              kind: 'pglite' | 'postgres';
              replicas?: {
                /** @enum {string} */
                state: 'ready' | 'lagging' | 'down';
                lagMs: number | null;
              }[];
            };
            queue: {
              ok: boolean;
              latencyMs?: number;
              error?: string;
              queued?: number;
            };
          };
        };
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            version: string;
            uptimeSeconds: number;
            database: {
              ok: boolean;
              latencyMs?: number;
              error?: string;
              /** @enum {string} */
              kind: 'pglite' | 'postgres';
              replicas?: {
                /** @enum {string} */
                state: 'ready' | 'lagging' | 'down';
                lagMs: number | null;
              }[];
            };
            queue: {
              ok: boolean;
              latencyMs?: number;
              error?: string;
              queued?: number;
            };
          };
        };
      };
      504: components['responses']['Timeout'];
    };
  };
  getPublicConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            analytics: {
              /** @enum {string} */
              provider: 'plausible';
              host: string;
              domain: string;
            } | null;
            chat: {
              /** @enum {string} */
              provider: 'crisp';
              websiteId: string;
            } | null;
            helpBeacon: {
              /** @enum {string} */
              provider: 'helpscout';
              beaconId: string;
            } | null;
            googleClientId: string | null;
          };
        };
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAuthSignup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
          fullName: string;
          /** @enum {string} */
          jobRole: 'Content Creator' | 'Digital Marketer' | 'Founder' | 'Digital Agency' | 'Others';
          newsletter?: boolean;
          referral?: string;
          dealCode?: string;
          /** @enum {string} */
          role?: 'owner';
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              verificationStatus: {
                email: boolean;
              };
              tableSettings: {
                [key: string]: unknown;
              };
              timeZone: string;
              emailValidationStatus:
                | (
                    | 'valid'
                    | 'invalid'
                    | 'catch-all'
                    | 'unknown'
                    | 'spamtrap'
                    | 'abuse'
                    | 'do_not_mail'
                  )
                | null;
              emailValidationSubStatus:
                | (
                    | 'alias_address'
                    | 'antispam_system'
                    | 'abuse'
                    | 'accept_all'
                    | 'alternate'
                    | 'allowed'
                    | 'blocked'
                    | 'bot'
                    | 'disposable'
                    | 'does_not_accept_mail'
                    | 'exception_occurred'
                    | 'failed_smtp_connection'
                    | 'failed_syntax_check'
                    | 'forcible_disconnect'
                    | 'global_suppression'
                    | 'gold'
                    | 'greylisted'
                    | 'leading_period_removed'
                    | 'mail_server_did_not_respond'
                    | 'mail_server_temporary_error'
                    | 'mailbox_not_found'
                    | 'mailbox_quota_exceeded'
                    | 'mx_forward'
                    | 'no_dns_entries'
                    | 'possible_trap'
                    | 'possible_typo'
                    | 'role_based'
                    | 'role_based_accept_all'
                    | 'role_based_catch_all'
                    | 'spamtrap'
                    | 'timeout_exceeded'
                    | 'toxic'
                    | 'unroutable_ip_address'
                  )
                | null;
            };
            organization: {
              _id: string;
              name: string;
              package: string;
              packagePrice: number;
              packageCurrency: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
          guest?: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              verificationStatus: {
                email: boolean;
              };
              tableSettings: {
                [key: string]: unknown;
              };
              timeZone: string;
              emailValidationStatus:
                | (
                    | 'valid'
                    | 'invalid'
                    | 'catch-all'
                    | 'unknown'
                    | 'spamtrap'
                    | 'abuse'
                    | 'do_not_mail'
                  )
                | null;
              emailValidationSubStatus:
                | (
                    | 'alias_address'
                    | 'antispam_system'
                    | 'abuse'
                    | 'accept_all'
                    | 'alternate'
                    | 'allowed'
                    | 'blocked'
                    | 'bot'
                    | 'disposable'
                    | 'does_not_accept_mail'
                    | 'exception_occurred'
                    | 'failed_smtp_connection'
                    | 'failed_syntax_check'
                    | 'forcible_disconnect'
                    | 'global_suppression'
                    | 'gold'
                    | 'greylisted'
                    | 'leading_period_removed'
                    | 'mail_server_did_not_respond'
                    | 'mail_server_temporary_error'
                    | 'mailbox_not_found'
                    | 'mailbox_quota_exceeded'
                    | 'mx_forward'
                    | 'no_dns_entries'
                    | 'possible_trap'
                    | 'possible_typo'
                    | 'role_based'
                    | 'role_based_accept_all'
                    | 'role_based_catch_all'
                    | 'spamtrap'
                    | 'timeout_exceeded'
                    | 'toxic'
                    | 'unroutable_ip_address'
                  )
                | null;
            };
            organization: {
              _id: string;
              name: string;
              package: string;
              packagePrice: number;
              packageCurrency: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAuthLoginGoogle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          newsletter?: boolean;
          host?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              verificationStatus: {
                email: boolean;
              };
              tableSettings: {
                [key: string]: unknown;
              };
              timeZone: string;
              emailValidationStatus:
                | (
                    | 'valid'
                    | 'invalid'
                    | 'catch-all'
                    | 'unknown'
                    | 'spamtrap'
                    | 'abuse'
                    | 'do_not_mail'
                  )
                | null;
              emailValidationSubStatus:
                | (
                    | 'alias_address'
                    | 'antispam_system'
                    | 'abuse'
                    | 'accept_all'
                    | 'alternate'
                    | 'allowed'
                    | 'blocked'
                    | 'bot'
                    | 'disposable'
                    | 'does_not_accept_mail'
                    | 'exception_occurred'
                    | 'failed_smtp_connection'
                    | 'failed_syntax_check'
                    | 'forcible_disconnect'
                    | 'global_suppression'
                    | 'gold'
                    | 'greylisted'
                    | 'leading_period_removed'
                    | 'mail_server_did_not_respond'
                    | 'mail_server_temporary_error'
                    | 'mailbox_not_found'
                    | 'mailbox_quota_exceeded'
                    | 'mx_forward'
                    | 'no_dns_entries'
                    | 'possible_trap'
                    | 'possible_typo'
                    | 'role_based'
                    | 'role_based_accept_all'
                    | 'role_based_catch_all'
                    | 'spamtrap'
                    | 'timeout_exceeded'
                    | 'toxic'
                    | 'unroutable_ip_address'
                  )
                | null;
            };
            organization: {
              _id: string;
              name: string;
              package: string;
              packagePrice: number;
              packageCurrency: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              verificationStatus: {
                email: boolean;
              };
              tableSettings: {
                [key: string]: unknown;
              };
              timeZone: string;
              emailValidationStatus:
                | (
                    | 'valid'
                    | 'invalid'
                    | 'catch-all'
                    | 'unknown'
                    | 'spamtrap'
                    | 'abuse'
                    | 'do_not_mail'
                  )
                | null;
              emailValidationSubStatus:
                | (
                    | 'alias_address'
                    | 'antispam_system'
                    | 'abuse'
                    | 'accept_all'
                    | 'alternate'
                    | 'allowed'
                    | 'blocked'
                    | 'bot'
                    | 'disposable'
                    | 'does_not_accept_mail'
                    | 'exception_occurred'
                    | 'failed_smtp_connection'
                    | 'failed_syntax_check'
                    | 'forcible_disconnect'
                    | 'global_suppression'
                    | 'gold'
                    | 'greylisted'
                    | 'leading_period_removed'
                    | 'mail_server_did_not_respond'
                    | 'mail_server_temporary_error'
                    | 'mailbox_not_found'
                    | 'mailbox_quota_exceeded'
                    | 'mx_forward'
                    | 'no_dns_entries'
                    | 'possible_trap'
                    | 'possible_typo'
                    | 'role_based'
                    | 'role_based_accept_all'
                    | 'role_based_catch_all'
                    | 'spamtrap'
                    | 'timeout_exceeded'
                    | 'toxic'
                    | 'unroutable_ip_address'
                  )
                | null;
            };
            organization: {
              _id: string;
              name: string;
              package: string;
              packagePrice: number;
              packageCurrency: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAuthForgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              method: 'request';
              /** Format: email */
              email: string;
            }
          | {
              /** @enum {string} */
              method: 'validate';
              token: string;
            }
          | {
              /** @enum {string} */
              method: 'change';
              token: string;
              password: string;
            };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @enum {boolean} */
                sent: true;
              }
            | {
                /** @enum {boolean} */
                valid: true;
                email: string;
              }
            | {
                /** @enum {boolean} */
                changed: true;
              };
        };
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAuthUserByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            organization: {
              name: string;
            };
            /** @enum {string} */
            role: 'member' | 'guest';
            invitedBy?: string;
            fullName?: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAuthUserActivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          fullName: string;
          password: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              verificationStatus: {
                email: boolean;
              };
              tableSettings: {
                [key: string]: unknown;
              };
              timeZone: string;
              emailValidationStatus:
                | (
                    | 'valid'
                    | 'invalid'
                    | 'catch-all'
                    | 'unknown'
                    | 'spamtrap'
                    | 'abuse'
                    | 'do_not_mail'
                  )
                | null;
              emailValidationSubStatus:
                | (
                    | 'alias_address'
                    | 'antispam_system'
                    | 'abuse'
                    | 'accept_all'
                    | 'alternate'
                    | 'allowed'
                    | 'blocked'
                    | 'bot'
                    | 'disposable'
                    | 'does_not_accept_mail'
                    | 'exception_occurred'
                    | 'failed_smtp_connection'
                    | 'failed_syntax_check'
                    | 'forcible_disconnect'
                    | 'global_suppression'
                    | 'gold'
                    | 'greylisted'
                    | 'leading_period_removed'
                    | 'mail_server_did_not_respond'
                    | 'mail_server_temporary_error'
                    | 'mailbox_not_found'
                    | 'mailbox_quota_exceeded'
                    | 'mx_forward'
                    | 'no_dns_entries'
                    | 'possible_trap'
                    | 'possible_typo'
                    | 'role_based'
                    | 'role_based_accept_all'
                    | 'role_based_catch_all'
                    | 'spamtrap'
                    | 'timeout_exceeded'
                    | 'toxic'
                    | 'unroutable_ip_address'
                  )
                | null;
            };
            organization: {
              _id: string;
              name: string;
              package: string;
              packagePrice: number;
              packageCurrency: string;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAccountVerifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountResendVerifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            sent: true;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountVerifyStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profile: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              verificationStatus: {
                email: boolean;
              };
              tableSettings: {
                [key: string]: unknown;
              };
              timeZone: string;
              emailValidationStatus:
                | (
                    | 'valid'
                    | 'invalid'
                    | 'catch-all'
                    | 'unknown'
                    | 'spamtrap'
                    | 'abuse'
                    | 'do_not_mail'
                  )
                | null;
              emailValidationSubStatus:
                | (
                    | 'alias_address'
                    | 'antispam_system'
                    | 'abuse'
                    | 'accept_all'
                    | 'alternate'
                    | 'allowed'
                    | 'blocked'
                    | 'bot'
                    | 'disposable'
                    | 'does_not_accept_mail'
                    | 'exception_occurred'
                    | 'failed_smtp_connection'
                    | 'failed_syntax_check'
                    | 'forcible_disconnect'
                    | 'global_suppression'
                    | 'gold'
                    | 'greylisted'
                    | 'leading_period_removed'
                    | 'mail_server_did_not_respond'
                    | 'mail_server_temporary_error'
                    | 'mailbox_not_found'
                    | 'mailbox_quota_exceeded'
                    | 'mx_forward'
                    | 'no_dns_entries'
                    | 'possible_trap'
                    | 'possible_typo'
                    | 'role_based'
                    | 'role_based_accept_all'
                    | 'role_based_catch_all'
                    | 'spamtrap'
                    | 'timeout_exceeded'
                    | 'toxic'
                    | 'unroutable_ip_address'
                  )
                | null;
              accessBlocked: boolean;
              orgInfo: {
                _id: string;
                name: string;
                limits: {
                  searchCount: number | 'Infinity';
                  reports: number | 'Infinity';
                  contactUnlocks: number | 'Infinity';
                  outreachEmails: number | 'Infinity';
                  exports: number | 'Infinity';
                  profiles: number | 'Infinity';
                  lists: number | 'Infinity';
                  campaigns: number | 'Infinity';
                  teamSeats: number | 'Infinity';
                };
                usage: {
                  searchCount: number;
                  reports: number;
                  contactUnlocks: number;
                  outreachEmails: number;
                  exports: number;
                  profiles: number;
                  lists: number;
                  campaigns: number;
                  teamSeats: number;
                };
                surveyStatus: boolean;
                surveyData: {
                  [key: string]: unknown;
                } | null;
                package: string;
                packagePrice: number;
                packageCurrency: string;
                owner: {
                  _id: string;
                  fullName: string;
                  email: string;
                } | null;
                phone: string | null;
                country: string | null;
                ipCountry: string | null;
                jobRole: string | null;
                orgType: string | null;
                referredBy: string | null;
                appsumo: {
                  [key: string]: unknown;
                } | null;
                accountConfig: {
                  userGuide: boolean;
                } & {
                  [key: string]: unknown;
                };
                statusFlags: {
                  [key: string]: boolean;
                };
              };
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            package: string;
            packagePrice: number;
            packageCurrency: string;
            /** Format: date-time */
            createdAt: string;
            owner: {
              _id: string;
              fullName: string;
              email: string;
            } | null;
            members: {
              total: number;
              owner: number;
              member: number;
              guest: number;
              invited: number;
            };
            seats: {
              used: number;
              limit: number | 'Infinity';
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountUpdateUserInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fullName?: string;
          tableSettings?: {
            [key: string]: unknown;
          };
          timeZone?: string;
          phone?: string;
          country?: string;
          orgType?: string;
          /** @enum {string} */
          jobRole?:
            | 'Content Creator'
            | 'Digital Marketer'
            | 'Founder'
            | 'Digital Agency'
            | 'Others';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profile: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              verificationStatus: {
                email: boolean;
              };
              tableSettings: {
                [key: string]: unknown;
              };
              timeZone: string;
              emailValidationStatus:
                | (
                    | 'valid'
                    | 'invalid'
                    | 'catch-all'
                    | 'unknown'
                    | 'spamtrap'
                    | 'abuse'
                    | 'do_not_mail'
                  )
                | null;
              emailValidationSubStatus:
                | (
                    | 'alias_address'
                    | 'antispam_system'
                    | 'abuse'
                    | 'accept_all'
                    | 'alternate'
                    | 'allowed'
                    | 'blocked'
                    | 'bot'
                    | 'disposable'
                    | 'does_not_accept_mail'
                    | 'exception_occurred'
                    | 'failed_smtp_connection'
                    | 'failed_syntax_check'
                    | 'forcible_disconnect'
                    | 'global_suppression'
                    | 'gold'
                    | 'greylisted'
                    | 'leading_period_removed'
                    | 'mail_server_did_not_respond'
                    | 'mail_server_temporary_error'
                    | 'mailbox_not_found'
                    | 'mailbox_quota_exceeded'
                    | 'mx_forward'
                    | 'no_dns_entries'
                    | 'possible_trap'
                    | 'possible_typo'
                    | 'role_based'
                    | 'role_based_accept_all'
                    | 'role_based_catch_all'
                    | 'spamtrap'
                    | 'timeout_exceeded'
                    | 'toxic'
                    | 'unroutable_ip_address'
                  )
                | null;
              accessBlocked: boolean;
              orgInfo: {
                _id: string;
                name: string;
                limits: {
                  searchCount: number | 'Infinity';
                  reports: number | 'Infinity';
                  contactUnlocks: number | 'Infinity';
                  outreachEmails: number | 'Infinity';
                  exports: number | 'Infinity';
                  profiles: number | 'Infinity';
                  lists: number | 'Infinity';
                  campaigns: number | 'Infinity';
                  teamSeats: number | 'Infinity';
                };
                usage: {
                  searchCount: number;
                  reports: number;
                  contactUnlocks: number;
                  outreachEmails: number;
                  exports: number;
                  profiles: number;
                  lists: number;
                  campaigns: number;
                  teamSeats: number;
                };
                surveyStatus: boolean;
                surveyData: {
                  [key: string]: unknown;
                } | null;
                package: string;
                packagePrice: number;
                packageCurrency: string;
                owner: {
                  _id: string;
                  fullName: string;
                  email: string;
                } | null;
                phone: string | null;
                country: string | null;
                ipCountry: string | null;
                jobRole: string | null;
                orgType: string | null;
                referredBy: string | null;
                appsumo: {
                  [key: string]: unknown;
                } | null;
                accountConfig: {
                  userGuide: boolean;
                } & {
                  [key: string]: unknown;
                };
                statusFlags: {
                  [key: string]: boolean;
                };
              };
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          oldPassword: string;
          newPassword: string;
          passwordConfirm: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            changed: true;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountList: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              email: string;
              fullName: string;
              /** @enum {string} */
              role: 'owner' | 'member' | 'guest';
              /** @enum {string} */
              status: 'active' | 'invited';
              /** Format: date-time */
              createdAt: string;
            }[];
            total: number;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAccountAdd: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          role: 'member' | 'guest';
          fullName?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            email: string;
            fullName: string;
            /** @enum {string} */
            role: 'owner' | 'member' | 'guest';
            /** @enum {string} */
            status: 'active' | 'invited';
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountGuestById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fullName?: string;
          tableSettings?: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            email: string;
            fullName: string;
            /** @enum {string} */
            role: 'owner' | 'member' | 'guest';
            /** @enum {string} */
            status: 'active' | 'invited';
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role?: 'member' | 'guest';
          fullName?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            email: string;
            fullName: string;
            /** @enum {string} */
            role: 'owner' | 'member' | 'guest';
            /** @enum {string} */
            status: 'active' | 'invited';
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteAccountById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAccountSurvey: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            surveyStatus: boolean;
            surveyData: {
              [key: string]: unknown;
            } | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userGuide?: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accountConfig: {
              userGuide: boolean;
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountStatusFlags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          flags: {
            [key: string]: boolean;
          };
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statusFlags: {
              [key: string]: boolean;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountEvent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          event: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            lastEvent: string | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountUsage: {
    parameters: {
      query?: {
        fields?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: {
              used: number;
              limit: number | 'Infinity';
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            lastUsedAt: string | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAccountApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            key: string;
            prefix: string;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteAccountApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getBillingPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            billingEnabled: boolean;
            /** @enum {string} */
            managedBy: 'operator' | 'stripe';
            currentPlan: string;
            currency: string;
            subscription: {
              subscriptionId: string;
              status: string;
              plan: string | null;
              interval: ('month' | 'year') | null;
              currency: string | null;
              currentPeriodEnd: string | null;
              cancelAtPeriodEnd: boolean;
              scheduledChange: {
                plan: string;
                /** @enum {string} */
                interval: 'month' | 'year';
              } | null;
            } | null;
            offer: {
              name: string;
              percentOff: number | null;
              amountOff: number | null;
              currency: string | null;
              duration: string;
              durationInMonths: number | null;
              activatedAt: string | null;
              appliedAt: string | null;
            } | null;
            plans: {
              key: string;
              name: string;
              monthlyPriceUsd: number;
              prices: {
                month: number;
                year: number;
              };
              isAgency: boolean;
              limits: {
                [key: string]: number | 'Infinity';
              };
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postBillingStripeCheckout: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan: string;
          /** @enum {string} */
          interval?: 'month' | 'year';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sessionId: string;
            url: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getBillingVerify: {
    parameters: {
      query: {
        sessionId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: string;
            paid: boolean;
            applied: boolean;
            plan: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getBillingCountry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            country: string | null;
            source: ('proxy' | 'browser') | null;
            currency: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getBillingPaymentMethods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            brand: string;
            last4: string;
            expMonth: number;
            expYear: number;
            isDefault: boolean;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postBillingSubscribe: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentId: string;
          plan: string;
          /** @enum {string} */
          interval?: 'month' | 'year';
          promoCode?: string;
          referralId?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subscriptionId: string;
            status: string;
            actionUrl: string | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteBillingSubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subscriptionId: string;
            status: string;
            plan: string | null;
            interval: ('month' | 'year') | null;
            currency: string | null;
            currentPeriodEnd: string | null;
            cancelAtPeriodEnd: boolean;
            scheduledChange: {
              plan: string;
              /** @enum {string} */
              interval: 'month' | 'year';
            } | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postBillingSubscribeConfirm: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subscriptionId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subscriptionId: string;
            status: string;
            applied: boolean;
            plan: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postBillingPreviewPlanChange: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan: string;
          /** @enum {string} */
          interval?: 'month' | 'year';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plan: string;
            /** @enum {string} */
            interval: 'month' | 'year';
            /** @enum {string} */
            effective: 'now' | 'period_end';
            effectiveAt: string;
            currency: string;
            amountDue: number;
            total: number;
            nextAmount: number;
            lines: {
              description: string;
              amount: number;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postBillingChangePlan: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan: string;
          /** @enum {string} */
          interval?: 'month' | 'year';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subscriptionId: string;
            status: string;
            plan: string | null;
            interval: ('month' | 'year') | null;
            currency: string | null;
            currentPeriodEnd: string | null;
            cancelAtPeriodEnd: boolean;
            scheduledChange: {
              plan: string;
              /** @enum {string} */
              interval: 'month' | 'year';
            } | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postBillingReactivate: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subscriptionId: string;
            status: string;
            plan: string | null;
            interval: ('month' | 'year') | null;
            currency: string | null;
            currentPeriodEnd: string | null;
            cancelAtPeriodEnd: boolean;
            scheduledChange: {
              plan: string;
              /** @enum {string} */
              interval: 'month' | 'year';
            } | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getBillingInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            number: string | null;
            createdAt: string;
            status: string;
            total: number;
            currency: string;
            hostedUrl: string | null;
            pdfUrl: string | null;
          }[];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postBillingActivateOffer: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            appliedTo: 'subscription' | 'next_purchase';
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postPublicPromoter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          referralId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            recorded: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postPublicBillingWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
            duplicate: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicLogo: {
    parameters: {
      query?: {
        host?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agencyName: string | null;
            favicon: string | null;
            logo: string | null;
            logoChangedAt: string | null;
            colors: {
              primary?: string;
              primaryLight?: string;
              secondary?: string;
              secondaryLight?: string;
              textLight?: string;
              textDark?: string;
              appBackground?: string;
              navbarBackground?: string;
            } | null;
            storageBaseUrl: string;
            showBanner: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicTlsAsk: {
    parameters: {
      query: {
        domain: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountBranding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agencyName: string | null;
            favicon: string | null;
            logo: string | null;
            logoChangedAt: string | null;
            colors: {
              primary?: string;
              primaryLight?: string;
              secondary?: string;
              secondaryLight?: string;
              textLight?: string;
              textDark?: string;
              appBackground?: string;
              navbarBackground?: string;
            } | null;
            storageBaseUrl: string;
            showBanner: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountWhitelabel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agencyName: string | null;
            favicon: string | null;
            logo: string | null;
            logoChangedAt: string | null;
            colors: {
              primary?: string;
              primaryLight?: string;
              secondary?: string;
              secondaryLight?: string;
              textLight?: string;
              textDark?: string;
              appBackground?: string;
              navbarBackground?: string;
            } | null;
            storageBaseUrl: string;
            domain: string | null;
            domainStatus: ('pending' | 'verified' | 'failed') | null;
            domainFailureReason:
              | ('no_record' | 'wrong_target' | 'txt_differs' | 'dns_error')
              | null;
            domainCheckFound: string | null;
            domainCheckedAt: string | null;
            dnsRecords: {
              /** @enum {string} */
              type: 'CNAME' | 'TXT';
              name: string;
              value: string;
            }[];
            installHostPublic: boolean;
            senderEmail: string | null;
            hasSenderSecret: boolean;
            showBanner: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteAccountWhitelabel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAccountConfigWhitelabel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          agencyName?: string;
          domain?: string;
          senderEmail?: string;
          apiKey?: string;
          /** @enum {string} */
          showBanner?: 'true' | 'false';
          colors?: string;
          favIcon?: string;
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            agencyName: string | null;
            favicon: string | null;
            logo: string | null;
            logoChangedAt: string | null;
            colors: {
              primary?: string;
              primaryLight?: string;
              secondary?: string;
              secondaryLight?: string;
              textLight?: string;
              textDark?: string;
              appBackground?: string;
              navbarBackground?: string;
            } | null;
            storageBaseUrl: string;
            domain: string | null;
            domainStatus: ('pending' | 'verified' | 'failed') | null;
            domainFailureReason:
              | ('no_record' | 'wrong_target' | 'txt_differs' | 'dns_error')
              | null;
            domainCheckFound: string | null;
            domainCheckedAt: string | null;
            dnsRecords: {
              /** @enum {string} */
              type: 'CNAME' | 'TXT';
              name: string;
              value: string;
            }[];
            installHostPublic: boolean;
            senderEmail: string | null;
            hasSenderSecret: boolean;
            showBanner: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAccountWhitelabelTestMail: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            to: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountDomainStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            domain: string | null;
            domainStatus: ('pending' | 'verified' | 'failed') | null;
            domainFailureReason:
              | ('no_record' | 'wrong_target' | 'txt_differs' | 'dns_error')
              | null;
            domainCheckFound: string | null;
            domainCheckedAt: string | null;
            dnsRecords: {
              /** @enum {string} */
              type: 'CNAME' | 'TXT';
              name: string;
              value: string;
            }[];
            installHostPublic: boolean;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postSupportCreateTicket: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          subject: string;
          message: string;
          page?: string;
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            subject: string;
            createdAt: string;
            mailedToSupport: boolean;
            replyTo: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getNotifications: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unread: number;
            items: {
              _id: string;
              /** @enum {string} */
              type:
                | 'report.ready'
                | 'report.failed'
                | 'post.failed'
                | 'member.joined'
                | 'usage.near_limit'
                | 'usage.limit_reached';
              payload: {
                [key: string]: unknown;
              };
              createdAt: string;
              read: boolean;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              ids: string[];
            }
          | {
              /** @enum {boolean} */
              all: true;
            };
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getNotificationsPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              type:
                | 'report.ready'
                | 'report.failed'
                | 'post.failed'
                | 'member.joined'
                | 'usage.near_limit'
                | 'usage.limit_reached';
              /** @enum {string} */
              channel: 'app' | 'email' | 'both' | 'off';
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putNotificationsPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          [key: string]: 'app' | 'email' | 'both' | 'off';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              type:
                | 'report.ready'
                | 'report.failed'
                | 'post.failed'
                | 'member.joined'
                | 'usage.near_limit'
                | 'usage.limit_reached';
              /** @enum {string} */
              channel: 'app' | 'email' | 'both' | 'off';
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getEvents: {
    parameters: {
      query?: {
        after?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: (
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'report.ready';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    reportId: string;
                    username: string;
                    platform: string;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'report.failed';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    reportId: string;
                    username: string;
                    platform: string;
                    reason: string;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'post.fetched';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    campaignId: string;
                    postId: string;
                    url: string | null;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'post.failed';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    campaignId: string;
                    postId: string;
                    url: string | null;
                    reason: string;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'member.joined';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    userId: string;
                    fullName: string;
                    role: string;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'profile.tracked';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    profileId: string;
                    platform: string;
                    username: string;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'list.status_changed';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    listId: string;
                    listName: string;
                    profileId: string;
                    status: string | null;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'campaign.influencer_added';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    campaignId: string;
                    campaignName: string;
                    profileId: string;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'usage.near_limit';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    metric: string;
                    used: number;
                    limit: number;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'usage.limit_reached';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    metric: string;
                    used: number;
                    limit: number;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'billing.plan_changed';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    plan: string;
                    previousPlan: string;
                    status: string;
                  };
                  createdAt: string;
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'billing.subscription_changed';
                  /** @enum {number} */
                  version: 1;
                  payload: {
                    status: string;
                    cancelAtPeriodEnd: boolean;
                    scheduledPlan: string | null;
                  };
                  createdAt: string;
                }
            )[];
            next: string | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              url: string;
              description: string;
              eventTypes: (
                | 'report.ready'
                | 'report.failed'
                | 'post.fetched'
                | 'post.failed'
                | 'member.joined'
                | 'profile.tracked'
                | 'list.status_changed'
                | 'campaign.influencer_added'
                | 'usage.near_limit'
                | 'usage.limit_reached'
                | 'billing.plan_changed'
                | 'billing.subscription_changed'
              )[];
              enabled: boolean;
              disabledReason: string | null;
              failingSince: string | null;
              previousSecretExpiresAt: string | null;
              createdAt: string;
            }[];
            eventTypes: (
              | 'report.ready'
              | 'report.failed'
              | 'post.fetched'
              | 'post.failed'
              | 'member.joined'
              | 'profile.tracked'
              | 'list.status_changed'
              | 'campaign.influencer_added'
              | 'usage.near_limit'
              | 'usage.limit_reached'
              | 'billing.plan_changed'
              | 'billing.subscription_changed'
            )[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postWebhooks: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          url: string;
          /** @default  */
          description?: string;
          eventTypes: (
            | 'report.ready'
            | 'report.failed'
            | 'post.fetched'
            | 'post.failed'
            | 'member.joined'
            | 'profile.tracked'
            | 'list.status_changed'
            | 'campaign.influencer_added'
            | 'usage.near_limit'
            | 'usage.limit_reached'
            | 'billing.plan_changed'
            | 'billing.subscription_changed'
          )[];
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            url: string;
            description: string;
            eventTypes: (
              | 'report.ready'
              | 'report.failed'
              | 'post.fetched'
              | 'post.failed'
              | 'member.joined'
              | 'profile.tracked'
              | 'list.status_changed'
              | 'campaign.influencer_added'
              | 'usage.near_limit'
              | 'usage.limit_reached'
              | 'billing.plan_changed'
              | 'billing.subscription_changed'
            )[];
            enabled: boolean;
            disabledReason: string | null;
            failingSince: string | null;
            previousSecretExpiresAt: string | null;
            createdAt: string;
            secret: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          url?: string;
          description?: string;
          eventTypes?: (
            | 'report.ready'
            | 'report.failed'
            | 'post.fetched'
            | 'post.failed'
            | 'member.joined'
            | 'profile.tracked'
            | 'list.status_changed'
            | 'campaign.influencer_added'
            | 'usage.near_limit'
            | 'usage.limit_reached'
            | 'billing.plan_changed'
            | 'billing.subscription_changed'
          )[];
          enabled?: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            url: string;
            description: string;
            eventTypes: (
              | 'report.ready'
              | 'report.failed'
              | 'post.fetched'
              | 'post.failed'
              | 'member.joined'
              | 'profile.tracked'
              | 'list.status_changed'
              | 'campaign.influencer_added'
              | 'usage.near_limit'
              | 'usage.limit_reached'
              | 'billing.plan_changed'
              | 'billing.subscription_changed'
            )[];
            enabled: boolean;
            disabledReason: string | null;
            failingSince: string | null;
            previousSecretExpiresAt: string | null;
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteWebhooksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            deleted: true;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postWebhooksByIdRotateSecret: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            url: string;
            description: string;
            eventTypes: (
              | 'report.ready'
              | 'report.failed'
              | 'post.fetched'
              | 'post.failed'
              | 'member.joined'
              | 'profile.tracked'
              | 'list.status_changed'
              | 'campaign.influencer_added'
              | 'usage.near_limit'
              | 'usage.limit_reached'
              | 'billing.plan_changed'
              | 'billing.subscription_changed'
            )[];
            enabled: boolean;
            disabledReason: string | null;
            failingSince: string | null;
            previousSecretExpiresAt: string | null;
            createdAt: string;
            secret: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postWebhooksByIdTest: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            eventId: string | null;
            eventType: string;
            /** @enum {string} */
            status: 'pending' | 'sending' | 'delivered' | 'failed';
            attempts: {
              at: string;
              statusCode: number | null;
              responseMs: number;
              error: string | null;
            }[];
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            createdAt: string;
            body: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getWebhooksByIdDeliveries: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              eventId: string | null;
              eventType: string;
              /** @enum {string} */
              status: 'pending' | 'sending' | 'delivered' | 'failed';
              attempts: {
                at: string;
                statusCode: number | null;
                responseMs: number;
                error: string | null;
              }[];
              nextAttemptAt: string | null;
              deliveredAt: string | null;
              createdAt: string;
              body: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postWebhooksByIdDeliveriesByDeliveryIdRedeliver: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            eventId: string | null;
            eventType: string;
            /** @enum {string} */
            status: 'pending' | 'sending' | 'delivered' | 'failed';
            attempts: {
              at: string;
              statusCode: number | null;
              responseMs: number;
              error: string | null;
            }[];
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            createdAt: string;
            body: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicOutreachUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            sender: string;
            unsubscribed: boolean;
            branding: {
              agencyName: string | null;
              favicon: string | null;
              logo: string | null;
              logoChangedAt: string | null;
              colors: {
                primary?: string;
                primaryLight?: string;
                secondary?: string;
                secondaryLight?: string;
                textLight?: string;
                textDark?: string;
                appBackground?: string;
                navbarBackground?: string;
              } | null;
              storageBaseUrl: string;
              showBanner: boolean;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postPublicOutreachUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          'List-Unsubscribe': 'One-Click';
        } | null;
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            sender: string;
            unsubscribed: boolean;
            branding: {
              agencyName: string | null;
              favicon: string | null;
              logo: string | null;
              logoChangedAt: string | null;
              colors: {
                primary?: string;
                primaryLight?: string;
                secondary?: string;
                secondaryLight?: string;
                textLight?: string;
                textDark?: string;
                appBackground?: string;
                navbarBackground?: string;
              } | null;
              storageBaseUrl: string;
              showBanner: boolean;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getOutreachMailboxes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              fromName: string;
              fromEmail: string;
              smtp: {
                host: string;
                port: number;
                /** @enum {string} */
                security: 'tls' | 'starttls' | 'none';
                user: string;
              };
              imap: {
                host: string;
                port: number;
                /** @enum {string} */
                security: 'tls' | 'starttls' | 'none';
                user: string;
              };
              dailyCap: number;
              window: {
                start: string;
                end: string;
              };
              timeZone: string;
              status: {
                pausedUntil: string | null;
                pauseReason: string | null;
                inboxError: string | null;
              };
              createdAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachMailboxes: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fromName: string;
          /** Format: email */
          fromEmail: string;
          /** @default 50 */
          dailyCap?: number;
          /**
           * @default {
           *       "start": "08:00",
           *       "end": "18:00"
           *     }
           */
          window?: {
            start: string;
            end: string;
          };
          /** @default Europe/Vienna */
          timeZone?: string;
          smtp: {
            host: string;
            port: number;
            /** @enum {string} */
            security: 'tls' | 'starttls' | 'none';
            user: string;
            password: string;
          };
          imap: {
            host: string;
            port: number;
            /** @enum {string} */
            security: 'tls' | 'starttls' | 'none';
            user: string;
            password: string;
          };
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            fromName: string;
            fromEmail: string;
            smtp: {
              host: string;
              port: number;
              /** @enum {string} */
              security: 'tls' | 'starttls' | 'none';
              user: string;
            };
            imap: {
              host: string;
              port: number;
              /** @enum {string} */
              security: 'tls' | 'starttls' | 'none';
              user: string;
            };
            dailyCap: number;
            window: {
              start: string;
              end: string;
            };
            timeZone: string;
            status: {
              pausedUntil: string | null;
              pauseReason: string | null;
              inboxError: string | null;
            };
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getOutreachMailboxesWhitelabelSender: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sender: {
              fromName: string;
              fromEmail: string;
              smtp: {
                host: string;
                port: number;
                /** @enum {string} */
                security: 'tls' | 'starttls' | 'none';
                user: string;
              };
            } | null;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachMailboxesWhitelabelSender: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 50 */
          dailyCap?: number;
          /**
           * @default {
           *       "start": "08:00",
           *       "end": "18:00"
           *     }
           */
          window?: {
            start: string;
            end: string;
          };
          /** @default Europe/Vienna */
          timeZone?: string;
          imap: {
            host: string;
            port: number;
            /** @enum {string} */
            security: 'tls' | 'starttls' | 'none';
            user: string;
            password: string;
          };
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            fromName: string;
            fromEmail: string;
            smtp: {
              host: string;
              port: number;
              /** @enum {string} */
              security: 'tls' | 'starttls' | 'none';
              user: string;
            };
            imap: {
              host: string;
              port: number;
              /** @enum {string} */
              security: 'tls' | 'starttls' | 'none';
              user: string;
            };
            dailyCap: number;
            window: {
              start: string;
              end: string;
            };
            timeZone: string;
            status: {
              pausedUntil: string | null;
              pauseReason: string | null;
              inboxError: string | null;
            };
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteOutreachMailboxesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  patchOutreachMailboxesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fromName?: string;
          /** Format: email */
          fromEmail?: string;
          dailyCap?: number;
          window?: {
            start: string;
            end: string;
          };
          timeZone?: string;
          smtp?: {
            host: string;
            port: number;
            /** @enum {string} */
            security: 'tls' | 'starttls' | 'none';
            user: string;
            password?: string;
          };
          imap?: {
            host: string;
            port: number;
            /** @enum {string} */
            security: 'tls' | 'starttls' | 'none';
            user: string;
            password?: string;
          };
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            fromName: string;
            fromEmail: string;
            smtp: {
              host: string;
              port: number;
              /** @enum {string} */
              security: 'tls' | 'starttls' | 'none';
              user: string;
            };
            imap: {
              host: string;
              port: number;
              /** @enum {string} */
              security: 'tls' | 'starttls' | 'none';
              user: string;
            };
            dailyCap: number;
            window: {
              start: string;
              end: string;
            };
            timeZone: string;
            status: {
              pausedUntil: string | null;
              pauseReason: string | null;
              inboxError: string | null;
            };
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getOutreachTemplateConfigurations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              name: string;
              mailboxId: string | null;
              steps: {
                subject: string;
                body: string;
                delayDays: number;
              }[];
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachAddConfiguration: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: uuid */
          mailboxId: string;
          steps: {
            subject: string;
            body: string;
            delayDays: number;
          }[];
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            mailboxId: string | null;
            steps: {
              subject: string;
              body: string;
              delayDays: number;
            }[];
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachTemplateConfigurationsPreview: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          profileId: string;
          /** Format: uuid */
          mailboxId?: string;
          steps: {
            subject: string;
            body: string;
          }[];
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            steps: {
              subject: string;
              body: string;
            }[];
            fallbacks: {
              profileId: string;
              username: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              fields: string[];
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getOutreachTemplateConfigurationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            mailboxId: string | null;
            steps: {
              subject: string;
              body: string;
              delayDays: number;
            }[];
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putOutreachTemplateConfigurationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** Format: uuid */
          mailboxId: string;
          steps: {
            subject: string;
            body: string;
            delayDays: number;
          }[];
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            mailboxId: string | null;
            steps: {
              subject: string;
              body: string;
              delayDays: number;
            }[];
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteOutreachTemplateConfigurationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachCreateEntries: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          sequenceId: string;
          /** Format: uuid */
          campaignId?: string;
          creators: {
            /** Format: uuid */
            profileId?: string;
            /** Format: email */
            email?: string;
          }[];
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            created: {
              outreachId: string;
              email: string;
            }[];
            skipped: {
              profileId: string | null;
              email: string | null;
              /** @enum {string} */
              reason: 'not_found' | 'no_address' | 'invalid_address' | 'suppressed' | 'duplicate';
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getOutreachKanbanData: {
    parameters: {
      query?: {
        sequenceId?: string;
        perColumn?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            columns: {
              key: string;
              total: number;
              entries: {
                outreachId: string;
                email: string;
                sequenceId: string;
                profileId: string | null;
                username: string | null;
                /** @enum {string} */
                status:
                  | 'scheduled'
                  | 'sent'
                  | 'replied'
                  | 'bounced'
                  | 'unsubscribed'
                  | 'failed'
                  | 'unconfirmed';
                stage: string | null;
                nextStep: number | null;
                nextSendAt: string | null;
                reason: string | null;
                updatedAt: string;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getOutreachFullOutreachData: {
    parameters: {
      query: {
        outreachId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entry: {
              outreachId: string;
              email: string;
              sequenceId: string;
              profileId: string | null;
              username: string | null;
              /** @enum {string} */
              status:
                | 'scheduled'
                | 'sent'
                | 'replied'
                | 'bounced'
                | 'unsubscribed'
                | 'failed'
                | 'unconfirmed';
              stage: string | null;
              nextStep: number | null;
              nextSendAt: string | null;
              reason: string | null;
              updatedAt: string;
            };
            sequence: {
              name: string;
              steps: {
                subject: string;
                body: string;
                delayDays: number;
              }[];
            };
            messages: {
              id: string;
              /** @enum {string} */
              direction: 'out' | 'in';
              /** @enum {string} */
              status: 'queued' | 'sending' | 'sent' | 'unconfirmed' | 'failed' | 'reply' | 'bounce';
              step: number | null;
              messageId: string;
              from: string;
              subject: string;
              body: string;
              error: string | null;
              at: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachUpdateToReplied: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          outreachId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            outreachId: string;
            email: string;
            sequenceId: string;
            profileId: string | null;
            username: string | null;
            /** @enum {string} */
            status:
              | 'scheduled'
              | 'sent'
              | 'replied'
              | 'bounced'
              | 'unsubscribed'
              | 'failed'
              | 'unconfirmed';
            stage: string | null;
            nextStep: number | null;
            nextSendAt: string | null;
            reason: string | null;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachReinitiateOutreach: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          outreachId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            outreachId: string;
            email: string;
            sequenceId: string;
            profileId: string | null;
            username: string | null;
            /** @enum {string} */
            status:
              | 'scheduled'
              | 'sent'
              | 'replied'
              | 'bounced'
              | 'unsubscribed'
              | 'failed'
              | 'unconfirmed';
            stage: string | null;
            nextStep: number | null;
            nextSendAt: string | null;
            reason: string | null;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachResolveUnconfirmed: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          outreachId: string;
          /** @enum {string} */
          decision: 'send' | 'markSent';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            outreachId: string;
            email: string;
            sequenceId: string;
            profileId: string | null;
            username: string | null;
            /** @enum {string} */
            status:
              | 'scheduled'
              | 'sent'
              | 'replied'
              | 'bounced'
              | 'unsubscribed'
              | 'failed'
              | 'unconfirmed';
            stage: string | null;
            nextStep: number | null;
            nextSendAt: string | null;
            reason: string | null;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postOutreachEntryStage: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          outreachId: string;
          stage: string | null;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            outreachId: string;
            email: string;
            sequenceId: string;
            profileId: string | null;
            username: string | null;
            /** @enum {string} */
            status:
              | 'scheduled'
              | 'sent'
              | 'replied'
              | 'bounced'
              | 'unsubscribed'
              | 'failed'
              | 'unconfirmed';
            stage: string | null;
            nextStep: number | null;
            nextSendAt: string | null;
            reason: string | null;
            updatedAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getConnect: {
    parameters: {
      query: {
        profileId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            link: {
              id: string;
              profileId: string;
              url: string | null;
              expiresAt: string;
              createdAt: string;
            } | null;
            connections: {
              id: string;
              /** @enum {string} */
              provider: 'instagram' | 'youtube' | 'tiktok';
              /** @enum {string} */
              via: 'oauth' | 'aggregator';
              accountName: string;
              scopes: string[];
              /** @enum {string} */
              status: 'connected' | 'expiring' | 'lapsed';
              connectedAt: string;
              expiresAt: string | null;
              lastSyncAt: string | null;
              lastError: string | null;
            }[];
            providers: ('instagram' | 'youtube' | 'tiktok')[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putConnect: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          profileId: string;
          /** @default 30 */
          expiresInDays?: number;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            profileId: string;
            url: string | null;
            expiresAt: string;
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putConnectBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          listId?: string;
          /** Format: uuid */
          campaignId?: string;
          /** @default 30 */
          expiresInDays?: number;
          /** @default false */
          email?: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            links: {
              profileId: string;
              username: string;
              platform: string;
              url: string;
              emailedTo: string | null;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteConnectById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postConnectEmail: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          profileId: string;
          /** @default 30 */
          expiresInDays?: number;
          /** Format: email */
          email: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            profileId: string;
            url: string | null;
            expiresAt: string;
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putDisconnect: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          profileId: string;
          /** @enum {string} */
          provider: 'instagram' | 'youtube' | 'tiktok';
          keepData: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            disconnected: true;
            removedContent: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putThirdpartyConnect: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          profileId: string;
          accountId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            provider: 'instagram' | 'youtube' | 'tiktok';
            /** @enum {string} */
            via: 'oauth' | 'aggregator';
            accountName: string;
            scopes: string[];
            /** @enum {string} */
            status: 'connected' | 'expiring' | 'lapsed';
            connectedAt: string;
            expiresAt: string | null;
            lastSyncAt: string | null;
            lastError: string | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicConnectLink: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            creator: {
              username: string;
              platform: string;
              fullName: string | null;
            };
            organization: {
              name: string;
            };
            branding: {
              agencyName: string | null;
              favicon: string | null;
              logo: string | null;
              logoChangedAt: string | null;
              colors: {
                primary?: string;
                primaryLight?: string;
                secondary?: string;
                secondaryLight?: string;
                textLight?: string;
                textDark?: string;
                appBackground?: string;
                navbarBackground?: string;
              } | null;
              storageBaseUrl: string;
              showBanner: boolean;
            };
            expiresAt: string;
            providers: {
              /** @enum {string} */
              provider: 'instagram' | 'youtube' | 'tiktok';
              scopes: {
                scope: string;
                why: string;
              }[];
              connected: boolean;
              accountName: string | null;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postPublicConnectAuthorize: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          /** @enum {string} */
          provider: 'instagram' | 'youtube' | 'tiktok';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authorizeUrl: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postPublicConnectCallback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          state: string;
          code?: string;
          error?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'instagram' | 'youtube' | 'tiktok';
            accountName: string;
            scopes: string[];
            token: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postPublicConnectDisconnect: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          /** @enum {string} */
          provider: 'instagram' | 'youtube' | 'tiktok';
          keepData: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            disconnected: true;
            removedContent: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicBankSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profiles: number;
            demo: boolean;
            byPlatform: {
              instagram: number;
              tiktok: number;
              youtube: number;
            };
            profileBank: {
              minFollowers: number;
              byPlatform: {
                instagram: number;
                tiktok: number;
                youtube: number;
              };
            };
            seeding: {
              /** @enum {string} */
              state: 'idle' | 'running' | 'done' | 'failed';
              done: number;
              total: number;
              error?: string;
            };
          };
        };
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postDiscoverProfiles: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default instagram
           * @enum {string}
           */
          platform?: 'instagram' | 'tiktok' | 'youtube';
          followers?: {
            min?: number;
            max?: number;
          };
          engagementRate?: {
            min?: number;
            max?: number;
          };
          avgViews?: {
            min?: number;
            max?: number;
          };
          growth?: {
            min?: number;
            max?: number;
          };
          country?: string;
          city?: string;
          language?: string;
          /** @enum {string} */
          gender?: 'female' | 'male' | 'other';
          /** @enum {string} */
          ageGroup?: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
          /** @enum {string} */
          accountType?: 'personal' | 'creator' | 'business';
          categories?: string[];
          keywords?: string;
          hashtags?: string[];
          mentions?: string[];
          verified?: boolean;
          hasEmail?: boolean;
          hasPhone?: boolean;
          lastPostedWithinDays?: number;
          lookalike?: string;
          audience?: {
            country?: {
              value: string;
              minShare: number;
            };
            city?: {
              value: string;
              minShare: number;
            };
            gender?: {
              /** @enum {string} */
              value: 'female' | 'male' | 'other';
              minShare: number;
            };
            age?: {
              /** @enum {string} */
              value: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
              minShare: number;
            };
            language?: {
              value: string;
              minShare: number;
            };
          };
          credibilityMin?: number;
          /** @enum {string} */
          sort?: 'followers' | 'engagement' | 'avgViews' | 'growth' | 'relevance';
          /** @default 1 */
          page?: number;
          offset?: number;
          /** @default 20 */
          limit?: number;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              work_platform: {
                id: string;
                name: string;
              };
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              followers: number;
              engagementRate: number;
              avgLikes: number;
              avgViews: number;
              country: string | null;
              city: string | null;
              language: string | null;
              categories: string[];
              isVerified: boolean;
              followerGrowth30d: number;
              contacts: boolean;
              isDemo: boolean;
              /** @enum {string} */
              source:
                | 'demo'
                | 'import'
                | 'youtube'
                | 'connect'
                | 'instagram'
                | 'modash'
                | 'insightiq';
              sourceFetchedAt: string | null;
              tracked: boolean;
              trackedProfileId: string | null;
            }[];
            total: number;
            totalIsEstimate: boolean;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getMiscLocations: {
    parameters: {
      query?: {
        text?: string;
        type?: 'country' | 'city';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              type: 'country' | 'city';
              value: string;
              label: string;
              country: string;
              count: number;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postDiscoverUnlockContacts: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          profileId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profileId: string;
            emails: string[];
            phones: string[];
            unlockedAt: string | null;
            charged: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getProfileBank: {
    parameters: {
      query?: {
        platform?: 'instagram' | 'tiktok' | 'youtube';
        niche?: string;
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              work_platform: {
                id: string;
                name: string;
              };
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              followers: number;
              engagementRate: number;
              avgLikes: number;
              avgViews: number;
              country: string | null;
              city: string | null;
              language: string | null;
              categories: string[];
              isVerified: boolean;
              followerGrowth30d: number;
              contacts: boolean;
              isDemo: boolean;
              /** @enum {string} */
              source:
                | 'demo'
                | 'import'
                | 'youtube'
                | 'connect'
                | 'instagram'
                | 'modash'
                | 'insightiq';
              sourceFetchedAt: string | null;
              tracked: boolean;
              trackedProfileId: string | null;
            }[];
            total: number;
            totalIsEstimate: boolean;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getProfileBankMeta: {
    parameters: {
      query?: {
        platform?: 'instagram' | 'tiktok' | 'youtube';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            niches: {
              key: string;
              label: string;
              count: number;
            }[];
            platforms: {
              key: string;
              label: string;
              count: number;
            }[];
            /** @enum {string} */
            landingTab: 'niche';
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAccountSearchExport: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          profileCount: number;
          /** @default {} */
          filters?: {
            /**
             * @default instagram
             * @enum {string}
             */
            platform?: 'instagram' | 'tiktok' | 'youtube';
            followers?: {
              min?: number;
              max?: number;
            };
            engagementRate?: {
              min?: number;
              max?: number;
            };
            avgViews?: {
              min?: number;
              max?: number;
            };
            growth?: {
              min?: number;
              max?: number;
            };
            country?: string;
            city?: string;
            language?: string;
            /** @enum {string} */
            gender?: 'female' | 'male' | 'other';
            /** @enum {string} */
            ageGroup?: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
            /** @enum {string} */
            accountType?: 'personal' | 'creator' | 'business';
            categories?: string[];
            keywords?: string;
            hashtags?: string[];
            mentions?: string[];
            verified?: boolean;
            hasEmail?: boolean;
            hasPhone?: boolean;
            lastPostedWithinDays?: number;
            lookalike?: string;
            audience?: {
              country?: {
                value: string;
                minShare: number;
              };
              city?: {
                value: string;
                minShare: number;
              };
              gender?: {
                /** @enum {string} */
                value: 'female' | 'male' | 'other';
                minShare: number;
              };
              age?: {
                /** @enum {string} */
                value: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
                minShare: number;
              };
              language?: {
                value: string;
                minShare: number;
              };
            };
            credibilityMin?: number;
            /** @enum {string} */
            sort?: 'followers' | 'engagement' | 'avgViews' | 'growth' | 'relevance';
          };
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      429: {
        headers: {
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      503: {
        headers: {
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['Error'];
        };
      };
    };
  };
  postAccountSearchExportPreview: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          profileCount: number;
          /** @default {} */
          filters?: {
            /**
             * @default instagram
             * @enum {string}
             */
            platform?: 'instagram' | 'tiktok' | 'youtube';
            followers?: {
              min?: number;
              max?: number;
            };
            engagementRate?: {
              min?: number;
              max?: number;
            };
            avgViews?: {
              min?: number;
              max?: number;
            };
            growth?: {
              min?: number;
              max?: number;
            };
            country?: string;
            city?: string;
            language?: string;
            /** @enum {string} */
            gender?: 'female' | 'male' | 'other';
            /** @enum {string} */
            ageGroup?: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
            /** @enum {string} */
            accountType?: 'personal' | 'creator' | 'business';
            categories?: string[];
            keywords?: string;
            hashtags?: string[];
            mentions?: string[];
            verified?: boolean;
            hasEmail?: boolean;
            hasPhone?: boolean;
            lastPostedWithinDays?: number;
            lookalike?: string;
            audience?: {
              country?: {
                value: string;
                minShare: number;
              };
              city?: {
                value: string;
                minShare: number;
              };
              gender?: {
                /** @enum {string} */
                value: 'female' | 'male' | 'other';
                minShare: number;
              };
              age?: {
                /** @enum {string} */
                value: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
                minShare: number;
              };
              language?: {
                value: string;
                minShare: number;
              };
            };
            credibilityMin?: number;
            /** @enum {string} */
            sort?: 'followers' | 'engagement' | 'avgViews' | 'growth' | 'relevance';
          };
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unlockedContacts: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountRequestSearchCredits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              reason: string;
              searchCredit: number;
              /** @enum {string} */
              status: 'open';
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postAccountRequestSearchCredits: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
          /** @default 100 */
          searchCredit?: number;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            reason: string;
            searchCredit: number;
            /** @enum {string} */
            status: 'open';
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getDataSources: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              id: 'instagram' | 'modash' | 'insightiq';
              name: string;
              platforms: ('instagram' | 'tiktok' | 'youtube')[];
              offers: {
                search: boolean;
                audience: boolean;
                posts: boolean;
                contacts: boolean;
              };
              costs: {
                search: number;
                report: number;
                unit: string;
              };
              filters: string[];
              refreshDays: number;
              connection: {
                /** @enum {string} */
                scope: 'organization' | 'install';
                label: string;
                creditsLeft: number | null;
                /** Format: date-time */
                checkedAt: string;
              } | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putDataSourcesBySource: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        source: 'instagram' | 'modash' | 'insightiq';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          key: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              id: 'instagram' | 'modash' | 'insightiq';
              name: string;
              platforms: ('instagram' | 'tiktok' | 'youtube')[];
              offers: {
                search: boolean;
                audience: boolean;
                posts: boolean;
                contacts: boolean;
              };
              costs: {
                search: number;
                report: number;
                unit: string;
              };
              filters: string[];
              refreshDays: number;
              connection: {
                /** @enum {string} */
                scope: 'organization' | 'install';
                label: string;
                creditsLeft: number | null;
                /** Format: date-time */
                checkedAt: string;
              } | null;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteDataSourcesBySource: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        source: 'instagram' | 'modash' | 'insightiq';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postDataSourcesBySourceSearch: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        source: 'instagram' | 'modash' | 'insightiq';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default instagram
           * @enum {string}
           */
          platform?: 'instagram' | 'tiktok' | 'youtube';
          followers?: {
            min?: number;
            max?: number;
          };
          engagementRate?: {
            min?: number;
            max?: number;
          };
          avgViews?: {
            min?: number;
            max?: number;
          };
          growth?: {
            min?: number;
            max?: number;
          };
          country?: string;
          city?: string;
          language?: string;
          /** @enum {string} */
          gender?: 'female' | 'male' | 'other';
          /** @enum {string} */
          ageGroup?: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
          /** @enum {string} */
          accountType?: 'personal' | 'creator' | 'business';
          categories?: string[];
          keywords?: string;
          hashtags?: string[];
          mentions?: string[];
          verified?: boolean;
          hasEmail?: boolean;
          hasPhone?: boolean;
          lastPostedWithinDays?: number;
          lookalike?: string;
          audience?: {
            country?: {
              value: string;
              minShare: number;
            };
            city?: {
              value: string;
              minShare: number;
            };
            gender?: {
              /** @enum {string} */
              value: 'female' | 'male' | 'other';
              minShare: number;
            };
            age?: {
              /** @enum {string} */
              value: '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
              minShare: number;
            };
            language?: {
              value: string;
              minShare: number;
            };
          };
          credibilityMin?: number;
          /** @enum {string} */
          sort?: 'followers' | 'engagement' | 'avgViews' | 'growth' | 'relevance';
          /** @default 1 */
          page?: number;
          offset?: number;
          /** @default 20 */
          limit?: number;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              work_platform: {
                id: string;
                name: string;
              };
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              followers: number;
              engagementRate: number;
              avgLikes: number;
              avgViews: number;
              country: string | null;
              city: string | null;
              language: string | null;
              categories: string[];
              isVerified: boolean;
              followerGrowth30d: number;
              contacts: boolean;
              isDemo: boolean;
              /** @enum {string} */
              source:
                | 'demo'
                | 'import'
                | 'youtube'
                | 'connect'
                | 'instagram'
                | 'modash'
                | 'insightiq';
              sourceFetchedAt: string | null;
              tracked: boolean;
              trackedProfileId: string | null;
            }[];
            total: number;
            totalIsEstimate: boolean;
            page: number;
            limit: number;
            hasMore: boolean;
            /** @enum {string} */
            source: 'instagram' | 'modash' | 'insightiq';
            unsupportedFilters: string[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postDataSourcesLookup: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          source?: 'instagram' | 'modash' | 'insightiq';
          /** @enum {string} */
          platform: 'instagram' | 'tiktok' | 'youtube';
          handle: string;
          /** @default false */
          refresh?: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profileId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            /** Format: date-time */
            fetchedAt: string;
            fromBank: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postListAddListItem: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            count: number;
            statuses: {
              _id: string;
              name: string;
              labelKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
              color: string | null;
              position: number;
            }[];
            shared: boolean;
            shareUrl: string | null;
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getListListwithCount: {
    parameters: {
      query?: {
        hideEmptyList?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              name: string;
              count: number;
              statuses: {
                _id: string;
                name: string;
                labelKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
                color: string | null;
                position: number;
              }[];
              shared: boolean;
              shareUrl: string | null;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteListRemoveListItem: {
    parameters: {
      query?: {
        listId?: string;
        name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putListRenameListItem: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          listId: string;
          name: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            count: number;
            statuses: {
              _id: string;
              name: string;
              labelKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
              color: string | null;
              position: number;
            }[];
            shared: boolean;
            shareUrl: string | null;
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getListProfileLists: {
    parameters: {
      query: {
        profileId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              name: string;
              hasProfile: boolean;
              status: string | null;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postListShareProfileList: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          listId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shareUrl: string;
            token: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteListShareProfileList: {
    parameters: {
      query: {
        listId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getListListMeta: {
    parameters: {
      query: {
        listId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statuses: {
              _id: string;
              name: string;
              labelKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
              color: string | null;
              position: number;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putListListMeta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              action: 'addStatus';
              listId: string;
              name: string;
              color?: string;
            }
          | {
              /** @enum {string} */
              action: 'updateStatus';
              listId: string;
              statusId: string;
              name?: string;
              color?: string;
            }
          | {
              /** @enum {string} */
              action: 'removeStatus';
              listId: string;
              statusId: string;
            }
          | {
              /** @enum {string} */
              action: 'reorderStatus';
              listId: string;
              statusIds: string[];
            };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            statuses: {
              _id: string;
              name: string;
              labelKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
              color: string | null;
              position: number;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postListEnrichRequest: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          listId: string;
        };
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            queued: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getListItems: {
    parameters: {
      query: {
        listId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            list: {
              _id: string;
              name: string;
              count: number;
              statuses: {
                _id: string;
                name: string;
                labelKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
                color: string | null;
                position: number;
              }[];
              shared: boolean;
              shareUrl: string | null;
              createdAt: string;
            };
            items: {
              profileId: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
              statusId: string | null;
              position: number;
              addedAt: string;
              username: string;
              fullName: string | null;
              avatarUrl: string | null;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              followers: number;
              engagementRate: number;
              isDemo: boolean;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileAddToList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          profileIds: string[];
          listId?: string;
          listName?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listId: string;
            added: number;
            alreadyInList: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileRemoveFromList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          profileIds: string[];
          listId?: string;
          listName?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            removed: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicSharedListsByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            name: string;
            sharedAt: string;
            branding: {
              agencyName: string | null;
              favicon: string | null;
              logo: string | null;
              logoChangedAt: string | null;
              colors: {
                primary?: string;
                primaryLight?: string;
                secondary?: string;
                secondaryLight?: string;
                textLight?: string;
                textDark?: string;
                appBackground?: string;
                navbarBackground?: string;
              } | null;
              storageBaseUrl: string;
              showBanner: boolean;
            };
            profiles: {
              username: string;
              fullName: string | null;
              avatarUrl: string | null;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              followers: number;
              engagementRate: number;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
              isDemo: boolean;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getContents: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        platform?: 'instagram' | 'tiktok' | 'youtube';
        type?: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
        profileId?: string;
        listId?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              username: string;
              fullName: string | null;
              avatarUrl: string | null;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              /** @enum {string} */
              type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
              /** @enum {string} */
              source: 'bank' | 'tracking' | 'upload' | 'connected';
              url: string | null;
              caption: string | null;
              hashtags: string[];
              likes: number | null;
              comments: number | null;
              views: number | null;
              shares: number | null;
              reach: number | null;
              replies: number | null;
              taps: number | null;
              watchMinutes: number | null;
              engagementRate: number | null;
              publishedAt: string;
              campaignId: string | null;
              mediaUrl: string | null;
              thumbnailUrl: string | null;
              lists: {
                _id: string;
                name: string;
              }[];
            }[];
            total: number;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getContentUsername: {
    parameters: {
      query: {
        username: string;
        platform?: 'instagram' | 'tiktok' | 'youtube';
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              username: string;
              fullName: string | null;
              avatarUrl: string | null;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              /** @enum {string} */
              type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
              /** @enum {string} */
              source: 'bank' | 'tracking' | 'upload' | 'connected';
              url: string | null;
              caption: string | null;
              hashtags: string[];
              likes: number | null;
              comments: number | null;
              views: number | null;
              shares: number | null;
              reach: number | null;
              replies: number | null;
              taps: number | null;
              watchMinutes: number | null;
              engagementRate: number | null;
              publishedAt: string;
              campaignId: string | null;
              mediaUrl: string | null;
              thumbnailUrl: string | null;
              lists: {
                _id: string;
                name: string;
              }[];
            }[];
            total: number;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getContentUsernameAll: {
    parameters: {
      query: {
        username: string;
        platform?: 'instagram' | 'tiktok' | 'youtube';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              username: string;
              fullName: string | null;
              avatarUrl: string | null;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              /** @enum {string} */
              type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
              /** @enum {string} */
              source: 'bank' | 'tracking' | 'upload' | 'connected';
              url: string | null;
              caption: string | null;
              hashtags: string[];
              likes: number | null;
              comments: number | null;
              views: number | null;
              shares: number | null;
              reach: number | null;
              replies: number | null;
              taps: number | null;
              watchMinutes: number | null;
              engagementRate: number | null;
              publishedAt: string;
              campaignId: string | null;
              mediaUrl: string | null;
              thumbnailUrl: string | null;
              lists: {
                _id: string;
                name: string;
              }[];
            }[];
            total: number;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteContent: {
    parameters: {
      query?: {
        contentId?: string;
        contentIds?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putContentAddToList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contentIds: string[];
          /** Format: uuid */
          listId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putContentById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          caption?: string;
          /** Format: uri */
          url?: string;
          likes?: number;
          comments?: number;
          views?: number;
          shares?: number;
          publishedAt?: string;
          /** Format: uuid */
          campaignId?: string;
          /** @enum {string} */
          type?: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            username: string;
            fullName: string | null;
            avatarUrl: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            /** @enum {string} */
            type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
            /** @enum {string} */
            source: 'bank' | 'tracking' | 'upload' | 'connected';
            url: string | null;
            caption: string | null;
            hashtags: string[];
            likes: number | null;
            comments: number | null;
            views: number | null;
            shares: number | null;
            reach: number | null;
            replies: number | null;
            taps: number | null;
            watchMinutes: number | null;
            engagementRate: number | null;
            publishedAt: string;
            campaignId: string | null;
            mediaUrl: string | null;
            thumbnailUrl: string | null;
            lists: {
              _id: string;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postContentUploadStory: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: uuid */
          influencerId: string;
          views: number;
          publishedAt: string;
          /** Format: uuid */
          campaignId?: string;
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            username: string;
            fullName: string | null;
            avatarUrl: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            /** @enum {string} */
            type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
            /** @enum {string} */
            source: 'bank' | 'tracking' | 'upload' | 'connected';
            url: string | null;
            caption: string | null;
            hashtags: string[];
            likes: number | null;
            comments: number | null;
            views: number | null;
            shares: number | null;
            reach: number | null;
            replies: number | null;
            taps: number | null;
            watchMinutes: number | null;
            engagementRate: number | null;
            publishedAt: string;
            campaignId: string | null;
            mediaUrl: string | null;
            thumbnailUrl: string | null;
            lists: {
              _id: string;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putContentStory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          contentId: string;
          views?: number;
          publishedAt?: string;
          /** Format: uuid */
          campaignId?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            username: string;
            fullName: string | null;
            avatarUrl: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            /** @enum {string} */
            type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
            /** @enum {string} */
            source: 'bank' | 'tracking' | 'upload' | 'connected';
            url: string | null;
            caption: string | null;
            hashtags: string[];
            likes: number | null;
            comments: number | null;
            views: number | null;
            shares: number | null;
            reach: number | null;
            replies: number | null;
            taps: number | null;
            watchMinutes: number | null;
            engagementRate: number | null;
            publishedAt: string;
            campaignId: string | null;
            mediaUrl: string | null;
            thumbnailUrl: string | null;
            lists: {
              _id: string;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getSocialProfileStories: {
    parameters: {
      query: {
        profileId: string;
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              username: string;
              fullName: string | null;
              avatarUrl: string | null;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              /** @enum {string} */
              type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
              /** @enum {string} */
              source: 'bank' | 'tracking' | 'upload' | 'connected';
              url: string | null;
              caption: string | null;
              hashtags: string[];
              likes: number | null;
              comments: number | null;
              views: number | null;
              shares: number | null;
              reach: number | null;
              replies: number | null;
              taps: number | null;
              watchMinutes: number | null;
              engagementRate: number | null;
              publishedAt: string;
              campaignId: string | null;
              mediaUrl: string | null;
              thumbnailUrl: string | null;
              lists: {
                _id: string;
                name: string;
              }[];
            }[];
            total: number;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getContentByIdMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicContentByIdMedia: {
    parameters: {
      query: {
        exp: number;
        sig: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getContentByIdThumbnail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicContentByIdThumbnail: {
    parameters: {
      query: {
        exp: number;
        sig: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getScheduledContent: {
    parameters: {
      query: {
        from: string;
        to: string;
        profileId?: string;
        campaignId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              title: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              /** @enum {string} */
              type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
              scheduledAt: string;
              /** @enum {string} */
              status: 'planned' | 'submitted' | 'approved' | 'published';
              brief: string | null;
              link: string | null;
              profileId: string | null;
              username: string | null;
              avatarUrl: string | null;
              campaignId: string | null;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postScheduledContent: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /** @enum {string} */
          platform: 'instagram' | 'tiktok' | 'youtube';
          /** @enum {string} */
          type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
          scheduledAt: string;
          /** Format: uuid */
          profileId?: string;
          /** Format: uuid */
          campaignId?: string;
          brief?: string;
          /** Format: uri */
          link?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            title: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            /** @enum {string} */
            type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
            scheduledAt: string;
            /** @enum {string} */
            status: 'planned' | 'submitted' | 'approved' | 'published';
            brief: string | null;
            link: string | null;
            profileId: string | null;
            username: string | null;
            avatarUrl: string | null;
            campaignId: string | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putScheduledContentById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              action: 'update';
              title?: string;
              /** @enum {string} */
              platform?: 'instagram' | 'tiktok' | 'youtube';
              /** @enum {string} */
              type?: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
              scheduledAt?: string;
              /** Format: uuid */
              profileId?: string;
              /** Format: uuid */
              campaignId?: string;
              brief?: string;
              /** Format: uri */
              link?: string;
            }
          | {
              /** @enum {string} */
              action: 'reschedule';
              scheduledAt: string;
            }
          | {
              /** @enum {string} */
              action: 'updateStatus';
              /** @enum {string} */
              status: 'planned' | 'submitted' | 'approved' | 'published';
              /** Format: uri */
              link?: string;
            };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            title: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            /** @enum {string} */
            type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
            scheduledAt: string;
            /** @enum {string} */
            status: 'planned' | 'submitted' | 'approved' | 'published';
            brief: string | null;
            link: string | null;
            profileId: string | null;
            username: string | null;
            avatarUrl: string | null;
            campaignId: string | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteScheduledContentById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getSocialProfiles: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        filters?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              profileId: string;
              profileBankId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              bio: string | null;
              followers: number;
              following: number;
              postsCount: number;
              engagementRate: number;
              avgLikes: number;
              avgComments: number;
              avgViews: number;
              followerGrowth30d: number;
              country: string | null;
              city: string | null;
              language: string | null;
              categories: string[];
              isVerified: boolean;
              isDemo: boolean;
              /** @enum {string} */
              source:
                | 'demo'
                | 'import'
                | 'youtube'
                | 'connect'
                | 'instagram'
                | 'modash'
                | 'insightiq';
              sourceFetchedAt: string | null;
              slug: string;
              category: string | null;
              favourite: boolean;
              contacts: {
                /** @enum {string} */
                kind: 'email' | 'phone';
                value: string;
                /** @enum {string} */
                source: 'bank' | 'manual';
              }[];
              systemFields: {
                [key: string]: unknown;
              };
              customFields: {
                [key: string]: string | number | null;
              };
              listStatuses: {
                listId: string;
                listName: string;
                status: string | null;
                statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
              }[];
              storyTracking: boolean;
              disableShare: boolean;
              publicUrl: string | null;
              lastContactedAt: string | null;
              enrichedAt: string | null;
              createdAt: string;
            }[];
            total: number;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getSocialProfileAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              profileId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getSocialProfileRelatedProfiles: {
    parameters: {
      query: {
        profileId: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getSocialProfileById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            profileBankId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            following: number;
            postsCount: number;
            engagementRate: number;
            avgLikes: number;
            avgComments: number;
            avgViews: number;
            followerGrowth30d: number;
            country: string | null;
            city: string | null;
            language: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            slug: string;
            category: string | null;
            favourite: boolean;
            contacts: {
              /** @enum {string} */
              kind: 'email' | 'phone';
              value: string;
              /** @enum {string} */
              source: 'bank' | 'manual';
            }[];
            systemFields: {
              [key: string]: unknown;
            };
            customFields: {
              [key: string]: string | number | null;
            };
            listStatuses: {
              listId: string;
              listName: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
            }[];
            storyTracking: boolean;
            disableShare: boolean;
            publicUrl: string | null;
            lastContactedAt: string | null;
            enrichedAt: string | null;
            createdAt: string;
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
            }[];
            links: {
              _id: string;
              url: string;
              label: string | null;
              createdAt: string;
            }[];
            coupons: {
              _id: string;
              code: string;
              description: string | null;
              createdAt: string;
            }[];
            attachments: {
              _id: string;
              fileName: string;
              title: string | null;
              contentType: string;
              sizeBytes: number;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              action: 'removeActivity';
              /** Format: uuid */
              activityId: string;
            }
          | {
              /** @enum {string} */
              action: 'addLink';
              /** Format: uri */
              url: string;
              label?: string;
            }
          | {
              /** @enum {string} */
              action: 'removeLink';
              /** Format: uuid */
              linkId: string;
            }
          | {
              /** @enum {string} */
              action: 'editAttachment';
              /** Format: uuid */
              attachmentId: string;
              title: string;
            }
          | {
              /** @enum {string} */
              action: 'removeAttachment';
              /** Format: uuid */
              attachmentId: string;
            }
          | {
              /** @enum {string} */
              action: 'addCoupon';
              code: string;
              description?: string;
            }
          | {
              /** @enum {string} */
              action: 'removeCoupon';
              /** Format: uuid */
              couponId: string;
            }
          | {
              /** @enum {string} */
              action: 'updateFavourite';
              favourite: boolean;
            }
          | {
              /** @enum {string} */
              action: 'updateListStatus';
              /** Format: uuid */
              listId?: string;
              listName?: string;
              status: string;
              position?: number;
            }
          | {
              /** @enum {string} */
              action: 'clearListStatus';
              /** Format: uuid */
              listId?: string;
              listName?: string;
            }
          | {
              /** @enum {string} */
              action: 'updateSystemFields';
              systemFields?: {
                email?: string | null;
                phone?: string | null;
                priceMinor?: number | null;
                currency?: string | null;
                notes?: string | null;
              };
              customFields?: {
                [key: string]: string | number | null;
              };
              clear?: string[];
            }
          | {
              /** @enum {string} */
              action: 'contact';
              /** @enum {string} */
              channel: 'email' | 'phone' | 'dm' | 'other';
              note?: string;
            }
          | {
              /** @enum {string} */
              action: 'enableStoryTracking';
              /** @default true */
              enabled?: boolean;
            }
          | {
              /** @enum {string} */
              action: 'disableShare';
              /** @default true */
              disabled?: boolean;
            };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            profileBankId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            following: number;
            postsCount: number;
            engagementRate: number;
            avgLikes: number;
            avgComments: number;
            avgViews: number;
            followerGrowth30d: number;
            country: string | null;
            city: string | null;
            language: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            slug: string;
            category: string | null;
            favourite: boolean;
            contacts: {
              /** @enum {string} */
              kind: 'email' | 'phone';
              value: string;
              /** @enum {string} */
              source: 'bank' | 'manual';
            }[];
            systemFields: {
              [key: string]: unknown;
            };
            customFields: {
              [key: string]: string | number | null;
            };
            listStatuses: {
              listId: string;
              listName: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
            }[];
            storyTracking: boolean;
            disableShare: boolean;
            publicUrl: string | null;
            lastContactedAt: string | null;
            enrichedAt: string | null;
            createdAt: string;
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
            }[];
            links: {
              _id: string;
              url: string;
              label: string | null;
              createdAt: string;
            }[];
            coupons: {
              _id: string;
              code: string;
              description: string | null;
              createdAt: string;
            }[];
            attachments: {
              _id: string;
              fileName: string;
              title: string | null;
              contentType: string;
              sizeBytes: number;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileByIdInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fullName?: string;
          category?: string;
          clear?: ('fullName' | 'category')[];
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            profileBankId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            following: number;
            postsCount: number;
            engagementRate: number;
            avgLikes: number;
            avgComments: number;
            avgViews: number;
            followerGrowth30d: number;
            country: string | null;
            city: string | null;
            language: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            slug: string;
            category: string | null;
            favourite: boolean;
            contacts: {
              /** @enum {string} */
              kind: 'email' | 'phone';
              value: string;
              /** @enum {string} */
              source: 'bank' | 'manual';
            }[];
            systemFields: {
              [key: string]: unknown;
            };
            customFields: {
              [key: string]: string | number | null;
            };
            listStatuses: {
              listId: string;
              listName: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
            }[];
            storyTracking: boolean;
            disableShare: boolean;
            publicUrl: string | null;
            lastContactedAt: string | null;
            enrichedAt: string | null;
            createdAt: string;
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
            }[];
            links: {
              _id: string;
              url: string;
              label: string | null;
              createdAt: string;
            }[];
            coupons: {
              _id: string;
              code: string;
              description: string | null;
              createdAt: string;
            }[];
            attachments: {
              _id: string;
              fileName: string;
              title: string | null;
              contentType: string;
              sizeBytes: number;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileByIdSlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slug: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            profileBankId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            following: number;
            postsCount: number;
            engagementRate: number;
            avgLikes: number;
            avgComments: number;
            avgViews: number;
            followerGrowth30d: number;
            country: string | null;
            city: string | null;
            language: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            slug: string;
            category: string | null;
            favourite: boolean;
            contacts: {
              /** @enum {string} */
              kind: 'email' | 'phone';
              value: string;
              /** @enum {string} */
              source: 'bank' | 'manual';
            }[];
            systemFields: {
              [key: string]: unknown;
            };
            customFields: {
              [key: string]: string | number | null;
            };
            listStatuses: {
              listId: string;
              listName: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
            }[];
            storyTracking: boolean;
            disableShare: boolean;
            publicUrl: string | null;
            lastContactedAt: string | null;
            enrichedAt: string | null;
            createdAt: string;
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
            }[];
            links: {
              _id: string;
              url: string;
              label: string | null;
              createdAt: string;
            }[];
            coupons: {
              _id: string;
              code: string;
              description: string | null;
              createdAt: string;
            }[];
            attachments: {
              _id: string;
              fileName: string;
              title: string | null;
              contentType: string;
              sizeBytes: number;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileByIdEnrich: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            queued: boolean;
            jobId: string | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileByIdCollectContacts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            profileBankId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            following: number;
            postsCount: number;
            engagementRate: number;
            avgLikes: number;
            avgComments: number;
            avgViews: number;
            followerGrowth30d: number;
            country: string | null;
            city: string | null;
            language: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            slug: string;
            category: string | null;
            favourite: boolean;
            contacts: {
              /** @enum {string} */
              kind: 'email' | 'phone';
              value: string;
              /** @enum {string} */
              source: 'bank' | 'manual';
            }[];
            systemFields: {
              [key: string]: unknown;
            };
            customFields: {
              [key: string]: string | number | null;
            };
            listStatuses: {
              listId: string;
              listName: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
            }[];
            storyTracking: boolean;
            disableShare: boolean;
            publicUrl: string | null;
            lastContactedAt: string | null;
            enrichedAt: string | null;
            createdAt: string;
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
            }[];
            links: {
              _id: string;
              url: string;
              label: string | null;
              createdAt: string;
            }[];
            coupons: {
              _id: string;
              code: string;
              description: string | null;
              createdAt: string;
            }[];
            attachments: {
              _id: string;
              fileName: string;
              title: string | null;
              contentType: string;
              sizeBytes: number;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteSocialProfile: {
    parameters: {
      query: {
        profileId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postSocialProfileProfileBank: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          profileBankId: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            profileBankId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            following: number;
            postsCount: number;
            engagementRate: number;
            avgLikes: number;
            avgComments: number;
            avgViews: number;
            followerGrowth30d: number;
            country: string | null;
            city: string | null;
            language: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            slug: string;
            category: string | null;
            favourite: boolean;
            contacts: {
              /** @enum {string} */
              kind: 'email' | 'phone';
              value: string;
              /** @enum {string} */
              source: 'bank' | 'manual';
            }[];
            systemFields: {
              [key: string]: unknown;
            };
            customFields: {
              [key: string]: string | number | null;
            };
            listStatuses: {
              listId: string;
              listName: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
            }[];
            storyTracking: boolean;
            disableShare: boolean;
            publicUrl: string | null;
            lastContactedAt: string | null;
            enrichedAt: string | null;
            createdAt: string;
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
            }[];
            links: {
              _id: string;
              url: string;
              label: string | null;
              createdAt: string;
            }[];
            coupons: {
              _id: string;
              code: string;
              description: string | null;
              createdAt: string;
            }[];
            attachments: {
              _id: string;
              fileName: string;
              title: string | null;
              contentType: string;
              sizeBytes: number;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string;
            profileBankId: string;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            following: number;
            postsCount: number;
            engagementRate: number;
            avgLikes: number;
            avgComments: number;
            avgViews: number;
            followerGrowth30d: number;
            country: string | null;
            city: string | null;
            language: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            slug: string;
            category: string | null;
            favourite: boolean;
            contacts: {
              /** @enum {string} */
              kind: 'email' | 'phone';
              value: string;
              /** @enum {string} */
              source: 'bank' | 'manual';
            }[];
            systemFields: {
              [key: string]: unknown;
            };
            customFields: {
              [key: string]: string | number | null;
            };
            listStatuses: {
              listId: string;
              listName: string;
              status: string | null;
              statusKey: ('shortlisted' | 'contacted' | 'confirmed') | null;
            }[];
            storyTracking: boolean;
            disableShare: boolean;
            publicUrl: string | null;
            lastContactedAt: string | null;
            enrichedAt: string | null;
            createdAt: string;
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
            }[];
            links: {
              _id: string;
              url: string;
              label: string | null;
              createdAt: string;
            }[];
            coupons: {
              _id: string;
              code: string;
              description: string | null;
              createdAt: string;
            }[];
            attachments: {
              _id: string;
              fileName: string;
              title: string | null;
              contentType: string;
              sizeBytes: number;
              url: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postSocialProfileProfileSearch: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          profileBankIds: string[];
          listName?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
            alreadyTracked: number;
            profiles: {
              profileBankId: string;
              profileId: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postSocialProfileAttachment: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: uuid */
          profileId: string;
          title?: string;
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            fileName: string;
            title: string | null;
            contentType: string;
            sizeBytes: number;
            url: string;
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSocialProfileAttachmentById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profileCount: number;
            contentCount: number;
            listCount: number;
            recentActivity: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              userName: string | null;
              createdAt: string;
              profileId: string;
              platform_username: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicProfileByToken: {
    parameters: {
      query?: {
        org?: string;
      };
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            platform_username: string;
            fullName: string | null;
            avatarUrl: string | null;
            bio: string | null;
            followers: number;
            engagementRate: number;
            avgLikes: number;
            avgViews: number;
            country: string | null;
            categories: string[];
            isVerified: boolean;
            isDemo: boolean;
            /** @enum {string} */
            source:
              | 'demo'
              | 'import'
              | 'youtube'
              | 'connect'
              | 'instagram'
              | 'modash'
              | 'insightiq';
            sourceFetchedAt: string | null;
            branding: {
              agencyName: string | null;
              favicon: string | null;
              logo: string | null;
              logoChangedAt: string | null;
              colors: {
                primary?: string;
                primaryLight?: string;
                secondary?: string;
                secondaryLight?: string;
                textLight?: string;
                textDark?: string;
                appBackground?: string;
                navbarBackground?: string;
              } | null;
              storageBaseUrl: string;
              showBanner: boolean;
            };
            recentPosts: {
              type: string;
              caption: string | null;
              likes: number;
              comments: number;
              views: number | null;
              publishedAt: string;
            }[];
          };
        };
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getCustomFields: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            fields: {
              _id: string;
              name: string;
              /** @enum {string} */
              type: 'text' | 'number' | 'date' | 'select' | 'url';
              options: string[];
              categoryId: string | null;
              position: number;
            }[];
            categories: {
              _id: string;
              name: string;
              position: number;
            }[];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postCustomFields: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          type: 'text' | 'number' | 'date' | 'select' | 'url';
          options?: string[];
          categoryId?: string | null;
          position?: number;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            /** @enum {string} */
            type: 'text' | 'number' | 'date' | 'select' | 'url';
            options: string[];
            categoryId: string | null;
            position: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putCustomFieldsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          options?: string[];
          categoryId?: string | null;
          position?: number;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            /** @enum {string} */
            type: 'text' | 'number' | 'date' | 'select' | 'url';
            options: string[];
            categoryId: string | null;
            position: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteCustomFieldsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postFieldCategories: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          position?: number;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            position: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putFieldCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          position?: number;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            position: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteFieldCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getFilesPublicByWildcard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        wildcard: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getMediaImage: {
    parameters: {
      query: {
        url: string;
        w: number;
        q?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getCampaigns: {
    parameters: {
      query?: {
        status?: 'draft' | 'active' | 'completed' | 'archived';
        from?: string;
        to?: string;
        text?: string;
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              _id: string;
              name: string;
              description: string | null;
              /** @enum {string} */
              status: 'draft' | 'active' | 'completed' | 'archived';
              startsOn: string | null;
              endsOn: string | null;
              budgetMinor: number | null;
              currency: string;
              destinationUrl: string | null;
              publicSlug: string | null;
              publicUrl: string | null;
              shareEnabled: boolean;
              createdAt: string;
              updatedAt: string;
              totals: {
                influencers: number;
                posts: number;
                stories: number;
                clicks: number;
                spend: {
                  currency: string;
                  amountMinor: number;
                }[];
                views: number | null;
                engagements: number | null;
              };
            }[];
            total: number;
            page: number;
            limit: number;
            hasMore: boolean;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postCampaign: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description?: string | null;
          startsOn?: string | null;
          endsOn?: string | null;
          budgetMinor?: number | null;
          currency?: string;
          destinationUrl?: string | null;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            status: 'draft' | 'active' | 'completed' | 'archived';
            startsOn: string | null;
            endsOn: string | null;
            budgetMinor: number | null;
            currency: string;
            destinationUrl: string | null;
            publicSlug: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            createdAt: string;
            updatedAt: string;
            influencers: {
              profileId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              followers: number;
              engagementRate: number;
              isDemo: boolean;
              /** @enum {string} */
              status: 'invited' | 'confirmed' | 'contentSubmitted' | 'published' | 'paid';
              feeMinor: number | null;
              currency: string | null;
              deliverables: string | null;
              notes: string | null;
              addedAt: string;
              results: {
                posts: number;
                stories: number;
                reach: number | null;
                impressions: number | null;
                views: number | null;
                likes: number | null;
                comments: number | null;
                shares: number | null;
                saves: number | null;
                engagements: number | null;
                engagementRate: number | null;
                clicks: number | null;
                emvUsd: number | null;
                emv: {
                  currency: string;
                  valueMinor: number;
                  usdRate: number;
                } | null;
                availability: {
                  reach: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  impressions: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  views: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  likes: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  comments: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  shares: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  saves: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagements: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagementRate: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  clicks: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  emv: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  costPerEngagement: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  costPerClick: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  cpm: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                };
                costs: {
                  currency: string;
                  spendMinor: number;
                  costPerEngagement: number | null;
                  costPerClick: number | null;
                  cpm: number | null;
                }[];
              };
            }[];
            posts: {
              _id: string;
              /** @enum {string} */
              kind: 'post' | 'story';
              profileId: string | null;
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              platformPostId: string | null;
              /** @enum {string} */
              state: 'pending' | 'tracked' | 'failed';
              failureReason: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
              editedManuallyAt: string | null;
              metricsFetchedAt: string | null;
              /** @enum {string} */
              metricsSource: 'provider' | 'connected' | 'manual';
              createdAt: string;
            }[];
            stories: {
              _id: string;
              /** @enum {string} */
              kind: 'post' | 'story';
              profileId: string | null;
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              platformPostId: string | null;
              /** @enum {string} */
              state: 'pending' | 'tracked' | 'failed';
              failureReason: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
              editedManuallyAt: string | null;
              metricsFetchedAt: string | null;
              /** @enum {string} */
              metricsSource: 'provider' | 'connected' | 'manual';
              createdAt: string;
            }[];
            links: {
              _id: string;
              code: string;
              shortUrl: string;
              targetUrl: string;
              label: string | null;
              profileId: string | null;
              bitlyUrl: string | null;
              clicks: {
                total: number;
                unique: number;
                bots: number;
              };
              createdAt: string;
            }[];
            clicks: {
              days: {
                day: string;
                total: number;
                unique: number;
                bots: number;
              }[];
              links: {
                linkId: string;
                code: string;
                clicks: {
                  total: number;
                  unique: number;
                  bots: number;
                };
              }[];
              totals: {
                total: number;
                unique: number;
                bots: number;
              };
            };
            payments: {
              items: {
                _id: string;
                profileId: string | null;
                amountMinor: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'scheduled' | 'paid' | 'cancelled';
                method: string | null;
                dueOn: string | null;
                paidOn: string | null;
                note: string | null;
                invoiceName: string | null;
                invoiceUrl: string | null;
                createdAt: string;
              }[];
              totals: {
                currency: string;
                paidMinor: number;
                scheduledMinor: number;
                pendingMinor: number;
                cancelledMinor: number;
                spendMinor: number;
              }[];
            };
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              createdAt: string;
            }[];
            files: {
              _id: string;
              /** @enum {string} */
              kind: 'brief' | 'ugc' | 'file';
              profileId: string | null;
              title: string | null;
              url: string | null;
              downloadUrl: string | null;
              fileName: string | null;
              contentType: string | null;
              sizeBytes: number | null;
              /** @enum {string} */
              usageRights: 'none' | 'requested' | 'granted' | 'expired';
              createdAt: string;
            }[];
            results: {
              posts: number;
              stories: number;
              reach: number | null;
              impressions: number | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              engagements: number | null;
              engagementRate: number | null;
              clicks: number | null;
              emvUsd: number | null;
              emv: {
                currency: string;
                valueMinor: number;
                usdRate: number;
              } | null;
              availability: {
                reach: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                impressions: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                views: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                likes: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                comments: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                shares: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                saves: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagements: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagementRate: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                clicks: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                emv: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                costPerEngagement: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                costPerClick: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                cpm: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
              };
              costs: {
                currency: string;
                spendMinor: number;
                costPerEngagement: number | null;
                costPerClick: number | null;
                cpm: number | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getCampaignById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            status: 'draft' | 'active' | 'completed' | 'archived';
            startsOn: string | null;
            endsOn: string | null;
            budgetMinor: number | null;
            currency: string;
            destinationUrl: string | null;
            publicSlug: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            createdAt: string;
            updatedAt: string;
            influencers: {
              profileId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              followers: number;
              engagementRate: number;
              isDemo: boolean;
              /** @enum {string} */
              status: 'invited' | 'confirmed' | 'contentSubmitted' | 'published' | 'paid';
              feeMinor: number | null;
              currency: string | null;
              deliverables: string | null;
              notes: string | null;
              addedAt: string;
              results: {
                posts: number;
                stories: number;
                reach: number | null;
                impressions: number | null;
                views: number | null;
                likes: number | null;
                comments: number | null;
                shares: number | null;
                saves: number | null;
                engagements: number | null;
                engagementRate: number | null;
                clicks: number | null;
                emvUsd: number | null;
                emv: {
                  currency: string;
                  valueMinor: number;
                  usdRate: number;
                } | null;
                availability: {
                  reach: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  impressions: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  views: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  likes: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  comments: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  shares: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  saves: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagements: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagementRate: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  clicks: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  emv: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  costPerEngagement: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  costPerClick: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  cpm: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                };
                costs: {
                  currency: string;
                  spendMinor: number;
                  costPerEngagement: number | null;
                  costPerClick: number | null;
                  cpm: number | null;
                }[];
              };
            }[];
            posts: {
              _id: string;
              /** @enum {string} */
              kind: 'post' | 'story';
              profileId: string | null;
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              platformPostId: string | null;
              /** @enum {string} */
              state: 'pending' | 'tracked' | 'failed';
              failureReason: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
              editedManuallyAt: string | null;
              metricsFetchedAt: string | null;
              /** @enum {string} */
              metricsSource: 'provider' | 'connected' | 'manual';
              createdAt: string;
            }[];
            stories: {
              _id: string;
              /** @enum {string} */
              kind: 'post' | 'story';
              profileId: string | null;
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              platformPostId: string | null;
              /** @enum {string} */
              state: 'pending' | 'tracked' | 'failed';
              failureReason: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
              editedManuallyAt: string | null;
              metricsFetchedAt: string | null;
              /** @enum {string} */
              metricsSource: 'provider' | 'connected' | 'manual';
              createdAt: string;
            }[];
            links: {
              _id: string;
              code: string;
              shortUrl: string;
              targetUrl: string;
              label: string | null;
              profileId: string | null;
              bitlyUrl: string | null;
              clicks: {
                total: number;
                unique: number;
                bots: number;
              };
              createdAt: string;
            }[];
            clicks: {
              days: {
                day: string;
                total: number;
                unique: number;
                bots: number;
              }[];
              links: {
                linkId: string;
                code: string;
                clicks: {
                  total: number;
                  unique: number;
                  bots: number;
                };
              }[];
              totals: {
                total: number;
                unique: number;
                bots: number;
              };
            };
            payments: {
              items: {
                _id: string;
                profileId: string | null;
                amountMinor: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'scheduled' | 'paid' | 'cancelled';
                method: string | null;
                dueOn: string | null;
                paidOn: string | null;
                note: string | null;
                invoiceName: string | null;
                invoiceUrl: string | null;
                createdAt: string;
              }[];
              totals: {
                currency: string;
                paidMinor: number;
                scheduledMinor: number;
                pendingMinor: number;
                cancelledMinor: number;
                spendMinor: number;
              }[];
            };
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              createdAt: string;
            }[];
            files: {
              _id: string;
              /** @enum {string} */
              kind: 'brief' | 'ugc' | 'file';
              profileId: string | null;
              title: string | null;
              url: string | null;
              downloadUrl: string | null;
              fileName: string | null;
              contentType: string | null;
              sizeBytes: number | null;
              /** @enum {string} */
              usageRights: 'none' | 'requested' | 'granted' | 'expired';
              createdAt: string;
            }[];
            results: {
              posts: number;
              stories: number;
              reach: number | null;
              impressions: number | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              engagements: number | null;
              engagementRate: number | null;
              clicks: number | null;
              emvUsd: number | null;
              emv: {
                currency: string;
                valueMinor: number;
                usdRate: number;
              } | null;
              availability: {
                reach: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                impressions: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                views: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                likes: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                comments: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                shares: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                saves: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagements: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagementRate: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                clicks: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                emv: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                costPerEngagement: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                costPerClick: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                cpm: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
              };
              costs: {
                currency: string;
                spendMinor: number;
                costPerEngagement: number | null;
                costPerClick: number | null;
                cpm: number | null;
              }[];
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putCampaignById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              action: 'update';
              name?: string;
              description?: string | null;
              startsOn?: string | null;
              endsOn?: string | null;
              budgetMinor?: number | null;
              currency?: string;
              destinationUrl?: string | null;
            }
          | {
              /** @enum {string} */
              action: 'addProfile';
              profileId: string;
            }
          | {
              /** @enum {string} */
              action: 'removeProfile';
              profileId: string;
            }
          | {
              /** @enum {string} */
              action: 'addList';
              listId: string;
            }
          | {
              /** @enum {string} */
              action: 'updateInfluencer';
              profileId: string;
              feeMinor?: number | null;
              currency?: string | null;
              deliverables?: string | null;
              notes?: string | null;
            }
          | {
              /** @enum {string} */
              action: 'updateStatus';
              /** @enum {string} */
              status:
                | 'draft'
                | 'active'
                | 'completed'
                | 'archived'
                | 'invited'
                | 'confirmed'
                | 'contentSubmitted'
                | 'published'
                | 'paid';
              profileId?: string;
            }
          | {
              /** @enum {string} */
              action: 'addPost';
              profileId?: string;
              /** Format: uri */
              url?: string;
              /** @enum {string} */
              platform?: 'instagram' | 'tiktok' | 'youtube';
              views?: number;
              likes?: number;
              comments?: number;
              shares?: number;
              saves?: number;
              reach?: number;
              impressions?: number;
              /** Format: date-time */
              publishedAt?: string;
              caption?: string;
            }
          | {
              /** @enum {string} */
              action: 'editPost';
              postId: string;
              views?: number;
              likes?: number;
              comments?: number;
              shares?: number;
              saves?: number;
              reach?: number;
              impressions?: number;
              /** Format: date-time */
              publishedAt?: string;
              caption?: string;
            }
          | {
              /** @enum {string} */
              action: 'removePost';
              postId: string;
            }
          | {
              /** @enum {string} */
              action: 'addStory';
              profileId?: string;
              /** Format: uri */
              url?: string;
              /** @enum {string} */
              platform?: 'instagram' | 'tiktok' | 'youtube';
              views?: number;
              likes?: number;
              comments?: number;
              shares?: number;
              saves?: number;
              reach?: number;
              impressions?: number;
              /** Format: date-time */
              publishedAt?: string;
              caption?: string;
            }
          | {
              /** @enum {string} */
              action: 'editStory';
              postId: string;
              views?: number;
              likes?: number;
              comments?: number;
              shares?: number;
              saves?: number;
              reach?: number;
              impressions?: number;
              /** Format: date-time */
              publishedAt?: string;
              caption?: string;
            }
          | {
              /** @enum {string} */
              action: 'removeStory';
              postId: string;
            }
          | {
              /** @enum {string} */
              action: 'addPayment';
              profileId?: string | null;
              amountMinor: number;
              currency: string;
              /** @enum {string} */
              status?: 'pending' | 'scheduled' | 'paid' | 'cancelled';
              method?: string | null;
              dueOn?: string | null;
              paidOn?: string | null;
              note?: string | null;
            }
          | {
              /** @enum {string} */
              action: 'editPayment';
              paymentId: string;
              profileId?: string | null;
              amountMinor?: number;
              currency?: string;
              /** @enum {string} */
              status?: 'pending' | 'scheduled' | 'paid' | 'cancelled';
              method?: string | null;
              dueOn?: string | null;
              paidOn?: string | null;
              note?: string | null;
            }
          | {
              /** @enum {string} */
              action: 'removePayment';
              paymentId: string;
            }
          | {
              /** @enum {string} */
              action: 'generatePublicUrl';
            }
          | {
              /** @enum {string} */
              action: 'updateShareStatus';
              enabled: boolean;
            }
          | {
              /** @enum {string} */
              action: 'addLink';
              /** Format: uuid */
              profileId?: string;
              /** Format: uri */
              destinationUrl?: string;
              label?: string;
              utmSource?: string;
              utmMedium?: string;
              utmCampaign?: string;
              utmContent?: string;
            }
          | {
              /** @enum {string} */
              action: 'removeLink';
              /** Format: uuid */
              linkId: string;
            };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            name: string;
            description: string | null;
            /** @enum {string} */
            status: 'draft' | 'active' | 'completed' | 'archived';
            startsOn: string | null;
            endsOn: string | null;
            budgetMinor: number | null;
            currency: string;
            destinationUrl: string | null;
            publicSlug: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            createdAt: string;
            updatedAt: string;
            influencers: {
              profileId: string;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              followers: number;
              engagementRate: number;
              isDemo: boolean;
              /** @enum {string} */
              status: 'invited' | 'confirmed' | 'contentSubmitted' | 'published' | 'paid';
              feeMinor: number | null;
              currency: string | null;
              deliverables: string | null;
              notes: string | null;
              addedAt: string;
              results: {
                posts: number;
                stories: number;
                reach: number | null;
                impressions: number | null;
                views: number | null;
                likes: number | null;
                comments: number | null;
                shares: number | null;
                saves: number | null;
                engagements: number | null;
                engagementRate: number | null;
                clicks: number | null;
                emvUsd: number | null;
                emv: {
                  currency: string;
                  valueMinor: number;
                  usdRate: number;
                } | null;
                availability: {
                  reach: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  impressions: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  views: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  likes: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  comments: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  shares: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  saves: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagements: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagementRate: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  clicks: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  emv: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  costPerEngagement: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  costPerClick: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  cpm: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                };
                costs: {
                  currency: string;
                  spendMinor: number;
                  costPerEngagement: number | null;
                  costPerClick: number | null;
                  cpm: number | null;
                }[];
              };
            }[];
            posts: {
              _id: string;
              /** @enum {string} */
              kind: 'post' | 'story';
              profileId: string | null;
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              platformPostId: string | null;
              /** @enum {string} */
              state: 'pending' | 'tracked' | 'failed';
              failureReason: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
              editedManuallyAt: string | null;
              metricsFetchedAt: string | null;
              /** @enum {string} */
              metricsSource: 'provider' | 'connected' | 'manual';
              createdAt: string;
            }[];
            stories: {
              _id: string;
              /** @enum {string} */
              kind: 'post' | 'story';
              profileId: string | null;
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              platformPostId: string | null;
              /** @enum {string} */
              state: 'pending' | 'tracked' | 'failed';
              failureReason: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
              editedManuallyAt: string | null;
              metricsFetchedAt: string | null;
              /** @enum {string} */
              metricsSource: 'provider' | 'connected' | 'manual';
              createdAt: string;
            }[];
            links: {
              _id: string;
              code: string;
              shortUrl: string;
              targetUrl: string;
              label: string | null;
              profileId: string | null;
              bitlyUrl: string | null;
              clicks: {
                total: number;
                unique: number;
                bots: number;
              };
              createdAt: string;
            }[];
            clicks: {
              days: {
                day: string;
                total: number;
                unique: number;
                bots: number;
              }[];
              links: {
                linkId: string;
                code: string;
                clicks: {
                  total: number;
                  unique: number;
                  bots: number;
                };
              }[];
              totals: {
                total: number;
                unique: number;
                bots: number;
              };
            };
            payments: {
              items: {
                _id: string;
                profileId: string | null;
                amountMinor: number;
                currency: string;
                /** @enum {string} */
                status: 'pending' | 'scheduled' | 'paid' | 'cancelled';
                method: string | null;
                dueOn: string | null;
                paidOn: string | null;
                note: string | null;
                invoiceName: string | null;
                invoiceUrl: string | null;
                createdAt: string;
              }[];
              totals: {
                currency: string;
                paidMinor: number;
                scheduledMinor: number;
                pendingMinor: number;
                cancelledMinor: number;
                spendMinor: number;
              }[];
            };
            activities: {
              _id: string;
              kind: string;
              message: string;
              userId: string | null;
              createdAt: string;
            }[];
            files: {
              _id: string;
              /** @enum {string} */
              kind: 'brief' | 'ugc' | 'file';
              profileId: string | null;
              title: string | null;
              url: string | null;
              downloadUrl: string | null;
              fileName: string | null;
              contentType: string | null;
              sizeBytes: number | null;
              /** @enum {string} */
              usageRights: 'none' | 'requested' | 'granted' | 'expired';
              createdAt: string;
            }[];
            results: {
              posts: number;
              stories: number;
              reach: number | null;
              impressions: number | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              engagements: number | null;
              engagementRate: number | null;
              clicks: number | null;
              emvUsd: number | null;
              emv: {
                currency: string;
                valueMinor: number;
                usdRate: number;
              } | null;
              availability: {
                reach: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                impressions: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                views: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                likes: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                comments: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                shares: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                saves: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagements: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagementRate: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                clicks: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                emv: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                costPerEngagement: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                costPerClick: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                cpm: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
              };
              costs: {
                currency: string;
                spendMinor: number;
                costPerEngagement: number | null;
                costPerClick: number | null;
                cpm: number | null;
              }[];
            };
            added?: number;
            alreadyInCampaign?: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteCampaignById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicCampaignBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            branding: {
              agencyName: string | null;
              favicon: string | null;
              logo: string | null;
              logoChangedAt: string | null;
              colors: {
                primary?: string;
                primaryLight?: string;
                secondary?: string;
                secondaryLight?: string;
                textLight?: string;
                textDark?: string;
                appBackground?: string;
                navbarBackground?: string;
              } | null;
              storageBaseUrl: string;
              showBanner: boolean;
            };
            name: string;
            description: string | null;
            startsOn: string | null;
            endsOn: string | null;
            influencers: {
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              platform_username: string;
              fullName: string | null;
              avatarUrl: string | null;
              followers: number;
              isDemo: boolean;
              results: {
                posts: number;
                stories: number;
                reach: number | null;
                impressions: number | null;
                views: number | null;
                likes: number | null;
                comments: number | null;
                shares: number | null;
                saves: number | null;
                engagements: number | null;
                engagementRate: number | null;
                clicks: number | null;
                emvUsd: number | null;
                emv: {
                  currency: string;
                  valueMinor: number;
                  usdRate: number;
                } | null;
                availability: {
                  reach: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  impressions: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  views: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  likes: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  comments: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  shares: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  saves: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagements: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  engagementRate: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  clicks: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                  emv: {
                    missing:
                      | (
                          | 'no_posts_yet'
                          | 'no_views_on_photos'
                          | 'not_reported_by_source'
                          | 'not_entered'
                          | 'no_creator_followers'
                          | 'no_tracked_links'
                          | 'no_spend'
                          | 'nothing_counted_yet'
                        )
                      | null;
                    coverage: {
                      counted: number;
                      of: number;
                    } | null;
                  };
                };
              };
            }[];
            posts: {
              /** @enum {string} */
              kind: 'post' | 'story';
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
            }[];
            stories: {
              /** @enum {string} */
              kind: 'post' | 'story';
              platform: ('instagram' | 'tiktok' | 'youtube') | null;
              url: string | null;
              caption: string | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              reach: number | null;
              impressions: number | null;
              publishedAt: string | null;
            }[];
            clicks: number;
            results: {
              posts: number;
              stories: number;
              reach: number | null;
              impressions: number | null;
              views: number | null;
              likes: number | null;
              comments: number | null;
              shares: number | null;
              saves: number | null;
              engagements: number | null;
              engagementRate: number | null;
              clicks: number | null;
              emvUsd: number | null;
              emv: {
                currency: string;
                valueMinor: number;
                usdRate: number;
              } | null;
              availability: {
                reach: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                impressions: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                views: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                likes: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                comments: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                shares: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                saves: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagements: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                engagementRate: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                clicks: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
                emv: {
                  missing:
                    | (
                        | 'no_posts_yet'
                        | 'no_views_on_photos'
                        | 'not_reported_by_source'
                        | 'not_entered'
                        | 'no_creator_followers'
                        | 'no_tracked_links'
                        | 'no_spend'
                        | 'nothing_counted_yet'
                      )
                    | null;
                  coverage: {
                    counted: number;
                    of: number;
                  } | null;
                };
              };
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicMediaEngagementValue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            currency: 'USD';
            values: {
              like: number;
              comment: number;
              share: number;
              save: number;
              view: number;
              click: number;
            };
          };
        };
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postCampaignAddPostFromUrl: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          campaignId: string;
          url: string;
          profileId?: string;
          /**
           * @default post
           * @enum {string}
           */
          kind?: 'post' | 'story';
        };
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            /** @enum {string} */
            kind: 'post' | 'story';
            profileId: string | null;
            platform: ('instagram' | 'tiktok' | 'youtube') | null;
            url: string | null;
            platformPostId: string | null;
            /** @enum {string} */
            state: 'pending' | 'tracked' | 'failed';
            failureReason: string | null;
            caption: string | null;
            views: number | null;
            likes: number | null;
            comments: number | null;
            shares: number | null;
            saves: number | null;
            reach: number | null;
            impressions: number | null;
            publishedAt: string | null;
            editedManuallyAt: string | null;
            metricsFetchedAt: string | null;
            /** @enum {string} */
            metricsSource: 'provider' | 'connected' | 'manual';
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postCampaignPostByPostIdRetry: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        postId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            /** @enum {string} */
            kind: 'post' | 'story';
            profileId: string | null;
            platform: ('instagram' | 'tiktok' | 'youtube') | null;
            url: string | null;
            platformPostId: string | null;
            /** @enum {string} */
            state: 'pending' | 'tracked' | 'failed';
            failureReason: string | null;
            caption: string | null;
            views: number | null;
            likes: number | null;
            comments: number | null;
            shares: number | null;
            saves: number | null;
            reach: number | null;
            impressions: number | null;
            publishedAt: string | null;
            editedManuallyAt: string | null;
            metricsFetchedAt: string | null;
            /** @enum {string} */
            metricsSource: 'provider' | 'connected' | 'manual';
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteCampaignPostByPostId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        postId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postCampaignUpload: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          campaignId: string;
          /** @enum {string} */
          kind: 'brief' | 'ugc' | 'file';
          profileId?: string;
          title?: string;
          /** @enum {string} */
          usageRights?: 'none' | 'requested' | 'granted' | 'expired';
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            /** @enum {string} */
            kind: 'brief' | 'ugc' | 'file';
            profileId: string | null;
            title: string | null;
            url: string | null;
            downloadUrl: string | null;
            fileName: string | null;
            contentType: string | null;
            sizeBytes: number | null;
            /** @enum {string} */
            usageRights: 'none' | 'requested' | 'granted' | 'expired';
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postCampaignUgcLink: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          campaignId: string;
          /** Format: uri */
          url: string;
          profileId?: string;
          title?: string;
          /** @enum {string} */
          usageRights?: 'none' | 'requested' | 'granted' | 'expired';
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            /** @enum {string} */
            kind: 'brief' | 'ugc' | 'file';
            profileId: string | null;
            title: string | null;
            url: string | null;
            downloadUrl: string | null;
            fileName: string | null;
            contentType: string | null;
            sizeBytes: number | null;
            /** @enum {string} */
            usageRights: 'none' | 'requested' | 'granted' | 'expired';
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getCampaignFileByFileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putCampaignFileByFileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string | null;
          /** @enum {string} */
          usageRights?: 'none' | 'requested' | 'granted' | 'expired';
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            /** @enum {string} */
            kind: 'brief' | 'ugc' | 'file';
            profileId: string | null;
            title: string | null;
            url: string | null;
            downloadUrl: string | null;
            fileName: string | null;
            contentType: string | null;
            sizeBytes: number | null;
            /** @enum {string} */
            usageRights: 'none' | 'requested' | 'granted' | 'expired';
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteCampaignFileByFileId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getCampaignPaymentByPaymentIdInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  postCampaignPaymentByPaymentIdInvoice: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            amountMinor: number;
            currency: string;
            /** @enum {string} */
            status: 'pending' | 'scheduled' | 'paid' | 'cancelled';
            method: string | null;
            dueOn: string | null;
            paidOn: string | null;
            note: string | null;
            invoiceName: string | null;
            invoiceUrl: string | null;
            createdAt: string;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteCampaignPaymentByPaymentIdInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getSocialProfileAuditReportById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            accountId: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putSocialProfileAuditReportById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            accountId: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
          };
        };
      };
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            accountId: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      423: components['responses']['Locked'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAuditReports: {
    parameters: {
      query?: {
        profileId?: string;
        accountId?: string;
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reports: {
              _id: string;
              profileId: string | null;
              accountId: string | null;
              /** @enum {string} */
              platform: 'instagram' | 'tiktok' | 'youtube';
              username: string;
              /** @enum {string} */
              state: 'pending' | 'ready' | 'failed';
              failureReason: string | null;
              createdAt: string;
              completedAt: string | null;
              publicUrl: string | null;
              shareEnabled: boolean;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAuditReportByReportId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reportId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            accountId: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  deleteAuditReportByReportId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reportId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAuditReportByReportIdPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reportId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  putAuditReportByReportIdShare: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reportId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            accountId: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
          };
        };
      };
      400: components['responses']['ValidationError'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicReportByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
            branding: {
              agencyName: string | null;
              favicon: string | null;
              logo: string | null;
              logoChangedAt: string | null;
              colors: {
                primary?: string;
                primaryLight?: string;
                secondary?: string;
                secondaryLight?: string;
                textLight?: string;
                textDark?: string;
                appBackground?: string;
                navbarBackground?: string;
              } | null;
              storageBaseUrl: string;
              showBanner: boolean;
            };
          };
        };
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicReportByTokenPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicSampleReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            accountId: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
          };
        };
      };
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicSampleReportPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicTestReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id: string;
            profileId: string | null;
            accountId: string | null;
            /** @enum {string} */
            platform: 'instagram' | 'tiktok' | 'youtube';
            username: string;
            /** @enum {string} */
            state: 'pending' | 'ready' | 'failed';
            failureReason: string | null;
            createdAt: string;
            completedAt: string | null;
            publicUrl: string | null;
            shareEnabled: boolean;
            data: {
              computedAt: string;
              profile: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                bio: string | null;
                avatarUrl: string | null;
                url: string;
                country: string | null;
                city: string | null;
                language: string | null;
                categories: string[];
                isVerified: boolean;
                accountType: string | null;
                isDemo: boolean;
                source:
                  | (
                      | 'demo'
                      | 'import'
                      | 'youtube'
                      | 'connect'
                      | 'instagram'
                      | 'modash'
                      | 'insightiq'
                    )
                  | null;
                sourceFetchedAt: string | null;
              };
              overview: {
                followers: number;
                following: number;
                postsCount: number;
                engagementRate: number;
                avgLikes: number;
                avgComments: number;
                avgViews: number;
                likesToComments: string;
                followersToFollowing: string;
                peers: {
                  bandMin: number;
                  bandMax: number | null;
                  count: number;
                  q1: number | null;
                  median: number | null;
                  q3: number | null;
                  standing: ('below' | 'typical' | 'above') | null;
                };
                method: string;
              };
              growth: {
                history: {
                  date: string;
                  followers: number;
                }[];
                growth30d: number | null;
                growth90d: number | null;
                method: string;
              };
              activity: {
                postsAnalysed: number;
                postsPerWeek: number;
                heatmap: number[][];
                bestTime: {
                  weekday: number;
                  hour: number;
                } | null;
                contentMix: {
                  type: string;
                  count: number;
                  share: number;
                }[];
                method: string;
              };
              content: {
                topPosts: {
                  platformPostId: string;
                  type: string;
                  caption: string | null;
                  likes: number;
                  comments: number;
                  views: number | null;
                  engagementRate: number;
                  isSponsored: boolean;
                  publishedAt: string;
                }[];
                topMentions: {
                  value: string;
                  count: number;
                }[];
                topHashtags: {
                  value: string;
                  count: number;
                }[];
                sponsoredCount: number;
                sponsoredShare: number;
                method: string;
              };
              audience: {
                countries: {
                  value: string;
                  share: number;
                }[];
                cities: {
                  value: string;
                  share: number;
                }[];
                genders: {
                  value: string;
                  share: number;
                }[];
                ages: {
                  value: string;
                  share: number;
                }[];
                languages: {
                  value: string;
                  share: number;
                }[];
                credibility: {
                  score: number | null;
                  signals: {
                    /** @enum {string} */
                    key:
                      | 'engagementConsistency'
                      | 'followerShape'
                      | 'growthSpikes'
                      | 'audienceQuality';
                    /** @enum {string} */
                    verdict: 'good' | 'warning' | 'bad' | 'unknown';
                    detail: string;
                  }[];
                };
                method: string;
              };
              value: {
                currency: string;
                pricePerPostMinor: {
                  min: number;
                  max: number;
                };
                emvPerPostMinor: number;
                method: string;
              };
              similar: {
                accountId: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                fullName: string | null;
                avatarUrl: string | null;
                followers: number;
                engagementRate: number;
              }[];
            } | null;
          };
        };
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getPublicTestReportPdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getAccountAttention: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            failedPosts: {
              total: number;
              items: {
                _id: string;
                /** @enum {string} */
                kind: 'post' | 'story';
                url: string | null;
                failureReason: string | null;
                /** Format: date-time */
                failedAt: string;
                campaignId: string;
                campaignName: string;
                platform_username: string | null;
              }[];
            };
            readyReports: {
              total: number;
              items: {
                _id: string;
                profileId: string | null;
                accountId: string | null;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                username: string;
                /** @enum {string} */
                state: 'pending' | 'ready' | 'failed';
                failureReason: string | null;
                createdAt: string;
                completedAt: string | null;
                publicUrl: string | null;
                shareEnabled: boolean;
              }[];
            };
            dueContent: {
              total: number;
              overdue: number;
              items: {
                _id: string;
                title: string;
                /** @enum {string} */
                platform: 'instagram' | 'tiktok' | 'youtube';
                /** @enum {string} */
                type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
                scheduledAt: string;
                /** @enum {string} */
                status: 'planned' | 'submitted' | 'approved' | 'published';
                brief: string | null;
                link: string | null;
                profileId: string | null;
                username: string | null;
                avatarUrl: string | null;
                campaignId: string | null;
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
  getLByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationError'];
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | string
            | ({
                statusCode: number;
                name: string;
                message: string;
              } & {
                [key: string]: unknown;
              });
        };
      };
      500: components['responses']['InternalError'];
      503: components['responses']['ServiceUnavailable'];
      504: components['responses']['Timeout'];
    };
  };
}
