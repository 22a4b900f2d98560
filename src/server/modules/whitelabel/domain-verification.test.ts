import { describe, expect, it } from 'vitest';
import { isPublicHostName } from './domain-verification';

describe('isPublicHostName', () => {
  it.each(['app.reachbase.com', 'reachbase.io', 'app.example.co.uk', 'xn--bcher-kva.de'])(
    'accepts %s as a name the public DNS can point at',
    (host) => {
      expect(isPublicHostName(host)).toBe(true);
    },
  );

  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '203.0.113.7',
    '::1',
    '[::1]',
    'intranet',
    'printer.local',
    'app.corp.internal',
    'app.reachbase.test',
    'reachbase.example',
    'box.invalid',
    'nas.home.arpa',
    'app.lan',
    'App.Reachbase.TEST.',
  ])('refuses %s: an owner could not point a public CNAME at it', (host) => {
    expect(isPublicHostName(host)).toBe(false);
  });
});
