// `npm start` serves the built web app and runs the built server. Build each when it is missing
// or older than its sources, so a fresh clone needs nothing but `npm ci && npm start`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isFresh, ROOT, SERVER_BUILD, WEB_BUILD } from './builds.mjs';

if (!isFresh(WEB_BUILD)) {
  console.log('Building the web app (first start or changed sources)...');
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // A parent's NODE_ENV (vitest sets 'test') would give a development React build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}
if (!isFresh(SERVER_BUILD)) {
  console.log('Building the server (first start or changed sources)...');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
