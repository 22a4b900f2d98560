import { z } from 'zod';

// The API contract of /customer/billing/*, the partner referral visit and Stripe's webhook: the
// server validates with these schemas and documents them in OpenAPI, the web derives its types
// from them. Amounts are integer minor units of their currency (ISO 4217, lower case).

export const INTERVAL_VALUES = ['month', 'year'] as const;
export const intervalSchema = z.enum(INTERVAL_VALUES);
export type Interval = z.infer<typeof intervalSchema>;

export const MANAGED_BY_VALUES = ['operator', 'stripe'] as const;
export const COUNTRY_SOURCE_VALUES = ['proxy', 'browser'] as const;
export type CountrySource = (typeof COUNTRY_SOURCE_VALUES)[number];
/** A bigger plan applies now; a smaller one when the period ends. */
export const EFFECTIVE_VALUES = ['now', 'period_end'] as const;
export const OFFER_TARGET_VALUES = ['subscription', 'next_purchase'] as const;

/** Subscription statuses in which the plan holds; past_due while Stripe retries a charge. */
export const PAID_STATUS_VALUES = ['active', 'trialing', 'past_due'] as const;

// ---- responses --------------------------------------------------------------------------------

const limitSchema = z.union([z.number(), z.literal('Infinity')]);

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  status: z.string().describe("Stripe's subscription status: active, past_due, canceled, ..."),
  plan: z.string().nullable(),
  interval: intervalSchema.nullable(),
  currency: z.string().nullable().describe('ISO 4217, lower case: every change keeps it'),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  scheduledChange: z
    .object({ plan: z.string(), interval: intervalSchema })
    .nullable()
    .describe('A switch to a smaller plan, made when the current period ends'),
});
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

export const offerSchema = z.object({
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
});
export type OfferDto = z.infer<typeof offerSchema>;

export const cataloguePlanSchema = z.object({
  key: z.string(),
  name: z.string(),
  monthlyPriceUsd: z.number(),
  prices: z.object({ month: z.number().int(), year: z.number().int() }).describe('Minor units'),
  isAgency: z.boolean().describe('Agency plans may white-label'),
  limits: z.record(z.string(), limitSchema),
});
export type CataloguePlanDto = z.infer<typeof cataloguePlanSchema>;

export const catalogueSchema = z.object({
  billingEnabled: z.boolean(),
  managedBy: z.enum(MANAGED_BY_VALUES).describe('Who changes plans'),
  currentPlan: z.string(),
  currency: z
    .string()
    .describe(
      "Currency of `prices` (ISO 4217, lower case): the one the organization pays in, else the request's country's",
    ),
  subscription: subscriptionSchema.nullable(),
  offer: offerSchema
    .nullable()
    .describe('The offer of the banner (BILLING_OFFER_COUPON); null: none, or billing off'),
  plans: z.array(cataloguePlanSchema),
});
export type CatalogueDto = z.infer<typeof catalogueSchema>;

export const checkoutStartedSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutStartedDto = z.infer<typeof checkoutStartedSchema>;

export const checkoutStatusSchema = z.object({
  status: z.string(),
  paid: z.boolean(),
  applied: z.boolean(),
  plan: z.string(),
});
export type CheckoutStatusDto = z.infer<typeof checkoutStatusSchema>;

export const countrySchema = z.object({
  country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  source: z.enum(COUNTRY_SOURCE_VALUES).nullable(),
  currency: z.string().describe("The country's currency for prices"),
});

export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedCardDto = z.infer<typeof savedCardSchema>;

export const subscribeResultSchema = z.object({
  subscriptionId: z.string(),
  status: z.string(),
  actionUrl: z.string().nullable(),
});
export type SubscribeResultDto = z.infer<typeof subscribeResultSchema>;

export const subscriptionConfirmedSchema = z.object({
  subscriptionId: z.string(),
  status: z.string(),
  applied: z.boolean(),
  plan: z.string(),
});
export type SubscriptionConfirmedDto = z.infer<typeof subscriptionConfirmedSchema>;

export const planChangePreviewSchema = z.object({
  plan: z.string(),
  interval: intervalSchema,
  effective: z
    .enum(EFFECTIVE_VALUES)
    .describe('A bigger plan applies now; a smaller one when the period ends'),
  effectiveAt: z.string(),
  currency: z.string(),
  amountDue: z.number().int().describe('Charged now, minor units'),
  total: z.number().int().describe('Negative: credited to the next invoices'),
  nextAmount: z.number().int().describe("The new plan's price per period, minor units"),
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
});
export type PlanChangePreviewDto = z.infer<typeof planChangePreviewSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  status: z.string(),
  total: z.number().int(),
  currency: z.string(),
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

export const offerActivatedSchema = z.object({ appliedTo: z.enum(OFFER_TARGET_VALUES) });
export type OfferActivatedDto = z.infer<typeof offerActivatedSchema>;

export const referralVisitSchema = z.object({ recorded: z.boolean() });
export const webhookReceivedSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });

// ---- requests ---------------------------------------------------------------------------------

const planKey = z.string().min(1).max(64);
const stripeId = z.string().min(1).max(255);

export const planBody = z.strictObject({ plan: planKey, interval: intervalSchema.optional() });
export type PlanChoice = z.infer<typeof planBody>;

export const subscribeBody = z.strictObject({
  paymentId: stripeId.describe('A saved card (payment-methods)'),
  plan: planKey,
  interval: intervalSchema.optional(),
  promoCode: z.string().max(64).optional(),
  referralId: z.string().max(255).optional(),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

export const verifyQuery = z.strictObject({ sessionId: stripeId });
export const confirmSubscriptionBody = z.strictObject({ subscriptionId: stripeId });

export const referralVisitBody = z.strictObject({
  referralId: z.string().trim().min(1).max(100).describe('The partner, as in ?referral='),
});
