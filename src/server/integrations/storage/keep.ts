import type { Readable } from 'node:stream';
import type { Storage } from './types';

export type NewObject = { key: string; data: Buffer | Readable; contentType: string };

/**
 * The one order every upload follows (issue #18 finding 6): the caller has validated what it can,
 * then the object is stored and its row saved; when saving fails, the object is deleted again so
 * a refused upload leaves nothing behind. A crash between the two leaves an object without a row,
 * which the orphan sweep (`createOrphanSweep`) removes once it is older than its grace period.
 */
export async function storeThenSave<T>(
  storage: Storage,
  object: NewObject,
  save: (stored: { key: string; size: number }) => Promise<T>,
): Promise<T> {
  const stored = await storage.put(object.key, object.data, { contentType: object.contentType });
  return deleteIfUnsaved(storage, [object.key], () => save(stored));
}

/**
 * Runs `save` for objects already in storage (a streamed upload, several objects of one row) and
 * deletes them when it fails. The save's error is what the caller sees, not a delete's.
 */
export async function deleteIfUnsaved<T>(
  storage: Storage,
  keys: (string | null | undefined)[],
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await Promise.all(
      keys.filter((key): key is string => Boolean(key)).map((key) => storage.delete(key)),
    ).catch(() => {
      // Left for the orphan sweep: it removes objects no row refers to.
    });
    throw error;
  }
}
