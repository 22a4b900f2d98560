import type { Logger } from 'pino';
import { type DomainEventRow, toEventDto } from '../../events';
import { AppError } from '../../http/errors';
import { Message, type StoredText, storeText, verbatim } from '../../http/i18n/text';
import { composeMail, type MailBrandFor, type Mailer } from '../../integrations/mail';
import type { FetchUrl } from '../../integrations/outbound';
import type { SecretBox } from '../../integrations/secrets';
import { SIGNATURE_HEADER, signatureHeader, standardWebhookHeaders } from './webhook-signature';
import type { WebhooksRepository } from './webhooks.repository';
import type { DeliveryAttempt, WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.tables';
import { WEBHOOK_TEXT } from './webhooks.text';

/** A failed delivery is retried, with growing pauses, for this long after its event. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
/** An endpoint that has failed every delivery for this long is switched off. */
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
const RESPONSE_MAX_BYTES = 64 * 1024;
const ERROR_MAX_CHARS = 300;

export type DispatcherOptions = {
  /** The first retry's pause; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A claimed delivery is taken again after this if its sender died before answering. */
  lockMs?: number;
  batch?: number;
};

/**
 * The webhooks' consumer of the event outbox (run by the event loop): it turns new events into deliveries (fan-out, in one
 * transaction with its cursor) and sends the deliveries that are due, signed, through the
 * SSRF-safe fetch. Delivery is at least once: a delivery is marked done only after its 2xx answer,
 * so a sender killed mid-flight leaves it to be sent again, with the same event id.
 */
export function createWebhookDispatcher(deps: {
  repository: WebhooksRepository;
  secrets: SecretBox;
  fetchUrl: FetchUrl;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  logger: Logger;
  options?: DispatcherOptions;
}) {
  const { repository, logger } = deps;
  const retryBaseMs = deps.options?.retryBaseMs ?? 30_000;
  const retryMaxMs = deps.options?.retryMaxMs ?? 3_600_000;
  const lockMs = deps.options?.lockMs ?? 60_000;
  const batch = deps.options?.batch ?? 200;

  const bodyOf = (event: DomainEventRow) => JSON.stringify(toEventDto(event));

  async function secretsOf(endpoint: WebhookEndpointRow, now: Date): Promise<string[]> {
    const current = await deps.secrets.open(endpoint.secret);
    const overlapping =
      endpoint.previousSecret &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > now;
    return overlapping && endpoint.previousSecret
      ? [current, await deps.secrets.open(endpoint.previousSecret)]
      : [current];
  }

  async function post(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow) {
    const started = Date.now();
    const timestamp = Math.floor(started / 1000);
    const eventId = (JSON.parse(delivery.body) as { id: string }).id;
    try {
      const secrets = await secretsOf(endpoint, new Date());
      const response = await deps.fetchUrl(endpoint.url, {
        maxBytes: RESPONSE_MAX_BYTES,
        acceptErrorStatus: true,
        request: {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, delivery.body),
            ...standardWebhookHeaders(secrets, eventId, timestamp, delivery.body),
            'reachbase-event-id': eventId,
            'reachbase-event-type': delivery.eventType,
          },
          body: delivery.body,
        },
      });
      const ok = response.status >= 200 && response.status < 300;
      return {
        at: new Date(started).toISOString(),
        statusCode: response.status,
        responseMs: Date.now() - started,
        error: ok ? null : storeText(WEBHOOK_TEXT.answered({ status: response.status })),
      } satisfies DeliveryAttempt;
    } catch (error) {
      return {
        at: new Date(started).toISOString(),
        statusCode: null,
        responseMs: Date.now() - started,
        error: failureOf(error),
      } satisfies DeliveryAttempt;
    }
  }

  function nextAttempt(delivery: WebhookDeliveryRow, failures: number, now: Date): Date | null {
    const pause = Math.min(retryBaseMs * 2 ** (failures - 1), retryMaxMs);
    const next = new Date(now.getTime() + pause);
    return next.getTime() - delivery.createdAt.getTime() <= RETRY_WINDOW_MS ? next : null;
  }

  async function tellOwner(endpoint: WebhookEndpointRow) {
    const to = await repository.ownerEmail(endpoint.orgId);
    if (!to) return;
    const brand = await deps.mailBrand(endpoint.orgId);
    await deps.mailer
      .send({
        to,
        brand,
        ...composeMail(brand, {
          subject: WEBHOOK_TEXT.switchedOffSubject,
          greeting: '',
          lines: [
            WEBHOOK_TEXT.everyDeliveryFailed({ url: endpoint.url }),
            WEBHOOK_TEXT.fixTheReceiver,
          ],
          link: `${brand.appUrl}/settings/webhooks`,
          closing: WEBHOOK_TEXT.sendAgain,
        }),
        meta: { kind: 'webhook-disabled', orgId: endpoint.orgId, endpointId: endpoint.id },
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'webhook owner could not be told'));
  }

  async function send(delivery: WebhookDeliveryRow): Promise<DeliveryAttempt | null> {
    const endpoint = await repository.endpointById(delivery.endpointId);
    // Deleted or switched off since: nothing to send to. A test or redelivery may go to an
    // endpoint that is off, because its owner asked for it.
    if (!endpoint) return null;
    if (!endpoint.enabled && delivery.eventId !== null && delivery.attempts.length === 0) {
      const skipped = { at: new Date().toISOString(), statusCode: null, responseMs: 0 };
      const attempt = { ...skipped, error: storeText(WEBHOOK_TEXT.switchedOff) };
      await repository.recordAttempt(delivery.id, attempt, { status: 'failed' });
      return attempt;
    }
    const attempt = await post(endpoint, delivery);
    const now = new Date();
    if (attempt.error === null) {
      await repository.recordAttempt(delivery.id, attempt, { status: 'delivered' });
      await repository.markAnswering(endpoint.id);
      return attempt;
    }
    const failures = delivery.attempts.length + 1;
    const next = delivery.eventId === null ? null : nextAttempt(delivery, failures, now);
    await repository.recordAttempt(
      delivery.id,
      attempt,
      next ? { status: 'pending', nextAttemptAt: next } : { status: 'failed' },
    );
    const failingSince = await repository.markFailing(endpoint.id, now);
    if (failingSince && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
      const disabled = await repository.disableFailing(
        endpoint.id,
        String(WEBHOOK_TEXT.failedForDays),
      );
      if (disabled) await tellOwner(disabled);
    }
    return attempt;
  }

  /** New events into deliveries, then every due delivery sent; returns what it did. */
  async function tick(): Promise<{ events: number; sent: number }> {
    let events = 0;
    for (let fanned = batch; fanned === batch; ) {
      fanned = await repository.fanOut(batch, bodyOf);
      events += fanned;
    }
    let sent = 0;
    for (;;) {
      const due = await repository.claimDue(batch, lockMs);
      if (due.length === 0) break;
      await Promise.all(due.map((delivery) => send(delivery)));
      sent += due.length;
    }
    return { events, sent };
  }

  return {
    tick,
    /** Sends one delivery now (a test event, a redelivery) and returns the attempt. */
    async sendNow(delivery: WebhookDeliveryRow) {
      return send(delivery);
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;

/**
 * Why a POST failed, kept with the attempt: the fetch's own text (key and parts, said in the
 * reader's language later), or another error's words as they are, within ERROR_MAX_CHARS.
 */
function failureOf(error: unknown): StoredText {
  const text = error instanceof AppError ? error.text : null;
  if (text instanceof Message) {
    const stored = storeText(text);
    if (JSON.stringify(stored).length <= ERROR_MAX_CHARS) return stored;
  }
  const message = error instanceof Error ? error.message : '';
  return storeText(
    message ? verbatim(message.slice(0, ERROR_MAX_CHARS)) : WEBHOOK_TEXT.couldNotConnect,
  );
}
