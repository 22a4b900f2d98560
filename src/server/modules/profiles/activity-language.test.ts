import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { type Json, profilesKitForFile } from '../../testing/profile-calls';
import { profileActivities } from './profiles.tables';

// A profile's timeline in the reader's language: the lines the product writes are kept by key and
// said when read; notes and names users typed stay as typed; lines stored before stay as stored.

const { kit, owner, call, bank, track } = profilesKitForFile();

const inGerman = (who: SignedIn): SignedIn => ({
  ...who,
  headers: { ...who.headers, cookie: 'NEXT_LOCALE=de' } as SignedIn['headers'],
});

async function timeline(profileId: string, who: SignedIn = owner): Promise<string[]> {
  const response = await call('GET', `/customer/socialProfile/${profileId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json().activities.map((activity: Json) => activity.message);
}

describe('the activity timeline in two languages', () => {
  it('says collected contacts in German to a German reader, in English to an English one', async () => {
    const { ids } = await bank(1, [
      { contacts: { email: [`${randomUUID()}@mail.test`], phone: ['+43 1 234 567'] } },
    ]);
    const { profileId } = await track(ids[0]);
    const collected = await call('PUT', `/customer/socialProfile/${profileId}/collect-contacts`);
    expect(collected.statusCode).toBe(200);

    expect(await timeline(profileId)).toEqual(['Collected 2 contact(s)', 'Added to the CRM']);
    expect(await timeline(profileId, inGerman(owner))).toEqual([
      'Kontakte übernommen: 2',
      'Zum CRM hinzugefügt',
    ]);
    const dashboard = await call('GET', '/customer/dashboard', inGerman(owner));
    expect(dashboard.json().recentActivity.map((entry: Json) => entry.message)).toContain(
      'Kontakte übernommen: 2',
    );
  });

  it('says a default status in German and a status the user renamed as typed', async () => {
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0]);
    const german = inGerman(owner);
    const list = (
      await call('POST', '/customer/list/addListItem', owner, { name: 'Pipeline' })
    ).json();
    const act = (body: Json) => call('PUT', `/customer/socialProfile/${profileId}`, german, body);

    const confirmed = await act({
      action: 'updateListStatus',
      listName: 'Pipeline',
      status: 'Confirmed',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().activities[0].message).toBe(
      'Status in Pipeline auf „Bestätigt“ gesetzt',
    );

    const contacted = list.statuses.find((status: Json) => status.name === 'Contacted');
    const renamed = await call('PUT', '/customer/list/list-meta', owner, {
      action: 'updateStatus',
      listId: list._id,
      statusId: contacted._id,
      name: 'Im Gespräch',
    });
    expect(renamed.statusCode).toBe(200);
    const talking = await act({
      action: 'updateListStatus',
      listId: list._id,
      status: 'Im Gespräch',
    });
    expect(talking.json().activities[0].message).toBe(
      'Status in einer Liste auf „Im Gespräch“ gesetzt',
    );

    const noted = await act({ action: 'contact', channel: 'email', note: 'Brief sent' });
    expect(noted.json().activities[0].message).toBe('Kontaktiert (E-Mail): Brief sent');

    // The same lines, read in English.
    expect((await timeline(profileId)).slice(0, 3)).toEqual([
      'Contacted by email: Brief sent',
      'Status set to Im Gespräch in a list',
      'Status set to Confirmed in Pipeline',
    ]);
  });

  it('shows a line stored before lines had keys as it was stored', async () => {
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0]);
    await kit.database.db.insert(profileActivities).values({
      orgId: owner.org.id,
      profileId,
      userId: null,
      kind: 'contacts',
      message: 'Collected 3 contact(s)',
      createdAt: new Date(Date.now() + 60_000),
    });
    expect((await timeline(profileId, inGerman(owner)))[0]).toBe('Collected 3 contact(s)');
  });
});
