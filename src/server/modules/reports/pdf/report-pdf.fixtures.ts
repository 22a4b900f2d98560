import type { AuditReportData } from '../../../../common/audit-report';

/** Hand-built reports for the PDF tests: one with every figure filled in, one with no data. */

const COMPUTED_AT = '2026-03-29T10:00:00.000Z';
const DAY_MS = 86_400_000;

/** A year of daily snapshots growing from 41,000 to about 48,000 followers, with a dip. */
function followerHistory(): AuditReportData['growth']['history'] {
  const end = Date.parse('2026-03-29T00:00:00.000Z');
  return Array.from({ length: 365 }, (_, index) => {
    const dip = index > 200 && index < 230 ? -600 : 0;
    return {
      date: new Date(end - (364 - index) * DAY_MS).toISOString().slice(0, 10),
      followers: Math.round(41_000 + index * 19 + Math.sin(index / 9) * 150 + dip),
    };
  });
}

/** Posts on weekday evenings, a few on weekend mornings; cells sum to 100. */
function heatmap(): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const cells: Array<[weekday: number, hour: number, share: number]> = [
    [0, 18, 8.5],
    [1, 18, 10],
    [1, 19, 6.25],
    [2, 17, 12.5],
    [2, 18, 9.75],
    [3, 19, 7],
    [4, 20, 11],
    [5, 9, 14],
    [5, 10, 5],
    [6, 11, 16],
  ];
  for (const [weekday, hour, share] of cells) grid[weekday][hour] = share;
  return grid;
}

const METHOD = {
  overview:
    'Engagement rate is the average of (likes + comments) / followers over the last 120 posts. Peers are the 1,284 Instagram creators in the bank with 10K–50K followers; the middle half runs from their 25th to their 75th percentile.',
  growth:
    'Growth compares the follower count of the latest snapshot with the snapshot nearest to 30 and 90 days earlier.',
  activity:
    'Posting times count the last 120 posts by weekday and hour (UTC); each cell is its share of those posts, rounded to 2 decimals.',
  content:
    'Top posts are ranked by (likes + comments) / followers. A post is sponsored when it carries an ad hashtag (#ad, #sponsored) or a paid-partnership flag.',
  audience:
    'Audience shares come from the bank\u2019s latest audience snapshot. The credibility score starts at 100 and each warning takes 15 points, each poor signal 30.',
  value:
    'Price per post is followers x engagement rate x $0.80 to $2.20 per engagement; media engagement value is average likes x $0.08 + comments x $0.40 + views x $0.02.',
} as const;

function similarProfile(
  accountId: string,
  username: string,
  fullName: string | null,
  followers: number,
  engagementRate: number,
): AuditReportData['similar'][number] {
  return {
    accountId,
    platform: 'instagram',
    username,
    fullName,
    avatarUrl: null,
    followers,
    engagementRate,
  };
}

export function fullReportFixture(
  profile: Partial<AuditReportData['profile']> = {},
): AuditReportData {
  return {
    computedAt: COMPUTED_AT,
    profile: {
      accountId: 'ig-1001',
      platform: 'instagram',
      username: 'lena.travels',
      fullName: 'Lena Hofer',
      bio: 'Slow travel, mountain huts and coffee in the Alps. Vienna based. Collabs: hello@lenatravels.example',
      avatarUrl: 'https://cdn.example/avatars/lena.jpg',
      url: 'https://instagram.com/lena.travels',
      country: 'AT',
      city: 'Vienna',
      language: 'de',
      categories: ['Travel', 'Outdoors', 'Food'],
      isVerified: true,
      accountType: 'Creator',
      isDemo: false,
      source: 'import',
      sourceFetchedAt: null,
      ...profile,
    },
    overview: {
      followers: 47_850,
      following: 612,
      postsCount: 1_284,
      engagementRate: 3.42,
      avgLikes: 1_560,
      avgComments: 41,
      avgViews: 12_400,
      likesToComments: '39 : 1',
      followersToFollowing: '79 : 1',
      peers: {
        bandMin: 10_000,
        bandMax: 50_000,
        count: 1_284,
        q1: 1.35,
        median: 2.1,
        q3: 3.05,
        standing: 'above',
      },
      method: METHOD.overview,
    },
    growth: {
      history: followerHistory(),
      growth30d: 1.87,
      growth90d: -0.42,
      method: METHOD.growth,
    },
    activity: {
      postsAnalysed: 120,
      postsPerWeek: 3.4,
      heatmap: heatmap(),
      bestTime: { weekday: 6, hour: 11 },
      contentMix: [
        { type: 'photo', count: 64, share: 53.33 },
        { type: 'reel', count: 38, share: 31.67 },
        { type: 'carousel', count: 18, share: 15 },
      ],
      method: METHOD.activity,
    },
    content: {
      topPosts: Array.from({ length: 8 }, (_, index) => ({
        platformPostId: `post-${index + 1}`,
        type: index % 3 === 0 ? 'reel' : 'photo',
        caption:
          index === 0
            ? 'Sunrise over the Dachstein glacier after a night in the hut. Worth every step of the climb, and the Kaiserschmarrn too #alps #austria'
            : `Post number ${index + 1} from the road #travel`,
        likes: 9_800 - index * 700,
        comments: 310 - index * 20,
        views: index % 3 === 0 ? 88_000 - index * 5_000 : null,
        engagementRate: Number(((9_800 - index * 700 + 310 - index * 20) / 478.5).toFixed(2)),
        isSponsored: index === 2,
        publishedAt: new Date(Date.parse(COMPUTED_AT) - (index + 1) * 9 * DAY_MS).toISOString(),
      })),
      topMentions: [
        { value: 'austria.info', count: 9 },
        { value: 'alpenverein', count: 6 },
        { value: 'hutfinder', count: 4 },
        { value: 'viennacoffee', count: 4 },
      ],
      topHashtags: [
        { value: 'travel', count: 58 },
        { value: 'alps', count: 41 },
        { value: 'austria', count: 37 },
        { value: 'hiking', count: 22 },
      ],
      sponsoredCount: 7,
      sponsoredShare: 5.83,
      method: METHOD.content,
    },
    audience: {
      countries: [
        { value: 'AT', share: 38.2 },
        { value: 'DE', share: 24.6 },
        { value: 'CH', share: 9.1 },
        { value: 'IT', share: 5.4 },
        { value: 'US', share: 3.9 },
        { value: 'FR', share: 2.2 },
      ],
      cities: [
        { value: 'Vienna', share: 21.4 },
        { value: 'Munich', share: 7.9 },
        { value: 'Graz', share: 5.2 },
        { value: 'Zurich', share: 4.1 },
        { value: 'Salzburg', share: 3.8 },
      ],
      genders: [
        { value: 'female', share: 63.5 },
        { value: 'male', share: 36.5 },
      ],
      ages: [
        { value: '18-24', share: 22.1 },
        { value: '25-34', share: 41.3 },
        { value: '35-44', share: 23.4 },
        { value: '45-54', share: 9.6 },
        { value: '55+', share: 3.6 },
      ],
      languages: [
        { value: 'de', share: 71.2 },
        { value: 'en', share: 21.5 },
        { value: 'it', share: 4.1 },
      ],
      credibility: {
        score: 85,
        signals: [
          {
            key: 'engagementConsistency',
            verdict: 'good',
            detail: 'Engagement varies by 21% from post to post, within the usual range.',
          },
          {
            key: 'followerShape',
            verdict: 'good',
            detail: 'Follows 612 accounts for 47,850 followers (79 : 1).',
          },
          {
            key: 'growthSpikes',
            verdict: 'warning',
            detail:
              'One jump of 4.1% in a day (Oct 16, 2025), above the 3% the bank treats as usual.',
          },
          {
            key: 'audienceQuality',
            verdict: 'unknown',
            detail: 'The bank has no follower sample for this profile yet.',
          },
        ],
      },
      method: METHOD.audience,
    },
    value: {
      currency: 'EUR',
      pricePerPostMinor: { min: 130_900, max: 359_900 },
      emvPerPostMinor: 38_520,
      method: METHOD.value,
    },
    similar: [
      similarProfile('ig-2001', 'alpine.anna', 'Anna Berger', 52_300, 3.1),
      similarProfile('ig-2002', 'wanderlust.max', 'Max Gruber', 39_800, 2.7),
      similarProfile('ig-2003', 'hut.hopper', null, 44_100, 4.05),
      similarProfile('ig-2004', 'sofia.outdoors', 'Sofia Rossi', 61_000, 2.2),
    ],
  };
}

/** A profile the bank knows nothing about yet: no posts, snapshots, audience or similar profiles. */
export function emptyReportFixture(): AuditReportData {
  const full = fullReportFixture({ fullName: null, bio: null, categories: [], isVerified: false });
  return {
    ...full,
    overview: {
      ...full.overview,
      followers: 0,
      following: 0,
      postsCount: 0,
      engagementRate: 0,
      avgLikes: 0,
      avgComments: 0,
      avgViews: 0,
      likesToComments: '–',
      followersToFollowing: '–',
      peers: {
        bandMin: 0,
        bandMax: 1_000,
        count: 0,
        q1: null,
        median: null,
        q3: null,
        standing: null,
      },
    },
    growth: { ...full.growth, history: [], growth30d: null, growth90d: null },
    activity: {
      ...full.activity,
      postsAnalysed: 0,
      postsPerWeek: 0,
      heatmap: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
      bestTime: null,
      contentMix: [],
    },
    content: {
      ...full.content,
      topPosts: [],
      topMentions: [],
      topHashtags: [],
      sponsoredCount: 0,
      sponsoredShare: 0,
    },
    audience: {
      ...full.audience,
      countries: [],
      cities: [],
      genders: [],
      ages: [],
      languages: [],
      credibility: { score: null, signals: [] },
    },
    value: { ...full.value, pricePerPostMinor: { min: 0, max: 0 }, emvPerPostMinor: 0 },
    similar: [],
  };
}
