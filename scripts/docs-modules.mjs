// Writes the server modules' list and the picture of their layers into docs/architecture.md,
// between `<!-- modules:start -->` and `<!-- modules:end -->`, from the code itself: each
// module's index.ts header comment (its first sentence) and the levels of the direction rules in
// .dependency-cruiser.cjs. A new module, a new level or a changed header then shows up in the page,
// and src/server/docs-modules.test.ts fails until the block is written again:
//
//   node scripts/docs-modules.mjs
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const ARCHITECTURE_DOC = path.join(ROOT, 'docs/architecture.md');
export const REGENERATE = 'node scripts/docs-modules.mjs';
const START = '<!-- modules:start -->';
const END = '<!-- modules:end -->';
const MODULES_DIR = 'src/server/modules';

/** The leading `//` comment of a file, as one line of text. */
export function headerComment(source) {
  const lines = [];
  for (const line of source.split('\n')) {
    const match = /^\s*\/\/\s?(.*)$/.exec(line);
    if (!match) break;
    lines.push(match[1].trim());
  }
  return lines.join(' ').trim();
}

/** The first sentence: up to a full stop followed by a capital, a backtick or the end. */
export function firstSentence(text) {
  const match = /^(.*?[.!?])(?=\s+[A-Z`]|\s*$)/s.exec(text);
  return (match ? match[1] : text).trim();
}

/**
 * The module levels, lowest first, from the rules `modules-level-N-not-upward`: rule N names
 * level N's modules in `from` and every higher one in `to`, so the top level is what the last
 * rule's `to` adds.
 */
export function moduleLevels(cruiserConfig) {
  const namesIn = (pattern) => /\(([^)]*)\)/.exec(pattern)[1].split('|');
  const rules = cruiserConfig.forbidden
    .map((rule) => ({ rule, level: /^modules-level-(\d+)-not-upward$/.exec(rule.name)?.[1] }))
    .filter(({ level }) => level !== undefined)
    .sort((a, b) => Number(a.level) - Number(b.level))
    .map(({ rule }) => rule);
  if (rules.length === 0) throw new Error('.dependency-cruiser.cjs has no modules-level-N rules');
  const levels = rules.map((rule) => namesIn(rule.from.path));
  const placed = new Set(levels.flat());
  levels.push(namesIn(rules.at(-1).to.path).filter((name) => !placed.has(name)));
  return levels;
}

/** Each module directory with what its index.ts says it owns. */
export function readModules(root = ROOT) {
  const dir = path.join(root, MODULES_DIR);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => {
      const index = path.join(MODULES_DIR, entry.name, 'index.ts');
      const summary = firstSentence(headerComment(readFileSync(path.join(root, index), 'utf8')));
      if (!summary) {
        throw new Error(`${index} starts with no comment saying what the module owns`);
      }
      return { name: entry.name, index, summary };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The generated Markdown between the markers (the markers excluded). */
export function renderModulesBlock(root = ROOT) {
  const require = createRequire(import.meta.url);
  const levels = moduleLevels(require(path.join(root, '.dependency-cruiser.cjs')));
  const modules = readModules(root);
  const existing = new Set(modules.map((module) => module.name));
  const levelOf = new Map(levels.flatMap((names, level) => names.map((name) => [name, level])));
  const unplaced = modules.filter((module) => !levelOf.has(module.name)).map((m) => m.name);
  const label = (name) => (existing.has(name) ? name : `(${name})`);

  const layer = (left, right) => `${left.padEnd(56)}${right}`.trimEnd();
  const picture = [
    layer('src/server: main.ts, runtime.ts, services/, app.ts', 'wire the modules together'),
    '   │  imports point down only',
    '   ▼',
    ...levels
      .map((names, level) => layer(`modules, level ${level}: ${names.map(label).join(', ')}`, ''))
      .reverse(),
    ...(unplaced.length > 0
      ? [layer(`modules, no level: ${unplaced.join(', ')}`, 'no direction rule applies yet')]
      : []),
    '   ▼',
    layer('src/server: db, events, http, integrations, jobs', 'import no module'),
    '   ▼',
    layer('src/common', 'imports neither server nor web'),
    '   ▲',
    layer('src/web', 'imports src/common, never src/server'),
  ];

  const rows = [...modules]
    .sort((a, b) => (levelOf.get(a.name) ?? 99) - (levelOf.get(b.name) ?? 99))
    .map((module) => {
      const level = levelOf.get(module.name) ?? '—';
      const summary = module.summary.replaceAll('|', '\\|');
      return `| ${level} | [${module.name}](../${module.index}) | ${summary} |`;
    });
  const missing = [...levelOf.keys()].filter((name) => !existing.has(name));

  return [
    `<!-- generated by \`${REGENERATE}\` from each module's index.ts and .dependency-cruiser.cjs: edit those, not this block -->`,
    '',
    '```text',
    ...picture,
    '```',
    '',
    ...(missing.length > 0
      ? [`In brackets: named in the levels, not written yet (${missing.join(', ')}).`, '']
      : []),
    `${modules.length} modules, each with what its \`index.ts\` says it owns:`,
    '',
    '| level | module | owns |',
    '| ---: | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The text between the markers of a document, or null when it has none. */
export function currentBlock(document) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start === -1 || end < start) return null;
  return document.slice(start + START.length, end).trim();
}

export function withBlock(document, block) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start === -1 || end < start) throw new Error(`no ${START} ... ${END} block to fill`);
  return `${document.slice(0, start + START.length)}\n${block}\n${document.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const document = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const block = renderModulesBlock();
  if (currentBlock(document) === block) {
    console.log('docs/architecture.md: the module list is up to date');
  } else {
    writeFileSync(ARCHITECTURE_DOC, withBlock(document, block));
    console.log('docs/architecture.md: the module list was written again');
  }
}
