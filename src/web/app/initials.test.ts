import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
  });

  it('takes one letter of a single name or an email address', () => {
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('grace@example.com')).toBe('G');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
  });

  it('shows a question mark for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
