// Billing owns how an organization pays for its plan. With billing off (no Stripe key, the
// self-hosted default) the operator sets plans and the Billing calls say so; the catalogue the
// plans page shows lives in the account module's plans.ts.
export { billingRoutes } from './billing.routes';
export { type BillingService, billingOff, createBillingService } from './billing.service';
