import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertValidContentType, assertValidKey } from './keys';
import { DEFAULT_CONTENT_TYPE, type ListedObject, type Storage } from './types';

type ObjectMeta = { contentType: string };

/**
 * Files under `dir`, one per key, so operators can back them up and inspect them with ordinary
 * tools. The content type lives in a hidden sidecar `.<name>.meta.json` beside the file: it is
 * what the uploader declared (sniffed by the media module), which a file extension cannot
 * reproduce. Dot-names can never be keys (see `assertValidKey`), so sidecars and temp files
 * never collide with objects.
 */
export function createDiskStorage(options: { dir: string }): Storage {
  const root = path.resolve(options.dir);

  function locate(key: string) {
    assertValidKey(key);
    const file = path.resolve(root, key);
    // Defence in depth: the key rules already forbid escaping the root.
    if (!file.startsWith(root + path.sep))
      throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
    const dir = path.dirname(file);
    const name = path.basename(file);
    return { file, dir, name, metaFile: path.join(dir, `.${name}.meta.json`) };
  }

  return {
    kind: 'disk',

    async put(key, data, { contentType }) {
      const target = locate(key);
      assertValidContentType(contentType);
      await mkdir(target.dir, { recursive: true });
      // Write beside the target and rename: rename is atomic on one filesystem, so a reader sees
      // the old file or the new one, never a partial write, and a crash leaves only a temp file.
      const suffix = randomBytes(6).toString('hex');
      const dataTemp = path.join(target.dir, `.${target.name}.${suffix}.tmp`);
      const metaTemp = path.join(target.dir, `.${target.name}.${suffix}.meta.tmp`);
      try {
        if (Buffer.isBuffer(data)) {
          await writeFile(dataTemp, data, { flag: 'wx', flush: true });
        } else {
          await pipeline(data, createWriteStream(dataTemp, { flags: 'wx', flush: true }));
        }
        const meta: ObjectMeta = { contentType };
        await writeFile(metaTemp, JSON.stringify(meta), { flag: 'wx', flush: true });
        const { size } = await stat(dataTemp);
        await rename(metaTemp, target.metaFile);
        await rename(dataTemp, target.file);
        return { key, size };
      } catch (error) {
        await Promise.all([rm(dataTemp, { force: true }), rm(metaTemp, { force: true })]);
        throw error;
      }
    },

    async get(key) {
      const target = locate(key);
      // Open first, then stat the handle: a delete between the two cannot hand out a dead stream.
      const handle = await open(target.file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const contentType = (await readMeta(target.metaFile))?.contentType ?? DEFAULT_CONTENT_TYPE;
        return { body: handle.createReadStream(), contentType, size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const target = locate(key);
      await rm(target.file, { force: true });
      await rm(target.metaFile, { force: true });
    },

    async exists(key) {
      const target = locate(key);
      const info = await stat(target.file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return info?.isFile() ?? false;
    },

    async *list(prefix) {
      // Walk only the folder the prefix names; dot-names are sidecars and temp files, not objects.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const start = path.resolve(root, folder);
      if (start !== root && !start.startsWith(root + path.sep)) return;
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (!key.startsWith(prefix) || key.split('/').some((segment) => segment.startsWith('.'))) {
          continue;
        }
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info) yield { key, lastModified: info.mtime } satisfies ListedObject;
      }
    },
  };
}

async function readMeta(file: string): Promise<ObjectMeta | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'contentType' in parsed) {
      const { contentType } = parsed;
      if (typeof contentType === 'string') return { contentType };
    }
    return null;
  } catch (error) {
    // A file written by an operator (a restored backup without sidecars) is still served.
    if (isMissing(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** ENOTDIR: a key whose parent "folder" is a file, e.g. get('a/b') when 'a' is an object. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
