import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('lists every country once, by name, with its ISO code as the value', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(249);
    expect(new Set(options.map((option) => option.code)).size).toBe(249);
    expect(options).toContainEqual({ code: 'AT', name: 'Austria' });
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('keeps a stored value that is not a known code, first', () => {
    expect(countryOptions('en', 'Vienna')[0]).toEqual({ code: 'Vienna', name: 'Vienna' });
    expect(countryOptions('en', 'AT')).toHaveLength(249);
  });
});
