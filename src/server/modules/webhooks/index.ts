// Webhooks: the organization's endpoints (Settings → Webhooks) and the dispatcher that fans the
// event outbox (src/server/events) out to them, signed and retried (docs/events.md).
export { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher';
export { createWebhooksRepository } from './webhooks.repository';
export { webhooksRoutes } from './webhooks.routes';
export { createWebhooksService, type WebhooksService } from './webhooks.service';
export * from './webhooks.tables';
