import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../../testing/factories';
import { contentKitForFile, trackProfile } from './content.fixtures';
import { scheduledContents } from './content.tables';

const { kit, owner, guest, other, db, call } = contentKitForFile();

async function plan(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = owner.headers,
) {
  const response = await call('POST', '/scheduledContent', {
    headers,
    body: {
      title: 'Summer reel',
      platform: 'instagram',
      type: 'reel',
      scheduledAt: '2026-06-10T09:00:00Z',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; [field: string]: unknown };
}

async function storedRow(id: string) {
  const [row] = await db().select().from(scheduledContents).where(eq(scheduledContents.id, id));
  return row;
}

const range = (from: string, to: string, more = '') =>
  `/scheduledContent?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${more}`;

describe('POST scheduledContent', () => {
  it('plans an item with its creator', async () => {
    const profile = await trackProfile(db(), owner.org.id, {
      bank: { avatarUrl: 'https://cdn.example/a.jpg' },
    });
    const campaignId = await createCampaign(kit, owner);
    const item = await plan({
      profileId: profile.id,
      campaignId,
      brief: 'Show the new bottle',
      link: 'https://example.com/brief',
    });
    expect(item).toEqual({
      _id: expect.any(String),
      title: 'Summer reel',
      platform: 'instagram',
      type: 'reel',
      scheduledAt: '2026-06-10T09:00:00.000Z',
      status: 'planned',
      brief: 'Show the new bottle',
      link: 'https://example.com/brief',
      profileId: profile.id,
      username: profile.username,
      avatarUrl: 'https://cdn.example/a.jpg',
      campaignId,
    });
  });

  it("refuses bad bodies, another organization's profile, and guests", async () => {
    for (const [body, field] of [
      [{ platform: 'instagram', type: 'reel', scheduledAt: '2026-06-10T09:00:00Z' }, 'title'],
      [{ title: 'x', platform: 'instagram', type: 'reel' }, 'scheduledAt'],
      [
        { title: 'x', platform: 'orkut', type: 'reel', scheduledAt: '2026-06-10T09:00:00Z' },
        'platform',
      ],
      [{ title: 'x', platform: 'instagram', type: 'reel', scheduledAt: 'soon' }, 'scheduledAt'],
    ] as const) {
      const response = await call('POST', '/scheduledContent', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const unknown = await call('POST', '/scheduledContent', {
      body: {
        title: 'x',
        platform: 'instagram',
        type: 'reel',
        scheduledAt: '2026-06-10T09:00:00Z',
        orgId: other.org.id,
      },
    });
    expect(unknown.statusCode).toBe(400);

    const theirs = await trackProfile(db(), other.org.id);
    const foreign = await call('POST', '/scheduledContent', {
      body: {
        title: 'x',
        platform: 'instagram',
        type: 'reel',
        scheduledAt: '2026-06-10T09:00:00Z',
        profileId: theirs.id,
      },
    });
    expect(foreign.statusCode).toBe(404);
    const byGuest = await call('POST', '/scheduledContent', {
      headers: guest.headers,
      body: {
        title: 'x',
        platform: 'instagram',
        type: 'reel',
        scheduledAt: '2026-06-10T09:00:00Z',
      },
    });
    expect(byGuest.statusCode).toBe(403);
  });
});

describe('GET scheduledContent', () => {
  it('answers the items in the range, earliest first, filtered by profile and campaign', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    const campaignId = await createCampaign(kit, org);
    const late = await plan(
      { scheduledAt: '2026-07-20T10:00:00Z', profileId: profile.id },
      org.headers,
    );
    const early = await plan({ scheduledAt: '2026-07-01T00:00:00Z', campaignId }, org.headers);
    const outside = await plan({ scheduledAt: '2026-09-01T10:00:00Z' }, org.headers);
    await plan({ scheduledAt: '2026-07-05T10:00:00Z' }, other.headers);

    const list = async (query: string) => {
      const response = await call('GET', query, { headers: org.headers });
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { _id: string }) => item._id);
    };
    expect(await list(range('2026-07-01T00:00:00Z', '2026-07-31T23:59:59Z'))).toEqual([
      early._id,
      late._id,
    ]);
    expect(
      await list(range('2026-07-01T00:00:00Z', '2026-07-31T00:00:00Z', `&profileId=${profile.id}`)),
    ).toEqual([late._id]);
    expect(
      await list(
        range('2026-07-01T00:00:00Z', '2026-07-31T00:00:00Z', `&campaignId=${campaignId}`),
      ),
    ).toEqual([early._id]);
    expect(await list(range('2026-08-15T00:00:00Z', '2026-09-30T00:00:00Z'))).toEqual([
      outside._id,
    ]);
    const byGuest = await call('GET', range('2026-07-01T00:00:00Z', '2026-07-31T00:00:00Z'), {
      headers: await kit.addMember(org.org, 'guest').then((g) => g.headers),
    });
    expect(byGuest.statusCode).toBe(200);
  });

  it('needs from and to, at most 62 days apart and in order', async () => {
    for (const [query, field] of [
      ['/scheduledContent?to=2026-07-01T00:00:00Z', 'from'],
      ['/scheduledContent?from=2026-07-01T00:00:00Z', 'to'],
      [range('2026-07-01T00:00:00Z', '2026-09-02T00:00:01Z'), 'to'],
      [range('2026-07-10T00:00:00Z', '2026-07-01T00:00:00Z'), 'to'],
      [range('July', '2026-07-01T00:00:00Z'), 'from'],
    ] as const) {
      const response = await call('GET', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field });
    }
    // Exactly 62 days is allowed.
    expect(
      (await call('GET', range('2026-07-01T00:00:00Z', '2026-09-01T00:00:00Z'))).statusCode,
    ).toBe(200);
  });
});

describe('PUT scheduledContent/{id}', () => {
  it('updates fields, reschedules and moves the status on', async () => {
    const item = await plan();
    const profile = await trackProfile(db(), owner.org.id);
    const updated = await call('PUT', `/scheduledContent/${item._id}`, {
      body: {
        action: 'update',
        title: 'Autumn reel',
        brief: 'Leaves',
        profileId: profile.id,
        type: 'video',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Autumn reel',
      brief: 'Leaves',
      profileId: profile.id,
      username: profile.username,
      type: 'video',
      scheduledAt: '2026-06-10T09:00:00.000Z',
    });
    const moved = await call('PUT', `/scheduledContent/${item._id}`, {
      body: { action: 'reschedule', scheduledAt: '2026-06-12T15:00:00+02:00' },
    });
    expect(moved.json()).toMatchObject({
      scheduledAt: '2026-06-12T13:00:00.000Z',
      title: 'Autumn reel',
    });
    for (const status of ['submitted', 'approved']) {
      const response = await call('PUT', `/scheduledContent/${item._id}`, {
        body: { action: 'updateStatus', status },
      });
      expect(response.json().status).toBe(status);
    }
    const published = await call('PUT', `/scheduledContent/${item._id}`, {
      body: { action: 'updateStatus', status: 'published', link: 'https://instagram.com/p/done' },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      link: 'https://instagram.com/p/done',
    });
  });

  it('publishes only with a link (sent now or already set)', async () => {
    const item = await plan();
    const refused = await call('PUT', `/scheduledContent/${item._id}`, {
      body: { action: 'updateStatus', status: 'published' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ name: 'ValidationError', field: 'link' });
    expect((await storedRow(item._id)).status).toBe('planned');

    const withLink = await plan({ link: 'https://instagram.com/p/ready' });
    const accepted = await call('PUT', `/scheduledContent/${withLink._id}`, {
      body: { action: 'updateStatus', status: 'published' },
    });
    expect(accepted.json()).toMatchObject({
      status: 'published',
      link: 'https://instagram.com/p/ready',
    });
  });

  it('refuses unknown actions, fields of another action and bad statuses', async () => {
    const item = await plan();
    for (const body of [
      { action: 'archive' },
      { title: 'no action' },
      { action: 'reschedule' },
      { action: 'reschedule', scheduledAt: '2026-06-12T15:00:00Z', title: 'x' },
      { action: 'updateStatus', status: 'done' },
    ]) {
      const response = await call('PUT', `/scheduledContent/${item._id}`, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await storedRow(item._id)).title).toBe('Summer reel');
  });

  it("answers 404 for another organization's item or profile and changes nothing; not for guests", async () => {
    const theirs = await plan({}, other.headers);
    for (const body of [
      { action: 'update', title: 'Hijacked' },
      { action: 'reschedule', scheduledAt: '2030-01-01T00:00:00Z' },
      { action: 'updateStatus', status: 'approved' },
    ]) {
      const response = await call('PUT', `/scheduledContent/${theirs._id}`, { body });
      expect(response.statusCode).toBe(404);
    }
    expect(await storedRow(theirs._id)).toMatchObject({
      title: 'Summer reel',
      status: 'planned',
      scheduledAt: new Date('2026-06-10T09:00:00Z'),
    });

    const mine = await plan();
    const theirProfile = await trackProfile(db(), other.org.id);
    const foreignProfile = await call('PUT', `/scheduledContent/${mine._id}`, {
      body: { action: 'update', profileId: theirProfile.id },
    });
    expect(foreignProfile.statusCode).toBe(404);
    expect((await storedRow(mine._id)).profileId).toBeNull();
    const byGuest = await call('PUT', `/scheduledContent/${mine._id}`, {
      headers: guest.headers,
      body: { action: 'update', title: 'Guest' },
    });
    expect(byGuest.statusCode).toBe(403);
  });
});

describe('DELETE scheduledContent/{id}', () => {
  it('removes an item; another organization gets 404 and guests 403, with nothing removed', async () => {
    const mine = await plan();
    const theirs = await plan({}, other.headers);
    expect((await call('DELETE', `/scheduledContent/${theirs._id}`)).statusCode).toBe(404);
    expect(await storedRow(theirs._id)).toBeDefined();
    expect(
      (await call('DELETE', `/scheduledContent/${mine._id}`, { headers: guest.headers }))
        .statusCode,
    ).toBe(403);
    expect(await storedRow(mine._id)).toBeDefined();
    const removed = await call('DELETE', `/scheduledContent/${mine._id}`);
    expect(removed.statusCode).toBe(204);
    expect(await storedRow(mine._id)).toBeUndefined();
    expect((await call('DELETE', `/scheduledContent/${mine._id}`)).statusCode).toBe(404);
  });
});
