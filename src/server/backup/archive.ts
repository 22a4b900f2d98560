import { readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { create, extract } from 'tar';
import { FILES_DIR } from './manifest';

/**
 * The disk storage's files worth keeping, as paths relative to `dir`: objects and the sidecars
 * that hold their content types. A temporary file is a write in progress or a dead one's leftover
 * (disk-storage.ts writes `.<name>.<random>.tmp` and renames it into place).
 */
export async function storedFilesIn(
  dir: string,
): Promise<{ paths: string[]; objectCount: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const paths: string[] = [];
  let objectCount = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    paths.push(relative);
    if (!relative.split(path.sep).some((segment) => segment.startsWith('.'))) objectCount++;
  }
  return { paths, objectCount };
}

/**
 * Writes a gzipped tarball of `staged` (paths inside `stagingDir`) followed by the given stored
 * files read from `filesDir`, which appear under `files/`. The files are reached through a link
 * in the staging dir, so they are read where they are, not copied first. Answers the stored
 * files that could not be read: deleted (a user removed an attachment) since they were listed.
 */
export async function writeArchive(options: {
  file: string;
  stagingDir: string;
  staged: string[];
  filesDir: string | null;
  storedFiles: string[];
}): Promise<string[]> {
  const { file, stagingDir, staged, filesDir, storedFiles } = options;
  if (filesDir && storedFiles.length > 0) {
    await symlink(path.resolve(filesDir), path.join(stagingDir, FILES_DIR), 'dir');
  }
  const entries = [
    ...staged,
    ...(filesDir ? storedFiles.map((relative) => path.join(FILES_DIR, relative)) : []),
  ];
  const unreadable: string[] = [];
  await create(
    {
      file,
      // The archive holds every password hash and sealed key: readable by its owner only.
      mode: 0o600,
      gzip: true,
      cwd: stagingDir,
      portable: true,
      onwarn: (_code, message) => unreadable.push(message),
    },
    entries,
  );
  return unreadable;
}

/** Unpacks an archive into `dir` (tar refuses absolute paths and `..` in entry names). */
export async function extractArchive(file: string, dir: string): Promise<void> {
  await extract({ file, cwd: dir, strict: true });
}
