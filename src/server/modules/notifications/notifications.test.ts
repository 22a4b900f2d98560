import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, recordEvent } from '../../events';
import { createMailRepository } from '../../integrations/mail';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createOperatorTools } from '../account';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
  // Reports are computed by a job, as in `reachbase start`.
  await kit.jobs.work();
});
afterAll(() => kit?.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, path: string, who: SignedIn, body?: object) =>
  kit.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body }),
  });
const bell = async (who: SignedIn) => (await call('GET', '/customer/notifications', who)).json();

async function readyReport(who: SignedIn) {
  const [account] = Object.values(await insertProfiles(kit.database.db, newScope(), [{}]));
  const report = (
    await call('PUT', `/customer/socialProfile/auditReport/${account.id}`, who)
  ).json();
  expect(report.state).toBe('ready');
  return { report, account };
}

describe('notifications', () => {
  it('tell every member of the organization that a report is ready, and nobody else', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    const stranger = await kit.signUp({ plan: 'pro' });
    const { report, account } = await readyReport(owner);

    for (const who of [owner, member]) {
      const seen = await bell(who);
      expect(seen.unread).toBe(1);
      expect(seen.items).toEqual([
        {
          _id: expect.stringMatching(/^\d+$/),
          type: 'report.ready',
          payload: { reportId: report._id, username: account.username, platform: 'instagram' },
          createdAt: expect.any(String),
          read: false,
        },
      ]);
    }
    expect(await bell(stranger)).toEqual({ unread: 0, items: [] });
    // Guests are read-only and have no bell.
    const guest = await kit.addMember(owner.org, 'guest');
    expect((await call('GET', '/customer/notifications', guest)).statusCode).toBe(403);
  });

  it('keep read marks per member: one by one, or all at once', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    await readyReport(owner);
    await readyReport(owner);
    const [newest, older] = (await bell(owner)).items;

    const marked = await call('PUT', '/customer/notifications/read', owner, { ids: [older._id] });
    expect(marked.statusCode).toBe(204);
    const afterOne = await bell(owner);
    expect(afterOne.unread).toBe(1);
    expect(afterOne.items.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    expect((await bell(member)).unread).toBe(2);

    await call('PUT', '/customer/notifications/read', owner, { all: true });
    expect((await bell(owner)).unread).toBe(0);
    await readyReport(owner);
    const afterNew = await bell(owner);
    expect(afterNew.unread).toBe(1);
    expect(afterNew.items[1]._id).toBe(newest._id);
  });

  it("ignore another organization's event ids and refuse ids that are not ids", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const stranger = await kit.signUp({ plan: 'pro' });
    await readyReport(owner);
    const [mine] = (await bell(owner)).items;
    const foreign = await call('PUT', '/customer/notifications/read', stranger, {
      ids: [mine._id],
    });
    expect(foreign.statusCode).toBe(204);
    expect((await bell(owner)).unread).toBe(1);
    for (const body of [{ ids: ['1; drop'] }, { ids: [] }, { all: false }, {}]) {
      const refused = await call('PUT', '/customer/notifications/read', owner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('drop the usage notices a plan change made untrue, and keep the rest', async () => {
    const owner = await kit.signUp({ plan: 'free' });
    expect((await call('POST', '/customer/campaign', owner, { name: 'Launch' })).statusCode).toBe(
      201,
    );
    await kit.services.usage.consume(owner.org.id, 'searchCount', 16);
    await readyReport(owner);
    const before = await bell(owner);
    expect(before.unread).toBe(3);
    expect(before.items).toContainEqual(
      expect.objectContaining({
        type: 'usage.limit_reached',
        payload: { metric: 'campaigns', used: 1, limit: 1 },
      }),
    );

    await createOperatorTools(kit.database.db).setPlan(owner.email, 'pro');
    const after = await bell(owner);
    expect(after.items.map((n: { type: string }) => n.type)).toEqual(['report.ready']);
    expect(after.unread).toBe(1);
    // Back on the plan they were written under, they hold again.
    await createOperatorTools(kit.database.db).setPlan(owner.email, 'free');
    expect((await bell(owner)).unread).toBe(3);
  });

  it('do not show what happened before a member joined', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    await readyReport(owner);
    const late = await kit.addMember(owner.org, 'member');
    expect((await bell(late)).unread).toBe(0);
  });
});

describe('GET /customer/events', () => {
  it("pages through the organization's events in order, with the API key too", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    for (let n = 0; n < 3; n++) {
      await recordEvent(kit.database.db, owner.org.id, 'post.fetched', {
        campaignId: 'c',
        postId: `p${n}`,
        url: null,
      });
    }
    await recordEvent(kit.database.db, (await kit.signUp()).org.id, 'post.fetched', {
      campaignId: 'c',
      postId: 'foreign',
      url: null,
    });
    const first = (await call('GET', '/customer/events?limit=2', owner)).json();
    expect(first.events.map((e: { payload: { postId: string } }) => e.payload.postId)).toEqual([
      'p0',
      'p1',
    ]);
    expect(first.events[0]).toMatchObject({ type: 'post.fetched', version: 1 });
    const rest = (await call('GET', `/customer/events?after=${first.next}&limit=2`, owner)).json();
    expect(rest.events.map((e: { payload: { postId: string } }) => e.payload.postId)).toEqual([
      'p2',
    ]);
    expect(rest.next).toBeNull();
    expect((await call('GET', '/customer/events?after=-1', owner)).statusCode).toBe(400);
  });
});

describe('events are written with their change', () => {
  it('a campaign post that cannot be read leaves post.failed, and the bell says so', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = (await call('POST', '/customer/campaign', owner, { name: 'Launch' })).json();
    const post = (
      await call('POST', '/customer/campaign/addPostFromUrl', owner, {
        campaignId: campaign._id,
        url: 'https://www.instagram.com/p/NotInTheBank999/',
      })
    ).json();
    await expect
      .poll(async () => (await bell(owner)).items.map((n: { type: string }) => n.type), {
        timeout: 15_000,
      })
      .toEqual(['post.failed']);
    const [failed] = (await bell(owner)).items;
    expect(failed.payload).toMatchObject({
      campaignId: campaign._id,
      postId: post._id,
      reason: expect.any(String),
    });
    const stored = await kit.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.orgId, owner.org.id));
    expect(stored.map((row) => row.type)).toEqual(['post.failed']);
  });

  it('tracking, a list status and a campaign influencer are written with their change', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [account] = Object.values(await insertProfiles(kit.database.db, newScope(), [{}]));
    const { profileId } = (
      await call('POST', '/customer/socialProfile/profile-bank', owner, {
        profileBankId: account.id,
      })
    ).json();
    const list = (
      await call('POST', '/customer/list/addListItem', owner, { name: 'Picks' })
    ).json();
    await call('PUT', '/customer/socialProfile/addToList', owner, {
      profileIds: [profileId],
      listId: list._id,
    });
    const status = list.statuses[1];
    const moved = await call('PUT', `/customer/socialProfile/${profileId}`, owner, {
      action: 'updateListStatus',
      listId: list._id,
      status: status.name,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const campaign = (await call('POST', '/customer/campaign', owner, { name: 'Launch' })).json();
    await call('PUT', `/customer/campaign/${campaign._id}`, owner, {
      action: 'addProfile',
      profileId,
    });

    const { events } = (await call('GET', '/customer/events', owner)).json();
    expect(
      events.map(({ type, payload }: { type: string; payload: object }) => ({ type, payload })),
    ).toEqual(
      expect.arrayContaining([
        {
          type: 'profile.tracked',
          payload: { profileId, platform: 'instagram', username: account.username },
        },
        {
          type: 'list.status_changed',
          payload: { listId: list._id, listName: 'Picks', profileId, status: status.name },
        },
        {
          type: 'campaign.influencer_added',
          payload: { campaignId: campaign._id, campaignName: 'Launch', profileId },
        },
      ]),
    );
    // A refused change leaves no event: the same influencer again is a conflict.
    const again = await call('PUT', `/customer/campaign/${campaign._id}`, owner, {
      action: 'addProfile',
      profileId,
    });
    expect(again.statusCode).toBe(409);
    const after = (await call('GET', '/customer/events', owner)).json().events;
    expect(
      after.filter((e: { type: string }) => e.type === 'campaign.influencer_added'),
    ).toHaveLength(1);
  });
});

describe('notification preferences and mails', () => {
  const prefs = (who: SignedIn, body?: object, headers: Record<string, string> = {}) =>
    kit.app.inject({
      method: body ? 'PUT' : 'GET',
      url: '/api/v1/customer/notifications/preferences',
      headers: { ...who.headers, ...headers },
      ...(body ? { payload: body } : {}),
    });

  async function mailsTo(email: string) {
    const mails = await createMailRepository(kit.database.db).listRecent({ limit: 100 });
    return mails.filter((mail) => mail.to === email);
  }

  it('start with everything in the app, and keep what each member chose', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const start = (await prefs(owner)).json().items;
    expect(start).toHaveLength(6);
    expect(start.every((item: { channel: string }) => item.channel === 'app')).toBe(true);
    const saved = await prefs(owner, { 'report.ready': 'email', 'member.joined': 'off' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toContainEqual({ type: 'report.ready', channel: 'email' });
    // Another save names other types; these keep their choice.
    await prefs(owner, { 'post.failed': 'both' });
    const after = (await prefs(owner)).json().items;
    expect(after).toContainEqual({ type: 'report.ready', channel: 'email' });
    expect(after).toContainEqual({ type: 'member.joined', channel: 'off' });
    expect(after).toContainEqual({ type: 'post.failed', channel: 'both' });

    for (const body of [{ 'report.ready': 'pigeon' }, { 'profile.tracked': 'app' }, {}]) {
      const refused = await prefs(owner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await prefs(owner)).json().items).toEqual(after);
  });

  it('mail a member who chose email, in the language they chose it in, and leave the bell to the others', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    await prefs(member, { 'report.ready': 'email' }, { cookie: 'NEXT_LOCALE=de' });
    // The mail consumer starts at the outbox's end, like a new installation.
    await kit.services.eventLoop.runOnce();
    const { account } = await readyReport(owner);
    await kit.services.eventLoop.runOnce();

    const [mail] = await mailsTo(member.email);
    expect(mail.subject).toBe(`Der Audit-Bericht von @${account.username} ist fertig`);
    expect(mail.text).toMatch(/\/reports\/[\w-]+/);
    expect(await mailsTo(owner.email)).toEqual([]);
    // Email only: the member's bell stays quiet; the owner's rings.
    expect((await bell(member)).unread).toBe(0);
    expect((await bell(owner)).unread).toBe(1);
    // Read on: nothing is mailed twice.
    await kit.services.eventLoop.runOnce();
    expect(await mailsTo(member.email)).toHaveLength(1);
  });
});
