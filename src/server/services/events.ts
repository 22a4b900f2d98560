import type { MailBrandFor } from '../integrations/mail';
import { createAddressPolicy, createSafeFetch } from '../integrations/outbound';
import { createSecretBox } from '../integrations/secrets';
import {
  createNotificationMails,
  createNotificationsRepository,
  createNotificationsService,
} from '../modules/notifications';
import {
  createWebhookDispatcher,
  createWebhooksRepository,
  createWebhooksService,
} from '../modules/webhooks';
import type { Platform } from './platform';

/** The readers of the event outbox that tell people: webhooks, the bell and notification mails. */
export function createEventServices(platform: Platform, deps: { mailBrand: MailBrandFor }) {
  const { config, db, mailer, logger } = platform;
  const { mailBrand } = deps;
  const notifications = createNotificationsService({ db });
  // Receivers get their own connection pool and time budget, apart from image and post fetches.
  const webhookFetch = createSafeFetch({
    allowCidrs: config.outbound.allowCidrs,
    timeoutMs: config.webhookTimeoutMs,
    maxRedirects: 0,
  });
  const webhooksRepository = createWebhooksRepository(db);
  const webhookSecrets = createSecretBox(platform.secretKeyMaterial, 'webhook-signing');
  const eventDispatcher = createWebhookDispatcher({
    repository: webhooksRepository,
    secrets: webhookSecrets,
    fetchUrl: webhookFetch.fetchUrl,
    mailer,
    mailBrand,
    logger,
  });
  const notificationMails = createNotificationMails({
    repository: createNotificationsRepository(db),
    mailer,
    mailBrand,
    logger,
  });
  const webhooks = createWebhooksService({
    repository: webhooksRepository,
    secrets: webhookSecrets,
    dispatcher: eventDispatcher,
    addressPolicy: createAddressPolicy(config.outbound.allowCidrs),
  });
  return { notifications, webhookFetch, eventDispatcher, notificationMails, webhooks };
}
