import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type ImageCache = {
  /** The stored bytes, or null when missing or older than the cache's lifetime. */
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer): Promise<void>;
};

/**
 * The key of one optimized image: a sha256 of the public inputs only. Nothing that identifies the
 * caller (cookies, tokens, other headers) may be part of it, or one user's answer could be told
 * apart from another's; and nothing else may change the bytes, or a hit could serve the wrong image.
 * The version invalidates old entries when the transformation itself changes.
 */
export function imageCacheKey(input: {
  url: string;
  width: number;
  quality: number;
  output: string;
}) {
  const parts = ['v1', new URL(input.url).href, input.width, input.quality, input.output];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Optimized images on local disk, one file per key, fanned out by the key's first two hex digits
 * so no directory grows past a few thousand entries. Every process may share the directory:
 * writes go to a unique temporary file renamed into place, so a reader sees a whole file or none.
 */
export function createImageCache(dir: string, lifetimeMs: number): ImageCache {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    async read(key) {
      const file = fileOf(key);
      try {
        const { mtimeMs } = await stat(file);
        // Past its lifetime the entry is refetched, so a changed image at the same URL shows up.
        if (Date.now() - mtimeMs > lifetimeMs) return null;
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, body) {
      const file = fileOf(key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
