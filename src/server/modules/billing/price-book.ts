import type { Interval } from '../../../common/api/billing';
import type { Stripe } from '../../integrations/stripe';
import { PLANS, type Plan } from '../account';

/**
 * What each sold plan costs, in integer minor units per currency, and the Stripe lookup keys its
 * prices carry (`reachbase_pro_month`). `reachbase billing sync` makes the Stripe account match
 * this; prices are found by lookup key, so no Stripe id is configured anywhere. One Stripe price
 * carries every currency (its `currency_options`), so a plan has one lookup key per interval
 * (common/api/billing.ts INTERVAL_VALUES).
 */

/** Plans sold by subscription; deal-site lifetime tiers are redeemed with a code, never sold. */
export const SOLD_PLANS = ['starter', 'basic', 'pro', 'agency'] as const;
export type SoldPlan = (typeof SOLD_PLANS)[number];
export const OFFERED_PLANS = ['free', ...SOLD_PLANS];

/** The first is the price's own currency in Stripe; the others are its currency options. */
export const CURRENCIES = ['usd', 'eur', 'gbp', 'inr'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The currency of the catalogue's own prices (plans.ts) and of each Stripe price. */
export const BASE_CURRENCY = 'usd' satisfies Currency;

/**
 * A month of each plan in whole units of each currency other than the dollar (the dollar
 * prices are the catalogue's own, plans.ts). Set by hand, rounded as a shop would, not converted
 * at a rate: a price must not move with the exchange market.
 */
const LOCAL_MONTHLY: Record<Exclude<Currency, 'usd'>, Record<SoldPlan, number>> = {
  eur: { starter: 45, basic: 89, pro: 179, agency: 449 },
  gbp: { starter: 39, basic: 79, pro: 159, agency: 399 },
  inr: { starter: 3999, basic: 7999, pro: 15999, agency: 39999 },
};

/** Countries that pay in euros (the euro area); others not listed here pay in dollars. */
const EURO_AREA = new Set('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));
const COUNTRY_CURRENCY: Record<string, Currency> = { GB: 'gbp', IN: 'inr' };

export function currencyForCountry(country: string | null): Currency {
  if (!country) return BASE_CURRENCY;
  if (EURO_AREA.has(country)) return 'eur';
  return COUNTRY_CURRENCY[country] ?? BASE_CURRENCY;
}

export function isCurrency(value: string | null | undefined): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '');
}

/** A plan's price in minor units (every currency sold has two decimals). A year costs ten months. */
export function priceOf(
  plan: Plan,
  interval: Interval,
  currency: Currency = BASE_CURRENCY,
): number {
  const monthly =
    currency !== 'usd' && isSoldPlan(plan.key)
      ? LOCAL_MONTHLY[currency][plan.key]
      : plan.monthlyPriceUsd;
  return monthly * 100 * (interval === 'year' ? 10 : 1);
}

/** A month of every sold plan, in minor units of `currency`. */
const monthOfEveryPlan = (currency: Currency) =>
  SOLD_PLANS.reduce((total, key) => total + priceOf(PLANS[key], 'month', currency), 0);

/**
 * Units of `currency` per US dollar at the price book's own rate: a month of every sold plan in
 * that currency over the same in dollars, to two decimals (EUR 0.90, GBP 0.80, INR 80.37). It
 * moves only when the price book does, never with the market. Null for a currency not sold.
 */
export function priceBookRate(currency: string): number | null {
  const code = currency.toLowerCase();
  if (!isCurrency(code)) return null;
  return Math.round((monthOfEveryPlan(code) / monthOfEveryPlan(BASE_CURRENCY)) * 100) / 100;
}

export function lookupKey(plan: string, interval: Interval): string {
  return `reachbase_${plan}_${interval}`;
}

export function fromLookupKey(key: string | null): { plan: Plan; interval: Interval } | null {
  const match = /^reachbase_(\w+)_(month|year)$/.exec(key ?? '');
  const plan = match && PLANS[match[1]];
  return plan && isSoldPlan(plan.key) ? { plan, interval: match[2] as Interval } : null;
}

export function isSoldPlan(key: string): key is SoldPlan {
  return (SOLD_PLANS as readonly string[]).includes(key);
}

/** What a Stripe price charges in a currency: its own amount, or one of its currency options. */
export function unitAmountIn(price: Stripe.Price, currency: string): number | null {
  if (price.currency === currency) return price.unit_amount;
  return price.currency_options?.[currency]?.unit_amount ?? null;
}
