import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newScope } from '../../../testing/bank-fixtures';
import { signUpBeforeAll, testKitForFile } from '../../../testing/test-file-kit';
import { socialAccountContacts, socialAccounts } from '../discovery.tables';
import type { ImportFormat, ImportSummary } from './import.service';

const kit = testKitForFile();
const agency = signUpBeforeAll(kit, { plan: 'agency' });

/** The file as a stream of small byte chunks, so records and characters cross chunk borders. */
async function* chunked(text: string, size = 7) {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function importText(
  text: string,
  options: { format?: ImportFormat; platform?: 'instagram' | 'youtube'; batchSize?: number } = {},
) {
  const rejected: ImportSummary['rejectedRows'] = [];
  const summary = await kit.services.bankImport.importProfiles({
    input: chunked(text),
    platform: options.platform ?? 'instagram',
    format: options.format ?? 'csv',
    batchSize: options.batchSize,
    onRejected: (row) => void rejected.push(row),
  });
  return { summary, rejected };
}

async function accountsOf(ids: string[]) {
  return kit.database.db
    .select()
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.platform, 'instagram'), inArray(socialAccounts.platformUserId, ids)),
    )
    .orderBy(socialAccounts.platformUserId);
}

async function discover(body: Record<string, unknown>) {
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/discoverProfiles',
    headers: agency.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Record<string, unknown>[];
}

/** A file with good rows and rows each wrong in a known way; ids are unique to `scope`. */
function mixedFile(scope: string): string {
  return [
    'platform_user_id,username,full_name,followers,engagement_rate,country,language,categories,email,phone,verified,last_post_at',
    `${scope}-1,@${scope}_anna,Anna Gruber,15200,3.5,at,DE,${scope}; Food,Anna@Example.com,+43 660 1234567,yes,2026-11-01`,
    `${scope}-2,${scope}_ben,Ben,-4,,DE,,${scope},,,,`,
    `${scope}-3,${scope}_carla,Carla,1200,,Austria,,${scope},not-an-email,,maybe,`,
    `,${scope}_nobody,No Id,10,,,,${scope},,,,`,
    `${scope}-5,${scope}_dora,Dora,900,,,,${scope},,,,`,
    `${scope}-6,${scope}_emil,Emil,12.5,250,,,${scope},,,,yesterday`,
    `${scope}-7,${scope}_fritz,Fritz,100,,,`,
  ].join('\n');
}

describe('importing a CSV file', () => {
  it('imports good rows, rejects bad ones with line numbers and reasons', async () => {
    const scope = newScope();
    const { summary, rejected } = await importText(mixedFile(scope));

    expect(summary).toEqual({
      rowsRead: 7,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      rejected: 5,
      rejectedRows: rejected,
    });
    expect(rejected).toEqual([
      { line: 3, platformUserId: `${scope}-2`, reason: 'followers: must be a whole number ≥ 0' },
      {
        line: 4,
        platformUserId: `${scope}-3`,
        reason:
          'country: must be an ISO 3166-1 alpha-2 code such as AT; verified: must be true or false; email: must be an email address (several separated by ;)',
      },
      { line: 5, platformUserId: null, reason: 'platform_user_id: required' },
      {
        line: 7,
        platformUserId: `${scope}-6`,
        reason:
          'followers: must be a whole number ≥ 0; engagement_rate: must be a number from 0 to 100 (percent); last_post_at: must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z',
      },
      {
        line: 8,
        platformUserId: `${scope}-7`,
        reason: 'expected 12 fields as in the header, found 7',
      },
    ]);

    const rows = await accountsOf([`${scope}-1`, `${scope}-2`, `${scope}-5`]);
    expect(rows.map((r) => r.platformUserId)).toEqual([`${scope}-1`, `${scope}-5`]);
    expect(rows[0]).toMatchObject({
      username: `${scope}_anna`,
      fullName: 'Anna Gruber',
      followers: 15_200,
      engagementRate: 3.5,
      country: 'AT',
      language: 'de',
      categories: [scope, 'food'],
      isVerified: true,
      hasEmail: true,
      hasPhone: true,
      isDemo: false,
      lastPostedAt: new Date('2026-11-01T00:00:00Z'),
    });
    const contacts = await kit.database.db
      .select({ kind: socialAccountContacts.kind, value: socialAccountContacts.value })
      .from(socialAccountContacts)
      .where(eq(socialAccountContacts.accountId, rows[0].id))
      .orderBy(socialAccountContacts.kind);
    expect(contacts).toEqual([
      { kind: 'email', value: 'anna@example.com' },
      { kind: 'phone', value: '+43 660 1234567' },
    ]);

    // Imported profiles are real bank data: found by search, not labelled demo.
    const items = await discover({ platform: 'instagram', categories: [scope] });
    expect(items.map((item) => item.platform_username)).toEqual([`${scope}_anna`, `${scope}_dora`]);
    expect(items[0]).toMatchObject({
      followers: 15_200,
      country: 'AT',
      contacts: true,
      isDemo: false,
    });
    expect(items[1]).toMatchObject({ followers: 900, contacts: false, isDemo: false });
  });

  it('leaves the bank as it was when the same file is imported again', async () => {
    const scope = newScope();
    const file = mixedFile(scope);
    await importText(file);
    const before = await accountsOf([`${scope}-1`, `${scope}-5`]);

    const { summary } = await importText(file);
    expect(summary).toMatchObject({
      rowsRead: 7,
      inserted: 0,
      updated: 0,
      unchanged: 2,
      rejected: 5,
    });
    const after = await accountsOf([`${scope}-1`, `${scope}-5`]);
    expect(after).toEqual(before);
    const [{ contacts }] = await kit.database.db
      .select({ contacts: sql<number>`count(*)::int` })
      .from(socialAccountContacts)
      .where(eq(socialAccountContacts.accountId, after[0].id));
    expect(contacts).toBe(2);
  });

  it('updates a changed field and keeps what a file leaves out', async () => {
    const scope = newScope();
    await importText(
      [
        'platform_user_id,username,bio,followers,city',
        `${scope}-1,${scope}_anna,Cooks vegan,1000,Vienna`,
        `${scope}-2,${scope}_ben,Runs,2000,Graz`,
      ].join('\n'),
    );
    // A later file without the bio column and an empty city: those are kept, not erased.
    const { summary } = await importText(
      [
        'platform_user_id,username,followers,city',
        `${scope}-1,${scope}_anna,1500,`,
        `${scope}-2,${scope}_ben,2000,`,
      ].join('\n'),
    );
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const [anna, ben] = await accountsOf([`${scope}-1`, `${scope}-2`]);
    expect(anna).toMatchObject({ followers: 1_500, bio: 'Cooks vegan', city: 'Vienna' });
    expect(ben).toMatchObject({ followers: 2_000, bio: 'Runs', city: 'Graz' });
    expect(anna.updatedAt.getTime()).toBeGreaterThan(ben.updatedAt.getTime());
  });

  it('takes the largest niches the sort indexes hold and rejects larger ones, keeping the rest of the batch', async () => {
    const scope = newScope();
    // Chinese characters take 3 bytes in UTF-8: 20 niches of 20 are the 1,200 bytes allowed.
    const niche = (i: number, length: number) =>
      Array.from({ length }, (_, j) => String.fromCodePoint(0x4e00 + i * 97 + j * 13)).join('');
    const niches = (length: number) => Array.from({ length: 20 }, (_, i) => niche(i, length));
    const city = niche(30, 120);
    await importText(
      ['platform_user_id,username', `${scope}-1,${scope}_anna`, `${scope}-3,${scope}_carla`].join(
        '\n',
      ),
    );
    // A demo profile's audience summary (at most 16 tags, 328 bytes in a seeded bank of 1M) is
    // kept by an import and shares the index entry with the niches and the city.
    const tags = Array.from({ length: 20 }, (_, i) => `city:Rio de Janeiro ${i}:1`);
    await kit.database.db
      .update(socialAccounts)
      .set({ audienceTags: tags })
      .where(eq(socialAccounts.platformUserId, `${scope}-1`));

    const { summary, rejected } = await importText(
      [
        'platform_user_id,username,city,categories',
        `${scope}-1,${scope}_anna,${city},${niches(20).join(';')}`,
        `${scope}-2,${scope}_ben,${city},${niches(21).join(';')}`,
        `${scope}-3,${scope}_carla,Graz,food`,
      ].join('\n'),
    );

    expect(summary).toMatchObject({ inserted: 0, updated: 2, rejected: 1 });
    expect(rejected).toEqual([
      {
        line: 3,
        platformUserId: `${scope}-2`,
        reason:
          'categories: entries must be at most 1200 bytes together in UTF-8 (1200 Latin letters, fewer in scripts that take more bytes a character)',
      },
    ]);
    const [anna, carla] = await accountsOf([`${scope}-1`, `${scope}-2`, `${scope}-3`]);
    expect(anna).toMatchObject({ city, categories: niches(20), audienceTags: tags });
    expect(carla).toMatchObject({ city: 'Graz', categories: ['food'] });
  });

  it('reads quoted fields with commas, quotes and line breaks, counting lines correctly', async () => {
    const scope = newScope();
    const file =
      '\uFEFFPlatform User ID,Username,Full Name,Bio\r\n' +
      `${scope}-1,${scope}_anna,"Gruber, Anna","Says ""hi""\r\nand cooks, daily"\r\n` +
      `${scope}-2,${scope}_ben,"Ben ""the runner""",\r\n` +
      `${scope}-3,${scope}_x y,X,\r\n`;
    const { summary, rejected } = await importText(file);
    expect(summary.inserted).toBe(2);
    expect(rejected).toEqual([
      {
        line: 5,
        platformUserId: `${scope}-3`,
        reason: 'username: must be 1 to 100 characters without spaces',
      },
    ]);
    const [anna, ben] = await accountsOf([`${scope}-1`, `${scope}-2`]);
    expect(anna).toMatchObject({ fullName: 'Gruber, Anna', bio: 'Says "hi"\r\nand cooks, daily' });
    expect(ben).toMatchObject({ fullName: 'Ben "the runner"', bio: null });
  });

  it('lets the last row win when a user id repeats, within and across batches', async () => {
    const scope = newScope();
    const { summary } = await importText(
      [
        'platform_user_id,username,followers',
        `${scope}-1,${scope}_a,1`,
        `${scope}-1,${scope}_a,2`,
        `${scope}-2,${scope}_b,10`,
        `${scope}-1,${scope}_a,3`,
        `${scope}-2,${scope}_b,20`,
      ].join('\n'),
      { batchSize: 2 },
    );
    // Batches: [a=2] (a=1 superseded), [b=10, a=3], [b=20].
    expect(summary).toMatchObject({
      rowsRead: 5,
      duplicates: 1,
      inserted: 2,
      updated: 2,
      unchanged: 0,
    });
    const rows = await accountsOf([`${scope}-1`, `${scope}-2`]);
    expect(rows.map((r) => r.followers)).toEqual([3, 20]);
  });

  it('refuses a header with an unknown or missing column before writing anything', async () => {
    const scope = newScope();
    await expect(
      importText(`platform_user_id,username,folowers\n${scope}-1,${scope}_a,5\n`),
    ).rejects.toMatchObject({
      statusCode: 400,
      name: 'ValidationError',
      field: 'file',
      message: expect.stringContaining('Unknown column "folowers" in the header'),
    });
    await expect(importText(`username,followers\n${scope}_a,5\n`)).rejects.toMatchObject({
      field: 'file',
      message: 'The header lacks the required column platform_user_id',
    });
    expect(await accountsOf([`${scope}-1`])).toEqual([]);
  });
});

describe('importing JSON Lines', () => {
  it('imports JSON objects and rejects bad lines with their numbers', async () => {
    const scope = newScope();
    const lines = [
      JSON.stringify({
        platform_user_id: `${scope}-1`,
        username: `${scope}_anna`,
        followers: 5000,
        avg_likes: 200,
        avg_comments: 50,
        categories: [scope, 'Travel'],
        verified: false,
        email: 'anna@example.org',
        bio: null,
      }),
      '',
      '{"platform_user_id": "broken",',
      JSON.stringify({ platform_user_id: `${scope}-2`, username: `${scope}_ben`, folowers: 3 }),
      JSON.stringify([1, 2]),
      JSON.stringify({ platform_user_id: 42, username: `${scope}_num`, followers: '7000' }),
    ].join('\n');
    const { summary, rejected } = await importText(lines, { format: 'jsonl' });
    expect(summary).toMatchObject({ rowsRead: 5, inserted: 2, rejected: 3 });
    expect(rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: expect.stringMatching(/^not valid JSON \(/) },
      { line: 4, reason: 'unknown field: folowers' },
      { line: 5, reason: 'must be a JSON object' },
    ]);
    const [anna] = await accountsOf([`${scope}-1`]);
    // No rate given: estimated from the averages, (200 + 50) / 5000 = 5 %.
    expect(anna).toMatchObject({
      followers: 5_000,
      engagementRate: 5,
      categories: [scope, 'travel'],
      isVerified: false,
      hasEmail: true,
      bio: null,
    });
    expect((await accountsOf(['42']))[0]).toMatchObject({ followers: 7_000 });
    const bank = kit.services.socialData.bank;
    expect(await bank.contacts('instagram', `${scope}-1`)).toEqual([
      { kind: 'email', value: 'anna@example.org' },
    ]);
    expect(await bank.profile('instagram', `@${scope}_anna`)).toMatchObject({
      platformUserId: `${scope}-1`,
      followers: 5_000,
      categories: [scope, 'travel'],
    });
    expect(await bank.stories('instagram', `${scope}-1`)).toEqual([]);
  });

  it('stores text exactly, whatever quotes, backslashes, braces or words like NULL it holds', async () => {
    const scope = newScope();
    const awkward = ['a"b', 'c\\d', 'e,f', '{g}', 'null', 'ünï'];
    const line = JSON.stringify({
      platform_user_id: `${scope}-1 "x"`,
      username: `${scope}_back\\slash`,
      full_name: 'NULL',
      bio: 'C:\\path "quoted" {braces}, commas\nand a new line',
      categories: awkward,
      hashtags: [],
    });
    const { summary } = await importText(line, { format: 'jsonl' });
    expect(summary).toMatchObject({ inserted: 1, rejected: 0 });
    expect(await accountsOf([`${scope}-1 "x"`])).toEqual([
      expect.objectContaining({
        username: `${scope}_back\\slash`,
        fullName: 'NULL',
        bio: 'C:\\path "quoted" {braces}, commas\nand a new line',
        categories: awkward,
        hashtags: [],
        mentions: [],
      }),
    ]);
  });
});
