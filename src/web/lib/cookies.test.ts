import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes a site-wide cookie with the given lifetime', () => {
    expect(serializeCookie('NEXT_LOCALE', 'en', { maxAgeS: 31_536_000 })).toBe(
      'NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('marks the cookie Secure when asked', () => {
    expect(serializeCookie('token', 'abc', { maxAgeS: 60, secure: true })).toMatch(/; Secure$/);
  });

  it('encodes characters that would break the cookie syntax', () => {
    expect(serializeCookie('token', 'a;b c=d', { maxAgeS: 60 })).toMatch(/^token=a%3Bb%20c%3Dd;/);
  });

  it('expires the cookie at once for a zero or negative lifetime', () => {
    expect(serializeCookie('token', '', { maxAgeS: -5 })).toContain('Max-Age=0');
  });
});

describe('parseCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(parseCookie('a=1; token=a%3Bb; NEXT_LOCALE=de', 'token')).toBe('a;b');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(parseCookie('xtoken=1', 'token')).toBeNull();
  });

  it('keeps "=" inside the value', () => {
    expect(parseCookie('token=abc==', 'token')).toBe('abc==');
  });

  it('answers null for a missing or malformed cookie', () => {
    expect(parseCookie('', 'token')).toBeNull();
    expect(parseCookie('token=%E0%A4%A', 'token')).toBeNull();
  });
});
