import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { createCampaign } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { multipartForm } from '../../testing/multipart-form';
import { insertContent, trackProfile } from './content.fixtures';

// Issue #18 finding 10: a campaignId of another organization on your own post, story or calendar
// item is answered 404 (field campaignId) like a missing one, and nothing is written.

let kit: TestKit;
let owner: SignedIn;
let other: SignedIn;
let profileId: string;
let ownCampaign: string;
let theirCampaign: string;
let png: Buffer;
beforeAll(async () => {
  kit = await createTestKit();
  owner = await kit.signUp({ plan: 'pro' });
  other = await kit.signUp({ plan: 'pro' });
  profileId = (await trackProfile(kit.database.db, owner.org.id)).id;
  ownCampaign = await createCampaign(kit, owner, 'Ours');
  theirCampaign = await createCampaign(kit, other, 'Theirs');
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(() => kit.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer${url}`,
    headers: owner.headers,
    ...(body === undefined ? {} : { payload: body }),
  });
}

function uploadStory(campaignId: string) {
  const form = multipartForm([
    { name: 'influencerId', value: profileId },
    { name: 'views', value: '100' },
    { name: 'publishedAt', value: '2026-02-01T18:30:00Z' },
    { name: 'campaignId', value: campaignId },
    { name: 'file', value: png, fileName: 'story.png', contentType: 'image/png' },
  ]);
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/content/upload-story',
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
}

async function storedStoryFiles(): Promise<string[]> {
  const storage = kit.config.storage;
  if (storage.kind !== 'disk') throw new Error('these tests read the disk storage');
  const dir = path.join(storage.dir, 'orgs', owner.org.id, 'stories');
  return (await readdir(dir).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
}

function expectCampaignNotFound(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({
    statusCode: 404,
    name: 'NotFound',
    field: 'campaignId',
  });
}

const storiesOfProfile = async () =>
  (await call('GET', `/socialProfile/stories?profileId=${profileId}`)).json().total as number;

describe("another organization's campaignId", () => {
  it('is refused on a story upload, storing no story and no file', async () => {
    const storiesBefore = await storiesOfProfile();
    const filesBefore = await storedStoryFiles();
    expectCampaignNotFound(await uploadStory(theirCampaign));
    expect(await storiesOfProfile()).toBe(storiesBefore);
    expect(await storedStoryFiles()).toEqual(filesBefore);

    const own = await uploadStory(ownCampaign);
    expect(own.statusCode).toBe(201);
    expect(own.json().campaignId).toBe(ownCampaign);
  });

  it('is refused when moving a story to it', async () => {
    const storyId = await insertContent(kit.database.db, owner.org.id, profileId, {
      type: 'story',
      source: 'upload',
      campaignId: ownCampaign,
    });
    const moved = await call('PUT', '/content/story', {
      contentId: storyId,
      campaignId: theirCampaign,
      views: 999,
    });
    expectCampaignNotFound(moved);
    const after = (await call('GET', `/socialProfile/stories?profileId=${profileId}`))
      .json()
      .items.find((item: { _id: string }) => item._id === storyId);
    expect(after).toMatchObject({ campaignId: ownCampaign });
    expect(after.views).not.toBe(999);
  });

  it('is refused when editing a post', async () => {
    const postId = await insertContent(kit.database.db, owner.org.id, profileId, { likes: 5 });
    expectCampaignNotFound(
      await call('PUT', `/content/${postId}`, { campaignId: theirCampaign, likes: 50 }),
    );
    const unchanged = await call('PUT', `/content/${postId}`, { caption: 'checked' });
    expect(unchanged.json()).toMatchObject({ campaignId: null, likes: 5 });

    const own = await call('PUT', `/content/${postId}`, { campaignId: ownCampaign });
    expect(own.statusCode).toBe(200);
    expect(own.json().campaignId).toBe(ownCampaign);
  });

  it('is refused on a calendar item, created or updated', async () => {
    const item = {
      title: 'Reel for the launch',
      platform: 'instagram',
      type: 'reel',
      scheduledAt: '2026-06-01T10:00:00Z',
    };
    const range = '/scheduledContent?from=2026-06-01&to=2026-06-02';
    const before = (await call('GET', range)).json().items.length;
    expectCampaignNotFound(
      await call('POST', '/scheduledContent', { ...item, campaignId: theirCampaign }),
    );
    expect((await call('GET', range)).json().items).toHaveLength(before);

    const created = await call('POST', '/scheduledContent', { ...item, campaignId: ownCampaign });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expectCampaignNotFound(
      await call('PUT', `/scheduledContent/${id}`, {
        action: 'update',
        campaignId: theirCampaign,
        title: 'Renamed',
      }),
    );
    const after = (await call('GET', range))
      .json()
      .items.find((i: { _id: string }) => i._id === id);
    expect(after).toMatchObject({ campaignId: ownCampaign, title: 'Reel for the launch' });
  });
});
