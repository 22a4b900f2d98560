import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { FetchUrl } from '../../integrations/outbound';
import type { Storage, StoredObject } from '../../integrations/storage';
import { createImageCache, imageCacheKey } from './image-cache';
import { CONTENT_TYPES, sniffRasterFormat } from './image-format';
import { type OutputChoice, optimizeImage } from './image-transform';

export const PUBLIC_FILES_PREFIX = 'public/';

/** Source images above this are abandoned while downloading (413). */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
/** How long an optimized image is served from disk before its source is fetched again. */
export const IMAGE_CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

// Formats the optimizer decodes; SVG is left out on purpose (refused however it is labelled).
const SOURCE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5';

export type ImageRequest = {
  /** Absolute http(s) URL of the source image. */
  url: string;
  /** One of ALLOWED_IMAGE_WIDTHS; the route validates it. */
  width: number;
  /** 1 to 100. */
  quality: number;
  output: OutputChoice;
};

export type OptimizedImage = { body: Buffer; contentType: string; etag: string };

export function createMediaService(deps: {
  fetchUrl: FetchUrl;
  storage: Storage;
  cacheDir: string;
  logger: Logger;
  cacheLifetimeMs?: number;
}) {
  const cache = createImageCache(deps.cacheDir, deps.cacheLifetimeMs ?? IMAGE_CACHE_LIFETIME_MS);
  // Concurrent requests for one image (a page listing the same avatar twenty times) share a
  // single fetch and resize instead of racing each other to the origin.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function produce(request: ImageRequest, key: string): Promise<Buffer> {
    const source = await deps.fetchUrl(request.url, {
      maxBytes: MAX_SOURCE_BYTES,
      accept: SOURCE_ACCEPT,
    });
    const { body } = await optimizeImage(source.body, request);
    // A full disk must not fail the request: the image is served, only not remembered.
    await cache.write(key, body).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, 'could not store an optimized image');
    });
    return body;
  }

  return {
    /**
     * A file under the storage's `public/` prefix (white-label logos and favicons). Only that
     * prefix is reachable: uploads elsewhere (attachments, briefs) stay private.
     */
    async publicFile(path: string): Promise<StoredObject> {
      const file = await deps.storage.get(`${PUBLIC_FILES_PREFIX}${path}`);
      if (!file) throw notFound(THING.file, path);
      return file;
    },

    /** The image at `url` resized and re-encoded, from the disk cache when it is there. */
    async optimizedImage(request: ImageRequest): Promise<OptimizedImage> {
      const key = imageCacheKey(request);
      let body = await cache.read(key);
      if (!body) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = produce(request, key).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        body = await pending;
      }
      return { body, contentType: contentTypeOf(body), etag: etagOf(body) };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** Cached files hold only bytes we encoded, so their signature tells their type. */
function contentTypeOf(body: Buffer): string {
  const format = sniffRasterFormat(body);
  return format ? CONTENT_TYPES[format] : 'application/octet-stream';
}

/** A strong validator from the bytes themselves: equal bytes, equal tag, across processes. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
