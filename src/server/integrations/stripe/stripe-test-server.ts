import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm } from './stripe-form';

// Test-only: a local HTTP peer answering the Stripe API calls Reachbase makes, in the shapes of
// Stripe's published OpenAPI description (API version of the installed SDK): products, prices by
// lookup key with their currency options (a subscription or a Checkout session in another
// currency is charged that option's amount), customers, Checkout sessions, subscriptions (proration on a price change, cancel at
// the period's end), invoice previews and invoice lists. It also plays the hosted Checkout page
// (GET/POST /pay/:session) and emits the events Stripe would, signed with the SDK's test-header
// helper, to `webhookUrl` when given. Card 4000 0000 0000 0002 is declined, as in Stripe's test mode.
// As Stripe does, it replays a POST sent again with the same Idempotency-Key (and refuses the key
// with other parameters), and refuses a Stripe-Version other than the SDK's pinned one.

type Json = Record<string, unknown>;
type Sub = Stripe.Subscription;

export const DECLINED_CARD = '4000000000000002';
/** Stripe's test card that always asks for 3-D Secure. */
export const AUTHENTICATION_CARD = '4000002760003184';
const DAY = 86_400;

export type StripeTestServer = {
  /** Like https://api.stripe.com, for STRIPE_API_URL */
  url: string;
  /** Every event emitted, oldest first. */
  events: Stripe.Event[];
  /** Every API POST received, oldest first, with its Idempotency-Key. */
  posts: { path: string; idempotencyKey: string | null }[];
  /** The signed request Stripe would send for an event: raw body and its signature header. */
  signed(
    event: Stripe.Event,
    options?: { timestamp?: number },
  ): { payload: string; headers: Record<string, string> };
  /**
   * Pays an open Checkout session as the hosted page would, with a promotion code typed there if
   * given (refused unless the session allows codes); returns the events it emitted.
   */
  completeCheckout(sessionId: string, card?: string, promotionCode?: string): Stripe.Event[];
  /**
   * The next read of a subscription answers with its state as of the request, but only once
   * `release` is called: a slow network between the app and Stripe. `reached` resolves when the
   * read has arrived.
   */
  holdNextSubscriptionRead(): { reached: Promise<void>; release(): void };
  /**
   * The next POST to `path` (such as `/v1/subscriptions`) runs only once `release` is called: a
   * create still on its way to Stripe. `reached` resolves when it has arrived.
   */
  holdNextPost(path: string): { reached: Promise<void>; release(): void };
  /** The period ends: a renewal invoice, or the end of a subscription set to cancel. */
  endPeriod(subscriptionId: string): Stripe.Event[];
  /** A renewal charge fails: past_due while Stripe retries. */
  failPayment(subscriptionId: string): Stripe.Event[];
  /** Stripe's retries are over: the subscription is canceled (the account's dunning setting). */
  endRetries(subscriptionId: string): Stripe.Event[];
  /** The customer finishes 3-D Secure (or pays) on the open invoice's hosted page. */
  payInvoice(subscriptionId: string): Stripe.Event[];
  /** The saved card is declined from now on (expired, insufficient funds). */
  declineCard(paymentMethodId: string): void;
  /** A promotion code taking `percentOff` % off the first invoice. */
  addPromotionCode(code: string, percentOff: number): string;
  /** A coupon in the account, as the dashboard would create it. */
  addCoupon(coupon: TestCoupon): void;
  subscription(id: string): Sub;
  /** Moves the clock of every period the server computes by this many seconds. */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
};

export type TestCoupon = {
  id: string;
  name: string;
  percentOff: number;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths?: number;
};

/** A discount on a subscription: a percentage off its next `invoicesLeft` invoices. */
type Discount = { id: string; percentOff: number; invoicesLeft: number };

export async function startStripeTestServer(
  options: { webhookUrl?: string; webhookSecret?: string } = {},
): Promise<StripeTestServer> {
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
  const posts: StripeTestServer['posts'] = [];
  /** Reads of a subscription to hold back (holdNextSubscriptionRead). */
  const holds: { arrived(): void; released: Promise<void> }[] = [];
  /** POSTs to hold back before they run (holdNextPost). */
  const postHolds: { path: string; arrived(): void; released: Promise<void> }[] = [];
  let clockOffset = 0;
  let url = '';
  const now = () => Math.floor(Date.now() / 1000) + clockOffset;
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

  function invoiceFor(sub: Sub, lines: { description: string; amount: number }[]): Stripe.Invoice {
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const id = newId('in');
    const invoice = {
      id,
      object: 'invoice',
      customer: sub.customer,
      currency: sub.currency,
      status: 'paid',
      amount_due: Math.max(0, total),
      amount_paid: Math.max(0, total),
      total,
      created: now(),
      number: `RB-${store.invoices.size + 1}`,
      hosted_invoice_url: `${url}/invoice/${id}`,
      invoice_pdf: `${url}/invoice/${id}/pdf`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
        quote_details: null,
      },
      lines: {
        object: 'list',
        has_more: false,
        url: '',
        data: lines.map((line) => ({ id: newId('il'), object: 'line_item', ...line })),
      },
    } as unknown as Stripe.Invoice;
    store.invoices.set(id, invoice);
    return invoice;
  }

  function item(sub: Sub) {
    return sub.items.data[0];
  }

  function setPeriod(sub: Sub, start: number, interval: string) {
    const subItem = item(sub);
    subItem.current_period_start = start;
    subItem.current_period_end = start + (interval === 'year' ? 365 : 30) * DAY;
  }

  /** Stripe's proration: credit for the unused part of the old price, charge for the new one. */
  function prorationLines(sub: Sub, newPrice: Stripe.Price) {
    const subItem = item(sub);
    const oldPrice = subItem.price;
    const span = subItem.current_period_end - subItem.current_period_start;
    const left = Math.max(0, subItem.current_period_end - now()) / span;
    const sameCycle = oldPrice.recurring?.interval === newPrice.recurring?.interval;
    return [
      {
        description: `Unused time on ${oldPrice.nickname ?? oldPrice.lookup_key}`,
        amount: -Math.round(amountIn(oldPrice, sub.currency) * left),
      },
      {
        description: `${sameCycle ? 'Remaining time on' : '1 ×'} ${newPrice.nickname ?? newPrice.lookup_key}`,
        amount: Math.round(amountIn(newPrice, sub.currency) * (sameCycle ? left : 1)),
      },
    ];
  }

  function newSubscription(
    customer: string,
    price: Stripe.Price,
    metadata: unknown,
    currency: string,
  ): Sub {
    amountIn(price, currency);
    const sub = {
      id: newId('sub'),
      object: 'subscription',
      created: now(),
      customer,
      currency,
      status: 'active',
      cancel_at_period_end: false,
      schedule: null,
      canceled_at: null,
      metadata: metadata ?? {},
      latest_invoice: null,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1 }],
      },
    } as unknown as Sub;
    setPeriod(sub, now(), price.recurring?.interval ?? 'month');
    return sub;
  }

  /** The card is kept on the customer, as Checkout does, and becomes its default. */
  function saveCard(customerId: string, card: string) {
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2030 },
    } as unknown as Stripe.PaymentMethod;
    store.paymentMethods.set(method.id, { method, number: card });
    const customer = store.customers.get(customerId);
    if (customer) customer.invoice_settings = { default_payment_method: method.id };
    return method;
  }

  /** `discounts` as Stripe takes them (a coupon or a promotion code each) on a subscription. */
  function addDiscounts(sub: Sub, discounts: { coupon?: string; promotion_code?: string }[]) {
    const added = discounts.map((discount): Discount => {
      const promotion = store.promotionCodes.get(discount.promotion_code ?? '');
      if (promotion) return { id: newId('di'), percentOff: promotion.percentOff, invoicesLeft: 1 };
      const coupon = store.coupons.get(discount.coupon ?? '');
      if (!coupon)
        throw new StripeFailure(400, `No such coupon: '${discount.coupon}'`, 'discounts');
      const invoicesLeft: Record<string, number> = {
        once: 1,
        repeating: coupon.duration_in_months ?? 1,
        forever: Infinity,
      };
      return {
        id: newId('di'),
        percentOff: coupon.percent_off ?? 0,
        invoicesLeft: invoicesLeft[coupon.duration],
      };
    });
    const all = [...(store.discounts.get(sub.id) ?? []), ...added];
    store.discounts.set(sub.id, all);
    sub.discounts = all.map((discount) => discount.id);
  }

  /** One invoice of a subscription for one price: its discounts take their share, once each. */
  function periodInvoice(sub: Sub) {
    const price = item(sub).price;
    let amount = amountIn(price, sub.currency);
    for (const discount of store.discounts.get(sub.id) ?? []) {
      if (discount.invoicesLeft <= 0) continue;
      amount = Math.round(amount * (1 - discount.percentOff / 100));
      discount.invoicesLeft -= 1;
    }
    return invoiceFor(sub, [{ description: `1 × ${price.lookup_key}`, amount }]);
  }

  function firstInvoice(sub: Sub) {
    const invoice = periodInvoice(sub);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function promotionCodeId(code: string): string {
    const found = [...store.promotionCodes.entries()].find(([, promo]) => promo.code === code);
    if (!found) throw new StripeFailure(400, 'This code is invalid.', 'promotion_code');
    return found[0];
  }

  function createSubscription(session: Json, card: string, typedCode = ''): Stripe.Event[] {
    const price = priceOf(String(session.price));
    if (session.status !== 'open') {
      throw new StripeFailure(
        400,
        `This Checkout Session is ${session.status}: it cannot be paid.`,
      );
    }
    if (card === DECLINED_CARD) {
      throw new StripeFailure(402, 'Your card was declined.', 'card', 'card_declined');
    }
    if (typedCode && !session.allow_promotion_codes) {
      throw new StripeFailure(400, 'This session does not take promotion codes.', 'promotion_code');
    }
    const typed = typedCode ? [{ promotion_code: promotionCodeId(typedCode) }] : [];
    const sub = newSubscription(
      String(session.customer),
      price,
      session.subscription_metadata,
      String(session.currency),
    );
    store.subscriptions.set(sub.id, sub);
    addDiscounts(sub, [
      ...((session.discounts as { coupon?: string }[] | undefined) ?? []),
      ...typed,
    ]);
    saveCard(String(session.customer), card);
    const invoice = firstInvoice(sub);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    return [
      emit('customer.subscription.created', sub),
      emit('invoice.paid', invoice),
      emit('checkout.session.completed', publicSession(session)),
    ];
  }

  /**
   * POST /v1/subscriptions with a saved card and payment_behavior=allow_incomplete: paid at once,
   * or `incomplete` with an open invoice when the card is declined or asks for 3-D Secure (the
   * customer finishes on the invoice's hosted page: `payInvoice`).
   */
  function subscribeWithCard(params: Json) {
    const items = params.items as { price: string }[] | undefined;
    const price = priceOf(items?.[0]?.price ?? '');
    const saved = store.paymentMethods.get(String(params.default_payment_method));
    if (!saved || saved.method.customer !== params.customer) {
      throw new StripeFailure(400, 'No such PaymentMethod', 'default_payment_method');
    }
    const currency = String(params.currency ?? price.currency);
    const sub = newSubscription(String(params.customer), price, params.metadata, currency);
    addDiscounts(sub, (params.discounts as { coupon?: string }[] | undefined) ?? []);
    store.subscriptions.set(sub.id, sub);
    const invoice = firstInvoice(sub);
    if (saved.number === DECLINED_CARD || saved.number === AUTHENTICATION_CARD) {
      sub.status = 'incomplete';
      Object.assign(invoice, { status: 'open', amount_paid: 0 });
      emit('customer.subscription.created', sub);
      emit(
        saved.number === DECLINED_CARD
          ? 'invoice.payment_failed'
          : 'invoice.payment_action_required',
        invoice,
      );
    } else {
      emit('customer.subscription.created', sub);
      emit('invoice.paid', invoice);
    }
    return (params.expand as string[] | undefined)?.includes('latest_invoice')
      ? { ...sub, latest_invoice: invoice }
      : sub;
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

  function release(schedule: Stripe.SubscriptionSchedule) {
    schedule.status = 'released';
    const sub = subscriptionOf(String(schedule.subscription));
    sub.schedule = null;
  }

  function subscriptionOf(id: string): Sub {
    const sub = store.subscriptions.get(id);
    if (!sub) throw new StripeFailure(404, `No such subscription: '${id}'`, 'id');
    return sub;
  }

  function handle(method: string, path: string, params: Json): unknown {
    // /v1/{resource}[/{id}], with Checkout's resource two segments long.
    const parts = path.split('/').filter(Boolean);
    const depth = parts[1] === 'checkout' ? 3 : 2;
    const id = parts[depth];
    const action = path === '/v1/invoices/create_preview';
    const verb = parts[depth + 1] ? `/${parts[depth + 1]}` : '';
    const route = action
      ? `${method} ${path}`
      : `${method} /${parts.slice(0, depth).join('/')}${id ? '/:id' : ''}${verb}`;
    switch (route) {
      case 'POST /v1/products': {
        const product = {
          id: String(params.id ?? newId('prod')),
          object: 'product',
          name: params.name,
          active: true,
          metadata: params.metadata ?? {},
        };
        store.products.set(product.id, product);
        return product;
      }
      case 'GET /v1/products/:id': {
        const product = store.products.get(id);
        if (!product) throw new StripeFailure(404, `No such product: '${id}'`, 'id');
        return product;
      }
      case 'GET /v1/prices': {
        const keys = (params.lookup_keys as string[] | undefined) ?? [];
        const expand = (params.expand as string[] | undefined)?.includes('data.currency_options');
        const data = [...store.prices.values()]
          .filter(
            (price) => price.active && (keys.length === 0 || keys.includes(price.lookup_key ?? '')),
          )
          .map((price) => (expand ? withCurrencyOptions(price) : price));
        return { object: 'list', data, has_more: false, url: '/v1/prices' };
      }
      case 'POST /v1/prices': {
        const recurring = params.recurring as { interval: 'month' | 'year' } | undefined;
        if (params.transfer_lookup_key === 'true') {
          for (const price of store.prices.values()) {
            if (price.lookup_key === params.lookup_key) price.lookup_key = null;
          }
        }
        const price = {
          id: newId('price'),
          object: 'price',
          active: true,
          product: params.product,
          currency: params.currency,
          unit_amount: Number(params.unit_amount),
          nickname: params.nickname ?? null,
          lookup_key: params.lookup_key ?? null,
          type: 'recurring',
          recurring: { interval: recurring?.interval ?? 'month', interval_count: 1 },
          metadata: params.metadata ?? {},
        } as unknown as Stripe.Price;
        store.prices.set(price.id, price);
        const options = (params.currency_options ?? {}) as Record<string, { unit_amount: string }>;
        store.currencyOptions.set(
          price.id,
          Object.fromEntries(
            Object.entries(options).map(([currency, option]) => [
              currency,
              Number(option.unit_amount),
            ]),
          ),
        );
        return price;
      }
      case 'POST /v1/customers': {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
        };
        store.customers.set(customer.id, customer);
        return customer;
      }
      case 'POST /v1/checkout/sessions': {
        const lineItems = params.line_items as { price: string }[] | undefined;
        const price = priceOf(lineItems?.[0]?.price ?? '');
        const currency = String(params.currency ?? price.currency);
        const discounts = params.discounts as { coupon?: string }[] | undefined;
        if (discounts && params.allow_promotion_codes) {
          throw new StripeFailure(
            400,
            'You may only specify one of these parameters: allow_promotion_codes, discounts.',
          );
        }
        const percentOff = store.coupons.get(discounts?.[0]?.coupon ?? '')?.percent_off ?? 0;
        const sessionId = newId('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          created: now(),
          expires_at: now() + DAY,
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: params.customer,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          subscription: null,
          amount_total: Math.round(amountIn(price, currency) * (1 - percentOff / 100)),
          discounts: discounts ?? [],
          allow_promotion_codes: params.allow_promotion_codes === 'true',
          currency,
          url: `${url}/pay/${sessionId}`,
          price: price.id,
          subscription_metadata:
            (params.subscription_data as { metadata?: Json } | undefined)?.metadata ?? {},
        };
        store.sessions.set(sessionId, session);
        return publicSession(session);
      }
      case 'GET /v1/checkout/sessions': {
        // Newest first, as Stripe lists them.
        const data = [...store.sessions.values()]
          .reverse()
          .filter((session) => !params.customer || session.customer === params.customer)
          .filter((session) => !params.status || session.status === params.status)
          .slice(0, Number(params.limit ?? 10))
          .map(publicSession);
        return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
      }
      case 'POST /v1/checkout/sessions/:id/expire': {
        const session = store.sessions.get(id);
        if (!session) throw new StripeFailure(404, `No such checkout.session: '${id}'`, 'session');
        if (session.status !== 'open') {
          throw new StripeFailure(
            400,
            'Only Checkout Sessions with a status in ["open"] can be expired.',
          );
        }
        session.status = 'expired';
        emit('checkout.session.expired', publicSession(session));
        return publicSession(session);
      }
      case 'GET /v1/checkout/sessions/:id': {
        const session = store.sessions.get(id);
        if (!session) throw new StripeFailure(404, `No such checkout.session: '${id}'`, 'session');
        return publicSession(session);
      }
      case 'POST /v1/subscriptions':
        return subscribeWithCard(params);
      case 'GET /v1/payment_methods': {
        const data = [...store.paymentMethods.values()]
          .map((saved) => saved.method)
          .filter((method) => method.customer === params.customer);
        return { object: 'list', data, has_more: false, url: '/v1/payment_methods' };
      }
      case 'GET /v1/customers/:id': {
        const customer = store.customers.get(id);
        if (!customer) throw new StripeFailure(404, `No such customer: '${id}'`, 'id');
        return customer;
      }
      case 'GET /v1/promotion_codes': {
        const data = [...store.promotionCodes.entries()]
          .filter(([, promotion]) => promotion.code === params.code)
          .map(([promotionId, promotion]) => ({
            id: promotionId,
            object: 'promotion_code',
            code: promotion.code,
            active: true,
          }));
        return { object: 'list', data, has_more: false, url: '/v1/promotion_codes' };
      }
      case 'GET /v1/coupons/:id': {
        const coupon = store.coupons.get(id);
        if (!coupon) throw new StripeFailure(404, `No such coupon: '${id}'`, 'id');
        return coupon;
      }
      case 'GET /v1/subscriptions': {
        // Newest first; without `status`, Stripe leaves out the canceled ones.
        const data = [...store.subscriptions.values()]
          .reverse()
          .filter((sub) => !params.customer || sub.customer === params.customer)
          .filter((sub) =>
            params.status === 'all'
              ? true
              : params.status
                ? sub.status === params.status
                : sub.status !== 'canceled' && sub.status !== 'incomplete_expired',
          )
          .slice(0, Number(params.limit ?? 10));
        return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
      }
      case 'GET /v1/subscriptions/:id':
        return subscriptionOf(id);
      case 'POST /v1/subscriptions/:id': {
        const sub = subscriptionOf(id);
        if (sub.schedule && params.cancel_at_period_end === 'true') {
          throw new StripeFailure(
            400,
            'The subscription is managed by the subscription schedule, and updating any cancelation behavior directly is not allowed.',
          );
        }
        if (params.discounts) addDiscounts(sub, params.discounts as { coupon?: string }[]);
        if (params.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        const items = params.items as { id: string; price: string }[] | undefined;
        if (items?.[0]?.price) {
          const price = priceOf(items[0].price);
          const lines = prorationLines(sub, price);
          const intervalChanged = item(sub).price.recurring?.interval !== price.recurring?.interval;
          item(sub).price = price;
          if (intervalChanged) setPeriod(sub, now(), price.recurring?.interval ?? 'month');
          if (params.proration_behavior === 'always_invoice')
            emit('invoice.paid', invoiceFor(sub, lines));
        }
        emit('customer.subscription.updated', sub);
        return sub;
      }
      case 'POST /v1/subscription_schedules': {
        const sub = subscriptionOf(String(params.from_subscription));
        if (sub.schedule) throw new StripeFailure(400, 'The subscription already has a schedule');
        const subItem = item(sub);
        const schedule = {
          id: newId('sub_sched'),
          object: 'subscription_schedule',
          subscription: sub.id,
          status: 'active',
          end_behavior: 'release',
          current_phase: {
            start_date: subItem.current_period_start,
            end_date: subItem.current_period_end,
          },
          phases: [
            {
              start_date: subItem.current_period_start,
              end_date: subItem.current_period_end,
              items: [{ price: subItem.price.id, quantity: 1 }],
            },
          ],
        } as unknown as Stripe.SubscriptionSchedule;
        store.schedules.set(schedule.id, schedule);
        sub.schedule = schedule.id;
        return schedule;
      }
      case 'GET /v1/subscription_schedules/:id': {
        const schedule = scheduleOf(id);
        if (!(params.expand as string[] | undefined)?.includes('phases.items.price')) {
          return schedule;
        }
        return {
          ...schedule,
          phases: schedule.phases.map((phase) => ({
            ...phase,
            items: phase.items.map((entry) => ({ ...entry, price: priceOf(String(entry.price)) })),
          })),
        };
      }
      case 'POST /v1/subscription_schedules/:id': {
        const schedule = scheduleOf(id);
        type PhaseParams = {
          start_date?: string;
          end_date?: string;
          items: { price: string }[];
          duration?: { interval: string };
        };
        const phases = (params.phases as PhaseParams[] | undefined) ?? [];
        let start = Number(phases[0]?.start_date ?? schedule.current_phase?.start_date);
        schedule.phases = phases.map((phase) => {
          const price = priceOf(phase.items[0].price);
          const end = phase.end_date
            ? Number(phase.end_date)
            : start + (phase.duration?.interval === 'year' ? 365 : 30) * DAY;
          const built = {
            start_date: start,
            end_date: end,
            items: [{ price: price.id, quantity: 1 }],
          };
          start = end;
          return built;
        }) as unknown as Stripe.SubscriptionSchedule.Phase[];
        emit('subscription_schedule.updated', schedule);
        return schedule;
      }
      case 'POST /v1/subscription_schedules/:id/release': {
        const schedule = scheduleOf(id);
        release(schedule);
        return schedule;
      }
      case 'POST /v1/invoices/create_preview': {
        const sub = subscriptionOf(String(params.subscription));
        const details = params.subscription_details as { items?: { price: string }[] } | undefined;
        const price = priceOf(details?.items?.[0]?.price ?? '');
        const preview = invoiceFor(sub, prorationLines(sub, price));
        store.invoices.delete(preview.id);
        return { ...preview, id: null, status: 'draft', amount_paid: 0 };
      }
      case 'GET /v1/invoices': {
        // Newest first; the later of two in the same second first, as Stripe lists them.
        const data = [...store.invoices.values()]
          .reverse()
          .filter((invoice) => invoice.customer === params.customer)
          .sort((a, b) => b.created - a.created);
        return { object: 'list', data, has_more: false, url: '/v1/invoices' };
      }
      default:
        throw new StripeFailure(404, `Unrecognized request URL (${method}: ${path}).`);
    }
  }

  function hostedPage(request: IncomingMessage, response: ServerResponse, body: string) {
    const sessionId = request.url!.split('?')[0].split('/')[2];
    const session = store.sessions.get(sessionId);
    if (!session) return response.writeHead(404).end('No such session');
    if (request.method === 'POST') {
      const form = new URLSearchParams(body);
      const card = String(form.get('card') ?? '').replace(/\s/g, '');
      try {
        createSubscription(session, card, form.get('promotion_code')?.trim() ?? '');
      } catch (error) {
        return response
          .writeHead(402, { 'content-type': 'text/html' })
          .end(`<p role="alert">${(error as Error).message}</p><a href="${session.url}">Back</a>`);
      }
      const success = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
      return response.writeHead(303, { location: success }).end();
    }
    const price = priceOf(String(session.price));
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<title>Test checkout</title><h1>Pay ${price.lookup_key}</h1>
<p>${Number(session.amount_total) / 100} ${String(session.currency).toUpperCase()}</p>
<form method="post"><label>Card number <input name="card" value="4242 4242 4242 4242"></label>
${session.allow_promotion_codes ? '<label>Promotion code <input name="promotion_code"></label>' : ''}
<button type="submit">Pay</button></form><a href="${session.cancel_url}">Cancel</a>`);
  }

  /** Answers of POSTs by Idempotency-Key, with the request they answered. */
  const idempotent = new Map<string, { request: string; status: number; payload: unknown }>();

  /** Runs one API request: Stripe's JSON error shape for a refusal, 500 for a fault here. */
  function answer(
    method: string,
    path: string,
    params: Json,
  ): { status: number; payload: unknown } {
    try {
      return { status: 200, payload: handle(method, path, params) };
    } catch (error) {
      if (!(error instanceof StripeFailure))
        return { status: 500, payload: { error: { type: 'api_error' } } };
      return {
        status: error.status,
        payload: {
          error: {
            type: error.status === 402 ? 'card_error' : 'invalid_request_error',
            message: error.message,
            param: error.param,
            code: error.code ?? (error.status === 404 ? 'resource_missing' : undefined),
          },
        },
      };
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (request.url?.startsWith('/pay/')) return hostedPage(request, response, body);
      const [path, query = ''] = (request.url ?? '/').split('?');
      const method = request.method ?? 'GET';
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, {
            'content-type': 'application/json',
            'request-id': newId('req'),
            ...headers,
          })
          .end(JSON.stringify(payload));
      if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      // This server speaks the SDK's pinned version only: another one is refused as Stripe
      // refuses a version it does not know, so a pinned-version mismatch shows in the tests.
      const version = request.headers['stripe-version'];
      if (version !== undefined && version !== Stripe.API_VERSION) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `Invalid Stripe API version: ${version}`,
          },
        });
      }
      const params = parseStripeForm(query || body);
      const header = request.headers['idempotency-key'];
      const key = method === 'POST' && typeof header === 'string' ? header : undefined;
      const postHold = method === 'POST' && postHolds.find((hold) => hold.path === path);
      if (postHold) {
        postHolds.splice(postHolds.indexOf(postHold), 1);
        postHold.arrived();
        return void postHold.released.then(() => run(method, path, params, key, send));
      }
      run(method, path, params, key, send);
    });
  });

  /** Answers one API request, replaying a POST by its Idempotency-Key as Stripe does. */
  function run(
    method: string,
    path: string,
    params: Json,
    key: string | undefined,
    send: (status: number, payload: unknown, headers?: Record<string, string>) => void,
  ) {
    // Stripe keeps a POST's answer by Idempotency-Key once the endpoint has run (not when its
    // parameters were refused): the same request again gets that answer, another one a 400.
    if (method === 'POST') posts.push({ path, idempotencyKey: key ?? null });
    const fingerprint = `${method} ${path} ${canonicalJson(params)}`;
    const saved = key !== undefined ? idempotent.get(key) : undefined;
    if (key !== undefined && saved) {
      if (saved.request !== fingerprint) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      return send(saved.status, saved.payload, {
        'idempotency-key': key,
        'idempotent-replayed': 'true',
      });
    }
    const { status, payload } = answer(method, path, params);
    if (key !== undefined && (status === 200 || status === 402)) {
      idempotent.set(key, { request: fingerprint, status, payload: structuredClone(payload) });
    }
    const echo: Record<string, string> = key !== undefined ? { 'idempotency-key': key } : {};
    const held =
      status === 200 && method === 'GET' && path.startsWith('/v1/subscriptions/') && holds.shift();
    if (held) {
      const snapshot = structuredClone(payload);
      held.arrived();
      return void held.released.then(() => send(200, snapshot));
    }
    send(status, payload, echo);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    events,
    posts,
    signed,
    completeCheckout(sessionId, card = '4242424242424242', promotionCode = '') {
      const session = store.sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      return createSubscription(session, card, promotionCode);
    },
    holdNextPost(path) {
      const hold = gate();
      postHolds.push({ path, arrived: hold.arrived, released: hold.released });
      return { reached: hold.reached, release: hold.release };
    },
    holdNextSubscriptionRead() {
      const hold = gate();
      holds.push({ arrived: hold.arrived, released: hold.released });
      return { reached: hold.reached, release: hold.release };
    },
    endPeriod(subscriptionId) {
      const sub = subscriptionOf(subscriptionId);
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: 'canceled', ended_at: now() });
        return [emit('customer.subscription.deleted', sub)];
      }
      // A schedule's next phase starts now: its price from here on, then the schedule lets go.
      const schedule = sub.schedule ? scheduleOf(String(sub.schedule)) : null;
      const next = schedule?.phases.find(
        (phase) => phase.start_date >= item(sub).current_period_end,
      );
      if (schedule && next) {
        item(sub).price = priceOf(String(next.items[0].price));
        release(schedule);
      }
      setPeriod(sub, item(sub).current_period_end, item(sub).price.recurring?.interval ?? 'month');
      const invoice = periodInvoice(sub);
      return [emit('invoice.paid', invoice), emit('customer.subscription.updated', sub)];
    },
    failPayment(subscriptionId) {
      const sub = subscriptionOf(subscriptionId);
      sub.status = 'past_due';
      const price = item(sub).price;
      const invoice = invoiceFor(sub, [
        { description: `1 × ${price.lookup_key}`, amount: amountIn(price, sub.currency) },
      ]);
      Object.assign(invoice, { status: 'open', amount_paid: 0, attempt_count: 1 });
      return [emit('invoice.payment_failed', invoice), emit('customer.subscription.updated', sub)];
    },
    endRetries(subscriptionId) {
      const sub = subscriptionOf(subscriptionId);
      Object.assign(sub, { status: 'canceled', ended_at: now() });
      return [emit('customer.subscription.deleted', sub)];
    },
    payInvoice(subscriptionId) {
      const sub = subscriptionOf(subscriptionId);
      const invoice = store.invoices.get(String(sub.latest_invoice));
      if (!invoice) throw new Error(`No invoice for ${subscriptionId}`);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
      sub.status = 'active';
      return [emit('invoice.paid', invoice), emit('customer.subscription.updated', sub)];
    },
    declineCard(paymentMethodId) {
      const saved = store.paymentMethods.get(paymentMethodId);
      if (!saved) throw new Error(`No payment method ${paymentMethodId}`);
      saved.number = DECLINED_CARD;
    },
    addPromotionCode(code, percentOff) {
      const promotionId = newId('promo');
      store.promotionCodes.set(promotionId, { code, percentOff });
      return promotionId;
    },
    addCoupon(coupon) {
      store.coupons.set(coupon.id, {
        id: coupon.id,
        object: 'coupon',
        name: coupon.name,
        percent_off: coupon.percentOff,
        amount_off: null,
        currency: null,
        duration: coupon.duration,
        duration_in_months: coupon.durationInMonths ?? null,
        valid: true,
        created: now(),
        livemode: false,
        metadata: {},
        times_redeemed: 0,
      } as unknown as Stripe.Coupon);
    },
    subscription: subscriptionOf,
    advanceClock(seconds) {
      clockOffset += seconds;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The secret key tests configure (STRIPE_SECRET_KEY); any other is refused with Stripe's 401. */
export const STRIPE_TEST_KEY = 'sk_test_reachbase';

/** A request held back: `reached` once it has arrived, answered once `release` is called. */
function gate() {
  let arrived = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, reached, release, released };
}

/** JSON with every object's keys sorted: parameters compared whatever order they were sent in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
