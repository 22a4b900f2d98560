import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';

let kit: TestKit;
let starter: SignedIn;
beforeAll(async () => {
  kit = await createTestKit();
  starter = await kit.signUp({ plan: 'starter' });
});
afterAll(() => kit.close());

const HEADER =
  'Platform,Username,Full name,Followers,Engagement rate (%),Avg views,Country,City,Language,Categories,Verified,Profile URL,Email,Phone';

function exportSearch(body: Record<string, unknown>, headers = starter.headers) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/account/search-export',
    headers,
    payload: body,
  });
}

function previewExport(body: Record<string, unknown>, headers = starter.headers) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/account/search-export/preview',
    headers,
    payload: body,
  });
}

async function exportedLines(body: Record<string, unknown>, headers = starter.headers) {
  const response = await exportSearch(body, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body.endsWith('\r\n')).toBe(true);
  return response.body.slice(0, -2).split('\r\n');
}

async function exportsUsed(user: SignedIn): Promise<number> {
  return (await kit.services.usage.report(user.org.id, ['exports'])).exports.used;
}

describe('search-export', () => {
  it('downloads the results as CSV with the documented columns', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [
      {
        username: `${scope}_anna`,
        fullName: 'Anna Gruber, MSc',
        followers: 52_000,
        engagementRate: 3.456,
        avgViews: 12_000,
        country: 'AT',
        city: 'Vienna',
        language: 'de',
        categories: [scope, 'food'],
        isVerified: true,
      },
      {
        platform: 'tiktok',
        username: `${scope}_ben`,
        fullName: null,
        followers: 8_000,
        engagementRate: 1,
        avgViews: 900,
      },
    ]);
    const response = await exportSearch({ profileCount: 10, filters: { categories: [scope] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="reachbase-search-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Instagram is the default platform: the TikTok profile is not part of this search.
    expect(response.body).toBe(
      `${HEADER}\r\n` +
        `instagram,${scope}_anna,"Anna Gruber, MSc",52000,3.46,12000,AT,Vienna,de,${scope}; food,yes,https://www.instagram.com/${scope}_anna,,\r\n`,
    );
    const tiktok = await exportedLines({
      profileCount: 10,
      filters: { platform: 'tiktok', categories: [scope] },
    });
    expect(tiktok[1]).toBe(
      `tiktok,${scope}_ben,,8000,1,900,,,,${scope},no,https://www.tiktok.com/@${scope}_ben,,`,
    );
    // In German the headings and yes/no are German; the numbers stay as a program reads them.
    const german = await exportedLines({ profileCount: 10, filters: { categories: [scope] } }, {
      ...starter.headers,
      cookie: 'NEXT_LOCALE=de',
    } as typeof starter.headers);
    expect(german[0]).toBe(
      'Plattform,Nutzername,Vollständiger Name,Follower,Engagement-Rate (%),Ø Aufrufe,Land,Stadt,Sprache,Kategorien,Verifiziert,Profil-URL,E-Mail,Telefon',
    );
    expect(german[1]).toContain(',52000,3.46,12000,AT,Vienna,de,');
    expect(german[1]).toContain(',ja,https://');
  });

  it('takes {profileCount} alone, as SPEC 7 names it, and exports the unfiltered search', async () => {
    const lines = await exportedLines({ profileCount: 1 });
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^instagram,/);
  });

  it('exports the first profileCount results in the order of the search', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [
      { username: `${scope}_small`, followers: 1_000, engagementRate: 9 },
      { username: `${scope}_big`, followers: 90_000, engagementRate: 1 },
      { username: `${scope}_mid`, followers: 20_000, engagementRate: 5 },
    ]);
    const usernames = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[1]);
    const byFollowers = await exportedLines({ profileCount: 2, filters: { categories: [scope] } });
    expect(usernames(byFollowers)).toEqual([`${scope}_big`, `${scope}_mid`]);
    const byEngagement = await exportedLines({
      profileCount: 3,
      filters: { categories: [scope], sort: 'engagement' },
    });
    expect(usernames(byEngagement)).toEqual([`${scope}_small`, `${scope}_mid`, `${scope}_big`]);
  });

  it('neutralizes cells a spreadsheet would run as formulas', async () => {
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [
      { fullName: '=HYPERLINK("http://evil.example","open")', followers: 3 },
      { fullName: '@SUM(1+1)', followers: 2, city: '+43 Wien' },
      { fullName: '\t-2+3', followers: 1, language: '-cmd' },
    ]);
    const lines = await exportedLines({ profileCount: 3, filters: { categories: [scope] } });
    const [first, second, third] = lines.slice(1);
    expect(first).toContain(`,"'=HYPERLINK(""http://evil.example"",""open"")",`);
    expect(second).toContain(",'@SUM(1+1),");
    expect(second).toContain(",'+43 Wien,");
    expect(third).toContain(",'\t-2+3,");
    expect(third).toContain(",'-cmd,");
    for (const line of lines.slice(1)) {
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+\-@\t\r]/);
    }
  });

  it('spends one exports per row exported', async () => {
    const user = await kit.signUp({ plan: 'starter' });
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{}, {}]);
    const lines = await exportedLines(
      { profileCount: 50, filters: { categories: [scope] } },
      user.headers,
    );
    expect(lines).toHaveLength(3);
    expect(await exportsUsed(user)).toBe(2);
  });

  it('answers 423 LimitExceeded on exports and exports nothing when rows exceed the allowance', async () => {
    const user = await kit.signUp({ plan: 'starter' });
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{}, {}]);
    await kit.services.usage.consume(user.org.id, 'exports', 499);
    const response = await exportSearch(
      { profileCount: 2, filters: { categories: [scope] } },
      user.headers,
    );
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'LimitExceeded', field: 'exports' });
    expect(response.headers['content-type']).not.toContain('text/csv');
    expect(await exportsUsed(user)).toBe(499);
    // One row still fits.
    const one = await exportSearch(
      { profileCount: 1, filters: { categories: [scope] } },
      user.headers,
    );
    expect(one.statusCode).toBe(200);
    expect(await exportsUsed(user)).toBe(500);
  });

  it('answers 423 LimitExceeded to a free plan, which has no exports', async () => {
    const user = await kit.signUp({ plan: 'free' });
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{}]);
    const response = await exportSearch(
      { profileCount: 1, filters: { categories: [scope] } },
      user.headers,
    );
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'LimitExceeded', field: 'exports' });
  });

  it('answers 423 EmailNotVerified to an unverified user and counts nothing', async () => {
    const user = await kit.signUp({ plan: 'starter', verified: false });
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{}]);
    const response = await exportSearch(
      { profileCount: 1, filters: { categories: [scope] } },
      user.headers,
    );
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'EmailNotVerified' });
    expect(await exportsUsed(user)).toBe(0);
  });

  it('fills email and phone only for profiles whose contacts the organization unlocked', async () => {
    const owner = await kit.signUp({ plan: 'starter' });
    const scope = newScope();
    const profiles = await insertProfiles(kit.database.db, scope, [
      {
        username: `${scope}_open`,
        followers: 2_000,
        contacts: { email: ['b@example.com', 'a@example.com'], phone: ['+43 1 234'] },
      },
      {
        username: `${scope}_locked`,
        followers: 1_000,
        contacts: { email: ['locked@example.com'], phone: ['+43 9 999'] },
      },
    ]);
    const unlock = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discover/unlockContacts',
      headers: owner.headers,
      payload: { profileId: profiles[`${scope}_open`].id },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const body = { profileCount: 10, filters: { categories: [scope] } };

    const lines = await exportedLines(body, owner.headers);
    expect(lines[0]).toBe(HEADER);
    // Several values share a cell; a phone starting with + is neutralized like any formula cell.
    expect(lines[1]).toMatch(
      new RegExp(`^instagram,${scope}_open,.*,a@example\\.com; b@example\\.com,'\\+43 1 234$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^instagram,${scope}_locked,.*,no,https://[^,]+,,$`));
    expect(lines.join('\n')).not.toContain('locked@example.com');
    expect(lines.join('\n')).not.toContain('9 999');
    const preview = await previewExport(body, owner.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ unlockedContacts: 1 });

    // Another organization exporting the same search gets no contacts: it did not pay for them.
    const other = await kit.signUp({ plan: 'starter' });
    const otherLines = await exportedLines(body, other.headers);
    expect(otherLines).toHaveLength(3);
    for (const line of otherLines.slice(1)) expect(line).toMatch(/,,$/);
    expect(otherLines.join('\n')).not.toContain('@example.com');
    expect((await previewExport(body, other.headers)).json()).toEqual({ unlockedContacts: 0 });
  });

  it('previews the unlocked contacts of an export for free, and only of the rows it exports', async () => {
    const user = await kit.signUp({ plan: 'starter' });
    const scope = newScope();
    const profiles = await insertProfiles(kit.database.db, scope, [
      { username: `${scope}_first`, followers: 3_000 },
      { username: `${scope}_second`, followers: 2_000, contacts: { phone: ['0664 1'] } },
    ]);
    await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discover/unlockContacts',
      headers: user.headers,
      payload: { profileId: profiles[`${scope}_second`].id },
    });
    const filters = { categories: [scope] };
    expect((await previewExport({ profileCount: 1, filters }, user.headers)).json()).toEqual({
      unlockedContacts: 0,
    });
    expect((await previewExport({ profileCount: 2, filters }, user.headers)).json()).toEqual({
      unlockedContacts: 1,
    });
    expect(await exportsUsed(user)).toBe(0);
    const refused = await previewExport({ profileCount: 0, filters }, user.headers);
    expect(refused.statusCode).toBe(400);
  });

  it('refuses unknown fields, paging and a profileCount out of range with 400', async () => {
    const filters = { categories: [newScope()] };
    for (const body of [
      { profileCount: 1, filters, format: 'xlsx' },
      { profileCount: 1, filters: { ...filters, page: 2 } },
      { profileCount: 1, filters: { ...filters, shoeSize: 42 } },
      { profileCount: 0, filters },
      { profileCount: 5_001, filters },
      { filters },
    ]) {
      const response = await exportSearch(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('request-search-credits', () => {
  function requestCredits(body: Record<string, unknown>, headers: Record<string, string>) {
    return kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/account/request-search-credits',
      headers,
      payload: body,
    });
  }
  function listRequests(headers: Record<string, string>) {
    return kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/account/request-search-credits',
      headers,
    });
  }

  it('records a request that the owner of the organization sees, newest first', async () => {
    const owner = await kit.signUp({ plan: 'free' });
    const member = await kit.addMember(owner.org, 'member');
    const first = await requestCredits({ reason: 'Campaign for spring' }, member.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      reason: 'Campaign for spring',
      searchCredit: 100,
      status: 'open',
    });
    const second = await requestCredits({ reason: 'More', searchCredit: 500 }, owner.headers);
    expect(second.statusCode).toBe(201);

    const listed = await listRequests(owner.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([second.json(), first.json()]);
  });

  it('shows another organization none of them, and members none at all', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    expect((await requestCredits({ reason: 'Please' }, member.headers)).statusCode).toBe(201);
    const other = await kit.signUp();
    const otherList = await listRequests(other.headers);
    expect(otherList.statusCode).toBe(200);
    expect(otherList.json().items).toEqual([]);
    expect((await listRequests(member.headers)).statusCode).toBe(403);
  });

  it('refuses an empty reason, an out-of-range credit and unknown fields with 400', async () => {
    const owner = await kit.signUp();
    for (const body of [
      {},
      { reason: '' },
      { reason: 'x'.repeat(1_001) },
      { reason: 'ok', searchCredit: 0 },
      { reason: 'ok', searchCredit: 100_001 },
      { reason: 'ok', urgent: true },
    ]) {
      const response = await requestCredits(body, owner.headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await listRequests(owner.headers)).json().items).toEqual([]);
  });
});
