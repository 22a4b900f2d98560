// What `npm start` runs from dist/ and the sources each build is made from. A build is fresh when
// it is at least as new as every one of its sources; `bin/reachbase.js` reads this on every
// command, so it imports nothing heavier than node:fs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export const WEB_BUILD = {
  output: path.join(ROOT, 'dist/web/index.html'),
  sources: ['src/web', 'src/common', 'vite.config.ts'],
};

export const SERVER_BUILD = {
  output: path.join(ROOT, 'dist/server/main.js'),
  sources: ['src/server', 'src/common', 'package-lock.json', 'scripts/build-server.mjs'],
};

function newestMtime(file) {
  // A source that is not there (a checkout without a lockfile) cannot be newer than the build.
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file))
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

export function isFresh(build) {
  if (!existsSync(build.output)) return false;
  const built = statSync(build.output).mtimeMs;
  return build.sources.every((source) => newestMtime(path.resolve(ROOT, source)) <= built);
}
