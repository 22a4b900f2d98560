// Issue 59: every bank profile a user sees says where its figures came from and when they were
// fetched: in search results, on the tracked profile and on its shared page.

import { describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';

const kit = testKitForFile();
const owner = signUpBeforeAll(kit, { plan: 'agency' });

const fetchedAt = new Date('2026-11-26T09:30:00.000Z');

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return kit.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: owner.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A creator fetched from Modash and one from an imported file, in a scope of their own. */
async function fetchedAndImported() {
  const scope = newScope();
  const rows = await insertProfiles(kit.database.db, scope, [
    {
      username: `${scope}_modash`,
      followers: 20_000,
      source: 'modash',
      sourceFetchedAt: fetchedAt,
    },
    { username: `${scope}_imported`, followers: 10_000, source: 'import' },
  ]);
  return { scope, modash: rows[`${scope}_modash`], imported: rows[`${scope}_imported`] };
}

describe('where a bank profile says its figures came from', () => {
  it('in search results: the source, and when it was fetched', async () => {
    const { scope } = await fetchedAndImported();
    const response = await call('POST', '/customer/discoverProfiles', { categories: [scope] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toMatchObject([
      {
        platform_username: `${scope}_modash`,
        source: 'modash',
        sourceFetchedAt: fetchedAt.toISOString(),
        isDemo: false,
      },
      { platform_username: `${scope}_imported`, source: 'import', sourceFetchedAt: null },
    ]);
  });

  it('on the tracked profile and on its shared page', async () => {
    const { modash } = await fetchedAndImported();
    const added = await call('POST', '/customer/socialProfile/profile-bank', {
      profileBankId: modash.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { profileId } = added.json();
    const origin = { isDemo: false, source: 'modash', sourceFetchedAt: fetchedAt.toISOString() };

    expect((await call('GET', `/customer/socialProfile/${profileId}`)).json()).toMatchObject(
      origin,
    );
    const list = await call('GET', '/customer/socialProfiles');
    expect(
      list.json().items.find((p: { profileId: string }) => p.profileId === profileId),
    ).toMatchObject(origin);

    const shared = await call('PUT', `/customer/socialProfile/${profileId}`, {
      action: 'disableShare',
      disabled: false,
    });
    const token = new URL(shared.json().publicUrl).pathname.split('/').pop();
    const page = await kit.app.inject({ method: 'GET', url: `/api/v1/public/profile/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject(origin);
  });
});
