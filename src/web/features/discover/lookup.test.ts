import { describe, expect, it } from 'vitest';
import { platformOfProfileUrl } from './lookup';

describe('platformOfProfileUrl', () => {
  it('reads the platform of a pasted profile URL, with or without its scheme', () => {
    expect(platformOfProfileUrl('https://www.instagram.com/anna/')).toBe('instagram');
    expect(platformOfProfileUrl('instagram.com/anna')).toBe('instagram');
    expect(platformOfProfileUrl('https://www.tiktok.com/@anna')).toBe('tiktok');
    expect(platformOfProfileUrl('https://m.youtube.com/@anna')).toBe('youtube');
    expect(platformOfProfileUrl(' https://youtu.be/abc ')).toBe('youtube');
  });

  it('says nothing for a handle, another site, or a look-alike host', () => {
    expect(platformOfProfileUrl('@anna')).toBeNull();
    expect(platformOfProfileUrl('anna.travels')).toBeNull();
    expect(platformOfProfileUrl('https://example.com/anna')).toBeNull();
    expect(platformOfProfileUrl('https://notinstagram.com/anna')).toBeNull();
  });
});
