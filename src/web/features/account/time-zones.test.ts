import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

describe('timeZoneOptions', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('offers every zone once by its IANA name, labelled with its short name at that moment', () => {
    const options = timeZoneOptions('en', winter);
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(options).toContainEqual({ value: 'Europe/Vienna', label: 'Europe/Vienna (GMT+1)' });
    expect(options).toContainEqual({
      value: 'America/New_York',
      label: 'America/New York (EST)',
    });
    expect(options).toContainEqual({ value: 'UTC', label: 'UTC (UTC)' });
  });

  it('follows summer time and the locale', () => {
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(timeZoneOptions('de', summer)).toContainEqual({
      value: 'Europe/Vienna',
      label: 'Europe/Vienna (MESZ)',
    });
  });
});
