import { describe, expect, it } from 'vitest';
import { toUserProfile } from './profile';

describe('toUserProfile', () => {
  it("turns 'Infinity' limits into unlimited numbers and keeps the rest of the profile", () => {
    const profile = toUserProfile({
      _id: 'u1',
      fullName: 'Ada Lovelace',
      role: 'owner',
      verificationStatus: { email: false },
      orgInfo: {
        name: 'Analytical Engines',
        package: 'agency',
        limits: { searchCount: 'Infinity', reports: 1000, teamSeats: '10', lists: 'unknown' },
        usage: { searchCount: 12 },
      },
    });
    expect(profile).toEqual({
      _id: 'u1',
      fullName: 'Ada Lovelace',
      role: 'owner',
      verificationStatus: { email: false },
      orgInfo: {
        name: 'Analytical Engines',
        package: 'agency',
        limits: {
          searchCount: Number.POSITIVE_INFINITY,
          reports: 1000,
          teamSeats: 10,
          lists: null,
        },
        usage: { searchCount: 12 },
      },
    });
  });

  it('accepts a profile without organization details', () => {
    expect(toUserProfile({ _id: 'u1', role: 'guest' })).toEqual({ _id: 'u1', role: 'guest' });
  });
});
