// Campaign results (issue #6 "Results"): pure functions over posts, clicks and payments, so the
// formulas are tested on hand-computed fixtures and shared by the detail and the public page.

import type { PostDto } from '../../../common/api/campaign-content';
import type { MetricName, MoneyDto } from '../../../common/api/campaign-fields';
import type { PaymentDto } from '../../../common/api/campaign-payments';
import type { CostsDto, EmvDto, PublicResultsDto, ResultsDto } from '../../../common/api/campaigns';
import { fromMinorUnits, toMinorUnits } from '../../../common/format-currency';
import { priceBookRate } from '../billing';

/**
 * Media engagement value per action in US cents (docs/campaigns.md): what buying that action
 * as advertising would roughly cost. Integers, so sums are exact before the final division.
 */
export const EMV_CENTS = {
  like: 8,
  comment: 60,
  share: 120,
  save: 100,
  view: 2,
  click: 90,
} as const;

export type PostMetrics = Pick<PostDto, 'kind' | MetricName>;
export type PaymentForSpend = Pick<PaymentDto, 'amountMinor' | 'currency' | 'status'>;

/** Spend counts payments that are paid or scheduled; pending and cancelled ones are not spent. */
export function isSpent(payment: Pick<PaymentForSpend, 'status'>): boolean {
  return payment.status === 'paid' || payment.status === 'scheduled';
}

/** Spend per currency, currencies in alphabetical order. */
export function spendByCurrency(payments: readonly PaymentForSpend[]): MoneyDto[] {
  const sums = new Map<string, number>();
  for (const p of payments) {
    if (isSpent(p)) sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.amountMinor);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ currency, amountMinor }));
}

const sum = (posts: readonly PostMetrics[], key: keyof Omit<PostMetrics, 'kind'>) =>
  posts.reduce((total, post) => total + (post[key] ?? 0), 0);

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** Likes, comments, shares and saves: what a viewer did, not what they saw. */
export function engagementsOf(post: Omit<PostMetrics, 'kind'>): number {
  return (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0) + (post.saves ?? 0);
}

/** Engagements in percent of reach; of views when no reach is known; null when neither is. */
export function engagementRate(engagements: number, reach: number, views: number): number | null {
  if (reach > 0) return round((engagements / reach) * 100, 2);
  if (views > 0) return round((engagements / views) * 100, 2);
  return null;
}

type ActionTotals = {
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  views: number;
  clicks: number;
};

/** Media engagement value in US cents, summed as integers. */
function emvCents(totals: ActionTotals): number {
  return (
    totals.likes * EMV_CENTS.like +
    totals.comments * EMV_CENTS.comment +
    totals.shares * EMV_CENTS.share +
    totals.saves * EMV_CENTS.save +
    totals.views * EMV_CENTS.view +
    totals.clicks * EMV_CENTS.click
  );
}

/** Media engagement value in USD (cents summed as integers, then turned into dollars). */
export function emvUsd(totals: ActionTotals): number {
  return emvCents(totals) / 100;
}

/**
 * EMV in `currency`: the dollar total converted once at the price book's rate (billing), rounded
 * to the currency's minor unit. A currency the price book does not sell keeps dollars, so no
 * figure is ever labelled with a currency it was not converted into.
 */
export function emvIn(totals: ActionTotals, currency: string): EmvDto {
  const usdRate = priceBookRate(currency);
  const dollars = emvUsd(totals);
  if (usdRate === null) return { currency: 'USD', valueMinor: emvCents(totals), usdRate: 1 };
  const code = currency.toUpperCase();
  return { currency: code, valueMinor: toMinorUnits(dollars * usdRate, code), usdRate };
}

/**
 * Costs per currency (a campaign may pay in several; they are never converted): cost per
 * engagement and per click in major units, CPM per 1,000 impressions (views when no impressions).
 */
export function costsOf(
  spend: readonly MoneyDto[],
  totals: { engagements: number; clicks: number; impressions: number; views: number },
): CostsDto[] {
  const perMille = totals.impressions > 0 ? totals.impressions : totals.views;
  return spend.map(({ currency, amountMinor }) => {
    const major = fromMinorUnits(amountMinor, currency);
    return {
      currency,
      spendMinor: amountMinor,
      costPerEngagement: totals.engagements > 0 ? round(major / totals.engagements, 4) : null,
      costPerClick: totals.clicks > 0 ? round(major / totals.clicks, 4) : null,
      cpm: perMille > 0 ? round((major / perMille) * 1000, 4) : null,
    };
  });
}

/** Everything the public page may show: no payments, only EMV in the campaign's `currency`. */
export function publicResultsOf(
  posts: readonly PostMetrics[],
  clicks: number,
  currency: string,
): PublicResultsDto {
  const totals = {
    likes: sum(posts, 'likes'),
    comments: sum(posts, 'comments'),
    shares: sum(posts, 'shares'),
    saves: sum(posts, 'saves'),
    views: sum(posts, 'views'),
    clicks,
  };
  const reach = sum(posts, 'reach');
  const engagements = totals.likes + totals.comments + totals.shares + totals.saves;
  return {
    posts: posts.filter((p) => p.kind === 'post').length,
    stories: posts.filter((p) => p.kind === 'story').length,
    reach,
    impressions: sum(posts, 'impressions'),
    ...totals,
    engagements,
    engagementRate: engagementRate(engagements, reach, totals.views),
    emvUsd: emvUsd(totals),
    emv: emvIn(totals, currency),
  };
}

/** Results of a campaign or of one influencer in it. */
export function resultsOf(
  posts: readonly PostMetrics[],
  clicks: number,
  payments: readonly PaymentForSpend[],
  currency: string,
): ResultsDto {
  const results = publicResultsOf(posts, clicks, currency);
  return { ...results, costs: costsOf(spendByCurrency(payments), results) };
}
