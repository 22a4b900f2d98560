import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { testKitForFile } from '../../testing/test-file-kit';
import { socialAccounts } from '../discovery/discovery.tables';
import { fakeSources } from './datasources.fixtures';
import { dataSourceKeys } from './datasources.tables';

const sources = fakeSources();
const kit = testKitForFile({
  env: { MODASH_API_KEY: 'install-modash' },
  dataSourceFactories: sources.factories,
});

const PREFIX = '/api/v1/customer/data-sources';

function call(
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  who: SignedIn,
  body?: object,
) {
  return kit.app.inject({ method, url: `${PREFIX}${url}`, headers: who.headers, payload: body });
}

async function used(orgId: string, metric: 'searchCount' | 'reports') {
  return (await kit.services.usage.report(orgId, [metric]))[metric].used;
}

type Listed = { id: string; connection: { scope: string; label: string } | null };
const connectionOf = (body: { items: Listed[] }, id: string) =>
  body.items.find((item) => item.id === id)?.connection;

describe('connecting a data source', () => {
  it('tests the key live, keeps it sealed and never answers it', async () => {
    const owner = await kit.signUp();
    const response = await call('PUT', '/instagram', owner, { key: 'ig-token' });
    expect(response.statusCode, response.body).toBe(200);
    expect(connectionOf(response.json(), 'instagram')).toMatchObject({
      scope: 'organization',
      label: 'brand.official',
    });
    expect(response.body).not.toContain('ig-token');
    const [row] = await kit.database.db
      .select()
      .from(dataSourceKeys)
      .where(eq(dataSourceKeys.orgId, owner.org.id));
    expect(row.sealedKey).not.toContain('ig-token');
    const listed = await call('GET', '', owner);
    expect(listed.body).not.toContain('ig-token');
  });

  it('refuses a key the source refuses with 400 on key, storing nothing', async () => {
    const owner = await kit.signUp();
    const response = await call('PUT', '/instagram', owner, { key: 'a-wrong-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'key' });
    expect(response.json().message).toContain('Instagram API refused this key');
    const rows = await kit.database.db
      .select()
      .from(dataSourceKeys)
      .where(eq(dataSourceKeys.orgId, owner.org.id));
    expect(rows).toEqual([]);
  });

  it('says so when the source cannot be reached, storing nothing', async () => {
    const owner = await kit.signUp();
    sources.instagram.failWith('unavailable');
    try {
      const response = await call('PUT', '/instagram', owner, { key: 'ig-token' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('could not be reached');
    } finally {
      sources.instagram.failWith(null);
    }
    const listed = await call('GET', '', owner);
    expect(connectionOf(listed.json(), 'instagram')).toBeNull();
  });

  it('says a refused key in German to a German reader', async () => {
    const owner = await kit.signUp();
    const response = await kit.app.inject({
      method: 'PUT',
      url: `${PREFIX}/instagram`,
      headers: { ...owner.headers, cookie: 'NEXT_LOCALE=de' },
      payload: { key: 'nope' },
    });
    expect(response.json().message).toContain('hat diesen Schlüssel abgelehnt');
  });

  it('lets only the owner connect and disconnect; members read the list', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org);
    expect((await call('PUT', '/instagram', member, { key: 'ig-token' })).statusCode).toBe(403);
    expect((await call('DELETE', '/instagram', member)).statusCode).toBe(403);
    expect((await call('GET', '', member)).statusCode).toBe(200);
  });

  it("lists the install's key, lets the organization's own key win, and falls back on disconnect", async () => {
    const owner = await kit.signUp();
    const before = (await call('GET', '', owner)).json();
    expect(before.items.map((item: Listed) => item.id)).toEqual([
      'instagram',
      'modash',
      'insightiq',
    ]);
    expect(before.items.find((item: Listed) => item.id === 'modash')).toMatchObject({
      name: 'Modash',
      refreshDays: 30,
      costs: { search: 0.2, report: 1, unit: 'credits' },
      filters: ['followers', 'country', 'keywords'],
    });
    expect(connectionOf(before, 'modash')).toMatchObject({
      scope: 'install',
      label: 'operator@agency.test',
    });
    expect(connectionOf(before, 'insightiq')).toBeNull();

    const connected = await call('PUT', '/modash', owner, { key: 'org-modash' });
    expect(connectionOf(connected.json(), 'modash')).toMatchObject({
      scope: 'organization',
      label: 'team@brand.test',
      creditsLeft: 500,
    });
    const searched = await call('POST', '/modash/search', owner, { platform: 'instagram' });
    expect(searched.statusCode, searched.body).toBe(200);
    expect(sources.modash.calls.at(-1)).toMatchObject({ method: 'search', key: 'org-modash' });

    expect((await call('DELETE', '/modash', owner)).statusCode).toBe(204);
    expect(connectionOf((await call('GET', '', owner)).json(), 'modash')).toMatchObject({
      scope: 'install',
    });
  });

  it("never shows one organization's key or connection to another", async () => {
    const owner = await kit.signUp();
    const other = await kit.signUp();
    await call('PUT', '/instagram', owner, { key: 'ig-token' });
    await call('PUT', '/modash', owner, { key: 'org-modash' });
    const seen = await call('GET', '', other);
    expect(seen.body).not.toContain('brand.official');
    expect(seen.body).not.toContain('team@brand.test');
    expect(connectionOf(seen.json(), 'instagram')).toBeNull();
    expect(connectionOf(seen.json(), 'modash')).toMatchObject({ scope: 'install' });
    // Its disconnect touches only its own (absent) key.
    expect((await call('DELETE', '/instagram', other)).statusCode).toBe(204);
    expect(connectionOf((await call('GET', '', owner)).json(), 'instagram')).toMatchObject({
      scope: 'organization',
    });
  });
});

describe('searching a data source', () => {
  async function modashRows(usernames: string[]) {
    return kit.database.db
      .select({
        id: socialAccounts.id,
        source: socialAccounts.source,
        at: socialAccounts.sourceFetchedAt,
      })
      .from(socialAccounts)
      .where(
        and(eq(socialAccounts.platform, 'instagram'), inArray(socialAccounts.username, usernames)),
      );
  }

  it('spends one searchCount, names the filters it left out and keeps each creator once', async () => {
    const owner = await kit.signUp();
    const body = {
      platform: 'instagram',
      followers: { min: 50_000 },
      country: 'DE',
      hashtags: ['trailrun'],
      verified: true,
    };
    const first = await call('POST', '/modash/search', owner, body);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ source: 'modash', total: 2, page: 1, hasMore: false });
    expect(page.unsupportedFilters.sort()).toEqual(['hashtags', 'verified']);
    expect(page.items.map((item: { platform_username: string }) => item.platform_username)).toEqual(
      ['trailanna', 'peakpaul'],
    );
    // The source's own engagement rate, not a 0 for the posts a search does not carry.
    expect(page.items[0]).toMatchObject({
      followers: 120_000,
      engagementRate: 2.5,
      isDemo: false,
      tracked: false,
    });
    // The source was asked without the filters it cannot honour.
    expect(Object.keys(sources.modash.searches.at(-1)?.filters ?? {})).not.toContain('hashtags');
    expect(await used(owner.org.id, 'searchCount')).toBe(1);

    const rows = await modashRows(['trailanna', 'peakpaul']);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.source === 'modash' && row.at instanceof Date)).toBe(true);

    const again = await call('POST', '/modash/search', owner, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().items.map((item: { profileId: string }) => item.profileId)).toEqual(
      page.items.map((item: { profileId: string }) => item.profileId),
    );
    expect(await modashRows(['trailanna', 'peakpaul'])).toHaveLength(2);
    // The same filters on the same source within a day are free, as on the bank.
    expect(await used(owner.org.id, 'searchCount')).toBe(1);
  });

  it('spends nothing when the source fails, and says each failure plainly', async () => {
    const owner = await kit.signUp();
    const cases = [
      { kind: 'unavailable', status: 503, text: 'did not answer in time' },
      { kind: 'out_of_credits', status: 429, text: 'credits are used up' },
      { kind: 'rate_limited', status: 429, text: 'try again in 17 seconds' },
      { kind: 'invalid_key', status: 503, text: 'no longer accepts the key' },
      { kind: 'bad_request', status: 400, text: 'Modash refused the request' },
    ] as const;
    for (const { kind, status, text } of cases) {
      sources.modash.failWith(kind, 17);
      try {
        const response = await call('POST', '/modash/search', owner, { platform: 'tiktok' });
        expect(response.statusCode, kind).toBe(status);
        expect(response.json().message, kind).toContain(text);
        if (kind === 'rate_limited') expect(response.headers['retry-after']).toBe('17');
      } finally {
        sources.modash.failWith(null);
      }
    }
    expect(await used(owner.org.id, 'searchCount')).toBe(0);
  });

  it('refuses before asking the source when the plan has no search left', async () => {
    const owner = await kit.signUp();
    await kit.services.usage.consume(owner.org.id, 'searchCount', 20);
    const asked = sources.modash.callsOf('search');
    const response = await call('POST', '/modash/search', owner, { platform: 'instagram' });
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'LimitExceeded', field: 'searchCount' });
    expect(sources.modash.callsOf('search')).toBe(asked);
  });

  it('answers 409 for a source that is not connected and 400 for one that cannot search', async () => {
    const owner = await kit.signUp();
    const missing = await call('POST', '/insightiq/search', owner, { platform: 'tiktok' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ name: 'Conflict', field: 'source' });
    await call('PUT', '/instagram', owner, { key: 'ig-token' });
    const instagram = await call('POST', '/instagram/search', owner, { platform: 'instagram' });
    expect(instagram.statusCode).toBe(400);
    expect(instagram.json()).toMatchObject({ field: 'source' });
    expect(await used(owner.org.id, 'searchCount')).toBe(0);
  });
});
