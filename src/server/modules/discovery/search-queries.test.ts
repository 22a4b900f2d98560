import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureProfile, insertProfiles, newScope } from '../../testing/bank-fixtures';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createSearchQueries, type SearchCriteria } from './search/search.query';

// The search queries themselves: capped counts, ranking and paging, whichever plan a search picks.

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

describe('search queries', () => {
  it('counts up to the cap, and above it answers the cap flagged as "more than"', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{}, {}, {}, {}]);
    const queries = createSearchQueries(kit.database.db);
    const criteria = { platform: 'instagram' as const, categories: [scope] };
    const page = { order: 'followers' as const, limit: 3, offset: 0 };
    const exact = await queries.findMatches(criteria, page, 10);
    expect(exact).toMatchObject({ total: 4, isEstimate: false });
    expect(exact.rows).toHaveLength(3);
    const capped = await queries.findMatches(criteria, page, 2);
    expect(capped).toMatchObject({ total: 2, isEstimate: true });
    // Above the cap the page comes from the sort index: the same rows.
    expect(capped.rows).toEqual(exact.rows);
    // A page past the last match still knows the total.
    expect(await queries.findMatches(criteria, { ...page, offset: 6 }, 10)).toEqual({
      total: 4,
      isEstimate: false,
      rows: [],
    });
  });

  it('ranks one keyword by tier, then followers, the same whichever plan the search picks', async () => {
    const scope = newScope();
    // Follower counts on and around the ranked words' band edges (10, 32, ..., a billion).
    const profiles: FixtureProfile[] = [
      { username: `marigold.${scope}.small`, followers: 9 },
      { username: `marigold.${scope}.big`, followers: 2_000_000 },
      { username: `marigolds_${scope}`, bio: 'marigold fan', followers: 10 },
      { username: `marigolt.${scope}`, followers: 5 },
      { username: `narigold.${scope}`, followers: 5_000_000 },
      { username: `${scope}_name_huge`, fullName: 'Mari Marigold', followers: 1_000_000_000 },
      { username: `${scope}_name_both`, fullName: 'Marigold', bio: 'marigold', followers: 32 },
      { username: `${scope}_name_zero`, fullName: 'Marigold Lee', followers: 0 },
      { username: `${scope}_bio_top`, bio: 'I grow marigolds', followers: 5_000_000_000 },
      { username: `${scope}_bio_a`, bio: 'Marigold tea', followers: 999_999_999 },
      { username: `${scope}_bio_b`, bio: 'Marigold tea', followers: 999_999_999 },
      { username: `${scope}_bio_small`, bio: 'marigold', followers: 31 },
      { username: `${scope}_control`, bio: 'Roses only', followers: 70_000 },
    ];
    const ids = await insertProfiles(kit.database.db, scope, profiles);
    const [tiedFirst, tiedSecond] = [`${scope}_bio_a`, `${scope}_bio_b`].sort((a, b) =>
      ids[b].id.localeCompare(ids[a].id),
    );
    const expected = [
      // Handle hits by followers (a handle and bio hit counts as a handle hit) ...
      `marigold.${scope}.big`,
      `marigolds_${scope}`,
      `marigold.${scope}.small`,
      // ... near-misses of the handle, the more similar first ...
      `marigolt.${scope}`,
      `narigold.${scope}`,
      // ... name hits by followers ...
      `${scope}_name_huge`,
      `${scope}_name_both`,
      `${scope}_name_zero`,
      // ... bio hits by followers, a tie by id (newest first).
      `${scope}_bio_top`,
      tiedFirst,
      tiedSecond,
      `${scope}_bio_small`,
    ];
    const queries = createSearchQueries(kit.database.db);
    const criteria = { platform: 'instagram' as const, categories: [scope], keywords: 'Marigold' };
    const names = (rows: { username: string }[]) => rows.map((row) => row.username);
    // Counted: every match read and sorted.
    const counted = await queries.findMatches(
      criteria,
      { order: 'relevance', limit: 20, offset: 0 },
      100,
    );
    expect(counted.isEstimate).toBe(false);
    expect(names(counted.rows)).toEqual(expected);
    // Above a cap of 1 the pages come from the ranked words index, probe by probe: page by page
    // the same rows, none repeated or skipped.
    const paged: string[] = [];
    for (let offset = 0; offset < expected.length + 3; offset += 3) {
      const page = { order: 'relevance' as const, limit: 3, offset };
      const probed = await queries.findMatches(criteria, page, 1);
      expect(probed.isEstimate).toBe(true);
      expect(probed.rows).toEqual((await queries.findMatches(criteria, page, 100)).rows);
      paged.push(...names(probed.rows));
    }
    expect(paged).toEqual(expected);
  });

  it('ranks several keywords by tier, then followers, page by page', async () => {
    const scope = newScope();
    const profiles: FixtureProfile[] = [
      { username: `juniper.moss.${scope}`, followers: 1_000 },
      { username: `moss_juniper_${scope}`, bio: 'juniper moss', followers: 50_000 },
      { username: `junipr.moss.${scope}`, followers: 9 },
      { username: `juniper.${scope}`, fullName: 'Moss Studio', followers: 5_000_000 },
      { username: `${scope}_name`, fullName: 'Juniper Moss', followers: 20 },
      { username: `juniper.${scope}.bio`, bio: 'moss walls', followers: 10_000_000 },
      { username: `${scope}_bio`, fullName: 'Moss', bio: 'Juniper and more', followers: 300 },
      { username: `${scope}_one_word`, bio: 'juniper only', followers: 70_000 },
    ];
    await insertProfiles(kit.database.db, scope, profiles);
    const expected = [
      // Every word in the handle, by followers ...
      `moss_juniper_${scope}`,
      `juniper.moss.${scope}`,
      // ... a near-miss of the handle ...
      `junipr.moss.${scope}`,
      // ... every word in the handle or the name (here a handle and a name hit) ...
      `juniper.${scope}`,
      `${scope}_name`,
      // ... then the rest, a word in the bio, however large.
      `juniper.${scope}.bio`,
      `${scope}_bio`,
    ];
    const queries = createSearchQueries(kit.database.db);
    const criteria = {
      platform: 'instagram' as const,
      categories: [scope],
      keywords: 'Juniper moss',
    };
    const names = (rows: { username: string }[]) => rows.map((row) => row.username);
    // Several words always take the ranked words' probes for the page (apartWithoutEstimate).
    const whole = await queries.findMatches(
      criteria,
      { order: 'relevance', limit: 20, offset: 0 },
      100,
    );
    expect(whole).toMatchObject({ total: expected.length, isEstimate: false });
    expect(names(whole.rows)).toEqual(expected);
    // Page by page, whatever the cap: the same rows, none repeated or skipped.
    const paged: string[] = [];
    for (let offset = 0; offset < expected.length + 2; offset += 2) {
      const page = { order: 'relevance' as const, limit: 2, offset };
      const probed = await queries.findMatches(criteria, page, 1);
      expect(probed.rows).toEqual((await queries.findMatches(criteria, page, 100)).rows);
      paged.push(...names(probed.rows));
    }
    expect(paged).toEqual(expected);
    // Past the last page the total is counted alone: band by band, then the near-misses.
    const past = { order: 'relevance' as const, limit: 2, offset: 20 };
    const alone = (cap: number) => queries.findMatches(criteria, past, cap);
    expect(await alone(100)).toEqual({ total: expected.length, isEstimate: false, rows: [] });
    expect(await alone(5)).toEqual({ total: 5, isEstimate: true, rows: [] });
  });

  it('counts hashtags and mentions band by band, each match once, whichever plan the search picks', async () => {
    const scope = newScope();
    const [tag, second, mention] = [`tag${scope}`, `second${scope}`, `m${scope}`];
    // Follower counts on and around the bands' edges (10, 32, ..., a billion), and a tag with a
    // character that would split a joined string.
    const edges = [0, 9, 10, 31, 32, 99_999, 100_000, 999_999_999, 1_000_000_000, 5_000_000_000];
    const profiles: FixtureProfile[] = [
      ...edges.map((followers) => ({
        username: `${scope}_${followers}`,
        followers,
        hashtags: [tag, 'sunset', `${second}\u0001x`],
        mentions: [mention],
      })),
      { username: `${scope}_tag_only`, followers: 50_000, hashtags: [tag] },
      { username: `${scope}_mention_only`, followers: 50_000, mentions: [mention, tag] },
      { username: `${scope}_tiktok`, platform: 'tiktok', hashtags: [tag], mentions: [mention] },
    ];
    await insertProfiles(kit.database.db, scope, profiles);
    const queries = createSearchQueries(kit.database.db);
    const first = { order: 'followers' as const, limit: 20, offset: 0 };
    const past = { ...first, offset: 40 };
    const searches: [Partial<SearchCriteria>, number][] = [
      [{ hashtags: [tag] }, edges.length + 1],
      [{ mentions: [mention] }, edges.length + 1],
      [{ hashtags: [tag], mentions: [mention] }, edges.length],
      [{ hashtags: [tag, `${second}\u0001x`] }, edges.length],
      [{ hashtags: [`${second}\u0001x`, tag] }, edges.length],
      [{ hashtags: [second] }, 0],
    ];
    for (const [tags, total] of searches) {
      const criteria = { platform: 'instagram' as const, categories: [scope], ...tags };
      // One counted pass (every match read), then the count alone (band by band).
      const counted = await queries.findMatches(criteria, first, 100);
      expect(counted, JSON.stringify(tags)).toMatchObject({ total, isEstimate: false });
      expect(counted.rows).toHaveLength(total);
      expect(await queries.findMatches(criteria, past, 100)).toEqual({
        total,
        isEstimate: false,
        rows: [],
      });
      if (total > 3) {
        const capped = await queries.findMatches(criteria, past, 3);
        expect(capped).toEqual({ total: 3, isEstimate: true, rows: [] });
      }
      // Above a cap of 1 the pages come band by band: by followers, none repeated or skipped.
      const paged: string[] = [];
      for (let offset = 0; offset < total + 3; offset += 3) {
        const probed = await queries.findMatches(criteria, { ...first, limit: 3, offset }, 1);
        paged.push(...probed.rows.map((row) => row.username));
      }
      expect(paged).toEqual(counted.rows.map((row) => row.username));
    }
    const byFollowers = await queries.findMatches(
      { platform: 'instagram', categories: [scope], hashtags: [tag] },
      first,
      100,
    );
    expect(byFollowers.rows.map((row) => row.followers)).toEqual(
      [...edges, 50_000].sort((a, b) => b - a),
    );
  });

  it('counts audience rules band by band, each match once, exact below a whole tenth', async () => {
    const scope = newScope();
    // Audience rules alone lead the count (audienceLeads): the scope is an audience city here.
    const [city, elsewhere] = [`city${scope}`, `other${scope}`];
    const edges = [0, 9, 10, 31, 32, 99_999, 100_000, 999_999_999, 1_000_000_000, 5_000_000_000];
    // Shares on and around the minimums asked below (0.3 and 0.35 of the city, 0.5 female).
    const shares = [0.3, 0.35, 0.34, 0.9, 1, 0.31, 0.36, 0.4, 0.29, 0.35];
    const profiles: FixtureProfile[] = [
      ...edges.map((followers, i) => ({
        username: `${scope}_${followers}`,
        followers,
        // Engagement unrelated to size: a page by engagement is not the bands' order.
        engagementRate: (i * 7) % 10,
        country: i < 5 ? 'DE' : 'AT',
        audience: { city: { [city]: shares[i] }, gender: { female: i % 2 === 0 ? 0.5 : 0.49 } },
      })),
      { username: `${scope}_elsewhere`, audience: { city: { [elsewhere]: 0.9 } } },
      { username: `${scope}_tiktok`, platform: 'tiktok', audience: { city: { [city]: 0.9 } } },
    ];
    await insertProfiles(kit.database.db, scope, profiles);
    const queries = createSearchQueries(kit.database.db);
    const past = { order: 'engagement' as const, limit: 20, offset: 40 };
    const matching = (keep: (share: number, i: number) => boolean) =>
      edges.map((followers, i) => ({ followers, i })).filter(({ i }) => keep(shares[i], i));
    const searches: [Partial<SearchCriteria>, { followers: number; i: number }[]][] = [
      [{ audience: { city: { value: city, minShare: 0.3 } } }, matching((share) => share >= 0.3)],
      [{ audience: { city: { value: city, minShare: 0.35 } } }, matching((share) => share >= 0.35)],
      [
        {
          audience: {
            city: { value: city, minShare: 0.3 },
            gender: { value: 'female', minShare: 0.5 },
          },
        },
        matching((share, i) => share >= 0.3 && i % 2 === 0),
      ],
      // Beside another filter the count reads the tags' own index (audienceLeads).
      [
        { country: 'DE', audience: { city: { value: city, minShare: 0.3 } } },
        matching((share, i) => share >= 0.3 && i < 5),
      ],
      // Below a tenth no tag exists: the audience table answers.
      [{ audience: { city: { value: city, minShare: 0.05 } } }, matching(() => true)],
      [{ audience: { city: { value: `none${scope}`, minShare: 0.3 } } }, []],
    ];
    for (const [filters, matches] of searches) {
      const total = matches.length;
      const criteria = { platform: 'instagram' as const, ...filters };
      const counted = await queries.findMatches(criteria, { ...past, offset: 0 }, 100);
      expect(counted, JSON.stringify(filters)).toMatchObject({ total, isEstimate: false });
      // Every match, by engagement (the fixture's rates are distinct).
      const byEngagement = [...matches]
        .sort((a, b) => ((b.i * 7) % 10) - ((a.i * 7) % 10))
        .map(({ followers }) => `${scope}_${followers}`);
      expect(counted.rows.map((row) => row.username)).toEqual(byEngagement);
      // Above the cap the page comes from the engagement index instead: the same rows.
      if (total > 3) {
        const walked = await queries.findMatches(criteria, { ...past, offset: 0, limit: 3 }, 3);
        expect(walked).toMatchObject({ total: 3, isEstimate: true });
        expect(walked.rows.map((row) => row.username)).toEqual(byEngagement.slice(0, 3));
      }
      // The count alone (a page past the last): band by band.
      expect(await queries.findMatches(criteria, past, 100)).toEqual({
        total,
        isEstimate: false,
        rows: [],
      });
      if (total > 3) {
        expect(await queries.findMatches(criteria, past, 3)).toEqual({
          total: 3,
          isEstimate: true,
          rows: [],
        });
      }
    }
  });

  it('pages the same rows whichever plan the search picks', async () => {
    const scope = newScope();
    await insertProfiles(
      kit.database.db,
      scope,
      [5, 1, 5, 3, 2].map((engagementRate) => ({ engagementRate })),
    );
    const queries = createSearchQueries(kit.database.db);
    const criteria = { platform: 'instagram' as const, categories: [scope] };
    for (const order of ['followers', 'engagement', 'avgViews', 'growth'] as const) {
      const page = { order, limit: 3, offset: 1 };
      const viaIndex = await queries.searchPage(criteria, { ...page, indexOrder: true });
      const viaFilters = await queries.searchPage(criteria, { ...page, indexOrder: false });
      const { rows: viaMatches } = await queries.findMatches(criteria, page, 10);
      expect(viaFilters).toEqual(viaIndex);
      expect(viaMatches).toEqual(viaIndex);
      expect(viaIndex).toHaveLength(3);
    }
  });
});
