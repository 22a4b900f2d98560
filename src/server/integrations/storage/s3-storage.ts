import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { assertValidContentType, assertValidKey } from './keys';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest } from './sigv4';
import { DEFAULT_CONTENT_TYPE, type Storage } from './types';

export type S3StorageConfig = {
  /** Omitted for AWS itself; set for MinIO, R2, Wasabi, ... (e.g. http://minio:9000). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** How long to wait for response headers; a stalled store must not hold a request forever. */
const RESPONSE_TIMEOUT_MS = 30_000;
/** Uploads include sending the body before any answer, and attachment uploads have no limit. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * S3-compatible object storage over its REST API (PutObject, GetObject, DeleteObject,
 * HeadObject, ListObjectsV2) with path-style URLs `${endpoint}/${bucket}/${key}`: the form MinIO, R2 and the
 * other S3-compatible stores all accept, and AWS still serves.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const endpoint = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(
    /\/+$/,
    '',
  );
  const credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };

  async function send(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    request: {
      payloadHash: string;
      signedHeaders?: Record<string, string>;
      unsignedHeaders?: Record<string, string>;
      body?: Buffer | Readable;
    } = { payloadHash: EMPTY_PAYLOAD_SHA256 },
    /** A bucket-level call (ListObjectsV2) passes an empty key and its query. */
    query?: URLSearchParams,
  ): Promise<Response> {
    if (!query) assertValidKey(key);
    // Valid keys hold only URL-safe characters, so they enter the path unescaped.
    const url = new URL(`${endpoint}/${encodeURIComponent(config.bucket)}/${key}`);
    if (query) url.search = query.toString();
    const headers = signRequest({
      method,
      url,
      headers: request.signedHeaders,
      payloadHash: request.payloadHash,
      region: config.region,
      service: 's3',
      credentials,
      date: new Date(),
    });
    const timeoutMs = method === 'PUT' ? UPLOAD_TIMEOUT_MS : RESPONSE_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(
          new Error(`S3 ${method} ${JSON.stringify(key)} got no answer in ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
    try {
      // The timer covers the wait for headers only; a body being streamed to a client is then
      // bounded by fetch's own idle timeout, not cut off mid-download.
      const init: RequestInit & { duplex: 'half' } = {
        method,
        headers: { ...headers, ...request.unsignedHeaders },
        body: toFetchBody(request.body),
        // Node's fetch needs this for a stream body; the DOM typings do not know it yet.
        duplex: 'half',
        signal: controller.signal,
      };
      return await fetch(url, init);
    } finally {
      clearTimeout(timer);
    }
  }

  async function upload(
    key: string,
    body: Buffer | Readable,
    size: number,
    payloadHash: string,
    contentType: string,
  ) {
    const response = await send('PUT', key, {
      payloadHash,
      signedHeaders: { 'content-type': contentType },
      // S3 refuses chunked uploads without a length (411), so a stream carries its spooled size.
      unsignedHeaders: { 'content-length': String(size) },
      body,
    });
    if (!response.ok) throw await s3Error('PUT', key, response);
    await response.body?.cancel();
    return { key, size };
  }

  return {
    kind: 's3',

    async put(key, data, { contentType }) {
      assertValidKey(key);
      assertValidContentType(contentType);
      if (Buffer.isBuffer(data)) {
        return upload(key, data, data.length, sha256Hex(data), contentType);
      }
      // The signature covers the body's SHA-256 and S3 needs its length up front, so a stream is
      // spooled to a temp file first: memory stays flat however large the upload.
      const spooled = await spool(data);
      try {
        return await upload(
          key,
          createReadStream(spooled.file),
          spooled.size,
          spooled.sha256,
          contentType,
        );
      } finally {
        await spooled.cleanup();
      }
    },

    async get(key) {
      // identity: a compressing proxy would otherwise make the body disagree with its size.
      const response = await send('GET', key, {
        payloadHash: EMPTY_PAYLOAD_SHA256,
        unsignedHeaders: { 'accept-encoding': 'identity' },
      });
      if (response.status === 404) {
        const error = await s3Error('GET', key, response);
        // A missing bucket is a configuration fault, not a missing object.
        if (error.code === undefined || error.code === 'NoSuchKey') return null;
        throw error;
      }
      if (!response.ok || !response.body) throw await s3Error('GET', key, response);
      const size = Number(response.headers.get('content-length'));
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? DEFAULT_CONTENT_TYPE,
        size: Number.isFinite(size) ? size : 0,
      };
    },

    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 for a missing key too; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await s3Error('DELETE', key, response);
      await response.body?.cancel();
    },

    async exists(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) throw await s3Error('HEAD', key, response);
      return true;
    },

    async *list(prefix) {
      // ListObjectsV2, a page of up to 1,000 keys at a time.
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (token) query.set('continuation-token', token);
        const response = await send('GET', '', undefined, query);
        if (!response.ok) throw await s3Error('GET', `?prefix=${prefix}`, response);
        const xml = await response.text();
        for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlText(/<Key>([^<]*)<\/Key>/.exec(contents)?.[1]);
          const modified = xmlText(/<LastModified>([^<]*)<\/LastModified>/.exec(contents)?.[1]);
          if (key) yield { key, lastModified: new Date(modified ?? 0) };
        }
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        token = truncated
          ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1])
          : undefined;
      } while (token);
    },
  };
}

function xmlText(value: string | undefined): string | undefined {
  return value
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

class S3Error extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

/** S3 errors are XML: <Error><Code>NoSuchKey</Code><Message>...</Message></Error>. */
async function s3Error(method: string, key: string, response: Response): Promise<S3Error> {
  const body = method === 'HEAD' ? '' : await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const detail = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  const reason = [code, detail].filter(Boolean).join(': ') || response.statusText;
  return new S3Error(
    `S3 ${method} ${JSON.stringify(key)} failed with ${response.status} ${reason}`,
    response.status,
    code,
  );
}

function toFetchBody(body: Buffer | Readable | undefined): BodyInit | undefined {
  if (body === undefined) return undefined;
  // Node Buffers are backed by ArrayBuffer (never shared memory), which the typings cannot see.
  if (Buffer.isBuffer(body)) return body as Uint8Array<ArrayBuffer>;
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
}

async function spool(data: Readable) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-s3-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'body');
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      data,
      async function* (source: AsyncIterable<Buffer | string>) {
        for await (const chunk of source) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          hash.update(bytes);
          size += bytes.length;
          yield bytes;
        }
      },
      createWriteStream(file),
    );
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { file, size, sha256: hash.digest('hex'), cleanup };
}
