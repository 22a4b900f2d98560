import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { BODY_LIMITS } from '../../http/body-limits';
import { clientAddress, ownLimits } from '../../http/rate-limit';
import type { BillingService } from './billing.service';
import { countryOf } from './country';
import { INTERVALS } from './price-book';

const PREFIX = '/customer/billing';
const tags = ['billing'];
const security = [{ accessToken: [] }];
const OFF = 'Answers 409 Conflict (field "billing") while billing is off on the installation.';

const limitSchema = z.union([z.number(), z.literal('Infinity')]);
const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  status: z.string().describe("Stripe's subscription status: active, past_due, canceled, ..."),
  plan: z.string().nullable(),
  interval: z.enum(INTERVALS).nullable(),
  currency: z.string().nullable().describe('ISO 4217, lower case: every change keeps it'),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  scheduledChange: z
    .object({ plan: z.string(), interval: z.enum(INTERVALS) })
    .nullable()
    .describe('A switch to a smaller plan, made when the current period ends'),
});
const catalogueSchema = z.object({
  billingEnabled: z.boolean(),
  managedBy: z.enum(['operator', 'stripe']).describe('Who changes plans'),
  currentPlan: z.string(),
  currency: z
    .string()
    .describe(
      "Currency of `prices` (ISO 4217, lower case): the one the organization pays in, else the request's country's",
    ),
  subscription: subscriptionSchema.nullable(),
  offer: z
    .object({
      name: z.string(),
      percentOff: z.number().nullable(),
      amountOff: z.number().int().nullable().describe('Minor units of `currency`'),
      currency: z.string().nullable(),
      duration: z.string().describe("Stripe's coupon duration: once, repeating or forever"),
      durationInMonths: z.number().int().nullable(),
      activatedAt: z.string().nullable(),
      appliedAt: z
        .string()
        .nullable()
        .describe('Null while an activated offer waits for the next purchase'),
    })
    .nullable()
    .describe('The offer of the banner (BILLING_OFFER_COUPON); null: none, or billing off'),
  plans: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      monthlyPriceUsd: z.number(),
      prices: z.object({ month: z.number().int(), year: z.number().int() }).describe('Minor units'),
      isAgency: z.boolean().describe('Agency plans may white-label'),
      limits: z.record(z.string(), limitSchema),
    }),
  ),
});

const planKey = z.string().min(1).max(64);
const subscribeBody = z.strictObject({
  paymentId: z.string().min(1).max(255).describe('A saved card (payment-methods)'),
  plan: planKey,
  interval: z.enum(INTERVALS).optional(),
  promoCode: z.string().max(64).optional(),
  referralId: z.string().max(255).optional(),
});
const planBody = z.strictObject({ plan: planKey, interval: z.enum(INTERVALS).optional() });

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
      (request) => service.catalogue(request.caller!, whereFrom(request).country),
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
          response: { 200: z.object({ sessionId: z.string(), url: z.string() }) },
        },
        config: owner,
      },
      (request) => service.on().checkout(request.caller!, request.body, whereFrom(request).country),
    );

    app.get(
      `${PREFIX}/verify`,
      {
        schema: {
          tags,
          security,
          summary: 'Where a finished Checkout session stands',
          description: `\`applied\` turns true once Stripe's webhook has changed the plan. ${OFF}`,
          querystring: z.strictObject({ sessionId: z.string().min(1).max(255) }),
          response: {
            200: z.object({
              status: z.string(),
              paid: z.boolean(),
              applied: z.boolean(),
              plan: z.string(),
            }),
          },
        },
        config: owner,
      },
      (request) => service.on().verify(request.caller!, request.query.sessionId),
    );

    app.get(
      `${PREFIX}/country`,
      {
        schema: {
          tags,
          security,
          summary: 'The country prices are shown for (its currency: usd, eur, gbp or inr)',
          description: `From the trusted proxy's country header when COUNTRY_HEADER is set, else the region of the browser's language. ${OFF}`,
          response: {
            200: z.object({
              country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
              source: z.enum(['proxy', 'browser']).nullable(),
              currency: z.string().describe("The country's currency for prices"),
            }),
          },
        },
        config: owner,
      },
      (request) => service.on().country(whereFrom(request)),
    );

    app.get(
      `${PREFIX}/payment-methods`,
      {
        schema: {
          tags,
          security,
          summary: "Cards saved on the organization's Stripe customer",
          description: OFF,
          response: {
            200: z.array(
              z.object({
                id: z.string(),
                brand: z.string(),
                last4: z.string(),
                expMonth: z.number().int(),
                expYear: z.number().int(),
                isDefault: z.boolean(),
              }),
            ),
          },
        },
        config: owner,
      },
      (request) => service.on().paymentMethods(request.caller!),
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
          response: {
            200: z.object({
              subscriptionId: z.string(),
              status: z.string(),
              actionUrl: z.string().nullable(),
            }),
          },
        },
        config: owner,
      },
      (request) =>
        service.on().subscribe(request.caller!, request.body, whereFrom(request).country),
    );

    app.post(
      `${PREFIX}/subscribe/confirm`,
      {
        schema: {
          tags,
          security,
          summary: 'Where a subscription stands after 3-D Secure',
          description: OFF,
          body: z.strictObject({ subscriptionId: z.string().min(1).max(255) }),
          response: {
            200: z.object({
              subscriptionId: z.string(),
              status: z.string(),
              applied: z.boolean(),
              plan: z.string(),
            }),
          },
        },
        config: owner,
      },
      (request) => service.on().confirmSubscription(request.caller!, request.body.subscriptionId),
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
          response: {
            200: z.object({
              plan: z.string(),
              interval: z.enum(INTERVALS),
              effective: z
                .enum(['now', 'period_end'])
                .describe('A bigger plan applies now; a smaller one when the period ends'),
              effectiveAt: z.string(),
              currency: z.string(),
              amountDue: z.number().int().describe('Charged now, minor units'),
              total: z.number().int().describe('Negative: credited to the next invoices'),
              nextAmount: z.number().int().describe("The new plan's price per period, minor units"),
              lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
            }),
          },
        },
        config: owner,
      },
      (request) => service.on().previewChange(request.caller!, request.body),
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
      (request) => service.on().changePlan(request.caller!, request.body),
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
      (request) => service.on().setCancelAtPeriodEnd(request.caller!, true),
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
      (request) => service.on().setCancelAtPeriodEnd(request.caller!, false),
    );

    app.get(
      `${PREFIX}/invoices`,
      {
        schema: {
          tags,
          security,
          summary: "The organization's invoices, newest first, with Stripe's hosted links",
          description: OFF,
          response: {
            200: z.array(
              z.object({
                id: z.string(),
                number: z.string().nullable(),
                createdAt: z.string(),
                status: z.string(),
                total: z.number().int(),
                currency: z.string(),
                hostedUrl: z.string().nullable(),
                pdfUrl: z.string().nullable(),
              }),
            ),
          },
        },
        config: owner,
      },
      (request) => service.on().invoices(request.caller!),
    );

    app.post(
      `${PREFIX}/activate-offer`,
      {
        schema: {
          tags,
          security,
          summary: 'Activates the offer of the banner, once per organization',
          description: `On a live subscription the coupon applies at once; otherwise the next purchase carries it. 409 when there is no offer or it was activated before. ${OFF}`,
          response: {
            200: z.object({ appliedTo: z.enum(['subscription', 'next_purchase']) }),
          },
        },
        config: owner,
      },
      (request) => service.on().activateOffer(request.caller!),
    );

    app.post(
      '/public/promoter',
      {
        schema: {
          tags,
          summary: "Counts a visit of a partner's referral link",
          description:
            "Sent once by the sign-up page opened with `?referral=`. The sign-up then keeps the referral, and the organization's first paid invoice counts as the partner's conversion (`reachbase referrals`).",
          body: z.strictObject({
            referralId: z.string().trim().min(1).max(100).describe('The partner, as in ?referral='),
          }),
          response: { 200: z.object({ recorded: z.boolean() }) },
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
      async (request) => {
        await service.recordReferralVisit(request.body.referralId);
        return { recorded: true };
      },
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
            response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
          },
          bodyLimit: BODY_LIMITS.vendorEvent,
          config: { access: access.public() },
        },
        (request) =>
          service
            .on()
            .receive(
              Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              request.headers['stripe-signature'] as string | undefined,
            ),
      );
    });
  };
}
