// Reads every activity sentence the server writes (each `log(caller, id, kind, message)` call in
// src/server/modules) and checks that German says each one in German.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { activityText } from './activity-text';

/** A value like the ones the server puts in this place of the sentence. */
function sampleFor(expression: string): string {
  if (/length|count/.test(expression)) return '3';
  if (/status/i.test(expression)) return 'active';
  if (/kind/.test(expression)) return 'post';
  if (/channel/.test(expression)) return 'email';
  if (/what/.test(expression)) return 'title';
  if (/money/.test(expression)) return '$1,250.00';
  if (/previous/.test(expression)) return 'Replaced';
  return '@anna';
}

/** The sentences one message argument can produce: each branch of a condition, each template. */
function samplesOf(node: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(node)) return samplesOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...samplesOf(node.whenTrue), ...samplesOf(node.whenFalse)];
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    return samplesOf(node.expression.expression).map((text) => text.trim());
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [
      node.head.text +
        node.templateSpans
          .map((span) => sampleFor(span.expression.getText()) + span.literal.text)
          .join(''),
    ];
  }
  throw new Error(`Cannot read the activity message ${node.getText()}`);
}

function serverActivitySentences(): string[] {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src/server/modules/*.ts'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((file) => file && !file.endsWith('.test.ts') && existsSync(file));
  const sentences: string[] = [];
  for (const file of files) {
    const tree = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'log' &&
        node.arguments.length >= 4
      ) {
        sentences.push(...samplesOf(node.arguments[3]));
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return sentences;
}

beforeAll(async () => {
  await i18next.init({
    lng: 'de',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

describe('activity entries in German', () => {
  it('know every sentence the server writes', () => {
    const sentences = serverActivitySentences();
    expect(sentences.length).toBeGreaterThan(30);
    const untranslated = sentences.filter(
      (sentence) => activityText(sentence, i18next.t, 'de') === sentence,
    );
    expect(untranslated).toEqual([]);
  });

  it('say the captured parts again, statuses and kinds in German', () => {
    const t = i18next.t;
    expect(activityText('Added to the CRM', t, 'de')).toBe('Zum CRM hinzugefügt');
    expect(activityText('Set @anna to contentSubmitted', t, 'de')).toBe(
      '@anna auf „Inhalt eingereicht“ gesetzt',
    );
    expect(activityText('Removed a story', t, 'de')).toBe('Eine Story entfernt');
    expect(activityText('Added 3 influencer(s) from the list Picks', t, 'de')).toBe(
      '3 Influencer aus der Liste Picks hinzugefügt',
    );
    expect(activityText('Something new the server says', t, 'de')).toBe(
      'Something new the server says',
    );
    expect(activityText('Added to the CRM', t, 'en')).toBe('Added to the CRM');
  });
});
