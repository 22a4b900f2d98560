// German is a complete second locale: every English key has a German value with the same
// placeholders, so no screen falls back to English or shows a raw '{{count}}'.

import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

/** Interpolations ('{{count, number}}') and markup tags ('<command>') a translation must keep. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{[^}]+\}\}|<\/?\w+\/?>/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort();
}

const english = leaves(en as Tree);
const german = leaves(de as Tree);

describe('the German locale', () => {
  it('has every English key and no other', () => {
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !german.has(key))).toEqual([]);
  });

  it('keeps every placeholder and tag of the English text', () => {
    const differing = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(german.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('is German: no value left empty, most differ from the English', () => {
    expect([...german].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    const same = [...english].filter(([key, text]) => german.get(key) === text).length;
    // Names, units and words German shares ('Dashboard', 'Instagram', 'Engagement') stay.
    expect(same / english.size).toBeLessThan(0.1);
  });
});
