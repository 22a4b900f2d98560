import { INTERVAL_VALUES, type Interval } from '../../../common/api/billing';
import type { Stripe } from '../../integrations/stripe';
import { PLANS, type Plan } from '../account';
import {
  BASE_CURRENCY,
  CURRENCIES,
  lookupKey,
  priceOf,
  SOLD_PLANS,
  unitAmountIn,
} from './price-book';

export type SyncLine = {
  lookupKey: string;
  /** ok: as the catalogue says; created/replaced: made so now; missing/drift: --dry-run found. */
  state: 'ok' | 'created' | 'replaced' | 'missing' | 'drift';
  /** Minor units of the price's own currency (dollars). */
  expected: number;
  actual: number | null;
  /** The currencies whose amount differs from the catalogue (or is missing), when drifted. */
  currencies: string[];
};

function driftedCurrencies(price: Stripe.Price, plan: Plan, interval: Interval): string[] {
  if (price.currency !== BASE_CURRENCY || price.recurring?.interval !== interval) {
    return [...CURRENCIES];
  }
  return CURRENCIES.filter(
    (currency) => unitAmountIn(price, currency) !== priceOf(plan, interval, currency),
  );
}

/**
 * Makes the Stripe account sell what price-book.ts says: one product per sold plan and one price
 * per plan and interval, found by lookup key, priced in every currency of the book. Prices cannot
 * change in Stripe, so a price that drifted is replaced by a new one that takes over its lookup
 * key; subscriptions on the old one keep it until their plan changes. With `apply` false it only
 * reports.
 */
export async function syncStripeCatalogue(
  stripe: Stripe,
  options: { apply: boolean },
): Promise<SyncLine[]> {
  const keys = SOLD_PLANS.flatMap((plan) =>
    INTERVAL_VALUES.map((interval) => lookupKey(plan, interval)),
  );
  const existing = await stripe.prices.list({
    lookup_keys: keys,
    active: true,
    limit: 100,
    expand: ['data.currency_options'],
  });
  const byKey = new Map(existing.data.map((price) => [price.lookup_key, price]));
  const lines: SyncLine[] = [];
  for (const planKey of SOLD_PLANS) {
    const plan = PLANS[planKey];
    for (const interval of INTERVAL_VALUES) {
      const key = lookupKey(planKey, interval);
      const expected = priceOf(plan, interval);
      const price = byKey.get(key);
      const drifted = price ? driftedCurrencies(price, plan, interval) : [...CURRENCIES];
      const actual = price?.unit_amount ?? null;
      if (price && drifted.length === 0) {
        lines.push({ lookupKey: key, state: 'ok', expected, actual, currencies: [] });
        continue;
      }
      const line = { lookupKey: key, expected, actual, currencies: price ? drifted : [] };
      if (!options.apply) {
        lines.push({ ...line, state: price ? 'drift' : 'missing' });
        continue;
      }
      const product = await productFor(stripe, planKey, plan.name);
      await stripe.prices.create({
        product,
        currency: BASE_CURRENCY,
        unit_amount: expected,
        currency_options: Object.fromEntries(
          CURRENCIES.filter((currency) => currency !== BASE_CURRENCY).map((currency) => [
            currency,
            { unit_amount: priceOf(plan, interval, currency) },
          ]),
        ),
        recurring: { interval },
        lookup_key: key,
        transfer_lookup_key: Boolean(price),
        nickname: `${plan.name} (${interval === 'year' ? 'yearly' : 'monthly'})`,
      });
      lines.push({ ...line, state: price ? 'replaced' : 'created' });
    }
  }
  return lines;
}

async function productFor(stripe: Stripe, planKey: string, name: string): Promise<string> {
  const id = `reachbase_${planKey}`;
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    return (await stripe.products.create({ id, name: `Reachbase ${name}` })).id;
  }
}
