import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath, withNextParam } from './safe-next-path';

describe('safeNextPath', () => {
  it('follows a path of this app with its query and hash', () => {
    expect(safeNextPath('/settings/team?tab=invites#pending')).toBe(
      '/settings/team?tab=invites#pending',
    );
  });

  it('goes to the dashboard without a next path', () => {
    expect(safeNextPath(null)).toBe('/dashboard');
    expect(safeNextPath(undefined)).toBe('/dashboard');
    expect(safeNextPath('')).toBe('/dashboard');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/dash\nboard'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
  ])('refuses %s', (_case, next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });

  it('never leads back into the auth pages', () => {
    expect(safeNextPath('/auth/login?next=/settings')).toBe('/dashboard');
    expect(safeNextPath('/auth')).toBe('/dashboard');
    expect(safeNextPath('/settings/../auth/signup')).toBe('/dashboard');
  });

  it('normalizes dot segments before deciding', () => {
    expect(safeNextPath('/auth/../settings')).toBe('/settings');
  });

  it('keeps a path that merely starts with the letters auth', () => {
    expect(safeNextPath('/authors')).toBe('/authors');
  });
});

describe('loginPathFor', () => {
  it('remembers where the user wanted to go', () => {
    expect(loginPathFor('/settings/api-key')).toBe('/auth/login?next=%2Fsettings%2Fapi-key');
  });

  it('leaves the default destination out of the URL', () => {
    expect(loginPathFor('/dashboard')).toBe('/auth/login');
  });
});

describe('withNextParam', () => {
  it('carries next over to another auth page', () => {
    expect(withNextParam('/auth/signup', '/settings')).toBe('/auth/signup?next=%2Fsettings');
    expect(withNextParam('/auth/signup', '/dashboard')).toBe('/auth/signup');
  });
});
