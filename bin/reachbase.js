#!/usr/bin/env node
// Runs the server's bundle (dist/server, made by `npm start` and `npm run build`) when it is newer
// than every source; otherwise the TypeScript sources through tsx's loader, so a changed source
// is never run from a stale bundle.
import { pathToFileURL } from 'node:url';
import { isFresh, SERVER_BUILD } from '../scripts/builds.mjs';

if (isFresh(SERVER_BUILD)) {
  await import(pathToFileURL(SERVER_BUILD.output).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/server/main.ts');
}
