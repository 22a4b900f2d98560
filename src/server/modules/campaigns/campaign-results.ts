// Campaign results (issue #6 "Results", issue 58): every figure of a campaign is defined once,
// here, as pure functions over its tracked posts, link clicks and payments. The results tab, each
// influencer's row and the public page all come from campaignResultsOf, so they answer the same
// numbers. A figure is computed from the posts that have it; one that no post has is null with
// the reason in `availability`, never 0 (docs/campaigns.md#results).

import type { PostDto } from '../../../common/api/campaign-content';
import type { MetricName, MoneyDto } from '../../../common/api/campaign-fields';
import type { PaymentDto } from '../../../common/api/campaign-payments';
import type {
  CostsDto,
  EmvDto,
  PublicResultsDto,
  ResultGap,
  ResultStatusDto,
  ResultsDto,
} from '../../../common/api/campaigns';
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

/** What the results read of a tracked post or story. */
export type ResultPost = Pick<
  PostDto,
  'kind' | 'platform' | 'url' | 'profileId' | 'metricsSource' | MetricName
>;
export type PaymentForSpend = Pick<PaymentDto, 'amountMinor' | 'currency' | 'status'>;

export type CampaignResultsInput = {
  /** Tracked posts and stories (pending and failed ones have no figures yet). */
  posts: readonly ResultPost[];
  /** The influencers and their followers: the engagement rate's base. */
  influencers: readonly { profileId: string; followers: number }[];
  links: readonly { profileId: string | null; clicks: { total: number } }[];
  payments: readonly (PaymentForSpend & { profileId: string | null })[];
  currency: string;
};

/** A figure and what is known about it. */
type Figure = { value: number | null; status: ResultStatusDto };

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

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const ENGAGEMENT_PARTS = ['likes', 'comments', 'shares', 'saves'] as const;
const EMV_ACTIONS = ['views', ...ENGAGEMENT_PARTS] as const;

/** Likes, comments, shares and saves: what a viewer did. Null when the post has none of them. */
export function engagementsOf(post: Pick<ResultPost, (typeof ENGAGEMENT_PARTS)[number]>) {
  const known = ENGAGEMENT_PARTS.map((name) => post[name]).filter((n) => n !== null);
  return known.length === 0 ? null : known.reduce((total, n) => total + n, 0);
}

/** What a post was seen: its impressions, its views standing in when it has no impressions. */
const seenOf = (post: ResultPost) => post.impressions ?? post.views;

/**
 * An Instagram feed post (/p/, not a reel): without views it is a photo or a carousel, which
 * have none. The bank stores no media type on campaign posts, so the link tells.
 */
const isPhotoPost = (post: ResultPost) =>
  post.kind === 'post' && post.platform === 'instagram' && /\/p\//.test(post.url ?? '');

/** Why none of the posts has any of `names`: the reason that fits every post. */
function gapOf(posts: readonly ResultPost[], names: readonly MetricName[]): ResultGap {
  if (posts.length === 0) return 'no_posts_yet';
  if (names.includes('views') && posts.every(isPhotoPost)) return 'no_views_on_photos';
  if (posts.every((post) => post.metricsSource === 'manual')) return 'not_entered';
  return 'not_reported_by_source';
}

const known = (value: number, counted: number, of: number): Figure => ({
  value,
  status: { missing: null, coverage: { counted, of } },
});
const unknown = (missing: ResultGap, coverage: ResultStatusDto['coverage']): Figure => ({
  value: null,
  status: { missing, coverage },
});

/** The sum over the posts that have a value; null, with why, when none has. */
function summed(
  posts: readonly ResultPost[],
  read: (post: ResultPost) => number | null,
  names: readonly MetricName[],
): Figure {
  const values = posts.map(read).filter((n) => n !== null);
  if (values.length === 0) return unknown(gapOf(posts, names), { counted: 0, of: posts.length });
  return known(
    values.reduce((total, n) => total + n, 0),
    values.length,
    posts.length,
  );
}

/**
 * Engagement rate = Σ engagements / Σ followers of each post's creator × 100, over the posts that
 * have engagements and belong to an influencer with followers (a creator's followers count once
 * per post). It is the creators' own engagement rate, applied to the campaign's posts, so it
 * needs no reach or views, which photo posts and most sources lack.
 */
function engagementRateOf(
  posts: readonly ResultPost[],
  followers: ReadonlyMap<string, number>,
  engagements: Figure,
): Figure {
  if (engagements.value === null) return engagements;
  let engaged = 0;
  let base = 0;
  let counted = 0;
  for (const post of posts) {
    const own = engagementsOf(post);
    const audience = post.profileId ? (followers.get(post.profileId) ?? 0) : 0;
    if (own === null || audience <= 0) continue;
    engaged += own;
    base += audience;
    counted += 1;
  }
  if (counted === 0) return unknown('no_creator_followers', { counted: 0, of: posts.length });
  return known(round((engaged / base) * 100, 2), counted, posts.length);
}

/** Human clicks on the tracked links; without a link nothing counts clicks. */
function clicksOf(links: CampaignResultsInput['links']): Figure {
  if (links.length === 0) return unknown('no_tracked_links', null);
  const total = links.reduce((n, link) => n + link.clicks.total, 0);
  return { value: total, status: { missing: null, coverage: null } };
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

type CostName = 'costPerEngagement' | 'costPerClick' | 'cpm';

/**
 * Costs per currency (a campaign may pay in several; they are never converted), in major units:
 * spend per engagement, per click, and per 1,000 seen (impressions, else views, per post).
 */
export function costsOf(
  spend: readonly MoneyDto[],
  bases: Record<CostName, Figure>,
): { costs: CostsDto[]; availability: Record<CostName, ResultStatusDto> } {
  const per = (major: number, base: Figure, scale = 1) =>
    base.value ? round((major / base.value) * scale, 4) : null;
  const costs = spend.map(({ currency, amountMinor }) => {
    const major = fromMinorUnits(amountMinor, currency);
    return {
      currency,
      spendMinor: amountMinor,
      costPerEngagement: per(major, bases.costPerEngagement),
      costPerClick: per(major, bases.costPerClick),
      cpm: per(major, bases.cpm, 1000),
    };
  });
  const statusOf = (base: Figure): ResultStatusDto => {
    if (spend.length === 0) return { missing: 'no_spend', coverage: null };
    if (base.value === 0) return { ...base.status, missing: 'nothing_counted_yet' };
    return base.status;
  };
  return {
    costs,
    availability: {
      costPerEngagement: statusOf(bases.costPerEngagement),
      costPerClick: statusOf(bases.costPerClick),
      cpm: statusOf(bases.cpm),
    },
  };
}

/** The results of some posts, links and payments (a campaign's, or one influencer's share). */
function resultsOf(
  posts: readonly ResultPost[],
  followers: ReadonlyMap<string, number>,
  links: CampaignResultsInput['links'],
  payments: readonly PaymentForSpend[],
  currency: string,
): ResultsDto {
  const metric = (name: MetricName) => summed(posts, (post) => post[name], [name]);
  const [reach, impressions, views, likes, comments, shares, saves] = [
    metric('reach'),
    metric('impressions'),
    metric('views'),
    metric('likes'),
    metric('comments'),
    metric('shares'),
    metric('saves'),
  ];
  const engagements = summed(posts, engagementsOf, ENGAGEMENT_PARTS);
  const engagementRate = engagementRateOf(posts, followers, engagements);
  const clicks = clicksOf(links);
  const seen = summed(posts, seenOf, ['impressions', 'views']);

  // EMV values the actions known; it is unknown only when no action is (no figure, no link).
  const actions = summed(
    posts,
    (post) => (EMV_ACTIONS.some((name) => post[name] !== null) ? 0 : null),
    EMV_ACTIONS,
  );
  const totals = {
    likes: likes.value ?? 0,
    comments: comments.value ?? 0,
    shares: shares.value ?? 0,
    saves: saves.value ?? 0,
    views: views.value ?? 0,
    clicks: clicks.value ?? 0,
  };
  const emvKnown = actions.value !== null || clicks.value !== null;
  const { costs, availability: costAvailability } = costsOf(spendByCurrency(payments), {
    costPerEngagement: engagements,
    costPerClick: clicks,
    cpm: seen,
  });
  return {
    posts: posts.filter((p) => p.kind === 'post').length,
    stories: posts.filter((p) => p.kind === 'story').length,
    reach: reach.value,
    impressions: impressions.value,
    views: views.value,
    likes: likes.value,
    comments: comments.value,
    shares: shares.value,
    saves: saves.value,
    engagements: engagements.value,
    engagementRate: engagementRate.value,
    clicks: clicks.value,
    emvUsd: emvKnown ? emvUsd(totals) : null,
    emv: emvKnown ? emvIn(totals, currency) : null,
    costs,
    availability: {
      reach: reach.status,
      impressions: impressions.status,
      views: views.status,
      likes: likes.status,
      comments: comments.status,
      shares: shares.status,
      saves: saves.status,
      engagements: engagements.status,
      engagementRate: engagementRate.status,
      clicks: clicks.status,
      emv: emvKnown ? { missing: null, coverage: actions.status.coverage } : actions.status,
      ...costAvailability,
    },
  };
}

/** The campaign's results and each influencer's, from the same posts, links and payments. */
export function campaignResultsOf(input: CampaignResultsInput): {
  results: ResultsDto;
  ofInfluencer: (profileId: string) => ResultsDto;
} {
  const followers = new Map(input.influencers.map((i) => [i.profileId, i.followers]));
  const own = <T extends { profileId: string | null }>(rows: readonly T[], profileId: string) =>
    rows.filter((row) => row.profileId === profileId);
  return {
    results: resultsOf(input.posts, followers, input.links, input.payments, input.currency),
    ofInfluencer: (profileId) =>
      resultsOf(
        own(input.posts, profileId),
        followers,
        own(input.links, profileId),
        own(input.payments, profileId),
        input.currency,
      ),
  };
}

/** What the public page may show of results: everything but costs, which reveal payments. */
export function publicResultsOf(results: ResultsDto): PublicResultsDto {
  const { costs: _costs, availability, ...figures } = results;
  const { costPerEngagement: _e, costPerClick: _c, cpm: _m, ...shown } = availability;
  return { ...figures, availability: shown };
}
