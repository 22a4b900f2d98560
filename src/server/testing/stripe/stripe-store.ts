import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

// The state of the Stripe stand-in (src/server/testing/stripe/stripe-test-server.ts): what it
// keeps, its clock, the events it emits (and delivers, signed, to the app's webhook), and the
// lookups every part answers Stripe's 400 or 404 through.

export type Json = Record<string, unknown>;
export type Sub = Stripe.Subscription;

/** A discount on a subscription: a percentage off its next `invoicesLeft` invoices. */
export type Discount = { id: string; percentOff: number; invoicesLeft: number };

/** A coupon in the account, as the dashboard would create it (addCoupon). */
export type TestCoupon = {
  id: string;
  name: string;
  percentOff: number;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths?: number;
};

export const DECLINED_CARD = '4000000000000002';
/** Stripe's test card that always asks for 3-D Secure. */
export const AUTHENTICATION_CARD = '4000002760003184';
export const DAY = 86_400;

/** A refusal in Stripe's words: answered with its status and Stripe's JSON error shape. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export type StripeStore = ReturnType<typeof createStripeStore>;

export function createStripeStore(options: { webhookUrl?: string; webhookSecret?: string }) {
  const store = {
    products: new Map<string, Json>(),
    prices: new Map<string, Stripe.Price>(),
    /** Each price's amounts in its other currencies; shown only when `currency_options` is expanded. */
    currencyOptions: new Map<string, Record<string, number>>(),
    customers: new Map<string, Json>(),
    sessions: new Map<string, Json>(),
    subscriptions: new Map<string, Sub>(),
    invoices: new Map<string, Stripe.Invoice>(),
    schedules: new Map<string, Stripe.SubscriptionSchedule>(),
    paymentMethods: new Map<string, { method: Stripe.PaymentMethod; number: string }>(),
    promotionCodes: new Map<string, { code: string; percentOff: number }>(),
    coupons: new Map<string, Stripe.Coupon>(),
    /** By subscription id. */
    discounts: new Map<string, Discount[]>(),
  };
  const events: Stripe.Event[] = [];
  /** The clock's offset in seconds (advanceClock) and the server's address once listening. */
  const clock = { offset: 0 };
  const base = { url: '' };
  const now = () => Math.floor(Date.now() / 1000) + clock.offset;
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  function emit(type: string, object: unknown): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
    events.push(event);
    if (options.webhookUrl) void deliver(event);
    return event;
  }

  function signed(event: Stripe.Event, signing: { timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret ?? 'whsec_test',
      timestamp: signing.timestamp,
    });
    return {
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    };
  }

  async function deliver(event: Stripe.Event) {
    const { payload, headers } = signed(event);
    // Stripe retries an unanswered event; a test server sends each once, a few ms later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fetch(options.webhookUrl!, { method: 'POST', headers, body: payload }).catch(() => {});
  }

  function priceOf(id: string): Stripe.Price {
    const price = store.prices.get(id);
    if (!price) throw new StripeFailure(400, `No such price: '${id}'`, 'price');
    return price;
  }

  /** What a price charges in a currency; a currency it has no option for is Stripe's 400. */
  function amountIn(price: Stripe.Price, currency: string): number {
    if (currency === price.currency) return price.unit_amount ?? 0;
    const amount = store.currencyOptions.get(price.id)?.[currency];
    if (amount === undefined) {
      throw new StripeFailure(
        400,
        `The price ${price.id} does not have a currency option for ${currency}.`,
        'currency',
      );
    }
    return amount;
  }

  function withCurrencyOptions(price: Stripe.Price): Stripe.Price {
    const options = Object.entries(store.currencyOptions.get(price.id) ?? {}).map(
      ([currency, amount]) => [currency, { unit_amount: amount, tax_behavior: 'unspecified' }],
    );
    return { ...price, currency_options: Object.fromEntries(options) } as Stripe.Price;
  }
  function publicSession(session: Json) {
    const { price: _price, subscription_metadata: _meta, ...rest } = session;
    return rest;
  }

  function scheduleOf(id: string): Stripe.SubscriptionSchedule {
    const schedule = store.schedules.get(id);
    if (!schedule) throw new StripeFailure(404, `No such subscription_schedule: '${id}'`, 'id');
    return schedule;
  }

  function subscriptionOf(id: string): Sub {
    const sub = store.subscriptions.get(id);
    if (!sub) throw new StripeFailure(404, `No such subscription: '${id}'`, 'id');
    return sub;
  }
  return {
    store,
    events,
    clock,
    base,
    now,
    newId,
    emit,
    signed,
    priceOf,
    amountIn,
    withCurrencyOptions,
    publicSession,
    scheduleOf,
    subscriptionOf,
  };
}
