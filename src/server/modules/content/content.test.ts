import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCampaign, type SignedIn } from '../../testing/factories';
import { socialPosts } from '../discovery/discovery.tables';
import {
  contentKitForFile,
  insertBankPosts,
  insertContent,
  insertList,
  trackProfile,
} from './content.fixtures';
import { contentListItems, contents } from './content.tables';

const { kit, owner, guest, other, db, call } = contentKitForFile();

async function contentRow(id: string) {
  const [row] = await db().select().from(contents).where(eq(contents.id, id));
  return row;
}

/** A post of a newly tracked profile of `who`'s organization; answers its id. */
async function contentOf(who: SignedIn, values?: Parameters<typeof insertContent>[3]) {
  return insertContent(db(), who.org.id, (await trackProfile(db(), who.org.id)).id, values);
}

type Item = { _id: string; publishedAt: string };
const ids = (items: Item[]) => items.map((item) => item._id);

describe('GET contents', () => {
  it('pages newest first with the page shape, and never repeats a content across pages', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    // Several share one publish time: the id decides their order, so pages stay stable.
    const created: string[] = [];
    for (let i = 0; i < 25; i++) {
      created.push(
        await insertContent(db(), org.org.id, profile.id, {
          publishedAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))),
        }),
      );
    }
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await call('GET', `/contents?page=${page}&limit=10`, {
        headers: org.headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 25, page, limit: 10, hasMore: page < 3 });
      seen.push(...ids(body.items));
      const times = body.items.map((item: Item) => item.publishedAt);
      expect(times).toEqual([...times].sort().reverse());
    }
    expect(new Set(seen).size).toBe(25);
    expect(new Set(seen)).toEqual(new Set(created));
  });

  it('answers the content DTO with the creator, computed engagement rate and lists', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id, {
      bank: {
        fullName: 'Anna Gruber',
        avatarUrl: 'https://cdn.example/anna.jpg',
        followers: 2_000,
      },
    });
    const id = await insertContent(db(), org.org.id, profile.id, {
      type: 'reel',
      caption: 'Hello #Vienna',
      hashtags: ['vienna'],
      likes: 90,
      comments: 9,
      shares: 1,
      views: 5_000,
      url: 'https://instagram.com/p/abc',
    });
    const listId = await insertList(db(), org.org.id, 'Best');
    await db().insert(contentListItems).values({ orgId: org.org.id, listId, contentId: id });
    const body = (await call('GET', '/contents', { headers: org.headers })).json();
    expect(body.items).toEqual([
      {
        _id: id,
        profileId: profile.id,
        username: profile.username,
        fullName: 'Anna Gruber',
        avatarUrl: 'https://cdn.example/anna.jpg',
        platform: 'instagram',
        type: 'reel',
        source: 'bank',
        url: 'https://instagram.com/p/abc',
        caption: 'Hello #Vienna',
        hashtags: ['vienna'],
        likes: 90,
        comments: 9,
        views: 5_000,
        shares: 1,
        reach: null,
        replies: null,
        taps: null,
        watchMinutes: null,
        engagementRate: 5,
        publishedAt: '2026-01-15T12:00:00.000Z',
        campaignId: null,
        mediaUrl: null,
        thumbnailUrl: null,
        lists: [{ _id: listId, name: expect.stringMatching(/^Best /) }],
      },
    ]);
  });

  it('filters by platform (instagram by default), type, profile, list and dates', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const anna = await trackProfile(db(), org.org.id);
    const ben = await trackProfile(db(), org.org.id);
    const tiktoker = await trackProfile(db(), org.org.id, { bank: { platform: 'tiktok' } });
    const jan = await insertContent(db(), org.org.id, anna.id, {
      publishedAt: new Date('2026-01-10T10:00:00Z'),
    });
    const feb = await insertContent(db(), org.org.id, anna.id, {
      type: 'reel',
      publishedAt: new Date('2026-02-10T10:00:00Z'),
    });
    const bens = await insertContent(db(), org.org.id, ben.id, {
      publishedAt: new Date('2026-02-28T23:30:00Z'),
    });
    const tiktok = await insertContent(db(), org.org.id, tiktoker.id, { platform: 'tiktok' });
    const list = async (query: string) => {
      const response = await call('GET', `/contents?${query}`, { headers: org.headers });
      expect(response.statusCode).toBe(200);
      return ids(response.json().items);
    };
    expect(await list('')).toEqual([bens, feb, jan]);
    expect(await list('platform=tiktok')).toEqual([tiktok]);
    expect(await list('type=reel')).toEqual([feb]);
    expect(await list(`profileId=${anna.id}`)).toEqual([feb, jan]);
    expect(await list('from=2026-02-01')).toEqual([bens, feb]);
    // A plain `to` date covers that whole day.
    expect(await list('from=2026-02-01&to=2026-02-28')).toEqual([bens, feb]);
    expect(await list('to=2026-02-10T10:00:00Z')).toEqual([feb, jan]);
    expect(await list('from=2026-01-10T10:00:01Z&to=2026-02-27')).toEqual([feb]);

    const listId = await insertList(db(), org.org.id, 'Picks');
    await db()
      .insert(contentListItems)
      .values([jan, bens].map((contentId) => ({ orgId: org.org.id, listId, contentId })));
    expect(await list(`listId=${listId}`)).toEqual([bens, jan]);
  });

  it('refuses bad filters with the field', async () => {
    for (const [query, field] of [
      ['from=2026-03-01&to=2026-02-01', 'to'],
      ['from=yesterday', 'from'],
      ['platform=myspace', 'platform'],
      ['limit=1000', 'limit'],
      ['profileId=nope', 'profileId'],
      ['colour=red', ''],
    ]) {
      const response = await call('GET', `/contents?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().name).toBe('ValidationError');
      if (field) expect(response.json().field).toBe(field);
    }
  });

  it("shows only the organization's own contents, to guests too", async () => {
    const mine = await trackProfile(db(), owner.org.id);
    const theirs = await trackProfile(db(), other.org.id);
    const mineId = await insertContent(db(), owner.org.id, mine.id);
    const theirsId = await insertContent(db(), other.org.id, theirs.id);
    const response = await call('GET', '/contents?limit=100', { headers: guest.headers });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json().items)).toContain(mineId);
    expect(ids(response.json().items)).not.toContain(theirsId);
    expect(ids((await call('GET', `/contents?profileId=${theirs.id}`)).json().items)).toEqual([]);
  });
});

describe('GET content/username', () => {
  it("pages a tracked creator's contents by handle, with or without @, any case", async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    const someoneElse = await trackProfile(db(), org.org.id);
    await insertContent(db(), org.org.id, someoneElse.id);
    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      created.unshift(
        await insertContent(db(), org.org.id, profile.id, {
          publishedAt: new Date(Date.UTC(2026, 0, i + 1)),
        }),
      );
    }
    const handle = `@${profile.username.toUpperCase()}`;
    const first = await call('GET', `/content/username?username=${handle}&limit=2`, {
      headers: org.headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    const second = await call('GET', `/content/username?username=${handle}&limit=2&page=2`, {
      headers: org.headers,
    });
    expect([...ids(first.json().items), ...ids(second.json().items)]).toEqual(created);

    const all = await call('GET', `/content/username/all?username=${profile.username}`, {
      headers: org.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, limit: 1_000, hasMore: false });
    expect(ids(all.json().items)).toEqual(created);
  });

  it('answers 404 for a handle the organization does not track (another org does)', async () => {
    const theirs = await trackProfile(db(), other.org.id);
    await insertContent(db(), other.org.id, theirs.id);
    for (const path of ['/content/username', '/content/username/all']) {
      const response = await call('GET', `${path}?username=${theirs.username}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().name).toBe('NotFound');
    }
    const wrongPlatform = await trackProfile(db(), owner.org.id);
    const response = await call(
      'GET',
      `/content/username?username=${wrongPlatform.username}&platform=tiktok`,
    );
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/content/username')).json().field).toBe('username');
  });
});

describe('DELETE content', () => {
  it('deletes one content, or several by contentIds', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => insertContent(db(), owner.org.id, profile.id)),
    );
    const one = await call('DELETE', `/content?contentId=${a}`);
    expect(one.statusCode).toBe(204);
    expect(one.body).toBe('');
    expect(await contentRow(a)).toBeUndefined();
    const several = await call('DELETE', `/content?contentIds=${b},${c}`);
    expect(several.statusCode).toBe(204);
    expect(await contentRow(b)).toBeUndefined();
    expect(await contentRow(c)).toBeUndefined();
    expect((await call('DELETE', `/content?contentId=${a}`)).statusCode).toBe(404);
  });

  it("answers 404 for another organization's content and deletes nothing", async () => {
    const mine = await contentOf(owner);
    const theirs = await contentOf(other);
    expect((await call('DELETE', `/content?contentId=${theirs}`)).statusCode).toBe(404);
    const mixed = await call('DELETE', `/content?contentIds=${mine},${theirs}`);
    expect(mixed.statusCode).toBe(404);
    expect(await contentRow(mine)).toBeDefined();
    expect(await contentRow(theirs)).toBeDefined();
  });

  it('refuses guests and requests without an id', async () => {
    const mine = await contentOf(owner);
    const byGuest = await call('DELETE', `/content?contentId=${mine}`, { headers: guest.headers });
    expect(byGuest.statusCode).toBe(403);
    expect(await contentRow(mine)).toBeDefined();
    const noId = await call('DELETE', '/content');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().field).toBe('contentId');
    expect((await call('DELETE', '/content?contentIds=a,b')).statusCode).toBe(400);
  });
});

describe('PUT content/{id}', () => {
  it('edits the fields given; a new caption brings its hashtags', async () => {
    const profile = await trackProfile(db(), owner.org.id, { bank: { followers: 1_000 } });
    const id = await insertContent(db(), owner.org.id, profile.id, { likes: 1 });
    const campaignId = await createCampaign(kit, owner);
    const response = await call('PUT', `/content/${id}`, {
      body: {
        caption: 'New drop #Summer #summer #Sale',
        likes: 40,
        comments: 10,
        views: 900,
        shares: 0,
        url: 'https://instagram.com/p/xyz',
        publishedAt: '2026-03-01T08:00:00+01:00',
        campaignId,
        type: 'carousel',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      caption: 'New drop #Summer #summer #Sale',
      hashtags: ['summer', 'sale'],
      likes: 40,
      comments: 10,
      views: 900,
      shares: 0,
      engagementRate: 5,
      url: 'https://instagram.com/p/xyz',
      publishedAt: '2026-03-01T07:00:00.000Z',
      campaignId,
      type: 'carousel',
    });
    expect((await contentRow(id)).likes).toBe(40);
  });

  it('refuses unknown fields, an empty change and bad values', async () => {
    const id = await contentOf(owner);
    for (const [body, field] of [
      [{ likes: 1, owner: 'me' }, undefined],
      [{}, undefined],
      [{ likes: -1 }, 'likes'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ type: 'tweet' }, 'type'],
    ] as const) {
      const response = await call('PUT', `/content/${id}`, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(response.json().field).toBe(field);
    }
  });

  it("answers 404 for another organization's content and changes nothing; guests may not edit", async () => {
    const theirs = await contentOf(other, { likes: 7 });
    const response = await call('PUT', `/content/${theirs}`, { body: { likes: 1_000 } });
    expect(response.statusCode).toBe(404);
    expect((await contentRow(theirs)).likes).toBe(7);
    const mine = await contentOf(owner, { likes: 3 });
    const byGuest = await call('PUT', `/content/${mine}`, {
      headers: guest.headers,
      body: { likes: 1_000 },
    });
    expect(byGuest.statusCode).toBe(403);
    expect((await contentRow(mine)).likes).toBe(3);
  });
});

describe('PUT content/addToList', () => {
  it('saves contents to a list once and counts the new ones', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    const a = await insertContent(db(), owner.org.id, profile.id);
    const b = await insertContent(db(), owner.org.id, profile.id);
    const listId = await insertList(db(), owner.org.id, 'Saved');
    const first = await call('PUT', '/content/addToList', { body: { contentIds: [a], listId } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ added: 1 });
    const again = await call('PUT', '/content/addToList', {
      body: { contentIds: [a, b, b], listId },
    });
    expect(again.json()).toEqual({ added: 1 });
    const listed = (await call('GET', `/contents?listId=${listId}`)).json();
    expect(ids(listed.items).sort()).toEqual([a, b].sort());
  });

  it("answers 404 for another organization's list or content and adds nothing", async () => {
    const mine = await contentOf(owner);
    const theirs = await contentOf(other);
    const myList = await insertList(db(), owner.org.id, 'Mine');
    const theirList = await insertList(db(), other.org.id, 'Theirs');
    const foreignList = await call('PUT', '/content/addToList', {
      body: { contentIds: [mine], listId: theirList },
    });
    expect(foreignList.statusCode).toBe(404);
    const foreignContent = await call('PUT', '/content/addToList', {
      body: { contentIds: [mine, theirs], listId: myList },
    });
    expect(foreignContent.statusCode).toBe(404);
    const saved = await db()
      .select()
      .from(contentListItems)
      .where(eq(contentListItems.listId, myList));
    expect(saved).toEqual([]);
    const byGuest = await call('PUT', '/content/addToList', {
      headers: guest.headers,
      body: { contentIds: [mine], listId: myList },
    });
    expect(byGuest.statusCode).toBe(403);
    const missingList = await call('PUT', '/content/addToList', { body: { contentIds: [mine] } });
    expect(missingList.json().field).toBe('listId');
  });
});

describe('for the profiles module', () => {
  it('copies bank posts once, refreshing their counts on a repeat, and counts contents', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id, { bank: { followers: 10_000 } });
    await insertBankPosts(db(), profile.accountId, [
      { caption: 'One #a', hashtags: ['a'], likes: 10, comments: 1, views: 100, type: 'reel' },
      { caption: 'Two', likes: 20, comments: 2 },
    ]);
    const content = kit.services.content;
    expect(await content.copyBankPosts(org.org.id, profile.id)).toBe(2);
    expect(await content.countContents(org.org.id)).toBe(2);

    await insertBankPosts(db(), profile.accountId, [
      { platformPostId: 'post-2', caption: 'Three', likes: 5 },
    ]);
    await db()
      .update(socialPosts)
      .set({ likes: 99 })
      .where(eq(socialPosts.platformPostId, 'post-0'));
    expect(await content.copyBankPosts(org.org.id, profile.id)).toBe(3);
    expect(await content.countContents(org.org.id)).toBe(3);
    const listed = (await call('GET', '/contents', { headers: org.headers })).json();
    const first = listed.items.find((item: { caption: string }) => item.caption === 'One #a');
    expect(first).toMatchObject({
      source: 'bank',
      type: 'reel',
      likes: 99,
      comments: 1,
      views: 100,
      hashtags: ['a'],
    });
    // Another organization cannot copy into a profile it does not track.
    const before = await content.countContents(other.org.id);
    await expect(content.copyBankPosts(other.org.id, profile.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await content.countContents(other.org.id)).toBe(before);
  });
});
