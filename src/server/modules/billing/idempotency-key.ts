import { createHash } from 'node:crypto';

/**
 * The Stripe key of a call that creates something: `<what>:<orgId>:<subject>:<digest>`, the digest
 * of the state the call was decided on and of its parameters. A retried or doubled call sends the
 * same key, and Stripe answers it with the first call's object instead of making a second one;
 * once the state has moved on (a subscription or a Checkout session since), the same intent is a
 * new request. Corrected parameters (another card, another code) are a new request too, rather
 * than one Stripe would refuse for a day.
 */
export function idempotencyKey(
  what: string,
  orgId: string,
  subject: string,
  decidedOn: { state?: string; params: unknown },
): string {
  const digest = createHash('sha256').update(JSON.stringify(decidedOn)).digest('hex');
  return `${what}:${orgId}:${subject}:${digest.slice(0, 32)}`;
}
