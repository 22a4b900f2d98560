import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFresh } from '../../scripts/builds.mjs';

// `bin/reachbase.js` runs the bundle only while it is fresh: a source edited after the build must
// run from the sources, never from the stale bundle.
describe('isFresh (which code a command runs)', () => {
  let dir: string;
  let build: { output: string; sources: string[] };
  const at = (file: string, seconds: number) => utimes(file, seconds, seconds);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-build-'));
    await mkdir(path.join(dir, 'src/modules'), { recursive: true });
    await writeFile(path.join(dir, 'src/main.ts'), '');
    await writeFile(path.join(dir, 'src/modules/search.ts'), '');
    await writeFile(path.join(dir, 'package-lock.json'), '{}');
    for (const file of ['src/main.ts', 'src/modules/search.ts', 'package-lock.json']) {
      await at(path.join(dir, file), 1_000);
    }
    build = {
      output: path.join(dir, 'dist/main.js'),
      sources: [path.join(dir, 'src'), path.join(dir, 'package-lock.json')],
    };
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function writeBundle(seconds: number) {
    await mkdir(path.dirname(build.output), { recursive: true });
    await writeFile(build.output, '');
    await at(build.output, seconds);
  }

  it('is stale before the first build', () => {
    expect(isFresh(build)).toBe(false);
  });

  it('is fresh when built after every source', async () => {
    await writeBundle(2_000);
    expect(isFresh(build)).toBe(true);
  });

  it('is stale when a source in a nested folder changed after the build', async () => {
    await writeBundle(2_000);
    await at(path.join(dir, 'src/modules/search.ts'), 3_000);
    expect(isFresh(build)).toBe(false);
  });

  it('is stale when a source file outside the folders changed after the build', async () => {
    await writeBundle(2_000);
    await at(path.join(dir, 'package-lock.json'), 3_000);
    expect(isFresh(build)).toBe(false);
  });
});
