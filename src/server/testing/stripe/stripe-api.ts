import type Stripe from 'stripe';
import { DAY, type Json, StripeFailure, type StripeStore } from './stripe-store';
import type { StripeSubscriptions } from './stripe-subscriptions';

// The Stripe API calls Reachbase makes, answered in the shapes of Stripe's published OpenAPI
// description: one route per call, a Stripe 404 for any other.

export function createStripeApi(state: StripeStore, subscriptions: StripeSubscriptions) {
  const { store, base, now, newId, emit, priceOf, amountIn, withCurrencyOptions } = state;
  const { publicSession, scheduleOf, subscriptionOf } = state;
  const { invoiceFor, item, setPeriod, prorationLines, addDiscounts } = subscriptions;
  const { subscribeWithCard, release } = subscriptions;

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
          url: `${base.url}/pay/${sessionId}`,
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

  return handle;
}
