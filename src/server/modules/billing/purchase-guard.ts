import { conflict } from '../../http/errors';
import type { Stripe } from '../../integrations/stripe';
import { BILLING_TEXT } from './billing.text';
import { PAID_STATUSES, type StripeAccess } from './stripe-access';

/**
 * What Stripe holds for a customer that a new purchase must respect: a live or unpaid-yet
 * subscription (no second one), and Checkout sessions still open (a second one would let two
 * tabs each buy a plan). Read under the organization's lock (org-lock.ts), so it is current.
 */
export function createPurchaseGuard(deps: { stripe: Stripe; access: StripeAccess }) {
  const { stripe } = deps;
  const { callStripe } = deps.access;

  async function standingOf(customerId: string) {
    const [subscriptions, sessions] = await Promise.all([
      callStripe('subscriptions.list', () =>
        stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }),
      ),
      callStripe('checkout.sessions.list', () =>
        stripe.checkout.sessions.list({ customer: customerId, limit: 20 }),
      ),
    ]);
    return {
      subscriptions: subscriptions.data,
      openSessions: sessions.data.filter((session) => session.status === 'open'),
      /** The newest subscription and session, whatever their state: moves with every purchase. */
      state: `${subscriptions.data[0]?.id ?? 'none'}/${sessions.data[0]?.id ?? 'none'}`,
    };
  }

  return {
    /**
     * The customer's standing at Stripe; 409 when a subscription holds (or waits for its first
     * payment), even one whose webhook has not arrived yet.
     */
    async assertCanBuy(customerId: string) {
      const standing = await standingOf(customerId);
      if (standing.subscriptions.some((sub) => PAID_STATUSES.has(sub.status))) {
        throw alreadySubscribed();
      }
      if (standing.subscriptions.some((sub) => sub.status === 'incomplete')) {
        throw conflict(BILLING_TEXT.paymentWaiting, 'plan');
      }
      return standing;
    },

    /**
     * Expires Checkout sessions left open, so only the purchase being made can complete. One
     * paid meanwhile has made a subscription: 409.
     */
    async closeSessions(sessions: Stripe.Checkout.Session[]) {
      for (const session of sessions) {
        try {
          await stripe.checkout.sessions.expire(session.id);
        } catch (error) {
          const now = await callStripe('checkout.sessions.retrieve', () =>
            stripe.checkout.sessions.retrieve(session.id),
          );
          if (now.status === 'complete') throw alreadySubscribed();
          if (now.status !== 'expired') {
            await callStripe('checkout.sessions.expire', () => Promise.reject(error));
          }
        }
      }
    },
  };
}

export function alreadySubscribed() {
  return conflict(BILLING_TEXT.alreadySubscribed, 'plan');
}
