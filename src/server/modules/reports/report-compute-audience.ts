import { oldestFirst } from '../../../common/follower-growth';
import type { Message } from '../../http/i18n/text';
import type { AudienceDimension } from '../discovery/discovery.tables';
import type {
  ConnectedAudienceSource,
  ReportAccount,
  ReportAudienceRow,
  ReportPost,
  ReportSnapshot,
} from './report-input';
import { count, DAY_MS, dayMs, median, percent, round2 } from './report-math';
import { METHOD_TEXT } from './report-method.text';
import { SIGNAL_TEXT } from './report-signals.text';
import { note, type StoredAudience, type StoredSignal } from './report-snapshot';

type Audience = StoredAudience;
type Signal = StoredSignal;
type Verdict = Signal['verdict'];

const signalOf = (key: Signal['key'], verdict: Verdict, detail: Message): Signal => ({
  key,
  verdict,
  detail: note(detail),
});
/** The figure with what it suggests. */
const judged = (figure: Message, judgement: Message) => SIGNAL_TEXT.judged({ figure, judgement });

export const AUDIENCE_TOP = 10;

const DIMENSIONS: [AudienceDimension, 'countries' | 'cities' | 'genders' | 'ages' | 'languages'][] =
  [
    ['country', 'countries'],
    ['city', 'cities'],
    ['gender', 'genders'],
    ['age', 'ages'],
    ['language', 'languages'],
  ];

/**
 * How much each judged signal weighs in the score. Audience quality weighs most: it is measured
 * on the followers themselves; the other three are indirect traces of buying.
 */
export const SIGNAL_WEIGHTS: Record<Signal['key'], number> = {
  audienceQuality: 35,
  engagementConsistency: 25,
  followerShape: 20,
  growthSpikes: 20,
};
export const VERDICT_POINTS: Record<Exclude<Verdict, 'unknown'>, number> = {
  good: 100,
  warning: 50,
  bad: 0,
};

/** Fewer posts or snapshots than this say nothing about consistency or spikes. */
const MIN_POSTS = 3;
const MIN_CHANGES = 4;

/** Coefficient of variation of per-post likes plus comments: standard deviation / mean. */
export function engagementVariation(
  posts: Pick<ReportPost, 'likes' | 'comments'>[],
): number | null {
  if (posts.length < MIN_POSTS) return null;
  const values = posts.map((p) => p.likes + p.comments);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  if (mean === 0) return null;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

export function engagementConsistency(posts: Pick<ReportPost, 'likes' | 'comments'>[]): Signal {
  const key = 'engagementConsistency';
  const cv = engagementVariation(posts);
  if (cv === null) return signalOf(key, 'unknown', SIGNAL_TEXT.needsPosts({ count: MIN_POSTS }));
  const varies = SIGNAL_TEXT.engagementVaries({
    cv: Math.round(cv * 100),
    count: count(posts.length),
  });
  // Bought likes arrive in round, even batches; real audiences react unevenly, within reason.
  if (cv < 0.1) return signalOf(key, 'warning', judged(varies, SIGNAL_TEXT.suspiciouslyEven));
  if (cv <= 1) return signalOf(key, 'good', judged(varies, SIGNAL_TEXT.naturalSpread));
  if (cv <= 2) return signalOf(key, 'warning', judged(varies, SIGNAL_TEXT.fewPostsCarry));
  return signalOf(key, 'bad', judged(varies, SIGNAL_TEXT.isolatedBursts));
}

export function followerShape(account: Pick<ReportAccount, 'followers' | 'following'>): Signal {
  const key = 'followerShape';
  if (account.followers === 0) return signalOf(key, 'unknown', SIGNAL_TEXT.noFollowers);
  const ratio = account.following / account.followers;
  const figure = SIGNAL_TEXT.follows({
    following: count(account.following),
    followers: count(account.followers),
    share: percent(ratio * 100),
  });
  if (ratio < 0.8) return signalOf(key, 'good', figure);
  if (ratio <= 3) return signalOf(key, 'warning', judged(figure, SIGNAL_TEXT.followForFollow));
  return signalOf(key, 'bad', judged(figure, SIGNAL_TEXT.massFollowing));
}

/**
 * Follower change between consecutive snapshots, scaled to a week so weekly and daily histories
 * read alike; the largest gain is compared with the median size of a change.
 */
export function growthSpikeRatio(
  snapshots: ReportSnapshot[],
): { ratio: number; gain: number; on: string; typical: number } | null {
  const history = oldestFirst(snapshots);
  if (history.length < MIN_CHANGES + 1) return null;
  const changes = history.slice(1).map((s, i) => {
    const days = Math.max((dayMs(s.takenOn) - dayMs(history[i].takenOn)) / DAY_MS, 1);
    return { perWeek: ((s.followers - history[i].followers) * 7) / days, on: s.takenOn };
  });
  const largest = changes.reduce((a, b) => (b.perWeek > a.perWeek ? b : a));
  // A floor of 0.1 % of the followers a week: a flat history must not make +5 followers a spike.
  const newest = history[history.length - 1].followers;
  const typical = Math.max(median(changes.map((c) => Math.abs(c.perWeek))) ?? 0, newest * 0.001, 1);
  return { ratio: largest.perWeek / typical, gain: largest.perWeek, on: largest.on, typical };
}

export function growthSpikes(snapshots: ReportSnapshot[]): Signal {
  const key = 'growthSpikes';
  const spike = growthSpikeRatio(snapshots);
  if (!spike) {
    return signalOf(key, 'unknown', SIGNAL_TEXT.needsSnapshots({ count: MIN_CHANGES + 1 }));
  }
  if (spike.gain <= 0) return signalOf(key, 'good', SIGNAL_TEXT.nothingBought);
  const figure = SIGNAL_TEXT.largestGain({
    gain: count(spike.gain),
    on: spike.on,
    ratio: round2(spike.ratio),
    typical: count(spike.typical),
  });
  if (spike.ratio <= 3) return signalOf(key, 'good', figure);
  if (spike.ratio <= 6) return signalOf(key, 'warning', judged(figure, SIGNAL_TEXT.unusualJump));
  return signalOf(key, 'bad', judged(figure, SIGNAL_TEXT.boughtSpike));
}

export function audienceQuality(account: Pick<ReportAccount, 'audienceCredibility'>): Signal {
  const key = 'audienceQuality';
  const real = account.audienceCredibility;
  if (real === null) return signalOf(key, 'unknown', SIGNAL_TEXT.noAudienceCheck);
  const figure = SIGNAL_TEXT.realPeople({ share: percent(real * 100) });
  if (real >= 0.75) return signalOf(key, 'good', figure);
  if (real >= 0.6) return signalOf(key, 'warning', figure);
  return signalOf(key, 'bad', figure);
}

/** Weighted average of the judged signals' points; null when none could be judged. */
export function credibilityScore(signals: Signal[]): number | null {
  let points = 0;
  let weights = 0;
  for (const signal of signals) {
    if (signal.verdict === 'unknown') continue;
    points += VERDICT_POINTS[signal.verdict] * SIGNAL_WEIGHTS[signal.key];
    weights += SIGNAL_WEIGHTS[signal.key];
  }
  return weights === 0 ? null : Math.round(points / weights);
}

export function audienceShares(rows: ReportAudienceRow[], dimension: AudienceDimension) {
  return rows
    .filter((row) => row.dimension === dimension)
    .sort((a, b) => b.share - a.share || a.value.localeCompare(b.value))
    .slice(0, AUDIENCE_TOP)
    .map((row) => ({ value: row.value, share: round2(row.share * 100) }));
}

export function computeAudience(input: {
  account: ReportAccount;
  posts: ReportPost[];
  snapshots: ReportSnapshot[];
  audience: ReportAudienceRow[];
  audienceSource?: ConnectedAudienceSource;
}): Audience {
  const signals = [
    engagementConsistency(input.posts),
    followerShape(input.account),
    growthSpikes(input.snapshots),
    audienceQuality(input.account),
  ];
  const score = credibilityScore(signals);
  const sections = Object.fromEntries(
    DIMENSIONS.map(([dimension, name]) => [name, audienceShares(input.audience, dimension)]),
  ) as Pick<Audience, 'countries' | 'cities' | 'genders' | 'ages' | 'languages'>;
  const { audienceSource } = input;
  const source = audienceSource
    ? METHOD_TEXT.audienceConnected({
        provider: audienceSource.provider,
        date: audienceSource.asOf.toISOString().slice(0, 10),
        top: AUDIENCE_TOP,
      })
    : METHOD_TEXT.audienceEstimated({ top: AUDIENCE_TOP });
  return {
    ...sections,
    credibility: { score, signals },
    method: note(
      METHOD_TEXT.audienceNote({
        source,
        weights: METHOD_TEXT.signalWeights(SIGNAL_WEIGHTS),
        judged: score === null ? METHOD_TEXT.noneJudged : METHOD_TEXT.scoreHere({ score }),
      }),
    ),
  };
}
