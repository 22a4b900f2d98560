import { describe, expect, it } from 'vitest';
import { memberDisplayName } from './member-name';

describe('memberDisplayName', () => {
  it('uses the full name when there is one', () => {
    expect(memberDisplayName({ fullName: 'Grace Hopper', email: 'grace@example.com' })).toBe(
      'Grace Hopper',
    );
  });

  it('falls back to the email of an invitation without a name', () => {
    expect(memberDisplayName({ fullName: null, email: 'grace@example.com' })).toBe(
      'grace@example.com',
    );
    expect(memberDisplayName({ fullName: '  ', email: 'grace@example.com' })).toBe(
      'grace@example.com',
    );
  });
});
