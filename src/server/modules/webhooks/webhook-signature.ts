import { createHmac, randomBytes } from 'node:crypto';

// Two signatures of each delivery (docs/events.md), both HMAC-SHA256 with the endpoint's secret:
// - `Reachbase-Signature: t={timestamp},v1={hex}[,v1={hex}]` over "{timestamp}.{body}", keyed with
//   the secret's text;
// - the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature:
//   v1,{base64}[ v1,{base64}]`) over "{id}.{timestamp}.{body}", keyed with the bytes the secret's
//   base64 after `whsec_` stands for, so receivers can verify with an off-the-shelf library.
// During a rotation's overlap both the new and the old secret sign, so a receiver that still knows
// only the old one keeps accepting deliveries. The timestamp lets receivers refuse replays.

export const SIGNATURE_HEADER = 'reachbase-signature';
const SECRET_PREFIX = 'whsec_';

/** `whsec_` and 32 random bytes in base64, the Standard Webhooks form of a secret. */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string) {
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...signatures].join(',');
}

/** The Standard Webhooks headers of one delivery; `id` is the event's, the same on every retry. */
export function standardWebhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  const signatures = secrets.map((secret) => {
    const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
    return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
  });
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatures.join(' '),
  };
}
