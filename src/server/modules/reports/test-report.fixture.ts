import type { PostType } from '../discovery/discovery.tables';
import type { ReportInput, ReportPost, ReportSnapshot } from './report-input';
import { DAY_MS, isoDay } from './report-math';

/**
 * The crafted profile behind GET /public/test-report: a made-up creator, built in code with no
 * database read, so anyone can check the report page and the PDF without spending a report.
 * Every figure is fixed (no randomness, a fixed date), so the test report never changes.
 */
export const TEST_REPORT_DATE = new Date('2026-06-30T12:00:00Z');

const POST_TYPES: PostType[] = ['reel', 'carousel', 'photo', 'reel', 'photo', 'carousel'];
const HASHTAGS = ['trailrunning', 'alps', 'mountainlife', 'outdoorgear', 'vienna'];
const MENTIONS = ['alpinegear', 'trailclub', 'viennarunners', 'summitcoffee'];
const POST_COUNT = 36;
const WEEKS_OF_HISTORY = 52;

function testPosts(): ReportPost[] {
  return Array.from({ length: POST_COUNT }, (_, k) => {
    const type = POST_TYPES[k % POST_TYPES.length];
    // Every two and a half days, mornings (07:xx UTC) or evenings (18:xx UTC): a clear pattern.
    const day = Date.UTC(2026, 5, 30) - Math.floor(k * 2.5) * DAY_MS;
    const publishedAt = new Date(day + ((k % 3 === 0 ? 7 : 18) * 60 + ((k * 7) % 60)) * 60_000);
    const isSponsored = k % 9 === 4;
    const hashtags = [
      HASHTAGS[k % HASHTAGS.length],
      HASHTAGS[(k + 2) % HASHTAGS.length],
      ...(isSponsored ? ['ad'] : []),
    ];
    const likes = 2_400 + ((k * 7_919) % 1_900) + (type === 'reel' ? 900 : 0);
    return {
      platformPostId: `test-report-${k + 1}`,
      type,
      caption: `Trail notes #${k + 1}: ${hashtags.map((t) => `#${t}`).join(' ')}`,
      hashtags,
      mentions: k % 2 === 0 ? [MENTIONS[(k / 2) % MENTIONS.length]] : [],
      likes,
      comments: 60 + ((k * 31) % 90),
      views: type === 'reel' ? likes * 9 : null,
      isSponsored,
      publishedAt,
    };
  });
}

function testSnapshots(): ReportSnapshot[] {
  return Array.from({ length: WEEKS_OF_HISTORY }, (_, week) => {
    const weeksAgo = WEEKS_OF_HISTORY - 1 - week;
    return {
      takenOn: isoDay(new Date(TEST_REPORT_DATE.getTime() - weeksAgo * 7 * DAY_MS)),
      // Steady growth of about 0.6 % a week.
      followers: Math.round(98_400 * 1.006 ** week),
    };
  });
}

const snapshots = testSnapshots();
const followers = snapshots[snapshots.length - 1].followers;

export const TEST_REPORT_INPUT: ReportInput = {
  account: {
    id: '00000000-0000-7000-8000-000000000007',
    platform: 'instagram',
    username: 'reachbase.testcreator',
    fullName: 'Lena Berger (test profile)',
    bio: 'Trail runner and outdoor photographer from Vienna. A made-up profile for the test report.',
    avatarUrl: null,
    followers,
    following: 612,
    postsCount: 1_284,
    engagementRate: 2.71,
    avgLikes: 3_240,
    avgComments: 104,
    avgViews: 31_500,
    country: 'AT',
    city: 'Vienna',
    language: 'de',
    categories: ['sports', 'travel'],
    isVerified: false,
    accountType: 'creator',
    audienceCredibility: 0.81,
    // Made up, so labelled like the demo bank's creators wherever it is shown.
    isDemo: true,
    source: 'demo',
    sourceFetchedAt: null,
  },
  posts: testPosts(),
  snapshots,
  audience: [
    { dimension: 'country', value: 'AT', share: 0.46 },
    { dimension: 'country', value: 'DE', share: 0.31 },
    { dimension: 'country', value: 'CH', share: 0.12 },
    { dimension: 'country', value: 'IT', share: 0.06 },
    { dimension: 'city', value: 'Vienna', share: 0.28 },
    { dimension: 'city', value: 'Munich', share: 0.11 },
    { dimension: 'city', value: 'Graz', share: 0.08 },
    { dimension: 'gender', value: 'female', share: 0.54 },
    { dimension: 'gender', value: 'male', share: 0.44 },
    { dimension: 'gender', value: 'other', share: 0.02 },
    { dimension: 'age', value: '18-24', share: 0.22 },
    { dimension: 'age', value: '25-34', share: 0.41 },
    { dimension: 'age', value: '35-44', share: 0.24 },
    { dimension: 'age', value: '45-54', share: 0.09 },
    { dimension: 'language', value: 'de', share: 0.78 },
    { dimension: 'language', value: 'en', share: 0.17 },
  ],
  peers: { bandMin: 50_000, bandMax: 500_000, count: 48_231, q1: 1.18, median: 2.05, q3: 3.37 },
  similar: [
    ['alpine.anna', 'Anna Huber', 142_000, 2.4],
    ['trailtom', 'Tom Steiner', 88_500, 3.1],
    ['gipfelglueck', 'Marie Gruber', 121_300, 1.9],
    ['run.the.alps', 'Jonas Wimmer', 67_800, 2.8],
  ].map(([username, fullName, followersOf, engagementRate], i) => ({
    accountId: `00000000-0000-7000-8000-00000000010${i}`,
    platform: 'instagram' as const,
    username: String(username),
    fullName: String(fullName),
    avatarUrl: null,
    followers: Number(followersOf),
    engagementRate: Number(engagementRate),
  })),
};
