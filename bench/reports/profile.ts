import type { Database } from '../../src/server/db/client';
import {
  type PostType,
  type SocialAccountRow,
  socialAccountAudience,
  socialAccountSnapshots,
  socialAccounts,
  socialPosts,
} from '../../src/server/modules/discovery/discovery.tables';
import { createRng } from '../discovery/random';

/** The heavy profile: 1,000 posts and a year of daily follower snapshots. */
export const POSTS = 1_000;
export const SNAPSHOT_DAYS = 365;

const DAY_MS = 86_400_000;
const TYPES: PostType[] = ['photo', 'carousel', 'reel'];
const HASHTAGS = Array.from({ length: 60 }, (_, i) => `tag${i}`);
const MENTIONS = Array.from({ length: 30 }, (_, i) => `brand${i}`);

/** Inserts the bench profile with fixed-seed posts, snapshots and audience; answers its bank row. */
export async function insertBenchProfile(db: Database): Promise<SocialAccountRow> {
  const rng = createRng(20_261_107);
  const now = Date.now();
  const followers = 120_000;
  const [account] = await db
    .insert(socialAccounts)
    .values({
      platform: 'instagram',
      platformUserId: `bench-report-${now}`,
      username: `bench.report.${now}`,
      fullName: 'Bench Report Creator',
      bio: 'A profile for bench:reports',
      followers,
      following: 800,
      postsCount: 2_400,
      engagementRate: 2.6,
      avgLikes: 3_000,
      avgComments: 120,
      avgViews: 25_000,
      country: 'AT',
      city: 'Vienna',
      language: 'de',
      categories: ['fashion', 'travel', 'food'],
      hashtags: HASHTAGS.slice(0, 10),
      mentions: MENTIONS.slice(0, 5),
      audienceCredibility: 0.78,
    })
    .returning();

  const posts = Array.from({ length: POSTS }, (_, k) => {
    const type = rng.pick(TYPES);
    return {
      accountId: account.id,
      platformPostId: `bench-${k}`,
      type,
      caption: `Post ${k}`,
      hashtags: [rng.pick(HASHTAGS), rng.pick(HASHTAGS), rng.pick(HASHTAGS)],
      mentions: rng.chance(0.4) ? [rng.pick(MENTIONS)] : [],
      likes: rng.int(1_500, 5_000),
      comments: rng.int(40, 250),
      views: type === 'reel' ? rng.int(10_000, 60_000) : null,
      isSponsored: rng.chance(0.08),
      publishedAt: new Date(now - k * 0.9 * DAY_MS - rng.int(0, 23) * 3_600_000),
    };
  });
  for (let i = 0; i < posts.length; i += 250) {
    await db.insert(socialPosts).values(posts.slice(i, i + 250));
  }

  const snapshots = Array.from({ length: SNAPSHOT_DAYS }, (_, day) => ({
    accountId: account.id,
    takenOn: new Date(now - (SNAPSHOT_DAYS - 1 - day) * DAY_MS).toISOString().slice(0, 10),
    followers: Math.round(followers * 0.8 + (followers * 0.2 * day) / SNAPSHOT_DAYS),
    following: 800,
    postsCount: 2_000 + day,
  }));
  await db.insert(socialAccountSnapshots).values(snapshots);

  await db.insert(socialAccountAudience).values(
    [
      // US first: the lookalikes need a top audience country the demo bank has plenty of.
      ['country', 'US', 0.2],
      ['country', 'AT', 0.15],
      ['city', 'Vienna', 0.3],
      ['gender', 'female', 0.6],
      ['gender', 'male', 0.4],
      ['age', '25-34', 0.45],
      ['language', 'de', 0.8],
    ].map(([dimension, value, share]) => ({
      accountId: account.id,
      dimension: dimension as 'country',
      value: String(value),
      share: Number(share),
    })),
  );
  return account;
}
