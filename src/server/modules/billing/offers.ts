import type { Logger } from 'pino';
import type { OfferActivatedDto, OfferDto } from '../../../common/api/billing';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { conflict } from '../../http/errors';
import type { Stripe } from '../../integrations/stripe';
import type { BillingRepository } from './billing.repository';
import { BILLING_TEXT } from './billing.text';
import type { OrgLock } from './org-lock';
import { PAID_STATUSES, type StripeAccess } from './stripe-access';

/** How long the coupon read from Stripe is trusted: the plans page must not call Stripe each time. */
const COUPON_TTL_MS = 5 * 60_000;

/**
 * The offer of the banner (SPEC 3 showOfferBanner): one Stripe coupon set by the operator
 * (BILLING_OFFER_COUPON), activated once per organization. On a live subscription it applies at
 * once; otherwise the next purchase (Checkout or a saved card) carries it, and a subscription
 * that started without it gets it when its webhook arrives.
 */
export function createOffers(deps: {
  couponId: string | null;
  repository: BillingRepository;
  stripe: Stripe;
  access: StripeAccess;
  logger: Logger;
  lock: OrgLock;
}) {
  const { couponId, repository, stripe, logger } = deps;
  const { callStripe, retrieveOrNull } = deps.access;
  let cached: { coupon: Stripe.Coupon | null; until: number } | null = null;

  async function coupon(): Promise<Stripe.Coupon | null> {
    if (!couponId) return null;
    if (cached && cached.until > Date.now()) return cached.coupon;
    const found = await retrieveOrNull('coupons.retrieve', () =>
      stripe.coupons.retrieve(couponId),
    ).catch(() => null); // Stripe down: no banner rather than no plans page
    if (!found) logger.warn({ couponId }, 'the offer coupon is not in the Stripe account');
    const usable = found?.valid ? found : null;
    cached = { coupon: usable, until: Date.now() + COUPON_TTL_MS };
    return usable;
  }

  async function pendingCoupon(orgId: string, tx?: Database): Promise<string | null> {
    const account = await repository.accountOf(orgId, tx);
    const offer = await coupon();
    return offer && account?.offerActivatedAt && !account.offerAppliedAt ? offer.id : null;
  }

  return {
    /** The offer as the owner sees it, or null when none is configured (or it expired). */
    async offerFor(caller: Caller): Promise<OfferDto | null> {
      const offer = await coupon();
      if (!offer) return null;
      const account = await repository.accountOf(caller.orgId);
      return {
        name: offer.name ?? offer.id,
        percentOff: offer.percent_off ?? null,
        amountOff: offer.amount_off ?? null,
        currency: offer.currency ?? null,
        duration: offer.duration,
        durationInMonths: offer.duration_in_months ?? null,
        activatedAt: account?.offerActivatedAt?.toISOString() ?? null,
        appliedAt: account?.offerAppliedAt?.toISOString() ?? null,
      };
    },

    async activateOffer(caller: Caller): Promise<OfferActivatedDto> {
      const offer = await coupon();
      if (!offer) throw conflict(BILLING_TEXT.noOffer, 'offer');
      await deps.access.customerOf(caller);
      // Under the organization's lock: a purchase or change running now sees the offer after.
      const live = await deps.lock(caller.orgId, async (tx) => {
        const account = await repository.accountOf(caller.orgId, tx);
        const subscriptionId = PAID_STATUSES.has(account?.status ?? '')
          ? account?.subscriptionId
          : null;
        if (!(await repository.claimOffer(caller.orgId, Boolean(subscriptionId), tx))) {
          throw conflict(BILLING_TEXT.offerActivated, 'offer');
        }
        if (subscriptionId) {
          await callStripe('subscriptions.update', () =>
            stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon: offer.id }] }),
          ).catch(async (error: unknown) => {
            await repository.releaseOffer(caller.orgId, tx);
            throw error;
          });
        }
        return Boolean(subscriptionId);
      });
      logger.info({ orgId: caller.orgId, coupon: offer.id, live }, 'offer activated');
      return { appliedTo: live ? 'subscription' : 'next_purchase' };
    },

    /** The coupon a purchase carries: the activated offer not yet on a subscription. */
    pendingCoupon,

    /**
     * After a webhook: a live subscription that began without the activated offer (a Checkout
     * opened before it) gets the coupon now. Best effort: the next webhook tries again.
     */
    async settleOffer(orgId: string, sub: Stripe.Subscription) {
      if (!PAID_STATUSES.has(sub.status)) return;
      await deps.lock(orgId, async (tx) => {
        const pending = await pendingCoupon(orgId, tx);
        if (!pending) return;
        try {
          if (!sub.discounts?.length) {
            await stripe.subscriptions.update(sub.id, { discounts: [{ coupon: pending }] });
          }
          await repository.offerApplied(orgId, tx);
        } catch (error) {
          logger.warn({ err: error, orgId }, 'applying the activated offer failed');
        }
      });
    },
  };
}
