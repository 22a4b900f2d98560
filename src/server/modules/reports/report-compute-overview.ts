import type { AuditReportData } from '../../../common/audit-report';
import type { Platform } from '../../../common/constants';
import { PLATFORM_NAMES } from '../../../common/constants';
import { ratioText } from '../../../common/ratio-text';
import type { PeerStats, ReportAccount } from './report-input';
import { count, percent, round2, roundNumber } from './report-math';
import { METHOD_TEXT } from './report-method.text';
import { note, type StoredReportData } from './report-snapshot';

type Overview = StoredReportData['overview'];
export type SizeBand = { min: number; max: number | null };

/** Follower size bands creators are compared within (min inclusive, max exclusive). */
export const SIZE_BANDS: readonly SizeBand[] = [
  { min: 0, max: 1_000 },
  { min: 1_000, max: 10_000 },
  { min: 10_000, max: 50_000 },
  { min: 50_000, max: 500_000 },
  { min: 500_000, max: 1_000_000 },
  { min: 1_000_000, max: null },
];

export function sizeBandOf(followers: number): SizeBand {
  return (
    SIZE_BANDS.find(
      (band) => followers >= band.min && (band.max === null || followers < band.max),
    ) ?? SIZE_BANDS[0]
  );
}

export function bandLabel(band: { min: number; max: number | null }): string {
  return band.max === null
    ? `${roundNumber(band.min)}+`
    : `${roundNumber(band.min)}–${roundNumber(band.max)}`;
}

/** Fewer creators than this in a band say nothing about what is typical. */
export const MIN_PEERS = 5;

/** Below the first quartile, above the third, or typical between them; null with too few peers. */
export function standingOf(
  engagementRate: number,
  peers: PeerStats,
): AuditReportData['overview']['peers']['standing'] {
  if (peers.count < MIN_PEERS || peers.q1 === null || peers.q3 === null) return null;
  if (engagementRate < peers.q1) return 'below';
  if (engagementRate > peers.q3) return 'above';
  return 'typical';
}

const POSITION = {
  typical: METHOD_TEXT.betweenQuartiles,
  above: METHOD_TEXT.aboveThirdQuartile,
  below: METHOD_TEXT.belowFirstQuartile,
};

export function computeOverview(account: ReportAccount, peers: PeerStats): Overview {
  const platform: Platform = account.platform;
  const standing = standingOf(account.engagementRate, peers);
  const band = { min: peers.bandMin, max: peers.bandMax };
  const rounded = (n: number | null) => (n === null ? null : round2(n));
  const group = {
    platform: PLATFORM_NAMES[platform],
    band: bandLabel(band),
    count: count(peers.count),
  };
  const peerText =
    standing === null
      ? METHOD_TEXT.peersTooFew({ ...group, min: MIN_PEERS })
      : METHOD_TEXT.peersMedian({
          ...group,
          median: percent(peers.median ?? 0),
          q1: percent(peers.q1 ?? 0),
          q3: percent(peers.q3 ?? 0),
          position: POSITION[standing],
        });
  return {
    followers: account.followers,
    following: account.following,
    postsCount: account.postsCount,
    engagementRate: round2(account.engagementRate),
    avgLikes: account.avgLikes,
    avgComments: account.avgComments,
    avgViews: account.avgViews,
    likesToComments: ratioText(account.avgLikes, account.avgComments),
    followersToFollowing: ratioText(account.followers, account.following),
    peers: {
      bandMin: peers.bandMin,
      bandMax: peers.bandMax,
      count: peers.count,
      q1: rounded(peers.q1),
      median: rounded(peers.median),
      q3: rounded(peers.q3),
      standing,
    },
    method: note(
      METHOD_TEXT.overviewNote({
        rate: percent(account.engagementRate),
        likes: count(account.avgLikes),
        comments: count(account.avgComments),
        followers: count(account.followers),
        peers: peerText,
      }),
    ),
  };
}
