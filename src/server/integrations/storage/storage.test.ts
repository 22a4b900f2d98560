import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDiskStorage, createS3Storage, createStorage, type Storage } from './index';
import { type S3TestServer, startS3TestServer } from './s3-test-server';
import { canonicalRequest, EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest } from './sigv4';

const JPEG = 'image/jpeg';

/** The behaviour both implementations promise; run once on disk and once against the S3 peer. */
function describeStorageContract(name: string, open: () => Storage) {
  describe(`${name}: the storage contract`, () => {
    it('returns the bytes, content type and size that were put', async () => {
      const storage = open();
      const data = Buffer.from('a small jpeg, as far as storage can tell');
      expect(await storage.put('uploads/org-1/photo.v1.jpg', data, { contentType: JPEG })).toEqual({
        key: 'uploads/org-1/photo.v1.jpg',
        size: data.length,
      });
      const object = await storage.get('uploads/org-1/photo.v1.jpg');
      expect(object).toMatchObject({ contentType: JPEG, size: data.length });
      expect(await buffer(object!.body)).toEqual(data);
      expect(await storage.exists('uploads/org-1/photo.v1.jpg')).toBe(true);
    });

    it('stores a stream of unknown length', async () => {
      const storage = open();
      const parts = [Buffer.alloc(70_000, 1), Buffer.from('middle'), Buffer.alloc(5, 2)];
      // The double space is deliberate: SigV4 signs header values with inner runs collapsed.
      const contentType = 'text/csv;  charset=utf-8';
      const result = await storage.put('uploads/streamed.csv', Readable.from(parts), {
        contentType,
      });
      expect(result.size).toBe(70_011);
      const object = await storage.get('uploads/streamed.csv');
      expect(object?.contentType).toBe(contentType);
      expect(await buffer(object!.body)).toEqual(Buffer.concat(parts));
    });

    it('replaces an object put again under the same key, content type included', async () => {
      const storage = open();
      await storage.put('avatars/a.img', Buffer.from('first version, longer'), {
        contentType: JPEG,
      });
      await storage.put('avatars/a.img', Buffer.from('second'), { contentType: 'image/png' });
      const object = await storage.get('avatars/a.img');
      expect(object).toMatchObject({ contentType: 'image/png', size: 6 });
      expect((await buffer(object!.body)).toString()).toBe('second');
    });

    it('forgets a deleted object, and deleting it again is not an error', async () => {
      const storage = open();
      await storage.put('tmp/gone.txt', Buffer.from('x'), { contentType: 'text/plain' });
      await storage.delete('tmp/gone.txt');
      expect(await storage.get('tmp/gone.txt')).toBeNull();
      expect(await storage.exists('tmp/gone.txt')).toBe(false);
      await expect(storage.delete('tmp/gone.txt')).resolves.toBeUndefined();
    });

    it('lists the objects under a prefix with when they were written, and nothing else', async () => {
      const storage = open();
      const started = Date.now() - 2_000;
      for (const key of ['listed/a/one.pdf', 'listed/a/deep/two.pdf', 'listed/b/three.pdf']) {
        await storage.put(key, Buffer.from(key), { contentType: 'application/pdf' });
      }
      await storage.put('listedx/other.pdf', Buffer.from('x'), { contentType: 'application/pdf' });
      const listed: { key: string; lastModified: Date }[] = [];
      for await (const object of storage.list('listed/')) listed.push(object);
      expect(listed.map((o) => o.key).sort()).toEqual([
        'listed/a/deep/two.pdf',
        'listed/a/one.pdf',
        'listed/b/three.pdf',
      ]);
      for (const object of listed) {
        expect(object.lastModified.getTime()).toBeGreaterThan(started);
        expect(object.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
      }
      const none: unknown[] = [];
      for await (const object of storage.list('nothing-here/')) none.push(object);
      expect(none).toEqual([]);
    });

    it('answers null for a key that was never put', async () => {
      const storage = open();
      expect(await storage.get('never/put.jpg')).toBeNull();
      expect(await storage.exists('never/put.jpg')).toBe(false);
    });

    it('refuses keys that could escape the store or need escaping, naming the key', async () => {
      const storage = open();
      const refused = [
        '../secrets.txt',
        'uploads/../../etc/passwd',
        '/etc/passwd',
        'uploads//double',
        'uploads/',
        '.hidden',
        'uploads/.photo.jpg.meta.json',
        'with space.jpg',
        'back\\slash',
        'ümlaut.jpg',
        'query?x=1',
        'percent%2e%2e/x',
        '',
        'k'.repeat(1025),
      ];
      for (const key of refused) {
        const message = `Invalid storage key ${JSON.stringify(key)}`;
        await expect(storage.put(key, Buffer.from('x'), { contentType: JPEG })).rejects.toThrow(
          message,
        );
        await expect(storage.get(key)).rejects.toThrow(message);
        await expect(storage.exists(key)).rejects.toThrow(message);
        await expect(storage.delete(key)).rejects.toThrow(message);
      }
    });

    it('refuses a content type that could inject a header', async () => {
      const storage = open();
      await expect(
        storage.put('x.txt', Buffer.from('x'), { contentType: 'text/plain\r\nx-evil: 1' }),
      ).rejects.toThrow('Invalid content type');
      expect(await storage.exists('x.txt')).toBe(false);
    });
  });
}

describe('disk storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-storage-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  describeStorageContract('disk', () => createDiskStorage({ dir }));

  it('keeps the object as a plain file under the storage directory', async () => {
    const storage = createDiskStorage({ dir });
    await storage.put('plain/file.txt', Buffer.from('hello'), { contentType: 'text/plain' });
    const entries = await readdir(path.join(dir, 'plain'));
    expect(entries).toContain('file.txt');
    expect(entries.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the previous object and no temp file when a streamed upload fails midway', async () => {
    const storage = createDiskStorage({ dir });
    await storage.put('safe/doc.txt', Buffer.from('original'), { contentType: 'text/plain' });
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial '));
        this.destroy(new Error('client disconnected'));
      },
    });
    await expect(
      storage.put('safe/doc.txt', failing, { contentType: 'text/plain' }),
    ).rejects.toThrow('client disconnected');
    const object = await storage.get('safe/doc.txt');
    expect((await buffer(object!.body)).toString()).toBe('original');
    const leftovers = (await readdir(path.join(dir, 'safe'))).filter((name) =>
      name.endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('answers null for a folder that only holds other objects', async () => {
    const storage = createDiskStorage({ dir });
    await storage.put('folder/inner.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(await storage.get('folder')).toBeNull();
    expect(await storage.exists('folder')).toBe(false);
  });
});

describe('SigV4 signing, against AWS published examples (S3 API reference, header auth)', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const date = new Date('2013-05-24T00:00:00Z');
  const host = 'examplebucket.s3.amazonaws.com';

  it('signs the "GET Object" example exactly as documented', () => {
    const url = new URL(`https://${host}/test.txt`);
    const headers = signRequest({
      method: 'GET',
      url,
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
      region: 'us-east-1',
      service: 's3',
      credentials,
      date,
    });
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    // The documented canonical request's hash: says which half is wrong if the signature is.
    const { text } = canonicalRequest(
      'GET',
      url,
      {
        host,
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_PAYLOAD_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      EMPTY_PAYLOAD_SHA256,
    );
    expect(sha256Hex(text)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
  });

  it('signs the "PUT Object" example, whose key needs percent-encoding', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    const headers = signRequest({
      method: 'PUT',
      url: new URL(`https://${host}/test$file.text`),
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash,
      region: 'us-east-1',
      service: 's3',
      credentials,
      date,
    });
    expect(headers.authorization).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it('signs the "GET Bucket (List Objects)" example with its query sorted', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL(`https://${host}/?prefix=J&max-keys=2`),
      payloadHash: EMPTY_PAYLOAD_SHA256,
      region: 'us-east-1',
      service: 's3',
      credentials,
      date,
    });
    expect(headers.authorization).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });
});

describe('S3 storage against a local S3 peer', () => {
  const bucket = 'reachbase-files';
  const s3 = {
    region: 'eu-central-1',
    accessKeyId: 'REACHBASETESTKEY',
    secretAccessKey: 'local/peer+secret=1',
  };
  let peer: S3TestServer;
  beforeAll(async () => {
    // Pages of two keys, so listing has to follow continuation tokens.
    peer = await startS3TestServer({ bucket, ...s3 }, { listPageSize: 2 });
  });
  afterAll(() => peer.close());

  describeStorageContract('s3', () => createS3Storage({ endpoint: peer.endpoint, bucket, ...s3 }));

  it('puts objects at path-style URLs with their content type', async () => {
    const storage = createS3Storage({ endpoint: peer.endpoint, bucket, ...s3 });
    await storage.put('brands/logo.png', Buffer.from('png bytes'), { contentType: 'image/png' });
    const put = peer.requests.findLast((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/${bucket}/brands/logo.png`);
    expect(peer.objects.get('brands/logo.png')).toMatchObject({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
  });

  it('is refused by the store when signing with the wrong secret', async () => {
    const storage = createS3Storage({
      endpoint: peer.endpoint,
      bucket,
      ...s3,
      secretAccessKey: 'not-the-secret',
    });
    await expect(
      storage.put('brands/forged.png', Buffer.from('x'), { contentType: 'image/png' }),
    ).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(storage.get('brands/logo.png')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(storage.exists('brands/logo.png')).rejects.toThrow(/403/);
    expect(peer.objects.has('brands/forged.png')).toBe(false);
  });

  it('reports a missing bucket as an error, not as a missing object', async () => {
    const storage = createS3Storage({ endpoint: peer.endpoint, ...s3, bucket: 'no-such-bucket' });
    await expect(storage.get('brands/logo.png')).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('is what createStorage builds when the config says STORAGE=s3', async () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: peer.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    const storage = createStorage(config.storage);
    expect(storage.kind).toBe('s3');
    await storage.put('configured/ok.txt', Buffer.from('via config'), {
      contentType: 'text/plain',
    });
    expect(peer.objects.get('configured/ok.txt')?.body.toString()).toBe('via config');
  });
});

describe('createStorage', () => {
  it('stores on disk under DATA_DIR/files by default', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-storage-default-'));
    try {
      const storage = createStorage(loadConfig({ DATA_DIR: dataDir }).storage);
      expect(storage.kind).toBe('disk');
      await storage.put('a/b.txt', Buffer.from('on disk'), { contentType: 'text/plain' });
      expect(await readdir(path.join(dataDir, 'files', 'a'))).toContain('b.txt');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
