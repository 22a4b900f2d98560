// White-label colours (SPEC 3) become the CSS variables that Tailwind's @theme in styles.css maps
// its utilities to. Every colour falls back to the default palette on its own.

export const THEME_COLOR_NAMES = [
  'primary',
  'primaryLight',
  'secondary',
  'secondaryLight',
  'textLight',
  'textDark',
  'appBackground',
  'navbarBackground',
] as const;

export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];
export type ThemeColors = Partial<Record<ThemeColorName, string | null>>;
export type ResolvedThemeColors = Record<ThemeColorName, string>;

/** Must equal the @theme defaults in styles.css (theme.test.ts checks it). */
export const DEFAULT_THEME_COLORS: ResolvedThemeColors = {
  primary: '#4f46e5',
  primaryLight: '#eef2ff',
  secondary: '#0e7490',
  secondaryLight: '#ecfeff',
  // Text on primary and other dark surfaces.
  textLight: '#ffffff',
  // Body text on the app background and on cards.
  textDark: '#0f172a',
  appBackground: '#f6f7fb',
  navbarBackground: '#ffffff',
};

export function cssVariableName(name: ThemeColorName): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL_COLOR = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.%\s,/+a-z-]*\)$/i;
const NAMED_COLOR = /^[a-z]{3,24}$/i;

/**
 * Colours come from an agency's settings; only plain colour syntax is let through, so a value can
 * never smuggle url(...) or further declarations into the page's styles.
 */
export function isSafeCssColor(value: string): boolean {
  const color = value.trim();
  return HEX_COLOR.test(color) || FUNCTIONAL_COLOR.test(color) || NAMED_COLOR.test(color);
}

export function resolveThemeColors(colors: ThemeColors | null): ResolvedThemeColors {
  const resolved = { ...DEFAULT_THEME_COLORS };
  for (const name of THEME_COLOR_NAMES) {
    const value = colors?.[name];
    if (typeof value === 'string' && isSafeCssColor(value)) resolved[name] = value.trim();
  }
  return resolved;
}

export function applyThemeColors(colors: ThemeColors | null, root: HTMLElement): void {
  const resolved = resolveThemeColors(colors);
  for (const name of THEME_COLOR_NAMES) {
    root.style.setProperty(cssVariableName(name), resolved[name]);
  }
}
