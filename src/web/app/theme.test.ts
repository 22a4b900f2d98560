import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cssVariableName,
  DEFAULT_THEME_COLORS,
  isSafeCssColor,
  resolveThemeColors,
  THEME_COLOR_NAMES,
} from './theme';

describe('resolveThemeColors', () => {
  it('uses the default palette when the host has no colours', () => {
    expect(resolveThemeColors(null)).toEqual(DEFAULT_THEME_COLORS);
  });

  it('takes each agency colour and falls back per missing colour', () => {
    const resolved = resolveThemeColors({ primary: '#ff0066', navbarBackground: null });
    expect(resolved.primary).toBe('#ff0066');
    expect(resolved.navbarBackground).toBe(DEFAULT_THEME_COLORS.navbarBackground);
    expect(resolved.textDark).toBe(DEFAULT_THEME_COLORS.textDark);
  });

  it('ignores a value that is not a plain colour', () => {
    const resolved = resolveThemeColors({
      primary: 'red; background: url(https://evil.example/x.png)',
      secondary: 'url(x)',
      textDark: '',
    });
    expect(resolved.primary).toBe(DEFAULT_THEME_COLORS.primary);
    expect(resolved.secondary).toBe(DEFAULT_THEME_COLORS.secondary);
    expect(resolved.textDark).toBe(DEFAULT_THEME_COLORS.textDark);
  });
});

describe('isSafeCssColor', () => {
  it('accepts hex, functional and named colours', () => {
    for (const color of [
      '#fff',
      '#ffffff80',
      'rgb(10 20 30 / 50%)',
      'hsl(200, 50%, 40%)',
      'teal',
    ]) {
      expect(isSafeCssColor(color), color).toBe(true);
    }
  });

  it('refuses anything that could carry more than a colour', () => {
    for (const color of ['#ggg', 'rgb(1,2,3); color: red', 'var(--x)', 'url(a)', '"red"']) {
      expect(isSafeCssColor(color), color).toBe(false);
    }
  });
});

describe('cssVariableName', () => {
  it('names the variable Tailwind maps its utilities to', () => {
    expect(cssVariableName('primary')).toBe('--color-primary');
    expect(cssVariableName('navbarBackground')).toBe('--color-navbar-background');
  });
});

describe('the stylesheet defaults', () => {
  it('equal the default palette, so the page looks the same before and after boot', () => {
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    for (const name of THEME_COLOR_NAMES) {
      const declaration = new RegExp(`${cssVariableName(name)}:\\s*([^;]+);`).exec(css);
      expect(declaration?.[1], name).toBe(DEFAULT_THEME_COLORS[name]);
    }
  });
});
