import type { AuditReportData } from '../../../common/audit-report';
import type { Platform } from '../../../common/constants';
import { PLATFORM_NAMES } from '../../../common/constants';
import { ratioText } from '../../../common/ratio-text';
import type { PeerStats, ReportAccount } from './report-input';
import { count, percent, round2, roundNumber } from './report-math';

type Overview = AuditReportData['overview'];
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
): Overview['peers']['standing'] {
  if (peers.count < MIN_PEERS || peers.q1 === null || peers.q3 === null) return null;
  if (engagementRate < peers.q1) return 'below';
  if (engagementRate > peers.q3) return 'above';
  return 'typical';
}

export function computeOverview(account: ReportAccount, peers: PeerStats): Overview {
  const platform: Platform = account.platform;
  const standing = standingOf(account.engagementRate, peers);
  const band = { min: peers.bandMin, max: peers.bandMax };
  const rounded = (n: number | null) => (n === null ? null : round2(n));
  const peerText =
    standing === null
      ? `Fewer than ${MIN_PEERS} ${PLATFORM_NAMES[platform]} creators with ${bandLabel(band)} followers are in our bank (${count(peers.count)}), too few to say what is typical.`
      : `Median of ${count(peers.count)} ${PLATFORM_NAMES[platform]} creators with ${bandLabel(band)} followers in our bank: ${percent(peers.median ?? 0)} (quartiles ${percent(peers.q1 ?? 0)} and ${percent(peers.q3 ?? 0)}); this profile is ${standing === 'typical' ? 'between the quartiles' : standing === 'above' ? 'above the third quartile' : 'below the first quartile'}.`;
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
    method: `Engagement rate is average likes plus comments per post as a share of followers: ${percent(account.engagementRate)} with ${count(account.avgLikes)} likes and ${count(account.avgComments)} comments per post and ${count(account.followers)} followers. ${peerText}`,
  };
}
