// Lints the OpenAPI document the app serves with Redocly's recommended rules (redocly.yaml), as
// part of `npm run lint`. No database server needed: see buildOpenapiDocument.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildOpenapiDocument } from '../src/server/testing/openapi-document';

const root = path.resolve(import.meta.dirname, '..');
const document = await buildOpenapiDocument();
const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-openapi-lint-'));
const file = path.join(dir, 'openapi.json');
await writeFile(file, JSON.stringify(document));
const lint = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    file,
    '--config',
    path.join(root, 'redocly.yaml'),
    '--format',
    'summary',
  ],
  { cwd: root, stdio: 'inherit' },
);
await rm(dir, { recursive: true, force: true });
process.exitCode = lint.status ?? 1;
