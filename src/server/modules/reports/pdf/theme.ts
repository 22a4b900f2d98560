import { DEFAULT_REPORT_BRAND, type ReportBrand } from './brand';

/** Colours and type sizes every drawing helper uses, derived once from the brand. */
export type ReportTheme = {
  primary: string;
  secondary: string;
  text: string;
  muted: string;
  /** Hairlines, axes, table rules. */
  rule: string;
  /** Tile and track backgrounds: the primary colour washed out. */
  wash: string;
  /** Empty bar tracks and zero heat-map cells. */
  track: string;
  verdict: Record<'good' | 'warning' | 'bad' | 'unknown', string>;
};

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export const TYPE = {
  pageTitle: 20,
  sectionTitle: 15,
  subheading: 10.5,
  body: 9.5,
  small: 8,
  tileValue: 15,
} as const;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** `hex` moved towards white by `amount` (0 = unchanged, 1 = white). */
export function mixWithWhite(hex: string, amount: number): string {
  const mixed = channels(hex).map((channel) => Math.round(channel + (255 - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

// White-label colours come from agencies' settings; a malformed one falls back to ours rather
// than failing the whole report.
function validColor(value: string, fallback: string): string {
  return HEX_COLOR.test(value) ? value : fallback;
}

export function createTheme(brand: ReportBrand): ReportTheme {
  const defaults = DEFAULT_REPORT_BRAND.colors;
  const primary = validColor(brand.colors.primary, defaults.primary);
  return {
    primary,
    secondary: validColor(brand.colors.secondary, defaults.secondary),
    text: validColor(brand.colors.text, defaults.text),
    muted: validColor(brand.colors.muted, defaults.muted),
    rule: '#d1d5db',
    wash: mixWithWhite(primary, 0.92),
    track: '#f3f4f6',
    verdict: { good: '#15803d', warning: '#b45309', bad: '#b91c1c', unknown: '#6b7280' },
  };
}
