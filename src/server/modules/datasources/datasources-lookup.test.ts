import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { testKitForFile } from '../../testing/test-file-kit';
import {
  socialAccountAudience,
  socialAccountContacts,
  socialAccounts,
  socialPosts,
} from '../discovery/discovery.tables';
import { fakeSources } from './datasources.fixtures';

const sources = fakeSources();
const kit = testKitForFile({
  env: { DATA_SOURCE_REFRESH_DAYS: '7' },
  dataSourceFactories: sources.factories,
});

const LOOKUP = '/api/v1/customer/data-sources/lookup';

function lookup(who: SignedIn, body: object) {
  return kit.app.inject({ method: 'POST', url: LOOKUP, headers: who.headers, payload: body });
}

async function connected(keys: { modash?: string; instagram?: string }) {
  const owner = await kit.signUp({ plan: 'pro' });
  for (const [source, key] of Object.entries(keys)) {
    const response = await kit.app.inject({
      method: 'PUT',
      url: `/api/v1/customer/data-sources/${source}`,
      headers: owner.headers,
      payload: { key },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return owner;
}

const reportsUsed = async (orgId: string) =>
  (await kit.services.usage.report(orgId, ['reports'])).reports.used;

async function bankRow(profileId: string) {
  const [row] = await kit.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.id, profileId));
  return row;
}

describe('looking a creator up on a data source', () => {
  it("keeps the report's profile, posts, audience and contacts in the bank with source and time", async () => {
    const owner = await connected({ modash: 'org-modash' });
    const response = await lookup(owner, {
      platform: 'instagram',
      handle: 'https://www.instagram.com/trailanna/',
      source: 'modash',
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json();
    expect(found).toMatchObject({
      platform: 'instagram',
      username: 'trailanna',
      source: 'modash',
      fromBank: false,
    });
    expect(sources.modash.calls.at(-1)).toMatchObject({ method: 'report', handle: 'trailanna' });
    expect(await reportsUsed(owner.org.id)).toBe(1);

    const row = await bankRow(found.profileId);
    expect(row).toMatchObject({
      source: 'modash',
      followers: 120_000,
      audienceCredibility: expect.closeTo(0.87, 5),
      hasEmail: true,
      hashtags: ['trailrun'],
      mentions: ['alpsgear'],
      // (3000 + 100) * 2 / 120000: the mean of the three posts over followers, in percent.
      engagementRate: expect.closeTo(5.17, 2),
    });
    expect(row.sourceFetchedAt?.toISOString()).toBe(found.fetchedAt);
    expect(row.audienceTags).toEqual(
      expect.arrayContaining([
        'country:DE:6',
        'country:AT:2',
        'gender:female:5',
        'interest:fitness:4',
      ]),
    );
    const db = kit.database.db;
    const posts = await db.select().from(socialPosts).where(eq(socialPosts.accountId, row.id));
    expect(posts).toHaveLength(3);
    const audience = await db
      .select()
      .from(socialAccountAudience)
      .where(eq(socialAccountAudience.accountId, row.id));
    expect(audience).toContainEqual({
      accountId: row.id,
      dimension: 'country',
      value: 'DE',
      share: expect.closeTo(0.62, 5),
    });
    const contacts = await db
      .select({ kind: socialAccountContacts.kind, value: socialAccountContacts.value })
      .from(socialAccountContacts)
      .where(eq(socialAccountContacts.accountId, row.id));
    expect(contacts).toEqual([{ kind: 'email', value: 'anna@trail.test' }]);
  });

  it('serves the bank copy within the refresh period at no cost, and fetches again on refresh', async () => {
    const owner = await connected({ modash: 'org-modash' });
    const body = { platform: 'tiktok', handle: '@dancedora', source: 'modash' };
    const first = (await lookup(owner, body)).json();
    const reports = sources.modash.callsOf('report');

    const again = await lookup(owner, { ...body, handle: 'DanceDora' });
    expect(again.json()).toMatchObject({
      profileId: first.profileId,
      fromBank: true,
      fetchedAt: first.fetchedAt,
    });
    expect(sources.modash.callsOf('report')).toBe(reports);
    expect(await reportsUsed(owner.org.id)).toBe(1);

    const refreshed = await lookup(owner, { ...body, refresh: true });
    expect(refreshed.json()).toMatchObject({ profileId: first.profileId, fromBank: false });
    expect(new Date(refreshed.json().fetchedAt).getTime()).toBeGreaterThan(
      new Date(first.fetchedAt).getTime(),
    );
    expect(sources.modash.callsOf('report')).toBe(reports + 1);
    expect(await reportsUsed(owner.org.id)).toBe(2);
  });

  it('asks the source again once the bank copy is older than the refresh period', async () => {
    const owner = await connected({ modash: 'org-modash' });
    const body = { platform: 'instagram', handle: 'summitsue', source: 'modash' };
    const first = (await lookup(owner, body)).json();
    await kit.database.db
      .update(socialAccounts)
      .set({ sourceFetchedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(socialAccounts.id, first.profileId));
    const reports = sources.modash.callsOf('report');
    expect((await lookup(owner, body)).json()).toMatchObject({ fromBank: false });
    expect(sources.modash.callsOf('report')).toBe(reports + 1);
  });

  it('makes one call when two members open the same creator at the same time', async () => {
    const owner = await connected({ modash: 'org-modash' });
    const member = await kit.addMember(owner.org);
    const body = { platform: 'instagram', handle: 'peakpaul', source: 'modash' };
    const reports = sources.modash.callsOf('report');
    const release = sources.modash.holdReports();
    const both = Promise.all([lookup(owner, body), lookup(member, body)]);
    // The first call is under way; the second lookup has had time to reach the source too.
    while (sources.modash.callsOf('report') === reports)
      await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 300));
    release();
    const answers = (await both).map((response) => response.json());
    expect(sources.modash.callsOf('report')).toBe(reports + 1);
    expect(answers[0].profileId).toBe(answers[1].profileId);
    expect(answers.map((answer) => answer.fromBank).sort()).toEqual([false, true]);
    expect(await reportsUsed(owner.org.id)).toBe(1);
  });

  it('picks the free Instagram API first for Instagram when the body names no source', async () => {
    const owner = await connected({ modash: 'org-modash', instagram: 'ig-token' });
    const response = await lookup(owner, {
      platform: 'instagram',
      handle: 'trailanna',
      refresh: true,
    });
    expect(response.json()).toMatchObject({ source: 'instagram', fromBank: false });
    expect(sources.instagram.calls.at(-1)).toMatchObject({ method: 'report', key: 'ig-token' });
  });

  it('answers 404 for a creator the source does not know, spending nothing', async () => {
    const owner = await connected({ modash: 'org-modash' });
    const response = await lookup(owner, {
      platform: 'youtube',
      handle: 'nobody',
      source: 'modash',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ name: 'NotFound' });
    expect(await reportsUsed(owner.org.id)).toBe(0);
  });

  it('spends nothing when the source fails, and refuses with no source for the platform', async () => {
    const owner = await connected({ modash: 'org-modash' });
    sources.modash.failWith('out_of_credits');
    try {
      const response = await lookup(owner, {
        platform: 'tiktok',
        handle: 'someone',
        source: 'modash',
      });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toContain('Modash account');
    } finally {
      sources.modash.failWith(null);
    }
    expect(await reportsUsed(owner.org.id)).toBe(0);

    const unconnected = await kit.signUp();
    const none = await lookup(unconnected, { platform: 'tiktok', handle: 'someone' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ name: 'Conflict', field: 'source' });
  });

  it('refuses a report the plan cannot pay for before asking the source', async () => {
    const owner = await kit.signUp({ plan: 'free' });
    await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/data-sources/modash',
      headers: owner.headers,
      payload: { key: 'org-modash' },
    });
    await kit.services.usage.consume(owner.org.id, 'reports', 2);
    const reports = sources.modash.callsOf('report');
    const response = await lookup(owner, {
      platform: 'tiktok',
      handle: 'dancedora',
      refresh: true,
    });
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'LimitExceeded', field: 'reports' });
    expect(sources.modash.callsOf('report')).toBe(reports);
  });
});
