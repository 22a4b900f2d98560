import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm } from '../../integrations/stripe/stripe-form';
import { createStripeApi } from './stripe-api';
import {
  AUTHENTICATION_CARD,
  createStripeStore,
  DECLINED_CARD,
  type Json,
  StripeFailure,
  type Sub,
  type TestCoupon,
} from './stripe-store';
import { createStripeSubscriptions } from './stripe-subscriptions';

// Test-only: a local HTTP peer answering the Stripe API calls Reachbase makes, in the shapes of
// Stripe's published OpenAPI description (API version of the installed SDK): products, prices by
// lookup key with their currency options (a subscription or a Checkout session in another
// currency is charged that option's amount), customers, Checkout sessions, subscriptions (proration on a price change, cancel at
// the period's end), invoice previews and invoice lists. It also plays the hosted Checkout page
// (GET/POST /pay/:session) and emits the events Stripe would, signed with the SDK's test-header
// helper, to `webhookUrl` when given. Card 4000 0000 0000 0002 is declined, as in Stripe's test mode.
// As Stripe does, it replays a POST sent again with the same Idempotency-Key (and refuses the key
// with other parameters), and refuses a Stripe-Version other than the SDK's pinned one.

// The parts: stripe-store.ts (state, clock, events), stripe-subscriptions.ts (billing logic and
// the events tests trigger), stripe-api.ts (one route per API call); this file is the HTTP server.

export { AUTHENTICATION_CARD, DECLINED_CARD, type TestCoupon };

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

/** A discount on a subscription: a percentage off its next `invoicesLeft` invoices. */

export async function startStripeTestServer(
  options: { webhookUrl?: string; webhookSecret?: string } = {},
): Promise<StripeTestServer> {
  const state = createStripeStore(options);
  const subscriptions = createStripeSubscriptions(state);
  const handle = createStripeApi(state, subscriptions);
  const posts: StripeTestServer['posts'] = [];
  /** Reads of a subscription to hold back (holdNextSubscriptionRead). */
  const holds: { arrived(): void; released: Promise<void> }[] = [];
  /** POSTs to hold back before they run (holdNextPost). */
  const postHolds: { path: string; arrived(): void; released: Promise<void> }[] = [];

  function hostedPage(request: IncomingMessage, response: ServerResponse, body: string) {
    const sessionId = request.url!.split('?')[0].split('/')[2];
    const session = state.store.sessions.get(sessionId);
    if (!session) return response.writeHead(404).end('No such session');
    if (request.method === 'POST') {
      const form = new URLSearchParams(body);
      const card = String(form.get('card') ?? '').replace(/\s/g, '');
      try {
        subscriptions.createSubscription(session, card, form.get('promotion_code')?.trim() ?? '');
      } catch (error) {
        return response
          .writeHead(402, { 'content-type': 'text/html' })
          .end(`<p role="alert">${(error as Error).message}</p><a href="${session.url}">Back</a>`);
      }
      const success = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
      return response.writeHead(303, { location: success }).end();
    }
    const price = state.priceOf(String(session.price));
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
            'request-id': state.newId('req'),
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
  state.base.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: state.base.url,
    events: state.events,
    posts,
    signed: state.signed,
    completeCheckout(sessionId, card = '4242424242424242', promotionCode = '') {
      const session = state.store.sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      return subscriptions.createSubscription(session, card, promotionCode);
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
    endPeriod: subscriptions.endPeriod,
    failPayment: subscriptions.failPayment,
    endRetries: subscriptions.endRetries,
    payInvoice: subscriptions.payInvoice,
    declineCard: subscriptions.declineCard,
    addPromotionCode: subscriptions.addPromotionCode,
    addCoupon: subscriptions.addCoupon,
    subscription: state.subscriptionOf,
    advanceClock(seconds) {
      state.clock.offset += seconds;
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
