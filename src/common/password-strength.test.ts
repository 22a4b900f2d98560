import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordProblem, passwordStrength } from './password-strength';

const owner = { email: 'dana.owner@studio-dana.com', fullName: 'Dana Owner' };

describe('passwordProblem', () => {
  it.each([
    'aaaaaaaa',
    '        ',
    '01234567',
    'Password1!',
    'Summer2024',
    'reachbase',
    'Reachbase2026',
    'password123',
  ])('refuses %j as too easy to guess', (password) => {
    expect(passwordProblem(password, owner)).toMatch(/^This password is too easy to guess\. \S/);
  });

  it("refuses the person's own name and email in the password", () => {
    const zephyrine = { email: 'zq@example.com', fullName: 'Zephyrine Quillfeather' };
    expect(passwordProblem('zephyrinequillfeather', zephyrine)).toMatch(/too easy to guess/);
    expect(passwordProblem('zephyrinequillfeather', {})).toBeNull();
    expect(passwordProblem('studio-dana-1', owner)).toMatch(/too easy to guess/);
    expect(passwordProblem('studio-dana-1', {})).toBeNull();
  });

  it('says what is wrong: too short, too long, the email itself', () => {
    expect(passwordProblem('a1!b2@', owner)).toBe('Use at least 8 characters');
    expect(passwordProblem('x'.repeat(201), owner)).toBe('Use at most 200 characters');
    expect(passwordProblem('DANA.OWNER', owner)).toBe(
      'Do not use your email address as your password',
    );
  });

  it.each(['correct horse battery staple', 'violet-harbour-canvas-92', 'Harbour-lights-2026!'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password, owner)).toBeNull();
    },
  );
});

describe('passwordStrength', () => {
  it('scores from 0 to 4 with the warning and suggestions to show as the user types', () => {
    const weak = passwordStrength('Password1!');
    expect(weak.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(weak.isStrongEnough).toBe(false);
    expect(weak.warning).toMatch(/used password/);
    expect(weak.suggestions.length).toBeGreaterThan(0);
    const strong = passwordStrength('correct horse battery staple');
    expect(strong.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(strong.isStrongEnough).toBe(true);
  });
});
