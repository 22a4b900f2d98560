import type { AuditReportData } from '../../../common/audit-report';
import type { Platform } from '../../../common/constants';
import { PLATFORM_NAMES } from '../../../common/constants';
import { EMV_CENTS } from '../campaigns';
import type { PeerStats, ReportAccount } from './report-input';
import { count, dollars, percent, round2 } from './report-math';

type Value = AuditReportData['value'];

/**
 * What advertisers commonly pay per 1,000 views of a sponsored post, in US cents: the low and
 * high end of the usual market band per platform.
 */
export const CPM_BAND_CENTS: Record<Platform, { min: number; max: number }> = {
  instagram: { min: 1_000, max: 2_500 },
  tiktok: { min: 500, max: 1_500 },
  youtube: { min: 2_000, max: 5_000 },
};
/** Share of followers an average post reaches when the bank has no view counts. */
export const REACH_WITHOUT_VIEWS = 0.2;
/** Engagement moves the price at most this far either way. */
const ENGAGEMENT_FACTOR = { min: 0.5, max: 2 };

/** Expected views per post: the bank's average views, else a fifth of the followers. */
export const expectedViews = (account: Pick<ReportAccount, 'avgViews' | 'followers'>): number =>
  account.avgViews > 0 ? account.avgViews : Math.round(account.followers * REACH_WITHOUT_VIEWS);

/** Engagement against the size band's median, clamped to 0.5–2; 1 without a median. */
export function engagementFactor(engagementRate: number, peers: PeerStats): number {
  if (!peers.median || peers.median <= 0) return 1;
  const factor = engagementRate / peers.median;
  return round2(Math.min(ENGAGEMENT_FACTOR.max, Math.max(ENGAGEMENT_FACTOR.min, factor)));
}

/** Media engagement value of an average post, in cents (the media-engagement-value table). */
export const emvPerPostCents = (
  account: Pick<ReportAccount, 'avgLikes' | 'avgComments' | 'avgViews'>,
): number =>
  account.avgLikes * EMV_CENTS.like +
  account.avgComments * EMV_CENTS.comment +
  account.avgViews * EMV_CENTS.view;

/** Whole dollars: a price estimate has no cents. */
const wholeDollars = (cents: number) => Math.round(cents / 100) * 100;

export function computeValue(account: ReportAccount, peers: PeerStats): Value {
  const views = expectedViews(account);
  const band = CPM_BAND_CENTS[account.platform];
  const factor = engagementFactor(account.engagementRate, peers);
  const priceAt = (cpmCents: number) => wholeDollars((views / 1_000) * cpmCents * factor);
  const emv = emvPerPostCents(account);
  const viewSource =
    account.avgViews > 0 ? 'average views' : `${REACH_WITHOUT_VIEWS * 100} % of followers`;
  const factorText =
    peers.median && peers.median > 0
      ? `x${factor} for an engagement rate of ${percent(account.engagementRate)} against the size band's median of ${percent(peers.median)} (held within 0.5–2)`
      : 'with no size band median to adjust for engagement';
  return {
    currency: 'USD',
    pricePerPostMinor: { min: priceAt(band.min), max: priceAt(band.max) },
    emvPerPostMinor: emv,
    method: `Price per post: ${count(views)} expected views (${viewSource}) x ${dollars(band.min)}–${dollars(band.max)} per 1,000 views (the usual ${PLATFORM_NAMES[account.platform]} band), ${factorText}, rounded to whole dollars. Media engagement value of an average post: ${count(account.avgLikes)} likes x ${dollars(EMV_CENTS.like)} + ${count(account.avgComments)} comments x ${dollars(EMV_CENTS.comment)} + ${count(account.avgViews)} views x ${dollars(EMV_CENTS.view)} = ${dollars(emv)}.`,
  };
}
