import { createHmac, randomBytes } from 'node:crypto';

// The signature scheme (docs/events.md): HMAC-SHA256 over "{timestamp}.{body}" with the
// endpoint's secret, hex, sent as `Reachbase-Signature: t={timestamp},v1={hex}[,v1={hex}]`. During
// a rotation's overlap both the new and the old secret sign, so a receiver that still knows only
// the old one keeps accepting deliveries. The timestamp lets receivers refuse replays.

export const SIGNATURE_HEADER = 'reachbase-signature';
const SECRET_PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string) {
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...signatures].join(',');
}
