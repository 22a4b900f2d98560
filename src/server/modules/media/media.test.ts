import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';

type Fixture = { type: string; body: Buffer };

/** A real origin on loopback serving the fixtures; it counts the requests for each path. */
async function startOrigin(fixtures: Record<string, Fixture>) {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const fixture = fixtures[path];
    if (!fixture) return void response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': fixture.type,
      'content-length': fixture.body.length,
    });
    response.end(fixture.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hitsOf: (path: string) => hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

/** A tiny valid PNG whose header claims 10000 x 10000 pixels: small file, huge decode. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: 'white' } })
    .png()
    .toBuffer();
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800"/></svg>',
);

let kit: TestKit;
let origin: Awaited<ReturnType<typeof startOrigin>>;

beforeAll(async () => {
  const frame = (color: string) =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
      .png()
      .toBuffer();
  origin = await startOrigin({
    '/wide.png': { type: 'image/png', body: await noise(2000, 1000).png().toBuffer() },
    '/photo.jpg': {
      type: 'image/jpeg',
      body: await noise(1200, 800)
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Jane Doe', ImageDescription: 'at home' } })
        .toBuffer(),
    },
    '/animated.gif': {
      type: 'image/gif',
      body: await sharp([await frame('red'), await frame('blue')], { join: { animated: true } })
        .gif()
        .toBuffer(),
    },
    '/logo.svg': { type: 'image/svg+xml', body: SVG },
    '/mislabelled.png': { type: 'image/png', body: SVG },
    '/notes.txt': { type: 'text/plain', body: Buffer.from('not an image at all') },
    '/huge.png': { type: 'image/png', body: await pngClaiming(10_000, 10_000) },
    '/eleven-mb.png': { type: 'image/png', body: Buffer.alloc(11 * 1024 * 1024) },
  });
  kit = await createTestKit({ env: { OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32' } });
});

afterAll(async () => {
  await kit.close();
  await origin.close();
});

const GERMAN = { cookie: 'NEXT_LOCALE=de' };

function getImage(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return kit.app.inject({ method: 'GET', url: `/api/v1/media/image?${search}`, headers });
}

describe('GET /api/v1/media/image', () => {
  it('resizes to exactly w, keeps PNG for a browser without WebP, and sets caching headers', async () => {
    const response = await getImage({ url: `${origin.base}/wide.png`, w: 640 });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^"[\w-]{27}"$/),
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 640, height: 320 });
  });

  it('answers WebP when Accept lists image/webp', async () => {
    const response = await getImage(
      { url: `${origin.base}/wide.png`, w: 256 },
      { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' },
    );
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
    });
  });

  it('does not treat image/webp;q=0 or wildcards as accepting WebP', async () => {
    for (const accept of ['image/webp;q=0, image/*', '*/*']) {
      const response = await getImage({ url: `${origin.base}/wide.png`, w: 128 }, { accept });
      expect(response.headers['content-type'], accept).toBe('image/png');
    }
  });

  it('keeps JPEG, never enlarges, and strips EXIF metadata', async () => {
    const response = await getImage({ url: `${origin.base}/photo.jpg`, w: 3840 });
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
  });

  it('makes smaller files at lower quality, defaulting to 75', async () => {
    const sizeAt = async (q?: number) => {
      const response = await getImage({
        url: `${origin.base}/photo.jpg`,
        w: 1080,
        ...(q ? { q } : {}),
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload.length;
    };
    const [low, standard, high] = [await sizeAt(20), await sizeAt(), await sizeAt(95)];
    expect(low).toBeLessThan(standard);
    expect(standard).toBeLessThan(high);
    expect(await sizeAt(75)).toBe(standard);
  });

  it('serves the first frame of an animated GIF as JPEG', async () => {
    const response = await getImage({ url: `${origin.base}/animated.gif`, w: 96 });
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload, { animated: true }).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 96, height: 72 });
    expect(metadata.pages ?? 1).toBe(1);
  });

  it('serves a repeated request from disk without asking the origin again', async () => {
    const url = `${origin.base}/photo.jpg`;
    const before = origin.hitsOf('/photo.jpg');
    const first = await getImage({ url, w: 48, q: 60 }, { cookie: 'session=alice' });
    // Cookies and other headers are not part of the key: another visitor gets the same entry.
    const second = await getImage(
      { url, w: 48, q: 60 },
      { cookie: 'session=bob', 'user-agent': 'other' },
    );
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(origin.hitsOf('/photo.jpg') - before).toBe(1);
  });

  it('keys the cache by the negotiated format: WebP and JPEG are separate entries', async () => {
    const url = `${origin.base}/photo.jpg`;
    const before = origin.hitsOf('/photo.jpg');
    await getImage({ url, w: 64 });
    await getImage({ url, w: 64 }, { accept: 'image/webp' });
    await getImage({ url, w: 64 });
    await getImage({ url, w: 64 }, { accept: 'image/webp' });
    expect(origin.hitsOf('/photo.jpg') - before).toBe(2);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `${origin.base}/wide.png`;
    const first = await getImage({ url, w: 32 });
    const revalidation = await getImage(
      { url, w: 32 },
      { 'if-none-match': String(first.headers.etag) },
    );
    expect(revalidation.statusCode).toBe(304);
    expect(revalidation.rawPayload.length).toBe(0);
  });

  it('writes whole files only, leaving no temporary files behind', async () => {
    const shards = await readdir(kit.config.mediaCacheDir);
    const files = (
      await Promise.all(shards.map((shard) => readdir(`${kit.config.mediaCacheDir}/${shard}`)))
    ).flat();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => /^[0-9a-f]{64}$/.test(file))).toBe(true);
  });

  it('shares one origin request between concurrent requests for the same image', async () => {
    const url = `${origin.base}/wide.png`;
    const before = origin.hitsOf('/wide.png');
    const responses = await Promise.all([1, 2, 3].map(() => getImage({ url, w: 750, q: 41 })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(origin.hitsOf('/wide.png') - before).toBe(1);
  });
});

describe('GET /api/v1/media/image refusals', () => {
  it.each([
    [{ w: 100 }, 'w'],
    [{ w: 'wide' }, 'w'],
    [{ w: undefined }, 'w'],
    [{ q: 0 }, 'q'],
    [{ q: 101 }, 'q'],
    [{ q: 7.5 }, 'q'],
    [{ q: 'best' }, 'q'],
    [{ url: 'ftp://127.0.0.1/a.png' }, 'url'],
    [{ url: '/relative/a.png' }, 'url'],
    [{ url: undefined }, 'url'],
  ])('answers 400 on %o with field %s', async (override, field) => {
    const query: Record<string, string | number> = { url: `${origin.base}/wide.png`, w: 64 };
    for (const [key, value] of Object.entries(override)) {
      if (value === undefined) delete query[key];
      else query[key] = value;
    }
    const response = await getImage(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, name: 'ValidationError', field });
  });

  it('answers 400 on an unknown query parameter', async () => {
    const response = await getImage({ url: `${origin.base}/wide.png`, w: 64, format: 'gif' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      message: expect.stringContaining('format'),
    });
  });

  it.each([
    ['/logo.svg', 'an SVG'],
    ['/mislabelled.png', 'an SVG labelled image/png'],
    ['/notes.txt', 'a text file'],
  ])('answers 415 on %s (%s)', async (path) => {
    const response = await getImage({ url: `${origin.base}${path}`, w: 64 });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      statusCode: 415,
      name: 'UnsupportedMediaType',
      field: 'url',
    });
  });

  it('answers 413 on an image whose dimensions exceed 40 megapixels', async () => {
    const response = await getImage({ url: `${origin.base}/huge.png`, w: 64 });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      name: 'PayloadTooLarge',
      field: 'url',
      message: 'The image is 10000 x 10000 pixels; the limit is 40 megapixels',
    });
    const german = await getImage({ url: `${origin.base}/huge.png`, w: 64 }, GERMAN);
    expect(german.json().message).toBe(
      'Das Bild hat 10000 x 10000 Pixel; erlaubt sind 40 Megapixel',
    );
  });

  it('answers 413 on a file over 10 MB', async () => {
    const response = await getImage({ url: `${origin.base}/eleven-mb.png`, w: 64 });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ name: 'PayloadTooLarge', field: 'url' });
  });

  it('answers 400 when the origin answers 404', async () => {
    const response = await getImage({ url: `${origin.base}/gone.png`, w: 64 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      field: 'url',
      message: 'The URL answered 404',
    });
    const german = await getImage({ url: `${origin.base}/gone.png`, w: 64 }, GERMAN);
    expect(german.json().message).toBe('Die URL antwortete mit 404');
  });

  it('does not cache refusals', async () => {
    const before = origin.hitsOf('/notes.txt');
    await getImage({ url: `${origin.base}/notes.txt`, w: 16 });
    await getImage({ url: `${origin.base}/notes.txt`, w: 16 });
    expect(origin.hitsOf('/notes.txt') - before).toBe(2);
  });
});

describe('without an outbound allowlist', () => {
  let guardedKit: TestKit;
  beforeAll(async () => {
    guardedKit = await createTestKit();
  });
  afterAll(() => guardedKit.close());

  it('refuses a loopback image URL with 400 on url, without contacting it', async () => {
    const before = origin.hitsOf('/wide.png');
    const response = await guardedKit.app.inject({
      method: 'GET',
      url: `/api/v1/media/image?url=${encodeURIComponent(`${origin.base}/wide.png`)}&w=64`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      field: 'url',
      message: 'This address is not allowed: private or local network',
    });
    expect(origin.hitsOf('/wide.png')).toBe(before);
  });
});

it('lists the optimizer in the OpenAPI document', async () => {
  const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json();
  expect(
    document.paths['/api/v1/media/image'].get.parameters
      .map((p: { name: string }) => p.name)
      .sort(),
  ).toEqual(['q', 'url', 'w']);
});

describe('GET /api/v1/files/public/*', () => {
  let files: TestKit;
  beforeAll(async () => {
    files = await createTestKit();
    await files.services.storage.put(
      'public/logos/acme.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
      { contentType: 'image/png' },
    );
    await files.services.storage.put('private/brief.pdf', Buffer.from('%PDF-1.4 secret'), {
      contentType: 'application/pdf',
    });
  });
  afterAll(() => files.close());

  it('serves a file stored under public/ with its type and a long cache', async () => {
    const response = await files.app.inject({
      method: 'GET',
      url: '/api/v1/files/public/logos/acme.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(4);
  });

  it('answers 404 for a missing file and never reaches files outside public/', async () => {
    expect(
      (await files.app.inject({ method: 'GET', url: '/api/v1/files/public/logos/none.png' }))
        .statusCode,
    ).toBe(404);
    const traversal = await files.app.inject({
      method: 'GET',
      url: '/api/v1/files/public/..%2Fprivate%2Fbrief.pdf',
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.body).not.toContain('secret');
    const dotted = await files.app.inject({ method: 'GET', url: '/api/v1/files/public/.hidden' });
    expect(dotted.statusCode).toBe(400);
  });
});
