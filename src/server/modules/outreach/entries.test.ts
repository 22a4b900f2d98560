import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import { createCampaign, type SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { recordingDns } from '../../testing/offline-dns';
import { trackedProfiles } from '../profiles/profiles.tables';
import { outreachSequences, outreachSuppressions } from './outreach.tables';
import { insertMailbox } from './outreach-test-fixtures';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ dns: recordingDns() });
});
afterAll(() => kit.close());

function call(who: SignedIn, method: 'GET' | 'POST', path: string, payload?: object) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer/outreach/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

/** A sequence of two steps, the first due two days after an entry is created. */
async function sequenceOf(who: SignedIn) {
  const mailboxId = await insertMailbox(kit.database.db, who.org.id, 'Dana');
  const [sequence] = await kit.database.db
    .insert(outreachSequences)
    .values({
      orgId: who.org.id,
      name: 'Launch',
      mailboxId,
      steps: [
        { subject: 'Hi', body: 'Hello {{firstName}}', delayDays: 2 },
        { subject: 'Again', body: 'Any news?', delayDays: 3 },
      ],
    })
    .returning();
  return sequence.id;
}

/** Tracked creators: the first with an email contact, the second without any address. */
async function creatorsOf(who: SignedIn) {
  const scope = newScope();
  const bank = await insertProfiles(kit.database.db, scope, [
    { username: `${scope}_maya` },
    { username: `${scope}_noor` },
  ]);
  const ids: string[] = [];
  for (const account of Object.values(bank)) {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/socialProfile/profile-bank',
      headers: who.headers,
      payload: { profileBankId: account.id },
    });
    ids.push(response.json().profileId);
  }
  await kit.database.db
    .update(trackedProfiles)
    .set({ contacts: [{ kind: 'email', value: `Maya@${scope}.test`, source: 'manual' }] })
    .where(eq(trackedProfiles.id, ids[0]));
  return { withEmail: ids[0], withoutEmail: ids[1], mayaEmail: `maya@${scope}.test` };
}

describe('outreach entries', () => {
  it('schedules creators with an address and says why the others were skipped', async () => {
    const owner = await kit.signUp();
    const sequenceId = await sequenceOf(owner);
    const creators = await creatorsOf(owner);
    const stranger = await creatorsOf(await kit.signUp());
    await kit.database.db
      .insert(outreachSuppressions)
      .values({ orgId: owner.org.id, email: 'gone@left.test', reason: 'unsubscribed' });

    const response = await call(owner, 'POST', 'create-entries', {
      sequenceId,
      creators: [
        { profileId: creators.withEmail },
        { profileId: creators.withoutEmail },
        { profileId: creators.withoutEmail, email: 'Noor@Studio.test' },
        { email: 'noor@studio.test' },
        { email: 'gone@left.test' },
        { email: 'nobody@nomx.example' },
        { profileId: stranger.withEmail },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { created, skipped } = response.json();
    expect(created.map((entry: { email: string }) => entry.email)).toEqual([
      creators.mayaEmail,
      'noor@studio.test',
    ]);
    expect(skipped).toEqual([
      { profileId: creators.withoutEmail, email: null, reason: 'no_address' },
      { profileId: null, email: 'noor@studio.test', reason: 'duplicate' },
      { profileId: null, email: 'gone@left.test', reason: 'suppressed' },
      { profileId: null, email: 'nobody@nomx.example', reason: 'invalid_address' },
      { profileId: stranger.withEmail, email: null, reason: 'not_found' },
    ]);

    // The same creator again is a duplicate, not a second entry.
    const again = await call(owner, 'POST', 'create-entries', {
      sequenceId,
      creators: [{ profileId: creators.withEmail }],
    });
    expect(again.json()).toEqual({
      created: [],
      skipped: [{ profileId: creators.withEmail, email: creators.mayaEmail, reason: 'duplicate' }],
    });

    const board = (await call(owner, 'GET', 'kanban-data')).json();
    expect(board.columns.map((column: { key: string }) => column.key)).toEqual([
      'scheduled',
      'sent',
      'replied',
      'bounced',
      'unsubscribed',
      'failed',
      'unconfirmed',
    ]);
    const scheduled = board.columns[0];
    expect(scheduled.total).toBe(2);
    const maya = scheduled.entries.find(
      (entry: { email: string }) => entry.email === creators.mayaEmail,
    );
    expect(maya).toMatchObject({ status: 'scheduled', nextStep: 0, profileId: creators.withEmail });
    expect(maya.username).toMatch(/_maya$/);
    // Due when the first step's delay has passed: two days from now.
    const due = Date.parse(maya.nextSendAt) - Date.now();
    expect(due).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(due).toBeLessThan(2 * 86_400_000 + 60_000);
  });

  it('marks a reply by hand, moves entries to stages of the user, and starts a sequence again', async () => {
    const owner = await kit.signUp();
    const sequenceId = await sequenceOf(owner);
    const campaign = await createCampaign(kit, owner);
    const { created } = (
      await call(owner, 'POST', 'create-entries', {
        sequenceId,
        campaignId: campaign,
        creators: [{ email: 'ana@studio.test' }, { email: 'bo@studio.test' }],
      })
    ).json();
    const [ana, bo] = created.map((entry: { outreachId: string }) => entry.outreachId);

    const replied = await call(owner, 'POST', 'update-to-replied', { outreachId: ana });
    expect(replied.json()).toMatchObject({ status: 'replied', nextStep: null, nextSendAt: null });
    const staged = await call(owner, 'POST', 'entry-stage', {
      outreachId: ana,
      stage: 'Interested',
    });
    expect(staged.json()).toMatchObject({ status: 'replied', stage: 'Interested' });

    const board = (await call(owner, 'GET', 'kanban-data')).json();
    const column = (key: string) => board.columns.find((c: { key: string }) => c.key === key);
    expect(
      column('stage:Interested').entries.map((e: { outreachId: string }) => e.outreachId),
    ).toEqual([ana]);
    expect(column('replied').total).toBe(0);
    expect(column('scheduled').total).toBe(1);

    const thread = (await call(owner, 'GET', `full-outreach-data?outreachId=${ana}`)).json();
    expect(thread).toMatchObject({
      entry: { outreachId: ana, stage: 'Interested' },
      sequence: { name: 'Launch', steps: [{ subject: 'Hi' }, { subject: 'Again' }] },
    });

    const again = await call(owner, 'POST', 'reinitiate-outreach', { outreachId: ana });
    expect(again.json()).toMatchObject({ status: 'scheduled', stage: null, nextStep: 0 });

    await kit.database.db
      .insert(outreachSuppressions)
      .values({ orgId: owner.org.id, email: 'bo@studio.test', reason: 'bounced' });
    const refused = await call(owner, 'POST', 'reinitiate-outreach', { outreachId: bo });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/unsubscribed or bounced/);
    const inGerman = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/outreach/reinitiate-outreach',
      headers: { ...owner.headers, cookie: 'NEXT_LOCALE=de' },
      payload: { outreachId: bo },
    });
    expect(inGerman.json().message).toBe(
      'Diese Adresse hat sich abgemeldet oder war unzustellbar: Sie wird nicht mehr angeschrieben',
    );
  });

  it("keeps each organization's entries to itself", async () => {
    const owner = await kit.signUp();
    const sequenceId = await sequenceOf(owner);
    const { created } = (
      await call(owner, 'POST', 'create-entries', {
        sequenceId,
        creators: [{ email: 'cy@studio.test' }],
      })
    ).json();
    const outreachId = created[0].outreachId;
    const stranger = await kit.signUp();
    expect(
      (await call(stranger, 'GET', `full-outreach-data?outreachId=${outreachId}`)).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'POST', 'update-to-replied', { outreachId })).statusCode).toBe(
      404,
    );
    const strangerBoard = (await call(stranger, 'GET', 'kanban-data')).json();
    expect(strangerBoard.columns.every((c: { total: number }) => c.total === 0)).toBe(true);
    const intoStranger = await call(stranger, 'POST', 'create-entries', {
      sequenceId,
      creators: [{ email: 'cy@studio.test' }],
    });
    expect(intoStranger.statusCode).toBe(400);
    expect(intoStranger.json().field).toBe('sequenceId');
  });
});
