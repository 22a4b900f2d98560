import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_DOC,
  currentBlock,
  firstSentence,
  headerComment,
  moduleLevels,
  REGENERATE,
  readModules,
  renderModulesBlock,
  withBlock,
} from '../../scripts/docs-modules.mjs';

// docs/architecture.md lists the server modules and draws their layers from the code (each
// index.ts header and the levels of .dependency-cruiser.cjs), so a newcomer never reads a list
// that lost a module or a rule that moved.
describe('the module list of docs/architecture.md', () => {
  it('is what the modules and the dependency levels say today', () => {
    const written = currentBlock(readFileSync(ARCHITECTURE_DOC, 'utf8'));
    expect(written, `docs/architecture.md is stale: run \`${REGENERATE}\``).toBe(
      renderModulesBlock(),
    );
  });

  it('names every module with the sentence its index.ts starts with', () => {
    const modules = readModules();
    expect(modules.map((module) => module.name)).toEqual(
      expect.arrayContaining(['account', 'lists', 'outreach', 'webhooks']),
    );
    for (const module of modules) expect(module.summary).toMatch(/^\S.*[.!?]$/);
  });
});

describe('docs-modules script', () => {
  it('takes the first sentence of the leading comment only', () => {
    const source = [
      '// Lists owns lists (e.g. shortlists) of tracked profiles. Profiles reads them',
      '// through `ListsForProfiles`.',
      "export { listsRoutes } from './lists.routes';",
      '// not part of the header.',
    ].join('\n');
    const header = headerComment(source);
    expect(header).toBe(
      'Lists owns lists (e.g. shortlists) of tracked profiles. Profiles reads them through `ListsForProfiles`.',
    );
    expect(firstSentence(header)).toBe('Lists owns lists (e.g. shortlists) of tracked profiles.');
    expect(firstSentence('No full stop at all')).toBe('No full stop at all');
  });

  it('reads the levels from the direction rules, the top level from the last rule', () => {
    const rule = (level: number, from: string, to: string) => ({
      name: `modules-level-${level}-not-upward`,
      from: { path: `^src/server/modules/(${from})/` },
      to: { path: `^src/server/modules/(${to})/` },
    });
    const config = {
      forbidden: [
        rule(1, 'lists', 'outreach|public'),
        { name: 'no-circular', from: {}, to: {} },
        rule(0, 'system|account', 'lists|outreach|public'),
      ],
    };
    expect(moduleLevels(config)).toEqual([
      ['system', 'account'],
      ['lists'],
      ['outreach', 'public'],
    ]);
  });

  it('replaces only what lies between the markers', () => {
    const document = 'before\n<!-- modules:start -->\nold\n<!-- modules:end -->\nafter\n';
    const updated = withBlock(document, 'new');
    expect(updated).toBe('before\n<!-- modules:start -->\nnew\n<!-- modules:end -->\nafter\n');
    expect(currentBlock(updated)).toBe('new');
    expect(currentBlock('no markers')).toBeNull();
  });
});
