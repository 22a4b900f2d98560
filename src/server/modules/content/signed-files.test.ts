import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { multipartForm } from '../../testing/multipart-form';
import { trackProfile } from './content.fixtures';

// Story files load in <img> and <video> through the signed URLs of the content DTOs, which
// cannot send X-Access-Token.
let kit: TestKit;
let owner: SignedIn;
let other: SignedIn;
let png: Buffer;
beforeAll(async () => {
  kit = await createTestKit();
  owner = await kit.signUp({ plan: 'pro' });
  other = await kit.signUp({ plan: 'pro' });
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
});
afterAll(() => kit.close());
afterEach(() => {
  vi.useRealTimers();
});

type Story = { _id: string; mediaUrl: string; thumbnailUrl: string };

async function uploadStory(who: SignedIn): Promise<Story> {
  const influencerId = (await trackProfile(kit.database.db, who.org.id)).id;
  const form = multipartForm([
    { name: 'influencerId', value: influencerId },
    { name: 'views', value: '10' },
    { name: 'publishedAt', value: '2026-02-01T18:30:00Z' },
    { name: 'file', value: png, fileName: 'story.png', contentType: 'image/png' },
  ]);
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/content/upload-story',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** As a browser's <img> asks: no token, no cookie. */
const load = (url: string) => kit.app.inject({ method: 'GET', url });

const signatureOf = (url: string) => url.slice(url.indexOf('?'));

describe('signed file URLs', () => {
  it('open the thumbnail and the file without a session', async () => {
    const story = await uploadStory(owner);
    const thumbnail = await load(story.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480);
    const media = await load(story.mediaUrl);
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(png)).toBe(true);
  });

  it('are valid for at least an hour and stop working after', async () => {
    // The URL is signed between these two moments: an hour from the first, at most 75 minutes
    // from the second.
    const before = Date.now() / 1000;
    const story = await uploadStory(owner);
    const after = Date.now() / 1000;
    const exp = Number(new URL(story.thumbnailUrl, 'http://x').searchParams.get('exp'));
    expect(exp - before).toBeGreaterThanOrEqual(3600);
    expect(exp - after).toBeLessThanOrEqual(3600 + 15 * 60);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((exp - 60) * 1000);
    expect((await load(story.thumbnailUrl)).statusCode).toBe(200);
    vi.setSystemTime((exp + 1) * 1000);
    const expired = await load(story.thumbnailUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      statusCode: 403,
      name: 'Forbidden',
      message: expect.stringMatching(/expired/),
    });
  });

  it('give the same URL to a page asked for twice, so the browser cache holds', async () => {
    const story = await uploadStory(owner);
    const again = await kit.app.inject({
      method: 'GET',
      url: `/api/v1/customer/socialProfile/stories?profileId=${(await storyProfile(story._id)) ?? ''}`,
      headers: owner.headers,
    });
    // The clock may cross a 15-minute step between the two answers; then the expiry moved on.
    const listed = again.json().items[0] as Story;
    if (signatureOf(listed.thumbnailUrl) !== signatureOf(story.thumbnailUrl)) {
      expect(Number(new URL(listed.thumbnailUrl, 'http://x').searchParams.get('exp'))).toBe(
        Number(new URL(story.thumbnailUrl, 'http://x').searchParams.get('exp')) + 15 * 60,
      );
    } else {
      expect(listed.thumbnailUrl).toBe(story.thumbnailUrl);
    }
  });

  it('refuse a forged signature, an altered expiry and a signature of another file', async () => {
    const story = await uploadStory(owner);
    const otherStory = await uploadStory(other);
    const url = new URL(story.thumbnailUrl, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const exp = Number(url.searchParams.get('exp'));
    const forged = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      `${url.pathname}?exp=${exp}&sig=${forged}`,
      `${url.pathname}?exp=${exp + 86_400}&sig=${sig}`,
      // The thumbnail's signature on the original file.
      `/api/v1/public/content/${story._id}/media${signatureOf(story.thumbnailUrl)}`,
      // One organization's signature on another organization's content.
      `/api/v1/public/content/${otherStory._id}/thumbnail${signatureOf(story.thumbnailUrl)}`,
    ];
    for (const refusedUrl of refused) {
      const response = await load(refusedUrl);
      expect(response.statusCode, refusedUrl).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, name: 'NotFound' });
    }
    const unsigned = await load(`/api/v1/public/content/${story._id}/thumbnail`);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ name: 'ValidationError' });
    // The genuine URL still works: nothing was spent or locked by the refusals.
    expect((await load(story.thumbnailUrl)).statusCode).toBe(200);
  });

  it('stop opening a file once its content is deleted', async () => {
    const story = await uploadStory(owner);
    const deleted = await kit.app.inject({
      method: 'DELETE',
      url: `/api/v1/customer/content?contentId=${story._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await load(story.thumbnailUrl)).statusCode).toBe(404);
  });

  it('leave the X-Access-Token path for API clients as it was', async () => {
    const story = await uploadStory(owner);
    const path = `/api/v1/customer/content/${story._id}/thumbnail`;
    expect(
      (await kit.app.inject({ method: 'GET', url: path, headers: owner.headers })).statusCode,
    ).toBe(200);
    expect((await load(path)).statusCode).toBe(401);
    expect(
      (await kit.app.inject({ method: 'GET', url: path, headers: other.headers })).statusCode,
    ).toBe(404);
  });
});

async function storyProfile(contentId: string): Promise<string | null> {
  const response = await kit.app.inject({
    method: 'GET',
    url: '/api/v1/customer/contents?type=story&limit=100',
    headers: owner.headers,
  });
  const item = (response.json().items as { _id: string; profileId: string }[]).find(
    (candidate) => candidate._id === contentId,
  );
  return item?.profileId ?? null;
}
