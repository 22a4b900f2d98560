import { describe, expect, it } from 'vitest';
import { type FixtureProfile, insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SearchBody, SearchResultItem } from '../../testing/discover-search';
import { searchKitForFile } from '../../testing/discover-search';

// discoverProfiles: the fields, order and pages of its results, and the bodies it refuses.

const { kit, search, usernames, matchAndControls } = searchKitForFile();

describe('discoverProfiles results', () => {
  it('answers the result fields a results table shows', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [
      {
        username: `${scope}_full`,
        fullName: 'Anna Gruber',
        followers: 12_345,
        engagementRate: 3.5,
        avgLikes: 432,
        avgViews: 2_000,
        country: 'AT',
        city: 'Vienna',
        language: 'de',
        isVerified: true,
        followerGrowth30d: 1.5,
        hasPhone: true,
        isDemo: true,
      },
    ]);
    const response = await search({ categories: [scope] });
    const body = response.json();
    expect(body).toMatchObject({
      total: 1,
      totalIsEstimate: false,
      page: 1,
      limit: 20,
      hasMore: false,
    });
    expect(body.items[0]).toMatchObject({
      _id: expect.any(String),
      platform: 'instagram',
      work_platform: { id: 'instagram', name: 'Instagram' },
      platform_username: `${scope}_full`,
      fullName: 'Anna Gruber',
      followers: 12_345,
      engagementRate: 3.5,
      avgLikes: 432,
      avgViews: 2_000,
      country: 'AT',
      city: 'Vienna',
      language: 'de',
      categories: [scope],
      isVerified: true,
      followerGrowth30d: 1.5,
      contacts: true,
      isDemo: true,
    });
    expect(body.items[0].profileId).toBe(body.items[0]._id);
  });

  const sorts: [string, FixtureProfile[]][] = [
    ['followers', [{ followers: 3 }, { followers: 1 }, { followers: 2 }]],
    ['engagement', [{ engagementRate: 3 }, { engagementRate: 1 }, { engagementRate: 2 }]],
    ['avgViews', [{ avgViews: 3 }, { avgViews: 1 }, { avgViews: 2 }]],
    ['growth', [{ followerGrowth30d: 3 }, { followerGrowth30d: -1 }, { followerGrowth30d: 2 }]],
  ];
  it.each(sorts)('sorts by %s, descending', async (sort, profiles) => {
    const scope = newScope();
    await insertProfiles(
      kit.database.db,
      scope,
      profiles.map((p, i) => ({ username: `${scope}_${['first', 'last', 'second'][i]}`, ...p })),
    );
    expect(await usernames({ categories: [scope], sort })).toEqual([
      `${scope}_first`,
      `${scope}_second`,
      `${scope}_last`,
    ]);
  });

  it('sorts by followers by default', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [
      { username: `${scope}_small`, followers: 10 },
      { username: `${scope}_big`, followers: 1_000 },
    ]);
    expect(await usernames({ categories: [scope] })).toEqual([`${scope}_big`, `${scope}_small`]);
  });

  it('pages through every match once, ties included, by page or by offset', async () => {
    const scope = newScope();
    // Equal followers everywhere: only the id tie-breaker keeps the pages apart.
    await insertProfiles(
      kit.database.db,
      scope,
      Array.from({ length: 5 }, (_, i) => ({ username: `${scope}_${i}`, followers: 7_777 })),
    );
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await search({ categories: [scope], limit: 2, page });
      pages.push(response.json());
    }
    expect(pages.map((p) => [p.page, p.items.length, p.hasMore, p.total])).toEqual([
      [1, 2, true, 5],
      [2, 2, true, 5],
      [3, 1, false, 5],
    ]);
    const seen = pages.flatMap((p) => p.items.map((i: SearchResultItem) => i.platform_username));
    expect(new Set(seen).size).toBe(5);
    const byOffset = await search({ categories: [scope], limit: 2, offset: 2 });
    expect(byOffset.json().items).toEqual(pages[1].items);
    expect(byOffset.json().page).toBe(2);
  });

  it('answers a page past the end with no items, not as "no results"', async () => {
    const scope = await matchAndControls({}, []);
    const response = await search({ categories: [scope], page: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 1, hasMore: false });
  });

  it('lists a platform_username once even when the bank holds it twice', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [
      { username: `${scope}_renamed`, platformUserId: `${scope}-old`, followers: 100 },
      { username: `${scope}_renamed`, platformUserId: `${scope}-new`, followers: 200 },
      { username: `${scope}_other`, followers: 150 },
    ]);
    const response = await search({ categories: [scope] });
    expect(
      response.json().items.map((i: SearchResultItem) => [i.platform_username, i.followers]),
    ).toEqual([
      [`${scope}_renamed`, 200],
      [`${scope}_other`, 150],
    ]);
  });

  it('answers 404 NotFound when nothing matches (the web shows "no results")', async () => {
    const response = await search({ categories: [newScope()] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ name: 'NotFound' });
  });
});

describe('discoverProfiles validation', () => {
  const malformed: [string, SearchBody, string][] = [
    ['a negative minimum', { followers: { min: -1 } }, 'followers.min'],
    ['min above max', { followers: { min: 10, max: 5 } }, 'followers'],
    ['min above max of engagement', { engagementRate: { min: 5, max: 1 } }, 'engagementRate'],
    ['a limit above 50', { limit: 51 }, 'limit'],
    ['page 0', { page: 0 }, 'page'],
    ['an unknown platform', { platform: 'myspace' }, 'platform'],
    ['an unknown sort', { sort: 'likes' }, 'sort'],
    ['relevance without keywords or lookalike', { sort: 'relevance' }, 'sort'],
    [
      'a share above 1',
      { audience: { country: { value: 'US', minShare: 30 } } },
      'audience.country.minShare',
    ],
    ['a country name instead of a code', { country: 'Austria' }, 'country'],
    ['keywords of punctuation only', { keywords: '!!!' }, 'keywords'],
    ['paging past the first 10,000', { page: 501, limit: 20 }, 'page'],
  ];
  it.each(malformed)('refuses %s with 400 on the field', async (_name, body, field) => {
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field });
  });

  it('refuses unknown filter names', async () => {
    const response = await search({ followerz: { min: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe('ValidationError');
  });
});
