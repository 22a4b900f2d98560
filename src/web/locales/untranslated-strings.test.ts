// Every word a user reads in the web app comes from the translation files, so a German user never
// meets an English sentence. This reads the source of every screen and fails on text that skips
// i18next: JSX text, text attributes, string literals shown as children, and labels in objects.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Attributes whose value a user reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'alt',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

/** Object properties that carry a label or message to the screen. */
const TEXT_PROPERTIES = new Set([
  'label',
  'title',
  'description',
  'message',
  'placeholder',
  'hint',
  'heading',
  'text',
  'tooltip',
]);

const LETTER = /\p{L}/u;
// Prose has a space between words or starts with a capitalised word; keys like 'passwordsDiffer'
// or 'continue_with' and colours like '#1e293b' have neither.
const PROSE = /\p{L}\s+\p{L}|^\p{Lu}\p{Ll}+/u;
// Example values in placeholders read the same in every language.
const EXAMPLE_VALUE = /^(https?:\/\/\S*|[\w.-]+@[\w.-]+\.\w+|[\w-]+(\.[\w-]+)+)$/;

type Finding = { file: string; line: number; kind: string; text: string };

function webSourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', 'src/web/*.ts', 'src/web/*.tsx'], {
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file !== '' && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return null;
}

/** String literals inside an expression, not descending into calls (t('key') is the point). */
function literalsIn(node: ts.Node, found: ts.Node[] = []): ts.Node[] {
  if (literalText(node) !== null) {
    found.push(node);
    return found;
  }
  if (ts.isCallExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
    return found;
  }
  ts.forEachChild(node, (child) => {
    literalsIn(child, found);
  });
  return found;
}

function findUntranslated(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, kind: string, text: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    findings.push({ file, line: line + 1, kind, text: text.trim().slice(0, 80) });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, 'JSX text', node.text);

    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      if (TEXT_ATTRIBUTES.has(name)) {
        for (const literal of literalsIn(node.initializer)) {
          const text = literalText(literal) ?? '';
          if (LETTER.test(text) && !EXAMPLE_VALUE.test(text.trim())) {
            report(literal, `${name}=`, text);
          }
        }
      }
      // Other attributes (className, href, type...) hold code, not text.
      if (ts.isJsxExpression(node.initializer)) return;
    }

    // `{cond ? 'Yes' : 'No'}` as a child of an element.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of literalsIn(node.expression)) {
        const text = literalText(literal) ?? '';
        if (PROSE.test(text)) report(literal, 'JSX child', text);
      }
    }

    if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text !== null && PROSE.test(text) && !EXAMPLE_VALUE.test(text)) {
        report(node.initializer, `${node.name.getText()}:`, text);
      }
    }

    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
}

describe('strings outside the translation files', () => {
  it('finds none in the web app', () => {
    const findings = webSourceFiles().flatMap((file) =>
      findUntranslated(file, readFileSync(file, 'utf8')),
    );
    const lines = findings.map(({ file, line, kind, text }) => `${file}:${line} ${kind} "${text}"`);
    expect(lines).toEqual([]);
  });

  it('catches each way a sentence can skip i18next', () => {
    const source = `
      const options = [{ value: 'a', label: 'First option' }];
      export function Page({ done }: { done: boolean }) {
        return (
          <main className="p-4 text-sm">
            <h1>Welcome back</h1>
            <input placeholder="Search creators" aria-label={done ? 'Finished' : t('k')} />
            <input placeholder="https://" className={done ? 'a b' : 'c d'} />
            <p>{done ? 'All done' : t('busy')}</p>
            <p>{t('ok')}{' '}{count}</p>
          </main>
        );
      }`;
    const kinds = findUntranslated('page.tsx', source).map(({ kind, text }) => `${kind} ${text}`);
    expect(kinds).toEqual([
      'label: First option',
      'JSX text Welcome back',
      'placeholder= Search creators',
      'aria-label= Finished',
      'JSX child All done',
    ]);
  });
});
