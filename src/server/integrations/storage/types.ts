import type { Readable } from 'node:stream';

export type StoredObject = {
  /** Must be consumed or destroyed: it holds an open file or HTTP connection until then. */
  body: Readable;
  contentType: string;
  size: number;
};

/**
 * Where uploaded files live (ARCHITECTURE principle 3): disk by default, S3-compatible in
 * production. Keys follow `assertValidKey`; every method rejects an invalid key before any I/O.
 */
export type Storage = {
  kind: 'disk' | 's3';
  /** Replaces any object under the same key; readers never see a partial write. */
  put(
    key: string,
    data: Buffer | Readable,
    options: { contentType: string },
  ): Promise<{ key: string; size: number }>;
  /** null when no object has this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key succeeds, as it does in S3. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every object whose key starts with `prefix`, with when it was last written, in no particular
   * order (the orphan sweep walks the store with it).
   */
  list(prefix: string): AsyncIterable<ListedObject>;
};

export type ListedObject = { key: string; lastModified: Date };

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
