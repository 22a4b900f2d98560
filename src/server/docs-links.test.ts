import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself to someone who has only the repository: every link of every
// Markdown file (README, CONTRIBUTING, docs/, bench/) points at a file of the repository that
// exists, and a heading that exists when it names one. A path out of the repository (`../shared`)
// is refused even as a code span, since a reader cannot follow it either.

const ROOT = path.resolve(import.meta.dirname, '../..');
// Not the repository's own text: dependencies, build output, local data, tool state.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [path.relative(ROOT, full)] : [];
  });
}

/** Blanks fenced code blocks (code examples are not links), keeping line numbers. */
function withoutCodeBlocks(text: string): string {
  return text.replace(/^( {0,3})(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\2[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, ''),
  );
}

type Reference = { target: string; line: number; kind: 'link' | 'code' };

function referencesOf(text: string): Reference[] {
  const prose = withoutCodeBlocks(text);
  const lineAt = (index: number) => prose.slice(0, index).split('\n').length;
  const references: Reference[] = [];
  // Code spans that lead out of the repository, e.g. `../shared/STYLE.md`.
  for (const match of prose.matchAll(/`(\.\.\/[^`\s]*)`/g)) {
    references.push({ target: match[1], line: lineAt(match.index), kind: 'code' });
  }
  const noCodeSpans = prose.replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
  for (const match of noCodeSpans.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    references.push({ target: match[1], line: lineAt(match.index), kind: 'link' });
  }
  for (const match of noCodeSpans.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/gm)) {
    references.push({ target: match[1], line: lineAt(match.index), kind: 'link' });
  }
  return references;
}

/** Anchors of a Markdown file's headings, the way GitHub makes them. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCodeBlocks(text).matchAll(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const slug = match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with the references of one Markdown file (path relative to the root). */
function problemsOf(file: string, text: string, root: string): string[] {
  const problems: string[] = [];
  for (const { target, line, kind } of referencesOf(text)) {
    // Web addresses and mail links are outside this check.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const where = `${file}:${line} ${target}`;
    if (pathPart === '') {
      if (anchor && !headingAnchors(text).has(anchor)) {
        problems.push(`${where}: no heading with that anchor`);
      }
      continue;
    }
    const relativePath = decodeURIComponent(pathPart.split('?')[0]);
    const absolute = relativePath.startsWith('/')
      ? path.join(root, relativePath)
      : path.resolve(root, path.dirname(file), relativePath);
    const inRepo = path.relative(root, absolute);
    if (inRepo.startsWith('..') || path.isAbsolute(inRepo)) {
      problems.push(`${where}: leads out of the repository`);
      continue;
    }
    if (kind === 'code') continue;
    if (!existsSync(absolute)) {
      problems.push(`${where}: no such file`);
      continue;
    }
    if (anchor && absolute.endsWith('.md')) {
      if (!headingAnchors(readFileSync(absolute, 'utf8')).has(anchor)) {
        problems.push(`${where}: no heading with that anchor`);
      }
    }
  }
  return problems;
}

describe('Markdown links', () => {
  it('lead only to files and headings of the repository, in every Markdown file', () => {
    const files = markdownFiles(ROOT);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md']));
    expect(files).toContain(path.join('docs', 'architecture.md'));
    const problems = files.flatMap((file) =>
      problemsOf(file, readFileSync(path.join(ROOT, file), 'utf8'), ROOT),
    );
    expect(problems).toEqual([]);
  });

  it('are refused when they leave the repository, name a missing file or a missing heading', () => {
    const text = [
      'See [the architecture](../shared/ARCHITECTURE.md) and `../shared/STYLE.md`.',
      'Also [gone](docs/no-such-guide.md), [here](docs/architecture.md#no-such-heading),',
      '[fine](docs/architecture.md#api-conventions), [web](https://example.com/x.md),',
      '[top](#intro), [nowhere](#outro) and [rooted](/CONTRIBUTING.md).',
      '',
      '```ts',
      "import { x } from '../../outside';",
      '```',
      '',
      '[ref]: ../../elsewhere.md',
      '# Intro',
    ].join('\n');
    expect(problemsOf('README.md', text, ROOT)).toEqual([
      'README.md:1 ../shared/STYLE.md: leads out of the repository',
      'README.md:1 ../shared/ARCHITECTURE.md: leads out of the repository',
      'README.md:2 docs/no-such-guide.md: no such file',
      'README.md:2 docs/architecture.md#no-such-heading: no heading with that anchor',
      'README.md:4 #outro: no heading with that anchor',
      'README.md:10 ../../elsewhere.md: leads out of the repository',
    ]);
  });
});
