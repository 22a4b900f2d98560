import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growthOver, oldestFirst } from '../../../common/follower-growth';
import { searchIndexes } from '../../testing/bank-fixtures';
import { createTestKit, type TestKit } from '../../testing/kit';
import { demoBatch, demoCreator, demoPosts, demoSnapshots } from './demo-bank';
import type { SeedOptions } from './discovery.service';

const asOf = new Date('2026-06-15T12:00:00Z');
const SAMPLE = 2_000;

const withoutIds = <T extends { id?: string; accountId?: string }>(rows: T[]) =>
  rows.map(({ id: _id, accountId: _accountId, ...rest }) => rest);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const share = <T>(items: T[], test: (item: T) => boolean) =>
  items.filter(test).length / items.length;

function groupByDimension<Row extends { dimension: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.dimension, [...(groups.get(row.dimension) ?? []), row]);
  return groups;
}

describe('demo bank generator', () => {
  const creators = Array.from({ length: SAMPLE }, (_, index) => demoCreator(index, asOf));

  it('generates the same creator, audience, contacts, posts and history for an index', () => {
    const a = demoBatch(40, 60, { asOf, postsPerProfile: 12, snapshotWeeks: 52 });
    const b = demoBatch(40, 60, { asOf, postsPerProfile: 12, snapshotWeeks: 52 });
    expect(withoutIds(a.accounts)).toEqual(withoutIds(b.accounts));
    expect(withoutIds(a.audience)).toEqual(withoutIds(b.audience));
    expect(withoutIds(a.contacts)).toEqual(withoutIds(b.contacts));
    expect(withoutIds(a.posts)).toEqual(withoutIds(b.posts));
    expect(withoutIds(a.snapshots)).toEqual(withoutIds(b.snapshots));
    // Children point at their own profile's id.
    expect(new Set(a.audience.map((row) => row.accountId))).toEqual(
      new Set(a.accounts.map((row) => row.id)),
    );
  });

  it('keeps a profile the same whether or not its posts and snapshots are generated', () => {
    const [bare] = demoBatch(7, 8, { asOf, postsPerProfile: 0, snapshotWeeks: 0 }).accounts;
    const [full] = demoBatch(7, 8, { asOf, postsPerProfile: 12, snapshotWeeks: 52 }).accounts;
    expect(withoutIds([bare])).toEqual(withoutIds([full]));
  });

  it('has long-tailed followers and engagement falling with size', () => {
    const followers = creators.map((c) => c.account.followers);
    expect(median(followers)).toBeLessThan(mean(followers) / 3);
    const bySize = [...creators].sort((a, b) => a.account.followers - b.account.followers);
    const tenth = SAMPLE / 10;
    const smallest = bySize.slice(0, tenth).map((c) => c.account.engagementRate);
    const biggest = bySize.slice(-tenth).map((c) => c.account.engagementRate);
    expect(mean(biggest)).toBeLessThan(mean(smallest));
  });

  it('verifies mostly big accounts and gives unique usernames', () => {
    const big = creators.filter((c) => c.account.followers >= 100_000);
    const small = creators.filter((c) => c.account.followers < 10_000);
    expect(share(big, (c) => c.account.isVerified)).toBeGreaterThan(
      share(small, (c) => c.account.isVerified) * 5,
    );
    expect(new Set(creators.map((c) => c.account.username)).size).toBe(SAMPLE);
  });

  it('gives audience shares that sum to 1 per dimension, led by the creator’s own country', () => {
    for (const { account, audience } of creators) {
      const byDimension = groupByDimension(audience);
      expect([...byDimension.keys()].sort()).toEqual([
        'age',
        'city',
        'country',
        'gender',
        'language',
      ]);
      for (const rows of byDimension.values()) {
        expect(Math.abs(rows.reduce((sum, row) => sum + row.share, 0) - 1)).toBeLessThanOrEqual(
          0.02,
        );
      }
      const countries = byDimension.get('country') ?? [];
      const top = countries.reduce((best, row) => (row.share > best.share ? row : best));
      expect(top.value).toBe(account.country);
      expect(countries.length).toBeGreaterThanOrEqual(3);
      expect(byDimension.get('city')).toHaveLength(3);
      expect(byDimension.get('age')?.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives about 40 % an email and 10 % a phone, as real contact rows', () => {
    expect(share(creators, (c) => c.account.hasEmail)).toBeGreaterThan(0.35);
    expect(share(creators, (c) => c.account.hasEmail)).toBeLessThan(0.45);
    expect(share(creators, (c) => c.account.hasPhone)).toBeGreaterThan(0.06);
    expect(share(creators, (c) => c.account.hasPhone)).toBeLessThan(0.14);
    for (const { account, contacts } of creators) {
      expect(contacts.some((c) => c.kind === 'email')).toBe(account.hasEmail);
      expect(contacts.some((c) => c.kind === 'phone')).toBe(account.hasPhone);
      for (const contact of contacts) {
        expect(contact.value).toMatch(
          contact.kind === 'email' ? /^[a-z0-9._]+@example\.(com|net)$/ : /^\+\d{1,3}( \d+)+$/,
        );
      }
    }
  });

  it('writes posts that use the profile’s hashtags and mentions, ending at its last post', () => {
    const posts = creators.flatMap((creator) => {
      const recent = demoPosts(creator, 12);
      expect(recent).toHaveLength(12);
      expect(recent[0].publishedAt).toEqual(creator.account.lastPostedAt);
      for (const post of recent) {
        expect(creator.account.hashtags).toEqual(expect.arrayContaining(post.hashtags));
        expect(creator.account.mentions).toEqual(expect.arrayContaining(post.mentions));
        expect(post.publishedAt.getTime()).toBeLessThanOrEqual(
          creator.account.lastPostedAt.getTime(),
        );
        expect(post.publishedAt.getTime()).toBeGreaterThan(
          creator.account.lastPostedAt.getTime() - 91 * 86_400_000,
        );
      }
      return recent;
    });
    expect(share(posts, (p) => p.isSponsored)).toBeGreaterThan(0.06);
    expect(share(posts, (p) => p.isSponsored)).toBeLessThan(0.1);
    // Averages on the profile match its posts (log-normal scatter around them).
    const ratio = mean(posts.map((p) => p.likes)) / mean(creators.map((c) => c.account.avgLikes));
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.5);
    for (const { account } of creators) {
      const daysAgo = (asOf.getTime() - account.lastPostedAt.getTime()) / 86_400_000;
      expect(daysAgo).toBeGreaterThan(0);
      expect(daysAgo).toBeLessThan(122);
    }
  });

  it('ends the weekly follower history at today’s followers, with the 30-day growth', () => {
    for (const creator of creators.slice(0, 500)) {
      const snapshots = demoSnapshots(creator, 52);
      expect(snapshots).toHaveLength(52);
      expect(snapshots[0]).toMatchObject({
        takenOn: '2026-06-15',
        followers: creator.account.followers,
      });
      // The stored figure is the history's own, as the profile page and its report compute it.
      expect(creator.account.followerGrowth30d).toBe(growthOver(oldestFirst(snapshots), 30));
      // Four weeks back is 28 of the 30 days the generated pace covers.
      const fourWeeksAgo = snapshots[4].followers;
      const pace = ((creator.account.followers / fourWeeksAgo) ** (30 / 28) - 1) * 100;
      expect(Math.abs(pace - creator.growthRate30d)).toBeLessThan(0.3);
    }
  });
});

describe('seeding the demo bank', () => {
  let kit: TestKit;
  beforeAll(async () => {
    kit = await createTestKit();
  });
  afterAll(() => kit.close());

  const history = { postsPerProfile: 2, snapshotWeeks: 4, asOf };
  const countRows = async () => {
    const { rows } = await kit.database.executeSql(`select
      (select count(*) from social_accounts) as accounts,
      (select count(*) from social_account_audience) as audience,
      (select count(*) from social_account_contacts) as contacts,
      (select count(*) from social_posts) as posts,
      (select count(*) from social_account_snapshots) as snapshots`);
    return Object.fromEntries(Object.entries(rows[0]).map(([table, n]) => [table, Number(n)]));
  };
  const expectedRows = (profiles: number) => {
    const batch = demoBatch(0, profiles, history);
    return {
      accounts: profiles,
      audience: batch.audience.length,
      contacts: batch.contacts.length,
      posts: batch.posts.length,
      snapshots: batch.snapshots.length,
    };
  };

  it('seeds N profiles with their children, then nothing twice', async () => {
    const first = await kit.services.discovery.seedDemoBank({ profiles: 1_500, ...history });
    expect(first.inserted).toBe(1_500);
    expect(await countRows()).toEqual(expectedRows(1_500));
    const again = await kit.services.discovery.seedDemoBank({ profiles: 1_500, ...history });
    expect(again.inserted).toBe(0);
    expect(await countRows()).toEqual(expectedRows(1_500));
  });

  it('completes a partial seed exactly, reporting progress to the end', async () => {
    // 22 rows per profile make batches of 3,636: the first batch is partly present already.
    const progress: number[] = [];
    const resumed = await kit.services.discovery.seedDemoBank({
      profiles: 4_000,
      ...history,
      onProgress: (done) => {
        progress.push(done);
      },
    });
    expect(resumed.inserted).toBe(2_500);
    expect(progress).toEqual([3_636, 4_000]);
    expect(await countRows()).toEqual(expectedRows(4_000));
  });

  it('stores the generated values, arrays and dates included', async () => {
    const creator = demoCreator(3, asOf);
    const { rows } = await kit.database.executeSql(
      `select username, hashtags, followers, last_posted_at, is_demo,
        (select max(taken_on)::text from social_account_snapshots s where s.account_id = a.id) as newest
       from social_accounts a where platform = $1 and platform_user_id = $2`,
      [creator.account.platform, 'demo-3'],
    );
    expect(rows[0]).toMatchObject({
      username: creator.account.username,
      hashtags: creator.account.hashtags,
      is_demo: true,
      newest: '2026-06-15',
    });
    expect(Number(rows[0].followers)).toBe(creator.account.followers);
    expect(new Date(rows[0].last_posted_at as string).getTime()).toBe(
      creator.account.lastPostedAt.getTime(),
    );
  });

  it('summarises each profile’s audience in tags, as migration 0011 does for older rows', async () => {
    // The tags the seed wrote against the tags the migration's SQL derives from the audience rows.
    const { rows } = await kit.database.executeSql(
      `select count(*)::int as profiles,
         count(*) filter (where cardinality(audience_tags) > 0)::int as tagged,
         count(*) filter (where (select coalesce(array_agg(t order by t), '{}') from unnest(audience_tags) t)
           <> (select coalesce(array_agg(tag order by tag), '{}') from (
                 select a.dimension || ':' || a.value || ':' || a.tenths as tag
                 from (select dimension, value, least(10, floor(share::float8 * 10 + 1e-6))::int as tenths
                       from social_account_audience where account_id = s.id) a
                 where a.tenths >= 1) tags))::int as differing
       from social_accounts s where is_demo`,
    );
    expect(rows[0]).toEqual({ profiles: 4_000, tagged: 4_000, differing: 0 });
  });
});

describe('a bulk seed into a smaller bank', () => {
  let kit: TestKit;
  beforeAll(async () => {
    kit = await createTestKit();
  });
  afterAll(() => kit.close());

  /** Seeds, noting the search indexes when the last batch is written (before any rebuild). */
  async function seedNoting(options: Omit<SeedOptions, 'onProgress'>) {
    let indexesMidway: string[] = [];
    const result = await kit.services.discovery.seedDemoBank({
      postsPerProfile: 0,
      snapshotWeeks: 0,
      asOf,
      ...options,
      onProgress: async (done, total) => {
        if (done === total) indexesMidway = await searchIndexes(kit.database);
      },
    });
    return { ...result, indexesMidway };
  }

  it('loads without the search indexes of every platform and has all of them again after', async () => {
    const before = await searchIndexes(kit.database);
    expect(before.length).toBeGreaterThan(20);

    const seeded = await seedNoting({ profiles: 300, withoutSearchIndexes: true });

    expect(seeded.inserted).toBe(300);
    expect(seeded.indexesMidway).toEqual([]);
    expect(await searchIndexes(kit.database)).toEqual(before);
    const searcher = await kit.signUp({ plan: 'agency' });
    const { followers, platform } = demoCreator(0, asOf).account;
    const found = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discoverProfiles',
      headers: searcher.headers,
      payload: { platform, followers: { min: followers, max: followers } },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((item: { followers: number }) => item.followers)).toContain(
      followers,
    );
  });

  it('keeps them by default below the bulk load minimum, and for a gentle seed', async () => {
    const before = await searchIndexes(kit.database);
    const bulk = await seedNoting({ profiles: 400 });
    const gentle = await seedNoting({ profiles: 500, pace: 'gentle' });

    expect([bulk.inserted, gentle.inserted]).toEqual([100, 100]);
    expect(bulk.indexesMidway).toEqual(before);
    expect(gentle.indexesMidway).toEqual(before);
  });
});
