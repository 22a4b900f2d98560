// Prints the slowest test files of vitest JSON reports (`--reporter=json --outputFile.json=...`):
// where a suite's time goes, so CI time is cut where it is spent.
// Usage: node scripts/slowest-tests.mjs report.json [more.json ...] [--top 10]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt === -1 ? 10 : Number(args[topAt + 1]);
const reports = topAt === -1 ? args : args.filter((_, i) => i !== topAt && i !== topAt + 1);
const root = path.resolve(import.meta.dirname, '..');

for (const report of reports) {
  let results;
  try {
    results = JSON.parse(readFileSync(report, 'utf8')).testResults ?? [];
  } catch (error) {
    console.log(`${report}: no report (${error.code ?? error.message})`);
    continue;
  }
  const files = results
    .map((r) => ({ file: path.relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000 }))
    .filter((f) => Number.isFinite(f.seconds))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(
    `${path.basename(report, '.json')}: slowest ${Math.min(top, files.length)} of ${files.length} files (all files: ${total.toFixed(0)} s)`,
  );
  for (const { file, seconds } of files.slice(0, top)) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}
