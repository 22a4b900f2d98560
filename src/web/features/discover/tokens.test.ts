import { describe, expect, it } from 'vitest';
import { addTokens, normalizeToken, parseTokens } from './tokens';

describe('normalizeToken', () => {
  it('strips a leading # or @ and lower-cases', () => {
    expect(normalizeToken('#Travel')).toBe('travel');
    expect(normalizeToken('@NatGeo')).toBe('natgeo');
    expect(normalizeToken('  ##Food ')).toBe('food');
  });

  it('leaves nothing of a lone symbol', () => {
    expect(normalizeToken('#')).toBe('');
    expect(normalizeToken('@ ')).toBe('');
  });

  it('keeps a # or @ inside the token', () => {
    expect(normalizeToken('a#b')).toBe('a#b');
  });
});

describe('parseTokens', () => {
  it('splits on spaces and commas', () => {
    expect(parseTokens('#food, #travel  @Nike')).toEqual(['food', 'travel', 'nike']);
  });

  it('keeps each token once, in order of first appearance', () => {
    expect(parseTokens('#Food food @FOOD travel')).toEqual(['food', 'travel']);
  });

  it('answers nothing for blank text', () => {
    expect(parseTokens('  , ')).toEqual([]);
  });
});

describe('addTokens', () => {
  it('appends new tokens and ignores ones already held', () => {
    expect(addTokens(['food'], '#FOOD #vegan')).toEqual(['food', 'vegan']);
  });

  it('does not change the tokens it was given', () => {
    const tokens = ['food'];
    addTokens(tokens, 'travel');
    expect(tokens).toEqual(['food']);
  });
});
