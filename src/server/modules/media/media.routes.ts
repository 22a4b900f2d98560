import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageQuerySchema, publicFileParams } from '../../../common/api/media';
import { access } from '../../http/access';
import type { MediaService } from './media.service';

/**
 * Browsers and shared caches reuse an answer for a day, then may serve it stale for up to a week
 * while revalidating in the background. It varies with Accept (WebP or not) and nothing else.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/**
 * Opened directly, an image is shown in a document the browser makes around it: that document may
 * show the image and style it, and run or embed nothing (defence in depth; we never serve SVG).
 */
const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function mediaRoutes(service: MediaService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/files/public/*',
      {
        schema: {
          tags: ['media'],
          summary: 'A public file (white-label logo or favicon) from storage',
          params: publicFileParams,
        },
        config: { access: access.public() },
      },
      async (request, reply) => {
        const file = await service.publicFile(request.params['*']);
        reply.headers({
          'content-length': String(file.size),
          // Logo URLs carry ?t=<changedAt> (SPEC 2), so a changed logo is a new URL.
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': IMAGE_CSP,
        });
        return reply.type(file.contentType).send(file.body);
      },
    );

    app.get(
      '/media/image',
      {
        schema: {
          tags: ['media'],
          summary: 'Image optimizer: fetch, resize and re-encode a public image',
          description:
            'Fetches the image at `url` (public addresses only, at most 10 MB and 40 megapixels), ' +
            'resizes it to `w` and answers WebP when Accept lists image/webp, else JPEG or PNG. ' +
            'Metadata is removed; animated images keep their first frame. Errors: 400 on a bad ' +
            'parameter or an unreachable/refused URL, 413 when the file or its dimensions are too ' +
            'large, 415 when it is not a raster image (SVG included).',
          querystring: imageQuerySchema,
        },
        // Public: avatars and logos appear on public campaign and profile pages.
        config: { access: access.public() },
      },
      async (request, reply) => {
        const { url, w, q } = request.query;
        const output = acceptsWebp(request.headers.accept) ? 'webp' : 'original';
        const image = await service.optimizedImage({ url, width: w, quality: q, output });
        reply.headers({
          'cache-control': CACHE_CONTROL,
          vary: 'Accept',
          etag: image.etag,
          'x-content-type-options': 'nosniff',
          'content-security-policy': IMAGE_CSP,
        });
        if (matchesEtag(request.headers['if-none-match'], image.etag)) {
          return reply.status(304).send();
        }
        return reply.type(image.contentType).send(image.body);
      },
    );
  };
}

/** True when Accept names image/webp with a non-zero q; wildcards do not count (old browsers send them). */
function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [mediaType, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (mediaType !== 'image/webp') return false;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** If-None-Match holds one or more tags, possibly weak (W/"..."), or `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
