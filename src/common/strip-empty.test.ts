import { describe, expect, it } from 'vitest';
import { stripEmpty } from './strip-empty';

describe('stripEmpty', () => {
  it('removes keys whose value is an empty string, null or undefined', () => {
    expect(stripEmpty({ a: '', b: null, c: undefined, d: 'x' })).toStrictEqual({ d: 'x' });
    expect(Object.keys(stripEmpty({ a: '', b: null, c: undefined, d: 'x' }))).toStrictEqual(['d']);
  });

  it('keeps 0, false, NaN and whitespace-only strings', () => {
    expect(stripEmpty({ zero: 0, no: false, nan: Number.NaN, space: ' ' })).toStrictEqual({
      zero: 0,
      no: false,
      nan: Number.NaN,
      space: ' ',
    });
  });

  it('strips nested plain objects', () => {
    expect(stripEmpty({ filter: { q: '', min: 0, tags: null }, page: 1 })).toStrictEqual({
      filter: { min: 0 },
      page: 1,
    });
  });

  it('keeps a nested object that ends up empty', () => {
    expect(stripEmpty({ filter: { q: '' } })).toStrictEqual({ filter: {} });
  });

  it('strips objects inside arrays and keeps array positions', () => {
    expect(stripEmpty({ posts: [{ url: 'a', note: '' }, { url: null }] })).toStrictEqual({
      posts: [{ url: 'a' }, {}],
    });
    expect(stripEmpty([{ a: '' }, [{ b: null, c: 1 }]])).toStrictEqual([{}, [{ c: 1 }]]);
  });

  it('keeps empty arrays and empty values that are array elements', () => {
    expect(stripEmpty({ ids: [], tags: ['a', '', null] })).toStrictEqual({
      ids: [],
      tags: ['a', '', null],
    });
  });

  it('passes Dates, byte arrays and class instances through untouched', () => {
    class Money {
      amount = 0;
      note = '';
    }
    const date = new Date('2026-01-01T00:00:00Z');
    const bytes = new Uint8Array([1, 2]);
    const money = new Money();
    const map = new Map([['k', '']]);
    const result = stripEmpty({ date, bytes, money, map });
    expect(result.date).toBe(date);
    expect(result.bytes).toBe(bytes);
    expect(result.money).toBe(money);
    expect(result.money?.note).toBe('');
    expect(result.map).toBe(map);
  });

  it('walks objects without a prototype', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: '', b: 2 });
    expect(stripEmpty({ bare })).toStrictEqual({ bare: { b: 2 } });
  });

  it('returns new objects and never mutates the input', () => {
    const input = { a: '', nested: { b: null, c: 1 }, list: [{ d: undefined }] };
    const result = stripEmpty(input);
    expect(result).not.toBe(input);
    expect(result.nested).not.toBe(input.nested);
    expect(result.list).not.toBe(input.list);
    expect(input).toStrictEqual({ a: '', nested: { b: null, c: 1 }, list: [{ d: undefined }] });
    expect(Object.keys(input.list[0])).toStrictEqual(['d']);
  });

  it('returns primitives and empty values at the top level unchanged', () => {
    expect(stripEmpty('')).toBe('');
    expect(stripEmpty(null)).toBeNull();
    expect(stripEmpty(undefined)).toBeUndefined();
    expect(stripEmpty(0)).toBe(0);
    expect(stripEmpty('text')).toBe('text');
  });

  it('strips dictionaries whose prototype has a null prototype, as query parsers build them', () => {
    function Dictionary() {}
    Dictionary.prototype = Object.create(null);
    const query = Object.assign(new (Dictionary as unknown as new () => object)(), {
      status: '',
      text: '',
      page: '2',
    });
    expect({ ...stripEmpty(query) }).toStrictEqual({ page: '2' });
  });
});
