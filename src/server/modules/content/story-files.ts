import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import type { Storage } from '../../integrations/storage';
import { MAX_INPUT_PIXELS } from '../media';
import { CONTENT_TEXT } from './content.text';
import {
  maxBytesFor,
  SNIFF_BYTES,
  STORY_FORMATS,
  STORY_KIND_NAMES,
  STORY_THUMBNAIL_WIDTH,
  type StoryMediaFormat,
  sniffStoryMedia,
} from './story-media';

export type StoredFiles = {
  mediaKey: string;
  thumbnailKey: string | null;
  format: StoryMediaFormat;
  size: number;
};

/** Story files in storage under `orgs/<orgId>/stories/`: written on upload, removed with their row. */
export function createStoryFiles(storage: Storage, logger: Logger) {
  async function deleteKeys(keys: (string | null)[]): Promise<void> {
    await Promise.all(
      keys
        .filter((key): key is string => Boolean(key))
        .map((key) =>
          storage.delete(key).catch((error: unknown) => {
            // The rows are gone either way; a leftover file is logged for the operator.
            logger.warn({ err: error, key }, 'could not delete a stored content file');
          }),
        ),
    );
  }

  /**
   * Streams a story file into storage: the type comes from the first bytes, the size limit from
   * that type (images are buffered, at most 10 MB, for their thumbnail; videos stream through).
   */
  async function store(
    orgId: string,
    stream: Readable & { truncated?: boolean },
  ): Promise<StoredFiles> {
    const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    try {
      let head = Buffer.alloc(0);
      while (head.length < SNIFF_BYTES) {
        const next = await chunks.next();
        if (next.done) break;
        head = Buffer.concat([head, next.value]);
      }
      if (head.length === 0) throw badRequest(CONTENT_TEXT.fileEmpty, 'file');
      const format = sniffStoryMedia(head);
      if (!format) {
        throw unsupportedMediaType(CONTENT_TEXT.storyFormatOneOf({ formats: STORY_FORMATS }));
      }
      const limit = maxBytesFor(format.kind);
      const tooLarge = () =>
        payloadTooLarge(
          CONTENT_TEXT.storyTooLarge({
            kind: STORY_KIND_NAMES[format.kind],
            size: limit / 1024 / 1024,
          }),
        );
      let size = 0;
      async function* limited() {
        let chunk: Buffer | undefined = head;
        while (chunk) {
          size += chunk.length;
          if (size > limit) throw tooLarge();
          yield chunk;
          const next = await chunks.next();
          chunk = next.done ? undefined : next.value;
        }
        // The multipart ceiling cut the file short: it was larger than any upload may be.
        if (stream.truncated) throw tooLarge();
      }
      const id = randomUUID();
      const mediaKey = `orgs/${orgId}/stories/${id}.${format.extension}`;
      if (format.kind === 'video') {
        await storage
          .put(mediaKey, Readable.from(limited()), { contentType: format.contentType })
          .catch(async (error: unknown) => {
            await deleteKeys([mediaKey]);
            throw error;
          });
        return { mediaKey, thumbnailKey: null, format, size };
      }
      const parts: Buffer[] = [];
      for await (const chunk of limited()) parts.push(chunk);
      const image = Buffer.concat(parts);
      const thumbnail = await thumbnailOf(image);
      const thumbnailKey = `orgs/${orgId}/stories/${id}-thumb.webp`;
      await Promise.all([
        storage.put(mediaKey, image, { contentType: format.contentType }),
        storage.put(thumbnailKey, thumbnail, { contentType: 'image/webp' }),
      ]).catch(async (error: unknown) => {
        await deleteKeys([mediaKey, thumbnailKey]);
        throw error;
      });
      return { mediaKey, thumbnailKey, format, size };
    } catch (error) {
      // Read the rest of the part so the request completes and the error can be answered.
      for (;;) {
        const next = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) break;
      }
      throw error;
    }
  }

  return { store, delete: deleteKeys };
}

/** A 480 px wide WebP of the image; the decoder must agree the bytes are an image. */
async function thumbnailOf(image: Buffer): Promise<Buffer> {
  // Loaded on first use rather than by every command at start (docs/performance.md, Start-up).
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: STORY_THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw payloadTooLarge(
        CONTENT_TEXT.storyTooManyPixels({ megapixels: MAX_INPUT_PIXELS / 1_000_000 }),
      );
    }
    throw unsupportedMediaType(CONTENT_TEXT.imageUnreadable);
  }
}
