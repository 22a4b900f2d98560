// Every label the product defines has its words in both languages, and is said by key: a default
// list status, an outreach stage, a creator category. What users typed stays as typed.

import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KEYS,
  DEFAULT_LIST_STATUSES,
  LIST_STATUS_KEYS,
  OUTREACH_STAGES,
} from '../../common/product-labels';
import de from '../locales/de.json';
import en from '../locales/en.json';
import { i18nForTests } from '../testing/i18n';
import { categoryLabel, listStatusLabel, stageLabel } from './product-labels';

const i18n = i18nForTests();

/** The niches the demo bank gives its creators: the first argument of each `niche(...)` call. */
function demoBankNiches(): string[] {
  const file = 'src/server/modules/discovery/demo-bank/niches.ts';
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'niche' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      names.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return names;
}

/** The text under a dotted key of a locale file, or undefined. */
function textAt(locale: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

describe('labels the product defines', () => {
  it('have a text in English and German for every key', () => {
    const keys = [
      ...LIST_STATUS_KEYS.map((key) => `lists.defaultStatus.${key}`),
      ...OUTREACH_STAGES.map((stage) => `outreach.stages.${stage.key}`),
      ...CATEGORY_KEYS.map((key) => `categories.${key}`),
    ];
    const missing = keys.filter((key) =>
      [en, de].some((locale) => {
        const text = textAt(locale, key);
        return typeof text !== 'string' || text.trim() === '';
      }),
    );
    expect(missing).toEqual([]);
  });

  it('know every category the demo bank gives its creators', () => {
    const niches = demoBankNiches();
    expect(niches.length).toBeGreaterThan(10);
    const known = new Set<string>(CATEGORY_KEYS);
    expect(niches.filter((niche) => !known.has(niche))).toEqual([]);
  });

  it("keep a default status's English as the name the API knows it by", () => {
    for (const status of DEFAULT_LIST_STATUSES) {
      expect(textAt(en, `lists.defaultStatus.${status.key}`)).toBe(status.name);
    }
    for (const stage of OUTREACH_STAGES) {
      expect(textAt(en, `outreach.stages.${stage.key}`)).toBe(stage.name);
    }
  });

  it('are said in German by key; what users typed is shown as typed', async () => {
    await i18n.changeLanguage('de');
    const t = i18n.t;
    expect(listStatusLabel(t, { name: 'Shortlisted', labelKey: 'shortlisted' })).toBe('Vorgemerkt');
    expect(listStatusLabel(t, { name: 'Confirmed', labelKey: null })).toBe('Confirmed');
    expect(stageLabel(t, 'Interested')).toBe('Interessiert');
    expect(stageLabel(t, 'Follow up in May')).toBe('Follow up in May');
    expect(categoryLabel(t, 'fashion', 'Fashion')).toBe('Mode');
    expect(categoryLabel(t, 'Fashion')).toBe('Mode');
    expect(categoryLabel(t, 'streetwear', 'Streetwear')).toBe('Streetwear');

    await i18n.changeLanguage('en');
    expect(listStatusLabel(i18n.t, { name: 'Shortlisted', labelKey: 'shortlisted' })).toBe(
      'Shortlisted',
    );
    expect(stageLabel(i18n.t, 'Declined')).toBe('Declined');
    expect(categoryLabel(i18n.t, 'pets')).toBe('Pets');
  });
});
