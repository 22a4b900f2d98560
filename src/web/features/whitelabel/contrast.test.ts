import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS } from '../../app/theme';
import { contrastRatio, contrastWarnings } from './contrast';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBeCloseTo(1, 5);
  });

  it('is the same whichever colour is the text', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', '#767676') ?? 0,
      5,
    );
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('answers null for anything but #rrggbb', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#fff', '#000000')).toBeNull();
  });
});

describe('contrastWarnings', () => {
  it('finds nothing wrong with the default palette', () => {
    expect(contrastWarnings(DEFAULT_THEME_COLORS)).toEqual([]);
  });

  it('warns about light text on a light primary', () => {
    const warnings = contrastWarnings({ ...DEFAULT_THEME_COLORS, primary: '#ffdd00' });
    expect(warnings).toEqual([{ text: 'textLight', background: 'primary', ratio: 1.3 }]);
  });

  it('warns about every background a pale text colour is drawn on', () => {
    const warnings = contrastWarnings({ ...DEFAULT_THEME_COLORS, textDark: '#cccccc' });
    expect(warnings.map((w) => w.background)).toEqual([
      'appBackground',
      'navbarBackground',
      'primaryLight',
      'secondaryLight',
    ]);
    expect(warnings.every((w) => w.text === 'textDark' && w.ratio < 4.5)).toBe(true);
  });
});
