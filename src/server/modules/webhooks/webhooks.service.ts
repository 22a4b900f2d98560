import { randomUUID } from 'node:crypto';
import {
  type CreateEndpointBody,
  type DeliveryDto,
  type EndpointDto,
  type UpdateEndpointBody,
  WEBHOOKS_PER_ORG_MAX,
} from '../../../common/api/webhooks';
import type { Locale } from '../../../common/locales';
import { EVENT_VERSION } from '../../events';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import { legacyText } from '../../http/i18n/stored-english';
import { readStoredText, type StoredText, verbatim } from '../../http/i18n/text';
import { THING } from '../../http/things.text';
import {
  type AddressPolicy,
  type HostLookup,
  OUTBOUND_TEXT,
  systemLookup,
} from '../../integrations/outbound';
import type { SecretBox } from '../../integrations/secrets';
import type { WebhookDispatcher } from './webhook-dispatcher';
import { newSigningSecret } from './webhook-signature';
import type { WebhooksRepository } from './webhooks.repository';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.tables';
import { WEBHOOK_TEXT } from './webhooks.text';

/** After a rotation the old secret signs along for this long, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
export const TEST_EVENT_TYPE = 'webhook.test';
const SEND_LOCK_MS = 60_000;

/** Settings → Webhooks: the organization's endpoints, their secrets and their delivery log. */
export function createWebhooksService(deps: {
  repository: WebhooksRepository;
  secrets: SecretBox;
  dispatcher: WebhookDispatcher;
  addressPolicy: AddressPolicy;
  /** Resolves endpoint host names at save (the system's resolver unless a test plays DNS). */
  lookup?: HostLookup;
}) {
  const { repository } = deps;
  const lookup = deps.lookup ?? systemLookup;

  async function endpointOrThrow(caller: Caller, id: string) {
    const endpoint = await repository.findEndpoint(caller.orgId, id);
    if (!endpoint) throw notFound(THING.webhook, id);
    return endpoint;
  }

  /**
   * An address the dispatcher would refuse is refused now, while the owner is there to fix it: an
   * IP as written, a host name by every address it resolves to now. A name that does not resolve
   * yet is kept (its DNS may come later); the dispatcher checks every delivery's address anyway.
   */
  async function assertReachable(url: string) {
    const { hostname, port, protocol } = new URL(url);
    const host = hostname.replace(/^\[|\]$/g, '');
    const portNumber = Number(port) || (protocol === 'https:' ? 443 : 80);
    const isIpLiteral = /^[\d.]+$/.test(host) || host.includes(':');
    if (host === 'localhost' || host.endsWith('.localhost')) {
      throw badRequest(OUTBOUND_TEXT.addressRefused, 'url');
    }
    const addresses = isIpLiteral ? [host] : await resolvedAddresses(host);
    const refusal =
      addresses.length > 0 ? deps.addressPolicy.refusalFor(addresses, portNumber) : null;
    if (refusal) throw refusal;
  }

  async function resolvedAddresses(host: string): Promise<string[]> {
    try {
      return (await lookup(host)).map((answer) => answer.address);
    } catch {
      return [];
    }
  }

  async function sendNow(caller: Caller, delivery: WebhookDeliveryRow): Promise<DeliveryDto> {
    const claimed = await repository.claimOne(caller.orgId, delivery.id, SEND_LOCK_MS);
    // The dispatcher took it first: it is on its way, and the log will show the answer.
    if (claimed) await deps.dispatcher.sendNow(claimed);
    const current = await repository.findDelivery(caller.orgId, delivery.id);
    return toDeliveryDto(current ?? delivery, caller.locale);
  }

  return {
    async list(caller: Caller): Promise<{ items: EndpointDto[] }> {
      const rows = await repository.listEndpoints(caller.orgId);
      return { items: rows.map((row) => toEndpointDto(row, caller.locale)) };
    },

    async create(caller: Caller, body: CreateEndpointBody) {
      await assertReachable(body.url);
      const existing = await repository.listEndpoints(caller.orgId);
      if (existing.length >= WEBHOOKS_PER_ORG_MAX) {
        throw conflict(WEBHOOK_TEXT.tooMany({ max: WEBHOOKS_PER_ORG_MAX }), 'url');
      }
      const secret = newSigningSecret();
      const row = await repository.insertEndpoint({
        orgId: caller.orgId,
        url: body.url,
        description: body.description,
        eventTypes: body.eventTypes,
        secret: await deps.secrets.seal(secret),
      });
      return { ...toEndpointDto(row, caller.locale), secret };
    },

    async update(caller: Caller, id: string, body: UpdateEndpointBody): Promise<EndpointDto> {
      await endpointOrThrow(caller, id);
      if (body.url) await assertReachable(body.url);
      const switchedOn = body.enabled === true;
      const row = await repository.updateEndpoint(caller.orgId, id, {
        ...body,
        // Switched on again: a fresh start, its failures forgotten.
        ...(switchedOn ? { disabledReason: null, failingSince: null } : {}),
        ...(body.enabled === false
          ? { disabledReason: String(WEBHOOK_TEXT.switchedOffByOwner) }
          : {}),
      });
      if (!row) throw notFound(THING.webhook, id);
      return toEndpointDto(row, caller.locale);
    },

    async remove(caller: Caller, id: string): Promise<{ deleted: true }> {
      if (!(await repository.deleteEndpoint(caller.orgId, id))) {
        throw notFound(THING.webhook, id);
      }
      return { deleted: true };
    },

    /** A new secret, shown once; the old one keeps signing for ROTATION_OVERLAP_MS. */
    async rotateSecret(caller: Caller, id: string) {
      const endpoint = await endpointOrThrow(caller, id);
      const secret = newSigningSecret();
      const row = await repository.updateEndpoint(caller.orgId, id, {
        secret: await deps.secrets.seal(secret),
        previousSecret: endpoint.secret,
        previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
      });
      if (!row) throw notFound(THING.webhook, id);
      return { ...toEndpointDto(row, caller.locale), secret };
    },

    /** A `webhook.test` event sent now, answered with the attempt. */
    async sendTest(caller: Caller, id: string): Promise<DeliveryDto> {
      const endpoint = await endpointOrThrow(caller, id);
      const body = JSON.stringify({
        id: `test_${randomUUID()}`,
        type: TEST_EVENT_TYPE,
        version: EVENT_VERSION,
        // For the receiving program, in the event's one language like every payload.
        payload: {
          message: 'A test event: your endpoint receives and can verify Reachbase events',
        },
        createdAt: new Date().toISOString(),
      });
      const delivery = await repository.insertDelivery({
        orgId: caller.orgId,
        endpointId: endpoint.id,
        eventId: null,
        eventType: TEST_EVENT_TYPE,
        body,
      });
      return sendNow(caller, delivery);
    },

    async deliveries(caller: Caller, id: string, limit: number): Promise<{ items: DeliveryDto[] }> {
      await endpointOrThrow(caller, id);
      const rows = await repository.listDeliveries(caller.orgId, id, limit);
      return { items: rows.map((row) => toDeliveryDto(row, caller.locale)) };
    },

    /** The same bytes and event id again, now (receivers deduplicate by the id). */
    async redeliver(caller: Caller, id: string, deliveryId: string): Promise<DeliveryDto> {
      await endpointOrThrow(caller, id);
      const delivery = await repository.findDelivery(caller.orgId, deliveryId);
      if (!delivery || delivery.endpointId !== id) {
        throw notFound(THING.delivery, deliveryId);
      }
      if (delivery.status === 'sending') {
        throw conflict(WEBHOOK_TEXT.deliveryBeingSent, 'deliveryId');
      }
      const queued = await repository.requeue(caller.orgId, deliveryId);
      if (!queued) throw notFound(THING.delivery, deliveryId);
      return sendNow(caller, queued);
    },
  };
}

// The reasons an endpoint is switched off, by the English the column keeps (no other was written).
const DISABLED_REASONS = new Map(
  [WEBHOOK_TEXT.switchedOffByOwner, WEBHOOK_TEXT.failedForDays].map((text) => [String(text), text]),
);

function disabledReasonIn(reason: string | null, locale: Locale): string | null {
  if (reason === null) return null;
  return (DISABLED_REASONS.get(reason) ?? verbatim(reason)).in(locale);
}

/** An attempt's failure; attempts made before texts had keys hold English, said as before. */
function attemptErrorIn(error: StoredText | string | null, locale: Locale): string | null {
  if (error === null) return null;
  return (typeof error === 'string' ? legacyText(error) : readStoredText(error)).in(locale);
}

function toEndpointDto(row: WebhookEndpointRow, locale: Locale = 'en'): EndpointDto {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: disabledReasonIn(row.disabledReason, locale),
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDeliveryDto(row: WebhookDeliveryRow, locale: Locale = 'en'): DeliveryDto {
  return {
    _id: row.id,
    eventId: row.eventId === null ? null : String(row.eventId),
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts.map((attempt) => ({
      ...attempt,
      error: attemptErrorIn(attempt.error, locale),
    })),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    body: row.body,
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
