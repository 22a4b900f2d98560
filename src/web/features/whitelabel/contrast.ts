// WCAG 2.x contrast between the white-label colours that sit on each other in the shell.

import type { ResolvedThemeColors, ThemeColorName } from '../../app/theme';

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Text colour → the backgrounds the shell draws it on. */
export const TEXT_ON_BACKGROUND: readonly { text: ThemeColorName; background: ThemeColorName }[] = [
  { text: 'textDark', background: 'appBackground' },
  { text: 'textDark', background: 'navbarBackground' },
  { text: 'textDark', background: 'primaryLight' },
  { text: 'textDark', background: 'secondaryLight' },
  { text: 'textLight', background: 'primary' },
  { text: 'textLight', background: 'secondary' },
];

export type ContrastWarning = {
  text: ThemeColorName;
  background: ThemeColorName;
  /** Rounded down to one decimal, so 4.49 never shows as "4.5". */
  ratio: number;
};

const HEX6 = /^#([0-9a-f]{6})$/i;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour; null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX6.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1] ?? '', 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** The contrast ratio (1–21) of two #rrggbb colours; null when either is not one. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Every text/background pair of the palette that falls below WCAG AA. */
export function contrastWarnings(colors: ResolvedThemeColors): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const { text, background } of TEXT_ON_BACKGROUND) {
    const ratio = contrastRatio(colors[text], colors[background]);
    if (ratio !== null && ratio < MIN_TEXT_CONTRAST) {
      warnings.push({ text, background, ratio: Math.floor(ratio * 10) / 10 });
    }
  }
  return warnings;
}
