import type { AuditReportData } from '../../../common/audit-report';
import type { AudienceDimension } from '../discovery/discovery.tables';
import { oldestFirst } from './report-compute-growth';
import type {
  ConnectedAudienceSource,
  ReportAccount,
  ReportAudienceRow,
  ReportPost,
  ReportSnapshot,
} from './report-input';
import { count, DAY_MS, dayMs, median, percent, round2 } from './report-math';

type Audience = AuditReportData['audience'];
type Signal = Audience['credibility']['signals'][number];
type Verdict = Signal['verdict'];

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
  if (cv === null) {
    return { key, verdict: 'unknown', detail: `Needs at least ${MIN_POSTS} posts with engagement` };
  }
  const varies = `Engagement varies by ${Math.round(cv * 100)} % from post to post (over ${count(posts.length)} posts)`;
  // Bought likes arrive in round, even batches; real audiences react unevenly, within reason.
  if (cv < 0.1) return { key, verdict: 'warning', detail: `${varies}: suspiciously even` };
  if (cv <= 1) return { key, verdict: 'good', detail: `${varies}: a natural spread` };
  if (cv <= 2)
    return { key, verdict: 'warning', detail: `${varies}: a few posts carry most of it` };
  return { key, verdict: 'bad', detail: `${varies}: isolated bursts on otherwise quiet posts` };
}

export function followerShape(account: Pick<ReportAccount, 'followers' | 'following'>): Signal {
  const key = 'followerShape';
  if (account.followers === 0) return { key, verdict: 'unknown', detail: 'No followers yet' };
  const ratio = account.following / account.followers;
  const figure = `Follows ${count(account.following)} accounts for ${count(account.followers)} followers (${percent(ratio * 100)} of them)`;
  if (ratio < 0.8) return { key, verdict: 'good', detail: figure };
  if (ratio <= 3) {
    return { key, verdict: 'warning', detail: `${figure}: a follow-for-follow pattern` };
  }
  return { key, verdict: 'bad', detail: `${figure}: mass following to be followed back` };
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
    return {
      key,
      verdict: 'unknown',
      detail: `Needs at least ${MIN_CHANGES + 1} follower snapshots`,
    };
  }
  if (spike.gain <= 0) {
    return { key, verdict: 'good', detail: 'No week gained followers, so nothing was bought' };
  }
  const figure = `Largest weekly gain ${count(spike.gain)} followers (${spike.on}), ${round2(spike.ratio)} times the typical weekly change of ${count(spike.typical)}`;
  if (spike.ratio <= 3) return { key, verdict: 'good', detail: figure };
  if (spike.ratio <= 6) return { key, verdict: 'warning', detail: `${figure}: an unusual jump` };
  return { key, verdict: 'bad', detail: `${figure}: a spike typical of bought followers` };
}

export function audienceQuality(account: Pick<ReportAccount, 'audienceCredibility'>): Signal {
  const key = 'audienceQuality';
  const real = account.audienceCredibility;
  if (real === null) return { key, verdict: 'unknown', detail: 'The bank has no audience check' };
  const figure = `${percent(real * 100)} of the audience judged to be real people`;
  if (real >= 0.75) return { key, verdict: 'good', detail: figure };
  if (real >= 0.6) return { key, verdict: 'warning', detail: figure };
  return { key, verdict: 'bad', detail: figure };
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
  const weights = Object.entries(SIGNAL_WEIGHTS)
    .map(([k, w]) => `${k.replace(/([A-Z])/g, ' $1').toLowerCase()} ${w}`)
    .join(', ');
  return {
    ...sections,
    credibility: { score, signals },
    method: `${
      input.audienceSource
        ? `Audience shares come from the creator's connected ${input.audienceSource.provider} account as of ${input.audienceSource.asOf.toISOString().slice(0, 10)}, not an estimate (top ${AUDIENCE_TOP} per kind; languages are the bank's estimate).`
        : `Audience shares are the bank's estimate for this profile (top ${AUDIENCE_TOP} per kind).`
    } The credibility score is the weighted average of the signals that could be judged (good 100, warning 50, bad 0; weights ${weights}); ${
      score === null ? 'none could be judged here' : `here ${score} of 100`
    }.`,
  };
}
