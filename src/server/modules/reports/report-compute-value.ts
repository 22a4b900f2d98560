import type { Platform } from '../../../common/constants';
import { PLATFORM_NAMES } from '../../../common/constants';
import { EMV_CENTS } from '../campaigns';
import type { PeerStats, ReportAccount } from './report-input';
import { count, dollars, percent, round2 } from './report-math';
import { METHOD_TEXT } from './report-method.text';
import { note, type StoredReportData } from './report-snapshot';

type Value = StoredReportData['value'];

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
    account.avgViews > 0
      ? METHOD_TEXT.averageViews
      : METHOD_TEXT.shareOfFollowers({ share: REACH_WITHOUT_VIEWS * 100 });
  const factorText =
    peers.median && peers.median > 0
      ? METHOD_TEXT.factorAgainstMedian({
          factor,
          rate: percent(account.engagementRate),
          median: percent(peers.median),
        })
      : METHOD_TEXT.factorNoMedian;
  return {
    currency: 'USD',
    pricePerPostMinor: { min: priceAt(band.min), max: priceAt(band.max) },
    emvPerPostMinor: emv,
    method: note(
      METHOD_TEXT.valueNote({
        views: count(views),
        source: viewSource,
        min: dollars(band.min),
        max: dollars(band.max),
        platform: PLATFORM_NAMES[account.platform],
        factor: factorText,
        likes: count(account.avgLikes),
        perLike: dollars(EMV_CENTS.like),
        comments: count(account.avgComments),
        perComment: dollars(EMV_CENTS.comment),
        avgViews: count(account.avgViews),
        perView: dollars(EMV_CENTS.view),
        emv: dollars(emv),
      }),
    ),
  };
}
