// Billing on, the catalogue: `reachbase billing sync` against an empty Stripe account, and the
// country (so the currency) prices are shown for.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../integrations/stripe';
import {
  STRIPE_TEST_KEY,
  type StripeTestServer,
  startStripeTestServer,
} from '../../testing/stripe/stripe-test-server';
import { kit, setUpStripeBilling } from './billing-test-helpers';
import { syncStripeCatalogue } from './catalogue-sync';

setUpStripeBilling();

describe('billing sync', () => {
  let empty: StripeTestServer;
  const emptyClient = () => createStripeClient({ secretKey: STRIPE_TEST_KEY, apiUrl: empty.url });
  beforeAll(async () => {
    empty = await startStripeTestServer();
  });
  afterAll(() => empty.close());

  it('creates the catalogue in an empty Stripe account, then finds it as it should be', async () => {
    const dryRun = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(dryRun).toHaveLength(8);
    expect(dryRun.every((line) => line.state === 'missing')).toBe(true);

    const created = await syncStripeCatalogue(emptyClient(), { apply: true });
    expect(created.map((line) => line.state)).toEqual(Array(8).fill('created'));
    expect(created.find((line) => line.lookupKey === 'reachbase_pro_year')?.expected).toBe(199_000);

    const again = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(again.every((line) => line.state === 'ok')).toBe(true);
  });

  it('reports a price that drifted and replaces it under the same lookup key', async () => {
    await emptyClient().prices.create({
      product: 'reachbase_starter',
      currency: 'usd',
      unit_amount: 3_900,
      recurring: { interval: 'month' },
      lookup_key: 'reachbase_starter_month',
      transfer_lookup_key: true,
    });
    const drift = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(drift.find((line) => line.lookupKey === 'reachbase_starter_month')).toMatchObject({
      state: 'drift',
      expected: 4_900,
      actual: 3_900,
    });
    const fixed = await syncStripeCatalogue(emptyClient(), { apply: true });
    expect(fixed.filter((line) => line.state !== 'ok')).toEqual([
      {
        lookupKey: 'reachbase_starter_month',
        state: 'replaced',
        expected: 4_900,
        actual: 3_900,
        currencies: ['usd', 'eur', 'gbp', 'inr'],
      },
    ]);
    const prices = await emptyClient().prices.list({ lookup_keys: ['reachbase_starter_month'] });
    expect(prices.data.map((price) => price.unit_amount)).toEqual([4_900]);
  });

  it('reports a price whose euro amount alone drifted', async () => {
    await emptyClient().prices.create({
      product: 'reachbase_pro',
      currency: 'usd',
      unit_amount: 19_900,
      currency_options: {
        eur: { unit_amount: 15_000 },
        gbp: { unit_amount: 15_900 },
        inr: { unit_amount: 1_599_900 },
      },
      recurring: { interval: 'month' },
      lookup_key: 'reachbase_pro_month',
      transfer_lookup_key: true,
    });
    const drift = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(drift.filter((line) => line.state !== 'ok')).toEqual([
      {
        lookupKey: 'reachbase_pro_month',
        state: 'drift',
        expected: 19_900,
        actual: 19_900,
        currencies: ['eur'],
      },
    ]);
    await syncStripeCatalogue(emptyClient(), { apply: true });
    const [price] = (
      await emptyClient().prices.list({
        lookup_keys: ['reachbase_pro_month'],
        expand: ['data.currency_options'],
      })
    ).data;
    expect(price.currency_options?.eur?.unit_amount).toBe(17_900);
  });
});

describe('the country prices are shown for', () => {
  it("takes the proxy's header first, then the browser's language region", async () => {
    const owner = await kit.signUp();
    const country = (headers: Record<string, string>) =>
      kit.app
        .inject({
          method: 'GET',
          url: '/api/v1/customer/billing/country',
          headers: { ...owner.headers, ...headers },
        })
        .then((response) => response.json());
    expect(await country({ 'cf-ipcountry': 'at', 'accept-language': 'de-DE' })).toEqual({
      country: 'AT',
      source: 'proxy',
      currency: 'eur',
    });
    expect(await country({ 'cf-ipcountry': 'XX', 'accept-language': 'fr, de-CH;q=0.8' })).toEqual({
      country: 'CH',
      source: 'browser',
      currency: 'usd',
    });
    expect(await country({ 'accept-language': 'en' })).toEqual({
      country: null,
      source: null,
      currency: 'usd',
    });
  });
});
