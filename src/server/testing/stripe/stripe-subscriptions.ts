import type Stripe from 'stripe';
import {
  AUTHENTICATION_CARD,
  DAY,
  DECLINED_CARD,
  type Discount,
  type Json,
  StripeFailure,
  type StripeStore,
  type Sub,
  type TestCoupon,
} from './stripe-store';

// Subscriptions of the Stripe stand-in: Checkout paying for one, a saved card starting one,
// proration, discounts, invoices, and the events of a period's end or a failed charge that tests
// trigger by hand.

export type StripeSubscriptions = ReturnType<typeof createStripeSubscriptions>;

export function createStripeSubscriptions(state: StripeStore) {
  const { store, base, now, newId, emit, priceOf, amountIn, publicSession } = state;
  const { scheduleOf, subscriptionOf } = state;

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
      hosted_invoice_url: `${base.url}/invoice/${id}`,
      invoice_pdf: `${base.url}/invoice/${id}/pdf`,
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

  function release(schedule: Stripe.SubscriptionSchedule) {
    schedule.status = 'released';
    const sub = subscriptionOf(String(schedule.subscription));
    sub.schedule = null;
  }

  return {
    invoiceFor,
    item,
    setPeriod,
    prorationLines,
    addDiscounts,
    createSubscription,
    subscribeWithCard,
    release,
    // Events tests trigger by hand (see StripeTestServer).
    endPeriod(subscriptionId: string): Stripe.Event[] {
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
    failPayment(subscriptionId: string): Stripe.Event[] {
      const sub = subscriptionOf(subscriptionId);
      sub.status = 'past_due';
      const price = item(sub).price;
      const invoice = invoiceFor(sub, [
        { description: `1 × ${price.lookup_key}`, amount: amountIn(price, sub.currency) },
      ]);
      Object.assign(invoice, { status: 'open', amount_paid: 0, attempt_count: 1 });
      return [emit('invoice.payment_failed', invoice), emit('customer.subscription.updated', sub)];
    },
    endRetries(subscriptionId: string): Stripe.Event[] {
      const sub = subscriptionOf(subscriptionId);
      Object.assign(sub, { status: 'canceled', ended_at: now() });
      return [emit('customer.subscription.deleted', sub)];
    },
    payInvoice(subscriptionId: string): Stripe.Event[] {
      const sub = subscriptionOf(subscriptionId);
      const invoice = store.invoices.get(String(sub.latest_invoice));
      if (!invoice) throw new Error(`No invoice for ${subscriptionId}`);
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
      sub.status = 'active';
      return [emit('invoice.paid', invoice), emit('customer.subscription.updated', sub)];
    },
    declineCard(paymentMethodId: string) {
      const saved = store.paymentMethods.get(paymentMethodId);
      if (!saved) throw new Error(`No payment method ${paymentMethodId}`);
      saved.number = DECLINED_CARD;
    },
    addPromotionCode(code: string, percentOff: number) {
      const promotionId = newId('promo');
      store.promotionCodes.set(promotionId, { code, percentOff });
      return promotionId;
    },
    addCoupon(coupon: TestCoupon) {
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
  };
}
