import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('mints valid, unique UUIDv7s that sort in the order they were made, across pool refills', () => {
    const before = Date.now();
    const ids = Array.from({ length: 10_000 }, () => newId());
    const after = Date.now();
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // The first 48 bits are the millisecond the id was made.
    const msecs = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(msecs(ids[0])).toBeGreaterThanOrEqual(before);
    expect(msecs(ids[ids.length - 1])).toBeLessThanOrEqual(after + 1);
  });
});
