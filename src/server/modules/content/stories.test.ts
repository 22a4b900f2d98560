import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import type { SignedIn } from '../../testing/factories';
import { createCampaign } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { multipartForm } from '../../testing/multipart-form';
import { createUrlSigner } from '../media';
import { createSystemRepository } from '../system';
import { insertContent, trackProfile } from './content.fixtures';
import { createContentService } from './content.service';
import { contents } from './content.tables';
import { TRACK_STORIES_JOB, type TrackedStory } from './stories.service';

let kit: TestKit;
let owner: SignedIn;
let guest: SignedIn;
let other: SignedIn;
let influencerId: string;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  kit = await createTestKit();
  owner = await kit.signUp({ plan: 'pro' });
  guest = await kit.addMember(owner.org, 'guest');
  other = await kit.signUp({ plan: 'pro' });
  influencerId = (await trackProfile(kit.database.db, owner.org.id)).id;
  const picture = { width: 1_200, height: 800, channels: 3 as const, background: '#3a7' };
  png = await sharp({ create: picture }).png().toBuffer();
  jpeg = await sharp({ create: picture }).jpeg().toBuffer();
});
afterAll(() => kit.close());

const db = () => kit.database.db;

/** An MP4 as far as its first box goes: `ftyp` with the isom brand, then filler. */
function fakeVideo(brand: string, size = 2_048): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.write('isomavc1', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(size)]);
}

function fakeWebm(): Buffer {
  const ebml = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84,
  ]);
  return Buffer.concat([ebml, Buffer.from('webm', 'latin1'), Buffer.alloc(1_000)]);
}

type FilePart = { name?: string; filename: string; contentType: string; data: Buffer };

function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = multipartForm([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file
      ? [
          {
            name: file.name ?? 'file',
            value: file.data,
            fileName: file.filename,
            contentType: file.contentType,
          },
        ]
      : []),
  ]);
  return { payload: form.payload, contentType: form.headers['content-type'] };
}

function upload(
  fields: Record<string, string>,
  file?: FilePart,
  headers: Record<string, string> = owner.headers,
) {
  const body = multipart(fields, file);
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/content/upload-story',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const storyFields = () => ({
  influencerId,
  views: '1234',
  publishedAt: '2026-02-01T18:30:00Z',
});
const pngFile = (): FilePart => ({ filename: 'story.png', contentType: 'image/png', data: png });

/** Files the disk storage holds for an organization's stories (hidden sidecars left out). */
async function storedStoryFiles(orgId: string): Promise<string[]> {
  const storage = kit.config.storage;
  if (storage.kind !== 'disk') throw new Error('these tests read the disk storage');
  const dir = path.join(storage.dir, 'orgs', orgId, 'stories');
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => !name.startsWith('.'));
}

function get(url: string, headers: Record<string, string> = owner.headers) {
  return kit.app.inject({ method: 'GET', url: `/api/v1/customer${url}`, headers });
}

describe('upload-story', () => {
  it('stores an image story with a 480 px WebP thumbnail and serves both to the organization', async () => {
    const campaignId = await createCampaign(kit, owner);
    const response = await upload({ ...storyFields(), campaignId }, pngFile());
    expect(response.statusCode).toBe(201);
    const story = response.json();
    expect(story).toMatchObject({
      profileId: influencerId,
      type: 'story',
      source: 'upload',
      views: 1234,
      publishedAt: '2026-02-01T18:30:00.000Z',
      campaignId,
      mediaUrl: expect.stringMatching(
        new RegExp(`^/api/v1/public/content/${story._id}/media\\?exp=\\d+&sig=[\\w-]{43}$`),
      ),
      thumbnailUrl: expect.stringMatching(
        new RegExp(`^/api/v1/public/content/${story._id}/thumbnail\\?exp=\\d+&sig=[\\w-]{43}$`),
      ),
    });
    const [row] = await db().select().from(contents).where(eq(contents.id, story._id));
    expect(row.mediaKey).toMatch(new RegExp(`^orgs/${owner.org.id}/stories/[0-9a-f-]{36}\\.png$`));
    expect(row).toMatchObject({ mediaContentType: 'image/png', mediaSizeBytes: png.length });

    const media = await get(`/content/${story._id}/media`, guest.headers);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['cache-control']).toMatch(/^private/);
    expect(media.rawPayload.equals(png)).toBe(true);

    const thumbnail = await get(`/content/${story._id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('takes JPEG images and MP4, QuickTime and WebM videos by their bytes, whatever they are called', async () => {
    const cases: [FilePart, string, boolean][] = [
      [{ filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }, 'image/jpeg', true],
      [
        { filename: 'clip.bin', contentType: 'application/octet-stream', data: fakeVideo('isom') },
        'video/mp4',
        false,
      ],
      [
        { filename: 'clip.mov', contentType: 'video/quicktime', data: fakeVideo('qt  ') },
        'video/quicktime',
        false,
      ],
      [{ filename: 'clip.webm', contentType: 'video/webm', data: fakeWebm() }, 'video/webm', false],
    ];
    for (const [file, contentType, hasThumbnail] of cases) {
      const response = await upload(storyFields(), file);
      expect(response.statusCode, file.filename).toBe(201);
      const story = response.json();
      expect(story.thumbnailUrl !== null).toBe(hasThumbnail);
      const media = await get(`/content/${story._id}/media`);
      expect(media.headers['content-type']).toBe(contentType);
      expect(media.rawPayload.equals(file.data)).toBe(true);
      if (!hasThumbnail)
        expect((await get(`/content/${story._id}/thumbnail`)).statusCode).toBe(404);
    }
  });

  it('refuses files that are not story images or videos, whatever their name says (415)', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    const fields = { ...storyFields(), influencerId: profile.id };
    for (const file of [
      {
        filename: 'story.png',
        contentType: 'image/png',
        data: Buffer.from('just some text, not a picture'),
      },
      {
        filename: 'a.gif',
        contentType: 'image/gif',
        data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      },
      { filename: 'a.heic', contentType: 'image/heic', data: fakeVideo('heic') },
      {
        filename: 'a.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ]) {
      const response = await upload(fields, file, org.headers);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json().name).toBe('UnsupportedMediaType');
    }
    expect(await storedStoryFiles(org.org.id)).toEqual([]);
    expect(await kit.services.content.countContents(org.org.id)).toBe(0);
  });

  it('refuses an image over 10 MB (413) but takes a video of that size', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    const fields = { ...storyFields(), influencerId: profile.id };
    const overTenMb = 10 * 1024 * 1024 + 1;
    const bigImage = Buffer.concat([png, Buffer.alloc(overTenMb - png.length)]);
    const refused = await upload(
      fields,
      { filename: 'big.png', contentType: 'image/png', data: bigImage },
      org.headers,
    );
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      name: 'PayloadTooLarge',
      message: 'A story image may be at most 10 MB',
    });
    const german = await upload(
      fields,
      { filename: 'big.png', contentType: 'image/png', data: bigImage },
      { ...org.headers, cookie: 'NEXT_LOCALE=de' },
    );
    expect(german.json().message).toBe('Eine Story (Bild) darf höchstens 10 MB groß sein');
    expect(await storedStoryFiles(org.org.id)).toEqual([]);

    const video = fakeVideo('mp42', overTenMb);
    const taken = await upload(
      fields,
      { filename: 'v.mp4', contentType: 'video/mp4', data: video },
      org.headers,
    );
    expect(taken.statusCode).toBe(201);
    expect(await storedStoryFiles(org.org.id)).toHaveLength(1);
  });

  it('needs file, influencerId, views and publishedAt, and stores nothing without them', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    const fields = { ...storyFields(), influencerId: profile.id };
    for (const missing of ['influencerId', 'views', 'publishedAt'] as const) {
      const { [missing]: _left, ...rest } = fields;
      const response = await upload(rest, pngFile(), org.headers);
      expect(response.statusCode, missing).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: missing });
    }
    const { views: _views, ...noViews } = fields;
    const german = await upload(noViews, pngFile(), { ...org.headers, cookie: 'NEXT_LOCALE=de' });
    expect(german.json().message).toBe('views: views ist erforderlich');
    const noFile = await upload(fields, undefined, org.headers);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().field).toBe('file');
    for (const [bad, field] of [
      [{ views: '-1' }, 'views'],
      [{ views: 'many' }, 'views'],
      [{ publishedAt: 'last week' }, 'publishedAt'],
      [{ campaignId: 'x' }, 'campaignId'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const response = await upload({ ...fields, ...bad }, pngFile(), org.headers);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect(await storedStoryFiles(org.org.id)).toEqual([]);
    expect(await kit.services.content.countContents(org.org.id)).toBe(0);
  });

  it("answers 404 for an unknown or another organization's influencer and keeps no file", async () => {
    const org = await kit.signUp({ plan: 'pro' });
    for (const id of [influencerId, '01900000-0000-7000-8000-000000000000']) {
      const response = await upload({ ...storyFields(), influencerId: id }, pngFile(), org.headers);
      expect(response.statusCode).toBe(404);
    }
    expect(await storedStoryFiles(org.org.id)).toEqual([]);
    expect(await kit.services.content.countContents(org.org.id)).toBe(0);
  });

  it('is not for guests', async () => {
    const before = await kit.services.content.countContents(owner.org.id);
    const response = await upload(storyFields(), pngFile(), guest.headers);
    expect(response.statusCode).toBe(403);
    expect(await kit.services.content.countContents(owner.org.id)).toBe(before);
  });
});

describe('stored files', () => {
  it("answers 404 for another organization's media and thumbnail", async () => {
    const story = (await upload(storyFields(), pngFile())).json();
    for (const which of ['media', 'thumbnail']) {
      expect((await get(`/content/${story._id}/${which}`, other.headers)).statusCode).toBe(404);
    }
    const withoutFile = await insertContent(db(), owner.org.id, influencerId);
    expect((await get(`/content/${withoutFile}/media`)).statusCode).toBe(404);
  });

  it('deletes the stored files with the content', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    const story = (
      await upload({ ...storyFields(), influencerId: profile.id }, pngFile(), org.headers)
    ).json();
    expect(await storedStoryFiles(org.org.id)).toHaveLength(2);
    const response = await kit.app.inject({
      method: 'DELETE',
      url: `/api/v1/customer/content?contentId=${story._id}`,
      headers: org.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await storedStoryFiles(org.org.id)).toEqual([]);
    expect((await get(`/content/${story._id}/media`, org.headers)).statusCode).toBe(404);
  });

  it("deletes a profile's contents with their files for the profiles module, only in its organization", async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const profile = await trackProfile(db(), org.org.id);
    await upload({ ...storyFields(), influencerId: profile.id }, pngFile(), org.headers);
    await insertContent(db(), org.org.id, profile.id);
    const content = kit.services.content;
    expect(await content.deleteProfileContents(other.org.id, profile.id)).toBe(0);
    expect(await storedStoryFiles(org.org.id)).toHaveLength(2);
    expect(await content.deleteProfileContents(org.org.id, profile.id)).toBe(2);
    expect(await storedStoryFiles(org.org.id)).toEqual([]);
    expect(await content.countContents(org.org.id)).toBe(0);
  });
});

describe('PUT content/story', () => {
  it('updates views, publish time and campaign of a story', async () => {
    const story = (await upload(storyFields(), pngFile())).json();
    const campaignId = await createCampaign(kit, owner);
    const response = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/content/story',
      headers: owner.headers,
      payload: {
        contentId: story._id,
        views: 5_000,
        publishedAt: '2026-02-02T10:00:00Z',
        campaignId,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: story._id,
      views: 5_000,
      publishedAt: '2026-02-02T10:00:00.000Z',
      campaignId,
    });
  });

  it("answers 404 for a post or another organization's story and changes nothing", async () => {
    const post = await insertContent(db(), owner.org.id, influencerId, { views: 1 });
    const theirProfile = await trackProfile(db(), other.org.id);
    const theirStory = await insertContent(db(), other.org.id, theirProfile.id, {
      type: 'story',
      views: 1,
    });
    for (const contentId of [post, theirStory]) {
      const response = await kit.app.inject({
        method: 'PUT',
        url: '/api/v1/customer/content/story',
        headers: owner.headers,
        payload: { contentId, views: 99 },
      });
      expect(response.statusCode).toBe(404);
      const [row] = await db().select().from(contents).where(eq(contents.id, contentId));
      expect(row.views).toBe(1);
    }
    const nothing = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/content/story',
      headers: owner.headers,
      payload: { contentId: theirStory },
    });
    expect(nothing.statusCode).toBe(400);
  });
});

describe('GET socialProfile/stories', () => {
  it("pages a tracked profile's stories only, for guests too", async () => {
    const profile = await trackProfile(db(), owner.org.id);
    await insertContent(db(), owner.org.id, profile.id, { type: 'reel' });
    const stories = [];
    for (let day = 1; day <= 3; day++) {
      stories.unshift(
        await insertContent(db(), owner.org.id, profile.id, {
          type: 'story',
          source: 'tracking',
          publishedAt: new Date(Date.UTC(2026, 1, day)),
        }),
      );
    }
    const response = await get(
      `/socialProfile/stories?profileId=${profile.id}&limit=2`,
      guest.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 3, page: 1, limit: 2, hasMore: true });
    const second = await get(`/socialProfile/stories?profileId=${profile.id}&limit=2&page=2`);
    const seen = [...response.json().items, ...second.json().items].map((item) => item._id);
    expect(seen).toEqual(stories);
  });

  it("answers 404 for another organization's profile", async () => {
    const theirs = await trackProfile(db(), other.org.id);
    await insertContent(db(), other.org.id, theirs.id, { type: 'story' });
    expect((await get(`/socialProfile/stories?profileId=${theirs.id}`)).statusCode).toBe(404);
    expect((await get('/socialProfile/stories')).json().field).toBe('profileId');
  });
});

describe('story tracking job', () => {
  it('stores the stories of tracked profiles once, refreshing them, and skips untracked ones', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const tracked = await trackProfile(db(), org.org.id, { storyTracking: true });
    const untracked = await trackProfile(db(), org.org.id);
    const asked: string[] = [];
    let views = 100;
    // The social-data provider is outside the process: a fake at its adapter.
    const fetchStories = async (profile: {
      id: string;
      username: string;
    }): Promise<TrackedStory[]> => {
      asked.push(profile.id);
      return [
        {
          platformPostId: `${profile.username}-s1`,
          publishedAt: new Date('2026-03-01T08:00:00Z'),
          views,
          url: 'https://instagram.com/stories/x/1',
        },
        {
          platformPostId: `${profile.username}-s2`,
          publishedAt: new Date('2026-03-01T09:00:00Z'),
          views: 7,
        },
      ];
    };
    const service = createContentService({
      db: db(),
      storage: kit.services.storage,
      jobs: () => null,
      logger: createLogger('silent'),
      fetchStories,
      campaigns: kit.services.campaigns,
      urls: createUrlSigner({ secrets: createSystemRepository(db()) }),
    });
    const job = service
      .jobDefinitions()
      .find((definition) => definition.name === TRACK_STORIES_JOB);
    expect(job).toBeDefined();
    const context = { logger: createLogger('silent'), jobId: 'test' };
    await job!.handle({}, context);
    views = 250;
    await job!.handle({}, context);

    expect(asked).not.toContain(untracked.id);
    expect(asked.filter((id) => id === tracked.id)).toHaveLength(2);
    const rows = await db().select().from(contents).where(eq(contents.orgId, org.org.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.profileId === tracked.id)).toBe(true);
    const first = rows.find((row) => row.platformPostId === `${tracked.username}-s1`);
    expect(first).toMatchObject({
      type: 'story',
      source: 'tracking',
      views: 250,
      url: 'https://instagram.com/stories/x/1',
      platform: 'instagram',
    });
    const listed = await get(`/socialProfile/stories?profileId=${tracked.id}`, org.headers);
    expect(listed.json().total).toBe(2);
  });

  it('keeps tracking the other profiles when the provider fails for one', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const failing = await trackProfile(db(), org.org.id, { storyTracking: true });
    const working = await trackProfile(db(), org.org.id, { storyTracking: true });
    const service = createContentService({
      db: db(),
      storage: kit.services.storage,
      jobs: () => null,
      logger: createLogger('silent'),
      fetchStories: async (profile) => {
        if (profile.id === failing.id) throw new Error('provider timed out');
        if (profile.id !== working.id) return [];
        return [{ platformPostId: 'only', publishedAt: new Date('2026-03-02T08:00:00Z') }];
      },
      urls: createUrlSigner({ secrets: createSystemRepository(db()) }),
      campaigns: kit.services.campaigns,
    });
    await service.stories.trackStories(createLogger('silent'));
    expect(await service.countContents(org.org.id)).toBe(1);
  });

  it('is scheduled every 30 minutes on the job queue', async () => {
    const schedules = await kit.database.executeSql(
      'select name, cron from pgboss.schedule where name = $1',
      [TRACK_STORIES_JOB],
    );
    expect(schedules.rows).toEqual([{ name: TRACK_STORIES_JOB, cron: '*/30 * * * *' }]);
  });
});
