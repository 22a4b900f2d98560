import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import type { BillingService } from './billing.service';

const PREFIX = '/customer/billing';
const tags = ['billing'];
const security = [{ accessToken: [] }];
const OFF = 'Answers 409 Conflict (field "billing") while billing is off on the installation.';

const limitSchema = z.union([z.number(), z.literal('Infinity')]);
const catalogueSchema = z.object({
  billingEnabled: z.boolean(),
  managedBy: z.enum(['operator']).describe('Who changes plans while billing is off'),
  currentPlan: z.string(),
  plans: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      monthlyPriceUsd: z.number(),
      isAgency: z.boolean().describe('Agency plans may white-label'),
      limits: z.record(z.string(), limitSchema),
    }),
  ),
});

const planKey = z.string().min(1).max(64);
const subscribeBody = z.strictObject({
  paymentId: z.string().min(1).max(255),
  plan: planKey,
  promoCode: z.string().max(64).optional(),
  referralId: z.string().max(255).optional(),
});
const planBody = z.strictObject({ plan: planKey, interval: z.enum(['month', 'year']).optional() });

/** The Billing calls SPEC 7 names; with billing off each one says so in the catalogue's shape. */
const BILLING_CALLS = [
  { method: 'GET', path: 'payment-methods', summary: 'Saved payment methods' },
  {
    method: 'POST',
    path: 'subscribe',
    summary: 'Subscribes with a saved card',
    body: subscribeBody,
  },
  {
    method: 'POST',
    path: 'subscribe/confirm',
    summary: 'Confirms a subscription after 3-D Secure',
  },
  { method: 'DELETE', path: 'subscribe', summary: 'Cancels the subscription at the period end' },
  {
    method: 'POST',
    path: 'stripe-checkout',
    summary: 'Starts a Stripe Checkout session',
    body: planBody,
  },
  { method: 'GET', path: 'verify', summary: 'Confirms a finished Checkout session' },
  {
    method: 'POST',
    path: 'preview-plan-change',
    summary: 'What a plan change charges or credits now',
    body: planBody,
  },
  { method: 'POST', path: 'activate-offer', summary: 'Activates the offer shown in the banner' },
  { method: 'GET', path: 'country', summary: 'The country prices are shown for' },
] as const;

export function billingRoutes(service: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
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
      (request) => service.catalogue(request.caller!),
    );

    for (const call of BILLING_CALLS) {
      app.route({
        method: call.method,
        url: `${PREFIX}/${call.path}`,
        schema: {
          tags,
          security,
          summary: call.summary,
          description: OFF,
          ...('body' in call ? { body: call.body } : {}),
        },
        config: { access: access.owner() },
        handler: () => service.unavailable(),
      });
    }
  };
}
