import type { Stripe } from '../../integrations/stripe';
import { PLANS } from '../account';
import { CURRENCY, INTERVALS, lookupKey, priceOf, SOLD_PLANS } from './price-book';

export type SyncLine = {
  lookupKey: string;
  /** ok: as the catalogue says; created/replaced: made so now; missing/drift: --dry-run found. */
  state: 'ok' | 'created' | 'replaced' | 'missing' | 'drift';
  expected: number;
  actual: number | null;
};

/**
 * Makes the Stripe account sell what price-book.ts says: one product per sold plan and one price
 * per plan and interval, found by lookup key. Prices cannot change in Stripe, so a price that
 * drifted is replaced by a new one that takes over its lookup key; subscriptions on the old one
 * keep it until their plan changes. With `apply` false it only reports.
 */
export async function syncStripeCatalogue(
  stripe: Stripe,
  options: { apply: boolean },
): Promise<SyncLine[]> {
  const keys = SOLD_PLANS.flatMap((plan) => INTERVALS.map((interval) => lookupKey(plan, interval)));
  const existing = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 });
  const byKey = new Map(existing.data.map((price) => [price.lookup_key, price]));
  const lines: SyncLine[] = [];
  for (const planKey of SOLD_PLANS) {
    const plan = PLANS[planKey];
    for (const interval of INTERVALS) {
      const key = lookupKey(planKey, interval);
      const expected = priceOf(plan, interval);
      const price = byKey.get(key);
      const matches =
        price?.unit_amount === expected &&
        price.currency === CURRENCY &&
        price.recurring?.interval === interval;
      if (price && matches) {
        lines.push({ lookupKey: key, state: 'ok', expected, actual: expected });
        continue;
      }
      const actual = price?.unit_amount ?? null;
      if (!options.apply) {
        lines.push({ lookupKey: key, state: price ? 'drift' : 'missing', expected, actual });
        continue;
      }
      const product = await productFor(stripe, planKey, plan.name);
      await stripe.prices.create({
        product,
        currency: CURRENCY,
        unit_amount: expected,
        recurring: { interval },
        lookup_key: key,
        transfer_lookup_key: Boolean(price),
        nickname: `${plan.name} (${interval === 'year' ? 'yearly' : 'monthly'})`,
      });
      lines.push({ lookupKey: key, state: price ? 'replaced' : 'created', expected, actual });
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
