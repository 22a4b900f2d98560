import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueSchema,
  checkoutStartedSchema,
  checkoutStatusSchema,
  confirmSubscriptionBody,
  countrySchema,
  invoiceSchema,
  offerActivatedSchema,
  planBody,
  planChangePreviewSchema,
  referralVisitBody,
  referralVisitSchema,
  savedCardSchema,
  subscribeBody,
  subscribeResultSchema,
  subscriptionConfirmedSchema,
  subscriptionSchema,
  verifyQuery,
  webhookReceivedSchema,
} from '../../../common/api/billing';
import { access } from '../../http/access';
import { BODY_LIMITS } from '../../http/body-limits';
import { clientAddress, ownLimits } from '../../http/rate-limit';
import type { BillingService } from './billing.service';
import { countryOf } from './country';

const PREFIX = '/customer/billing';
const tags = ['billing'];
const security = [{ accessToken: [] }];
const OFF = 'Answers 409 Conflict (field "billing") while billing is off on the installation.';

export function billingRoutes(
  service: BillingService,
  options: { countryHeader: string | null },
): FastifyPluginAsyncZod {
  /** Where the request comes from, for the currency of prices (country.ts). */
  function whereFrom(request: FastifyRequest) {
    const header = options.countryHeader ? request.headers[options.countryHeader] : undefined;
    return countryOf({
      proxyCountry: typeof header === 'string' ? header : undefined,
      acceptLanguage: request.headers['accept-language'],
    });
  }

  return async (app) => {
    // Every owner POST here calls Stripe (http/idempotency.ts).
    const owner = { access: access.owner(), idempotency: 'outside-calls' as const };

    app.get(
      `${PREFIX}/plans`,
      {
        schema: {
          tags,
          security,
          summary: "The plan catalogue with each plan's limits and the organization's plan",
          response: { 200: catalogueSchema },
        },
        config: { access: access.member({ guests: true, apiKey: false }) },
      },
      (request) => service.catalogue(request.caller, whereFrom(request).country),
    );

    app.post(
      `${PREFIX}/stripe-checkout`,
      {
        schema: {
          tags,
          security,
          summary: 'Starts a Stripe Checkout session for a plan; open `url` to pay',
          description: OFF,
          body: planBody,
          response: { 200: checkoutStartedSchema },
        },
        config: owner,
      },
      (request) => service.checkout(request.caller, request.body, whereFrom(request).country),
    );

    app.get(
      `${PREFIX}/verify`,
      {
        schema: {
          tags,
          security,
          summary: 'Where a finished Checkout session stands',
          description: `\`applied\` turns true once Stripe's webhook has changed the plan. ${OFF}`,
          querystring: verifyQuery,
          response: { 200: checkoutStatusSchema },
        },
        config: owner,
      },
      (request) => service.verify(request.caller, request.query.sessionId),
    );

    app.get(
      `${PREFIX}/country`,
      {
        schema: {
          tags,
          security,
          summary: 'The country prices are shown for (its currency: usd, eur, gbp or inr)',
          description: `From the trusted proxy's country header when COUNTRY_HEADER is set, else the region of the browser's language. ${OFF}`,
          response: { 200: countrySchema },
        },
        config: owner,
      },
      (request) => service.country(whereFrom(request)),
    );

    app.get(
      `${PREFIX}/payment-methods`,
      {
        schema: {
          tags,
          security,
          summary: "Cards saved on the organization's Stripe customer",
          description: OFF,
          response: { 200: z.array(savedCardSchema) },
        },
        config: owner,
      },
      (request) => service.paymentMethods(request.caller),
    );

    app.post(
      `${PREFIX}/subscribe`,
      {
        schema: {
          tags,
          security,
          summary: 'Subscribes to a plan with a saved card',
          description: `\`actionUrl\` is set when the bank asks for 3-D Secure or the card is declined: open it, then call subscribe/confirm. The plan applies when Stripe's webhook confirms the payment. ${OFF}`,
          body: subscribeBody,
          response: { 200: subscribeResultSchema },
        },
        config: owner,
      },
      (request) => service.subscribe(request.caller, request.body, whereFrom(request).country),
    );

    app.post(
      `${PREFIX}/subscribe/confirm`,
      {
        schema: {
          tags,
          security,
          summary: 'Where a subscription stands after 3-D Secure',
          description: OFF,
          body: confirmSubscriptionBody,
          response: { 200: subscriptionConfirmedSchema },
        },
        config: owner,
      },
      (request) => service.confirmSubscription(request.caller, request.body.subscriptionId),
    );

    app.post(
      `${PREFIX}/preview-plan-change`,
      {
        schema: {
          tags,
          security,
          summary: 'What changing to a plan charges or credits now (proration)',
          description: OFF,
          body: planBody,
          response: { 200: planChangePreviewSchema },
        },
        config: owner,
      },
      (request) => service.previewChange(request.caller, request.body),
    );

    app.post(
      `${PREFIX}/change-plan`,
      {
        schema: {
          tags,
          security,
          summary:
            'Moves the subscription to another plan: now with proration, or at the period end',
          description: `The plan applies when Stripe's webhook confirms it. ${OFF}`,
          body: planBody,
          response: { 200: subscriptionSchema },
        },
        config: owner,
      },
      (request) => service.changePlan(request.caller, request.body),
    );

    app.delete(
      `${PREFIX}/subscribe`,
      {
        schema: {
          tags,
          security,
          summary: "Cancels the subscription at the period's end (the plan holds until then)",
          description: OFF,
          response: { 200: subscriptionSchema },
        },
        config: owner,
      },
      (request) => service.setCancelAtPeriodEnd(request.caller, true),
    );

    app.post(
      `${PREFIX}/reactivate`,
      {
        schema: {
          tags,
          security,
          summary: 'Keeps the subscription as it is: undoes a cancellation or a pending switch',
          description: OFF,
          response: { 200: subscriptionSchema },
        },
        config: owner,
      },
      (request) => service.setCancelAtPeriodEnd(request.caller, false),
    );

    app.get(
      `${PREFIX}/invoices`,
      {
        schema: {
          tags,
          security,
          summary: "The organization's invoices, newest first, with Stripe's hosted links",
          description: OFF,
          response: { 200: z.array(invoiceSchema) },
        },
        config: owner,
      },
      (request) => service.invoices(request.caller),
    );

    app.post(
      `${PREFIX}/activate-offer`,
      {
        schema: {
          tags,
          security,
          summary: 'Activates the offer of the banner, once per organization',
          description: `On a live subscription the coupon applies at once; otherwise the next purchase carries it. 409 when there is no offer or it was activated before. ${OFF}`,
          response: { 200: offerActivatedSchema },
        },
        config: owner,
      },
      (request) => service.activateOffer(request.caller),
    );

    app.post(
      '/public/promoter',
      {
        schema: {
          tags,
          summary: "Counts a visit of a partner's referral link",
          description:
            "Sent once by the sign-up page opened with `?referral=`. The sign-up then keeps the referral, and the organization's first paid invoice counts as the partner's conversion (`reachbase referrals`).",
          body: referralVisitBody,
          response: { 200: referralVisitSchema },
        },
        config: { access: access.public() },
        // A visit is one landing; more from one address within a minute is a script.
        preHandler: ownLimits({
          name: 'promoter-address',
          max: 30,
          windowMs: 60_000,
          key: clientAddress,
        }),
      },
      (request) => service.recordReferralVisit(request.body.referralId),
    );

    // Stripe's webhook reads its raw body: the signature covers the exact bytes.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      raw.post(
        '/public/billing/webhook',
        {
          schema: {
            tags,
            summary: 'Receives Stripe events (signed with the endpoint secret)',
            description: `Set this URL as the Stripe webhook endpoint (docs/billing.md). ${OFF}`,
            body: z.any().describe('A Stripe event, read as the exact bytes Stripe signed'),
            response: { 200: webhookReceivedSchema },
          },
          bodyLimit: BODY_LIMITS.vendorEvent,
          config: { access: access.public() },
        },
        (request) =>
          service.receive(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            request.headers['stripe-signature'] as string | undefined,
          ),
      );
    });
  };
}
