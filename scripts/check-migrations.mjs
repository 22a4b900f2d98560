// Migration drift check: regenerating from the *.tables.ts files must produce nothing new.
// A schema change without its committed migration fails CI (STYLE.md "Data").
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = 'src/server/db/migrations';
const status = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all', migrations], {
    cwd: root,
    encoding: 'utf8',
  });

const before = status();
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--name', 'drift-check'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const after = status();
if (after !== before) {
  console.error('Migration drift: the schema changed without a committed migration. New files:');
  console.error(after);
  console.error(
    'Run `npm run db:generate`, read the SQL, and commit it (then remove the drift-check files).',
  );
  process.exit(1);
}
console.log('Migrations match the schema.');
