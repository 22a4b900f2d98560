import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Summer Launch 2026')).toBe('summer-launch-2026');
  });

  it('trims surrounding whitespace', () => {
    expect(slugify('  Hello World \n')).toBe('hello-world');
  });

  it('removes characters other than word characters, spaces and hyphens', () => {
    expect(slugify('Hello, World! (50% off) & more?')).toBe('hello-world-50-off-more');
    expect(slugify("Tom's #1 brand")).toBe('toms-1-brand');
  });

  it('turns runs of spaces, underscores and hyphens into one hyphen', () => {
    expect(slugify('a   b')).toBe('a-b');
    expect(slugify('a__b')).toBe('a-b');
    expect(slugify('a - _ b')).toBe('a-b');
    expect(slugify('a\t\tb')).toBe('a-b');
  });

  it('strips leading and trailing hyphens and underscores', () => {
    expect(slugify('--hello--')).toBe('hello');
    expect(slugify('_hello_')).toBe('hello');
    expect(slugify('!hello!')).toBe('hello');
  });

  it('drops non-ASCII letters rather than transliterating them', () => {
    expect(slugify('Café Münster')).toBe('caf-mnster');
    expect(slugify('🚀 Launch')).toBe('launch');
  });

  it('keeps digits and an existing slug unchanged', () => {
    expect(slugify('2026')).toBe('2026');
    expect(slugify('already-a-slug')).toBe('already-a-slug');
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!! ---')).toBe('');
  });
});
