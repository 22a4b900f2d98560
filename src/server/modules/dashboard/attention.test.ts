import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { auditReports } from '../reports';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit?.close());

function call(method: 'GET' | 'POST' | 'PUT', path: string, who: SignedIn | null, body?: object) {
  return kit.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: who?.headers ?? {},
    ...(body === undefined ? {} : { payload: body }),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

const attention = (who: SignedIn | null) => call('GET', '/customer/account/attention', who);

/** A post added by URL whose fetch job found nothing in the bank: state failed. */
async function failedPost(who: SignedIn, campaignName: string, code: string) {
  const campaign = (await call('POST', '/customer/campaign', who, { name: campaignName })).json();
  const added = await call('POST', '/customer/campaign/addPostFromUrl', who, {
    campaignId: campaign._id,
    url: `https://www.instagram.com/p/${code}/`,
  });
  expect(added.statusCode).toBe(202);
  await kit.services.campaigns.posts.fetchPost({ orgId: who.org.id, postId: added.json()._id });
  return { campaignId: campaign._id as string, postId: added.json()._id as string };
}

async function report(
  who: SignedIn,
  username: string,
  state: 'ready' | 'pending',
  completedAt?: Date,
) {
  const [row] = await kit.database.db
    .insert(auditReports)
    .values({ orgId: who.org.id, platform: 'instagram', username, state, completedAt })
    .returning();
  return row.id;
}

async function plan(who: SignedIn, title: string, scheduledAt: Date, published = false) {
  const response = await call('POST', '/customer/scheduledContent', who, {
    title,
    platform: 'instagram',
    type: 'reel',
    scheduledAt: scheduledAt.toISOString(),
  });
  expect(response.statusCode).toBe(201);
  const id = response.json()._id as string;
  if (published) {
    const update = await call('PUT', `/customer/scheduledContent/${id}`, who, {
      action: 'updateStatus',
      status: 'published',
      link: 'https://www.instagram.com/p/Out123/',
    });
    expect(update.statusCode).toBe(200);
  }
  return id;
}

describe('GET /customer/account/attention', () => {
  it('says nothing needs attention for a new organization', async () => {
    const owner = await kit.signUp();
    const response = await attention(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      failedPosts: { total: 0, items: [] },
      readyReports: { total: 0, items: [] },
      dueContent: { total: 0, overdue: 0, items: [] },
    });
  });

  it("lists the organization's failed posts, fresh reports and content due, never another's", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const other = await kit.signUp({ plan: 'pro' });
    const mine = await failedPost(owner, 'Summer Launch', 'Missing111');
    await failedPost(other, 'Their Secret Campaign', 'Missing222');

    const fresh = await report(owner, 'fresh_report', 'ready', daysFromNow(-1));
    await report(owner, 'old_report', 'ready', daysFromNow(-10));
    await report(owner, 'still_computing', 'pending');
    await report(other, 'their_report', 'ready', daysFromNow(-1));

    const overdue = await plan(owner, 'Late reel', daysFromNow(-2));
    const soon = await plan(owner, 'Launch reel', daysFromNow(2));
    await plan(owner, 'Already out', daysFromNow(1), true);
    await plan(owner, 'Next month', daysFromNow(30));
    await plan(other, 'Their reel', daysFromNow(1));

    const response = await attention(owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.failedPosts).toMatchObject({
      total: 1,
      items: [
        {
          _id: mine.postId,
          campaignId: mine.campaignId,
          campaignName: 'Summer Launch',
          url: 'https://www.instagram.com/p/Missing111/',
        },
      ],
    });
    expect(body.failedPosts.items[0].failureReason).toEqual(expect.any(String));
    expect(body.readyReports.total).toBe(1);
    expect(body.readyReports.items.map((r: { _id: string }) => r._id)).toEqual([fresh]);
    expect(body.dueContent).toMatchObject({ total: 2, overdue: 1 });
    expect(body.dueContent.items.map((i: { _id: string }) => i._id)).toEqual([overdue, soon]);
    expect(JSON.stringify(body)).not.toMatch(/Their|their_report|Missing222/);
  });

  it('lists the newest five of each and counts them all', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    for (let i = 0; i < 7; i++) await report(owner, `report_${i}`, 'ready', daysFromNow(-i / 10));
    const body = (await attention(owner)).json();
    expect(body.readyReports.total).toBe(7);
    expect(body.readyReports.items.map((r: { username: string }) => r.username)).toEqual([
      'report_0',
      'report_1',
      'report_2',
      'report_3',
      'report_4',
    ]);
  });

  it('is readable by a guest and refused without a session', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const guest = await kit.addMember(owner.org, 'guest');
    await failedPost(owner, 'Guest view', 'Missing333');
    const response = await attention(guest);
    expect(response.statusCode).toBe(200);
    expect(response.json().failedPosts.total).toBe(1);
    expect((await attention(null)).statusCode).toBe(401);
  });
});
