import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams } from './content-filters';

const id = '3f0c1a52-8d4e-4f7a-9b1c-2d3e4f5a6b7c';

describe('content filters in the URL', () => {
  it('defaults to Instagram and drops what the server would refuse', () => {
    const filters = filtersFromParams(
      new URLSearchParams({ type: 'poem', profileId: 'nope', from: '2026-13' }),
    );
    expect(filters).toEqual({ platform: 'instagram' });
  });

  it('keeps valid filters through a round trip, leaving the default platform out', () => {
    const params = new URLSearchParams({ type: 'story', profileId: id, from: '2026-01-01' });
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      platform: 'instagram',
      type: 'story',
      profileId: id,
      from: '2026-01-01',
    });
    expect(filtersToParams(filters).toString()).toBe(`type=story&profileId=${id}&from=2026-01-01`);
  });
});
