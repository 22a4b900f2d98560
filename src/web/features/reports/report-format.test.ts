import { describe, expect, it } from 'vitest';
import { REPORT_SECTION_TITLES } from '../../../common/audit-report';
import en from '../../locales/en.json';
import {
  flagEmoji,
  formatGrowth,
  formatPercent,
  heatLevel,
  hourLabel,
  peerScale,
  reportPdfFileName,
  weekdayName,
} from './report-format';

describe('report formatting', () => {
  it('titles the sections exactly as the PDF does, in the same order', () => {
    expect(Object.values(en.reports.sections)).toEqual([...REPORT_SECTION_TITLES]);
  });

  it('shows percents with two decimals and growth with its sign', () => {
    expect(formatPercent(3.4)).toBe('3.40%');
    expect(formatPercent(null)).toBe('–');
    expect(formatGrowth(2.314)).toBe('+2.31%');
    expect(formatGrowth(-0.4)).toBe('-0.40%');
    expect(formatGrowth(0)).toBe('0.00%');
    expect(formatGrowth(null)).toBe('–');
  });

  it('starts the week on Monday and labels hours as UTC clock times', () => {
    expect(weekdayName('en', 0, 'long')).toBe('Monday');
    expect(weekdayName('en', 6, 'short')).toBe('Sun');
    expect(hourLabel(7)).toBe('07:00');
  });

  it('shades only hours without posts as empty, the busiest as the darkest', () => {
    expect(heatLevel(0, 5)).toBe(0);
    expect(heatLevel(0.01, 5)).toBe(1);
    expect(heatLevel(5, 5)).toBe(4);
    expect(heatLevel(2.5, 5)).toBe(2);
    expect(heatLevel(0, 0)).toBe(0);
  });

  it('turns country codes into flags and leaves other values without one', () => {
    expect(flagEmoji('br')).toBe('🇧🇷');
    expect(flagEmoji('Brazil')).toBe('');
  });

  it('names the PDF after the username and the day the figures were computed', () => {
    const report = {
      username: 'anna.travels',
      createdAt: '2026-11-20T10:00:00.000Z',
      data: null,
    };
    expect(reportPdfFileName(report)).toBe('report-anna.travels-2026-11-20.pdf');
    expect(reportPdfFileName({ ...report, username: 'a/b c' })).toBe('report-a_b_c-2026-11-20.pdf');
  });

  it('places the quartiles and the profile on one scale with room to the right', () => {
    const at = peerScale(2, { q1: 1, median: 2, q3: 4 });
    expect(at.q1).toBeCloseTo(21.74, 1);
    expect(at.value).toBe(at.median);
    expect(at.q3).toBeLessThan(100);
    expect(peerScale(10, { q1: 1, median: 2, q3: 4 }).value).toBeLessThan(100);
  });
});
