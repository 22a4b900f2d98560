import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneChoices, timeZoneOrDefault } from './time-zone';

describe('canonicalTimeZone', () => {
  it('accepts IANA zones and UTC, spelled as the user typed them', () => {
    expect(canonicalTimeZone('Europe/Vienna')).toBe('Europe/Vienna');
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('refuses what is not a zone a user can live in', () => {
    for (const value of ['', 'Mars/Olympus', '+01:00', 'Etc/GMT+1', 'CET-ish', 'x'.repeat(65)]) {
      expect(canonicalTimeZone(value)).toBeNull();
    }
  });
});

describe('timeZoneOrDefault', () => {
  it('falls back to Europe/Vienna (SPEC 2) for a missing or unknown zone', () => {
    expect(timeZoneOrDefault(null)).toBe('Europe/Vienna');
    expect(timeZoneOrDefault('Nowhere/Land')).toBe('Europe/Vienna');
    expect(timeZoneOrDefault('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});

describe('timeZoneChoices', () => {
  it('offers every zone once, sorted, with the default among them', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('Europe/Vienna');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
    expect(new Set(zones).size).toBe(zones.length);
  });
});
