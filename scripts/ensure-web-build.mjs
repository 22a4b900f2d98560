// `npm start` serves the built web app. Build it when it is missing or older than its sources,
// so a fresh clone needs nothing but `npm ci && npm start`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

const sources = ['src/web', 'src/common', 'vite.config.ts'].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);

if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) process.exit(0);
console.log('Building the web app (first start or changed sources)...');
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
    // A parent's NODE_ENV (vitest sets 'test') would give a development React build.
    env: { ...process.env, NODE_ENV: 'production' },
  },
);
