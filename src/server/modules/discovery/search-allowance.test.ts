import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/events.tables';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import { searchKitForFile } from '../../testing/discover-search';
import type { SignedIn } from '../../testing/factories';
import { discoverySearches } from './discovery.tables';

// What searches and contact unlocks spend: the searchCount and contactUnlocks allowances.

// Calls not about the allowance search as the kit's agency (unlimited); those sign up their own.
const { kit, search, matchAndControls } = searchKitForFile();

describe('discoverProfiles allowance', () => {
  async function searchesUsed(user: SignedIn): Promise<number> {
    return (await kit.services.usage.report(user.org.id, ['searchCount'])).searchCount.used;
  }

  it('counts a new search once; its later pages and the same search again within a day are free', async () => {
    const user = await kit.signUp({ plan: 'free' });
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{}, {}, {}]);
    expect((await search({ categories: [scope], limit: 1 }, user.headers)).statusCode).toBe(200);
    expect(await searchesUsed(user)).toBe(1);
    expect(
      (await search({ categories: [scope], limit: 1, page: 2 }, user.headers)).statusCode,
    ).toBe(200);
    expect(
      (await search({ categories: [scope], limit: 1, offset: 2 }, user.headers)).statusCode,
    ).toBe(200);
    expect(await searchesUsed(user)).toBe(1);
    // Reloading, a bookmark or going back runs page 1 again: still the one search.
    for (let i = 0; i < 3; i++) await search({ categories: [scope], limit: 1 }, user.headers);
    expect(await searchesUsed(user)).toBe(1);
    // Other filters are another search.
    await search({ categories: [scope], limit: 1, sort: 'engagement' }, user.headers);
    expect(await searchesUsed(user)).toBe(2);
  });

  it('charges a later page again once its search is more than a day old, and forgets that search', async () => {
    const user = await kit.signUp({ plan: 'free' });
    const scope = newScope();
    await insertProfiles(kit.database.db, scope, [{}, {}, {}]);
    await search({ categories: [scope], limit: 1 }, user.headers);
    const recorded = () =>
      kit.database.db
        .select({ hash: discoverySearches.filterHash })
        .from(discoverySearches)
        .where(eq(discoverySearches.orgId, user.org.id));
    const [old] = await recorded();
    await kit.database.db
      .update(discoverySearches)
      .set({ lastRunAt: sql`now() - interval '25 hours'` })
      .where(eq(discoverySearches.orgId, user.org.id));
    // Another search records itself and drops the expired one.
    await search({ categories: [scope], limit: 1, sort: 'engagement' }, user.headers);
    expect((await recorded()).map((row) => row.hash)).not.toContain(old.hash);
    expect(await recorded()).toHaveLength(1);
    expect(await searchesUsed(user)).toBe(2);
    await search({ categories: [scope], limit: 1, page: 2 }, user.headers);
    expect(await searchesUsed(user)).toBe(3);
  });

  it('charges a later page of a search that never ran as a new search', async () => {
    const user = await kit.signUp({ plan: 'free' });
    const scope = await matchAndControls({}, [{}]);
    await search({ categories: [scope], limit: 1, page: 2 }, user.headers);
    expect(await searchesUsed(user)).toBe(1);
    // Its page 1 is then free; the same filters with another sort are another search.
    await search({ categories: [scope], limit: 1 }, user.headers);
    expect(await searchesUsed(user)).toBe(1);
    await search({ categories: [scope], limit: 1, page: 2, sort: 'engagement' }, user.headers);
    expect(await searchesUsed(user)).toBe(2);
  });

  it('answers 423 LimitExceeded on searchCount when the searches are used up', async () => {
    const user = await kit.signUp({ plan: 'free' });
    const scope = await matchAndControls({}, []);
    await kit.services.usage.consume(user.org.id, 'searchCount', 20);
    const response = await search({ categories: [scope] }, user.headers);
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'LimitExceeded', field: 'searchCount' });
  });

  it('warns at the last search, then refuses the next one without recording it', async () => {
    const user = await kit.signUp({ plan: 'free' });
    const scope = await matchAndControls({}, [{}]);
    await kit.services.usage.consume(user.org.id, 'searchCount', 19);
    expect((await search({ categories: [scope], limit: 1 }, user.headers)).statusCode).toBe(200);
    expect(await searchesUsed(user)).toBe(20);
    const events = await kit.database.db
      .select({ type: domainEvents.type, payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.orgId, user.org.id));
    expect(events).toContainEqual({
      type: 'usage.limit_reached',
      payload: { metric: 'searchCount', used: 20, limit: 20 },
    });
    // Its later pages stay free; another search is refused, and is not made free by trying.
    expect(
      (await search({ categories: [scope], limit: 1, page: 2 }, user.headers)).statusCode,
    ).toBe(200);
    const other = { categories: [scope], limit: 1, sort: 'engagement' };
    expect((await search(other, user.headers)).statusCode).toBe(423);
    expect((await search({ ...other, page: 2 }, user.headers)).statusCode).toBe(423);
    const recorded = await kit.database.db
      .select()
      .from(discoverySearches)
      .where(eq(discoverySearches.orgId, user.org.id));
    expect(recorded).toHaveLength(1);
    expect(await searchesUsed(user)).toBe(20);
  });

  it('answers 423 EmailNotVerified to an unverified user and counts nothing', async () => {
    const user = await kit.signUp({ plan: 'free', verified: false });
    const response = await search({ categories: [newScope()] }, user.headers);
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'EmailNotVerified', field: 'EmailNotVerified' });
    expect(await searchesUsed(user)).toBe(0);
  });

  it('counts nothing for a malformed search or an unknown lookalike', async () => {
    const user = await kit.signUp({ plan: 'free' });
    await search({ followers: { min: -5 } }, user.headers);
    await search({ lookalike: 'nobody_at_all' }, user.headers);
    expect(await searchesUsed(user)).toBe(0);
  });

  it('counts a search with no results', async () => {
    const user = await kit.signUp({ plan: 'free' });
    expect((await search({ categories: [newScope()] }, user.headers)).statusCode).toBe(404);
    expect(await searchesUsed(user)).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discoverProfiles',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('unlockContacts', () => {
  function unlock(profileId: string, headers: SignedIn['headers']) {
    return kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discover/unlockContacts',
      headers,
      payload: { profileId },
    });
  }
  async function unlocksUsed(user: SignedIn): Promise<number> {
    return (await kit.services.usage.report(user.org.id, ['contactUnlocks'])).contactUnlocks.used;
  }

  async function profileWithContacts() {
    const scope = newScope();
    const rows = await insertProfiles(kit.database.db, scope, [
      {
        username: `${scope}_contactable`,
        hasEmail: true,
        hasPhone: true,
        contacts: { email: ['anna@example.com'], phone: ['+43 1 234'] },
      },
    ]);
    return rows[`${scope}_contactable`].id;
  }

  it('reveals the contacts once for one allowance; a second unlock is free and the same', async () => {
    const user = await kit.signUp({ plan: 'free' });
    const id = await profileWithContacts();
    const first = await unlock(id, user.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      profileId: id,
      emails: ['anna@example.com'],
      phones: ['+43 1 234'],
      charged: true,
    });
    const second = await unlock(id, user.headers);
    expect(second.json()).toEqual({ ...first.json(), charged: false });
    expect(await unlocksUsed(user)).toBe(1);
  });

  it("counts another organization's unlock for that organization", async () => {
    const [one, two] = [await kit.signUp({ plan: 'free' }), await kit.signUp({ plan: 'free' })];
    const id = await profileWithContacts();
    await unlock(id, one.headers);
    const theirs = await unlock(id, two.headers);
    expect(theirs.json()).toMatchObject({ charged: true, emails: ['anna@example.com'] });
    expect([await unlocksUsed(one), await unlocksUsed(two)]).toEqual([1, 1]);
  });

  it('answers 423 when the unlocks are used up, and charges nothing for a profile without contacts', async () => {
    const user = await kit.signUp({ plan: 'free' });
    await kit.services.usage.consume(user.org.id, 'contactUnlocks', 5);
    const refused = await unlock(await profileWithContacts(), user.headers);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ name: 'LimitExceeded', field: 'contactUnlocks' });
    const scope = newScope();
    const rows = await insertProfiles(kit.database.db, scope, [{ username: `${scope}_none` }]);
    const empty = await unlock(rows[`${scope}_none`].id, user.headers);
    expect(empty.json()).toMatchObject({
      emails: [],
      phones: [],
      charged: false,
      unlockedAt: null,
    });
  });

  it('answers 404 for an unknown profile and 400 for a malformed id', async () => {
    const user = await kit.signUp({ plan: 'free' });
    expect((await unlock('0195f0c2-7b1a-7c3e-8a4d-123456789abc', user.headers)).statusCode).toBe(
      404,
    );
    const malformed = await unlock('not-an-id', user.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('profileId');
  });
});
