import { describe, expect, it } from 'vitest';
import { auditReportDataSchema } from '../../../common/audit-report';
import { computeReport } from './report-compute';
import { bestTimeOf, contentMixOf, postingHeatmap, postsPerWeek } from './report-compute-activity';
import {
  audienceQuality,
  credibilityScore,
  engagementConsistency,
  followerShape,
  growthSpikes,
} from './report-compute-audience';
import { computeContent, isSponsoredPost, topValues } from './report-compute-content';
import { computeGrowth } from './report-compute-growth';
import { computeOverview, sizeBandOf, standingOf } from './report-compute-overview';
import { computeValue } from './report-compute-value';
import type { PeerStats, ReportInput, ReportPost, ReportSnapshot } from './report-input';
import { sharesOf } from './report-math';
import { noteIn, reportDataIn, type StoredNote } from './report-snapshot';
import { TEST_REPORT_DATE, TEST_REPORT_INPUT } from './test-report.fixture';

const account = TEST_REPORT_INPUT.account;
const noPeers: PeerStats = {
  bandMin: 10_000,
  bandMax: 50_000,
  count: 0,
  q1: null,
  median: null,
  q3: null,
};

/** A note as an English reader gets it. */
const english = (note: StoredNote) => noteIn(note, 'en');

let postSequence = 0;
function post(overrides: Partial<ReportPost> = {}): ReportPost {
  postSequence += 1;
  return {
    platformPostId: `p${postSequence}`,
    type: 'photo',
    caption: null,
    hashtags: [],
    mentions: [],
    likes: 100,
    comments: 10,
    views: null,
    isSponsored: false,
    publishedAt: new Date('2026-03-02T09:00:00Z'), // a Monday
    ...overrides,
  };
}

/** Weekly snapshots ending 2026-06-29, oldest first, with these follower counts. */
function weekly(followers: number[]): ReportSnapshot[] {
  const end = Date.parse('2026-06-29T00:00:00Z');
  return followers.map((n, i) => ({
    takenOn: new Date(end - (followers.length - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
    followers: n,
  }));
}

const sum = (grid: number[][]) => Math.round(grid.flat().reduce((s, v) => s + v, 0) * 100) / 100;

describe('posting heat-map', () => {
  it('gives three posts in three cells 33.33, 33.33 and 33.34, summing to exactly 100', () => {
    const grid = postingHeatmap([
      post({ publishedAt: new Date('2026-03-02T09:00:00Z') }), // Monday 09
      post({ publishedAt: new Date('2026-03-04T18:30:00Z') }), // Wednesday 18
      post({ publishedAt: new Date('2026-03-08T23:59:00Z') }), // Sunday 23
    ]);
    expect(grid).toHaveLength(7);
    expect(grid.every((hours) => hours.length === 24)).toBe(true);
    const cells = [grid[0][9], grid[2][18], grid[6][23]];
    expect([...cells].sort()).toEqual([33.33, 33.33, 33.34]);
    expect(sum(grid)).toBe(100);
  });

  it('rounds every cell to 2 decimals and still sums to 100 for awkward counts', () => {
    const posts = Array.from({ length: 7 }, (_, i) =>
      post({ publishedAt: new Date(Date.UTC(2026, 2, 2 + (i % 3), i)) }),
    );
    const grid = postingHeatmap(posts);
    for (const value of grid.flat()) expect(Math.round(value * 100) / 100).toBe(value);
    expect(sum(grid)).toBe(100);
    expect(sharesOf([1, 1, 1, 1, 1, 1, 1]).reduce((s, v) => s + v * 100, 0)).toBe(10_000);
  });

  it('is all zeros without posts, with no best time', () => {
    const grid = postingHeatmap([]);
    expect(grid.flat().every((v) => v === 0)).toBe(true);
    expect(bestTimeOf(grid)).toBeNull();
  });

  it('picks the busiest cell as best time, ties to the earliest weekday then hour', () => {
    const grid = postingHeatmap([
      post({ publishedAt: new Date('2026-03-05T20:00:00Z') }), // Thursday 20
      post({ publishedAt: new Date('2026-03-05T20:10:00Z') }),
      post({ publishedAt: new Date('2026-03-03T07:00:00Z') }), // Tuesday 07
      post({ publishedAt: new Date('2026-03-03T07:40:00Z') }),
      post({ publishedAt: new Date('2026-03-03T06:00:00Z') }),
    ]);
    expect(bestTimeOf(grid)).toEqual({ weekday: 1, hour: 7 });
  });
});

describe('activity', () => {
  it('counts posts per week over the span of the posts, a short span as one week', () => {
    const twoWeeks = [0, 7, 14].map((d) =>
      post({ publishedAt: new Date(Date.UTC(2026, 2, 1 + d)) }),
    );
    expect(postsPerWeek(twoWeeks)).toBe(1.5);
    expect(postsPerWeek([post(), post()])).toBe(2);
    expect(postsPerWeek([])).toBe(0);
  });

  it('mixes content types with shares summing to 100, most used first', () => {
    const mix = contentMixOf([
      post({ type: 'reel' }),
      post({ type: 'photo' }),
      post({ type: 'reel' }),
    ]);
    expect(mix).toEqual([
      { type: 'reel', count: 2, share: 66.67 },
      { type: 'photo', count: 1, share: 33.33 },
    ]);
  });
});

describe('content', () => {
  it('breaks ties of the top 4 alphabetically, case-insensitively, without # or @', () => {
    const top = topValues([
      ['#Zeta', 'beta', '@alpha'],
      ['zeta', 'Gamma', 'delta'],
      ['#BETA', 'epsilon'],
      ['alpha'],
    ]);
    expect(top).toEqual([
      { value: 'alpha', count: 2 },
      { value: 'beta', count: 2 },
      { value: 'zeta', count: 2 },
      { value: 'delta', count: 1 },
    ]);
    // Same lists in another order: the same answer.
    expect(
      topValues([
        ['alpha'],
        ['#BETA', 'epsilon'],
        ['zeta', 'Gamma', 'delta'],
        ['#Zeta', 'beta', '@alpha'],
      ]),
    ).toEqual(top);
  });

  it('counts a value once per post', () => {
    expect(topValues([['ad', '#ad', 'AD'], ['ad']])).toEqual([{ value: 'ad', count: 2 }]);
  });

  it('marks sponsored posts by the paid flag or an ad hashtag and gives their share', () => {
    expect(isSponsoredPost(post({ isSponsored: true }))).toBe(true);
    expect(isSponsoredPost(post({ hashtags: ['#Werbung'] }))).toBe(true);
    expect(isSponsoredPost(post({ hashtags: ['advertising', 'badminton'] }))).toBe(false);
    const content = computeContent(
      [post({ isSponsored: true }), post({ hashtags: ['sponsored'] }), post()],
      10_000,
    );
    expect(content.sponsoredCount).toBe(2);
    expect(content.sponsoredShare).toBe(66.67);
  });

  it('ranks top posts by likes plus comments, at most 6, with their engagement rate', () => {
    const posts = [50, 400, 300, 10, 20, 30, 40, 500].map((likes) => post({ likes, comments: 0 }));
    const { topPosts } = computeContent(posts, 1_000);
    expect(topPosts.map((p) => p.likes)).toEqual([500, 400, 300, 50, 40, 30]);
    expect(topPosts[0].engagementRate).toBe(50);
  });
});

describe('overview', () => {
  it('shows ratio text per SPEC 5: reduced below 10, rounded up against 1 otherwise', () => {
    const small = computeOverview(
      { ...account, avgLikes: 6, avgComments: 4, followers: 8, following: 2 },
      noPeers,
    );
    expect(small.likesToComments).toBe('3 : 2');
    expect(small.followersToFollowing).toBe('4 : 1');
    const large = computeOverview(
      { ...account, avgLikes: 3_240, avgComments: 104, followers: 500, following: 1_200 },
      noPeers,
    );
    expect(large.likesToComments).toBe('32 : 1');
    expect(large.followersToFollowing).toBe('1 : 3');
  });

  it('places a profile in its size band and against the quartiles', () => {
    expect(sizeBandOf(999)).toEqual({ min: 0, max: 1_000 });
    expect(sizeBandOf(1_000)).toEqual({ min: 1_000, max: 10_000 });
    expect(sizeBandOf(2_000_000)).toEqual({ min: 1_000_000, max: null });
    const peers = { ...noPeers, count: 40, q1: 1, median: 2, q3: 3 };
    expect(standingOf(0.5, peers)).toBe('below');
    expect(standingOf(2.5, peers)).toBe('typical');
    expect(standingOf(3.5, peers)).toBe('above');
    expect(standingOf(2, noPeers)).toBeNull();
    // A handful of creators says nothing about what is typical.
    expect(standingOf(2.5, { ...peers, count: 4 })).toBeNull();
    const overview = computeOverview(
      { ...account, engagementRate: 3.5 },
      { ...peers, count: 48_231 },
    );
    expect(english(overview.method)).toContain(
      'Median of 48,231 Instagram creators with 10K–50K followers',
    );
  });
});

describe('growth', () => {
  it('compares the newest count with the snapshot nearest to 30 and 90 days before it', () => {
    // 14 weekly snapshots: 91 days. 30 days back is nearest to week -4 (28 days), 90 to week -13.
    const counts = Array.from({ length: 14 }, (_, i) => 1_000 + i * 100);
    const growth = computeGrowth(weekly(counts).reverse());
    expect(growth.history[0]).toEqual({ date: '2026-03-30', followers: 1_000 });
    expect(growth.history).toHaveLength(14);
    // newest 2,300 vs 1,900 (four weeks earlier): +21.05 %; vs 1,000: +130 %.
    expect(growth.growth30d).toBe(21.05);
    expect(growth.growth90d).toBe(130);
  });

  it('has no 90-day growth when the history is shorter, and nothing without history', () => {
    // 35 days of history: 30 days back is nearest to the snapshot 28 days back (1,050).
    const growth = computeGrowth(weekly([1_000, 1_050, 1_100, 1_150, 1_200, 1_250]));
    expect(growth.growth30d).toBe(19.05);
    expect(growth.growth90d).toBeNull();
    const empty = computeGrowth([]);
    expect(empty).toMatchObject({ history: [], growth30d: null, growth90d: null });
  });
});

describe('credibility signals', () => {
  it('judges engagement consistency from the spread of per-post engagement', () => {
    const even = [100, 101, 99, 100].map((likes) => post({ likes, comments: 0 }));
    expect(engagementConsistency(even).verdict).toBe('warning');
    expect(english(engagementConsistency(even).detail)).toContain('suspiciously even');
    const natural = [60, 100, 140, 200].map((likes) => post({ likes, comments: 0 }));
    expect(engagementConsistency(natural)).toMatchObject({ verdict: 'good' });
    // mean 125, standard deviation sqrt(10,700 / 4) = 51.7: 41 %.
    expect(english(engagementConsistency(natural).detail)).toContain('varies by 41 %');
    const bursty = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1_000].map((likes) => post({ likes, comments: 0 }));
    expect(engagementConsistency(bursty).verdict).toBe('bad');
    expect(engagementConsistency([post()]).verdict).toBe('unknown');
  });

  it('warns on follow-for-follow and flags mass following', () => {
    expect(followerShape({ followers: 10_000, following: 500 }).verdict).toBe('good');
    const f4f = followerShape({ followers: 1_000, following: 950 });
    expect(f4f).toMatchObject({ verdict: 'warning' });
    expect(english(f4f.detail)).toBe(
      'Follows 950 accounts for 1,000 followers (95 % of them): a follow-for-follow pattern',
    );
    expect(followerShape({ followers: 1_000, following: 7_500 }).verdict).toBe('bad');
    expect(followerShape({ followers: 0, following: 10 }).verdict).toBe('unknown');
  });

  it('finds a growth spike against the typical weekly change', () => {
    const steady = weekly([1_000, 1_100, 1_200, 1_300, 1_400, 1_500]);
    expect(growthSpikes(steady).verdict).toBe('good');
    const spiked = weekly([10_000, 10_100, 10_200, 15_200, 15_300, 15_400]);
    const spike = growthSpikes(spiked);
    expect(spike.verdict).toBe('bad');
    expect(english(spike.detail)).toContain(
      'Largest weekly gain 5,000 followers (2026-06-15), 50 times',
    );
    const jump = weekly([10_000, 10_100, 10_200, 10_700, 10_800, 10_900]);
    expect(growthSpikes(jump).verdict).toBe('warning');
    expect(growthSpikes(weekly([1, 2])).verdict).toBe('unknown');
  });

  it("reads audience quality from the bank's real-people share", () => {
    const quality = audienceQuality({ audienceCredibility: 0.9 });
    expect(quality).toMatchObject({ key: 'audienceQuality', verdict: 'good' });
    expect(english(quality.detail)).toBe('90 % of the audience judged to be real people');
    expect(audienceQuality({ audienceCredibility: 0.65 }).verdict).toBe('warning');
    expect(audienceQuality({ audienceCredibility: 0.4 }).verdict).toBe('bad');
    expect(audienceQuality({ audienceCredibility: null }).verdict).toBe('unknown');
  });

  it('scores the judged signals by weight and has no score when none could be judged', () => {
    const signals = [
      { key: 'audienceQuality', verdict: 'good', detail: '' },
      { key: 'engagementConsistency', verdict: 'warning', detail: '' },
      { key: 'followerShape', verdict: 'bad', detail: '' },
      { key: 'growthSpikes', verdict: 'unknown', detail: '' },
    ] as const;
    // (35 x 100 + 25 x 50 + 20 x 0) / 80 = 59.375
    expect(credibilityScore([...signals])).toBe(59);
    expect(credibilityScore([{ key: 'growthSpikes', verdict: 'unknown', detail: '' }])).toBeNull();
  });
});

describe('value', () => {
  it('prices a post from expected views, the CPM band and engagement against the median', () => {
    const value = computeValue(
      {
        ...account,
        platform: 'instagram',
        avgViews: 20_000,
        engagementRate: 4,
        avgLikes: 1_000,
        avgComments: 50,
      },
      { ...noPeers, count: 10, q1: 1, median: 2, q3: 3 },
    );
    // 20 x $10 x 2 = $400; 20 x $25 x 2 = $1,000.
    expect(value.pricePerPostMinor).toEqual({ min: 40_000, max: 100_000 });
    // 1,000 x 8 + 50 x 60 + 20,000 x 2 cents.
    expect(value.emvPerPostMinor).toBe(51_000);
    expect(english(value.method)).toContain('= $510');
  });

  it('falls back to a fifth of the followers without views and to no adjustment without peers', () => {
    const value = computeValue(
      { ...account, platform: 'tiktok', avgViews: 0, followers: 50_000 },
      noPeers,
    );
    // 10,000 views x $5 / $15 per 1,000.
    expect(value.pricePerPostMinor).toEqual({ min: 5_000, max: 15_000 });
  });
});

describe('computeReport', () => {
  it('builds a complete report of the test profile that matches the shared shape', () => {
    const report = reportDataIn(computeReport(TEST_REPORT_INPUT, TEST_REPORT_DATE), 'en');
    expect(auditReportDataSchema.parse(report)).toEqual(report);
    expect(report.activity.postsAnalysed).toBe(36);
    expect(sum(report.activity.heatmap)).toBe(100);
    expect(report.audience.credibility.score).not.toBeNull();
    expect(report.growth.growth90d).not.toBeNull();
    for (const section of [
      'overview',
      'growth',
      'activity',
      'content',
      'audience',
      'value',
    ] as const) {
      expect(report[section].method.length, section).toBeGreaterThan(40);
    }
  });

  it('computes a report of a profile with no posts, snapshots, audience or peers', () => {
    const empty: ReportInput = {
      account: { ...account, audienceCredibility: null, followers: 0, following: 0 },
      posts: [],
      snapshots: [],
      audience: [],
      peers: noPeers,
      similar: [],
    };
    const report = reportDataIn(computeReport(empty, TEST_REPORT_DATE), 'en');
    expect(auditReportDataSchema.parse(report)).toEqual(report);
    expect(report.activity).toMatchObject({ postsAnalysed: 0, postsPerWeek: 0, bestTime: null });
    expect(report.content).toMatchObject({ topPosts: [], topHashtags: [], sponsoredShare: 0 });
    expect(report.audience.credibility.score).toBeNull();
    expect(report.overview.peers.standing).toBeNull();
    expect(report.overview.followersToFollowing).toBe('–');
  });
});
