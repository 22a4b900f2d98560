import { describe, expect, it } from 'vitest';
import {
  audienceTags,
  audienceTagsAreExact,
  audienceTagsAtLeast,
  audienceTagsByAccount,
} from './audience-tags';

/** A 4-byte real, as PostgreSQL stores a share. */
const real = (value: number) => Math.fround(value);

describe('audience tags', () => {
  it('tags every value holding at least a tenth with its floored tenths', () => {
    expect(
      audienceTags([
        { dimension: 'country', value: 'DE', share: 0.34 },
        { dimension: 'country', value: 'AT', share: 0.1 },
        { dimension: 'country', value: 'CH', share: 0.09 },
        { dimension: 'gender', value: 'female', share: 1 },
        { dimension: 'city', value: 'São Paulo', share: 0.25 },
      ]),
    ).toEqual(['country:DE:3', 'country:AT:1', 'gender:female:10', 'city:São Paulo:2']);
  });

  it('asks for every tag at or above the minimum, and for none below a tenth', () => {
    expect(audienceTagsAtLeast('age', '25-34', 0.7)).toEqual([
      'age:25-34:7',
      'age:25-34:8',
      'age:25-34:9',
      'age:25-34:10',
    ]);
    expect(audienceTagsAtLeast('country', 'DE', 0.35)).toHaveLength(8);
    expect(audienceTagsAtLeast('country', 'DE', 0.1)[0]).toBe('country:DE:1');
    expect(audienceTagsAtLeast('country', 'DE', 0.05)).toEqual([]);
  });

  it('never drops a profile whose stored share meets the minimum', () => {
    // The pre-filter must keep every true match, whatever float rounding did to the share.
    for (let hundredths = 10; hundredths <= 100; hundredths += 1) {
      const minShare = hundredths / 100;
      for (const share of [minShare, real(minShare), real(minShare) - 1e-9, minShare + 1e-7]) {
        if (real(share) < minShare && share < minShare) continue;
        const [tag] = audienceTags([{ dimension: 'language', value: 'en', share }]);
        expect(audienceTagsAtLeast('language', 'en', minShare)).toContain(tag);
      }
    }
  });

  it('answers a minimum in whole tenths by the tags alone', () => {
    expect([0.1, 0.3, 0.7, 1].map(audienceTagsAreExact)).toEqual([true, true, true, true]);
    expect([0.05, 0.25, 0.35, 0.999].map(audienceTagsAreExact)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('groups the tags of a batch by profile', () => {
    const tags = audienceTagsByAccount([
      { accountId: 'a', dimension: 'gender', value: 'male', share: 0.6 },
      { accountId: 'a', dimension: 'gender', value: 'female', share: 0.4 },
      { accountId: 'b', dimension: 'age', value: '18-24', share: 0.05 },
    ]);
    expect(tags.get('a')).toEqual(['gender:male:6', 'gender:female:4']);
    expect(tags.has('b')).toBe(false);
  });
});
