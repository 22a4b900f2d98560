import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_INPUT_DEPTH, tooDeepField } from './input-guard';

describe('findUnsafeInput', () => {
  it('finds NUL bytes, lone surrogates and deep nesting with the path of the field', () => {
    const nul = findUnsafeInput({ a: { b: ['ok', 'x\u0000'] } }, 'body');
    expect(nul?.field).toBe('a.b.1');
    expect(String(nul?.message)).toBe('must not contain a NUL character');
    expect(findUnsafeInput({ note: 'a\ud800' }, 'body')?.field).toBe('note');
    expect(String(findUnsafeInput({ 'k\u0000': 1 }, 'body')?.message)).toMatch(/key/);
    expect(findUnsafeInput('x\u0000', 'params')?.field).toBe('params');
    // Surrogate pairs (emoji) are fine.
    expect(findUnsafeInput({ note: 'party \ud83c\udf89' }, 'body')).toBeNull();
  });

  it('stops at the depth cap after a bounded number of steps, however deep the input', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const tooDeep = findUnsafeInput({ email: deep }, 'body');
    expect(tooDeep?.field).toBe('email');
    expect(String(tooDeep?.message)).toBe(
      `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
    );
    let allowed: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) allowed = [allowed];
    expect(findUnsafeInput({ email: allowed }, 'body')).toBeNull();
  });
});

describe('tooDeepField', () => {
  const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it('agrees with the parsed check on where the depth cap lies and which field it names', () => {
    expect(tooDeepField(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findUnsafeInput(JSON.parse(nested(MAX_INPUT_DEPTH)), 'body')).toBeNull();
    expect(tooDeepField(nested(MAX_INPUT_DEPTH + 1))).toBe('0');
    expect(findUnsafeInput(JSON.parse(nested(MAX_INPUT_DEPTH + 1)), 'body')?.field).toBe('0');
    const deepB = `{"a":"x","b":${nested(MAX_INPUT_DEPTH)}}`;
    expect(tooDeepField(deepB)).toBe('b');
    expect(findUnsafeInput(JSON.parse(deepB), 'body')?.field).toBe('b');
    expect(tooDeepField(`[1,{"k":2},${nested(MAX_INPUT_DEPTH)}]`)).toBe('2');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ html: `${'['.repeat(100)}"\\${'{'.repeat(100)}` });
    expect(tooDeepField(text)).toBeNull();
    expect(tooDeepField(`{"a":"\\\\","b\\"q":[${nested(MAX_INPUT_DEPTH)}]}`)).toBe('b"q');
  });
});
