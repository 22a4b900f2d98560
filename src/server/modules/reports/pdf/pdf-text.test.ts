import { describe, expect, it } from 'vitest';
import { isReadable, toWinAnsi, UNREADABLE_MARK } from './pdf-text';

describe('toWinAnsi', () => {
  it('leaves ASCII and Latin-1 text as it is', () => {
    expect(toWinAnsi('Café Zürich, 10K–50K “quoted” €5 …')).toBe(
      'Café Zürich, 10K–50K “quoted” €5 …',
    );
  });

  it('drops emoji, including joined sequences, flags and skin tones', () => {
    expect(toWinAnsi('Lena 🌸✨ Hofer')).toBe('Lena Hofer');
    expect(toWinAnsi('Family 👨‍👩‍👧 trip 🇦🇹 👋🏽')).toBe('Family trip');
    expect(toWinAnsi('❤️ coffee')).toBe('coffee');
  });

  it('transliterates Cyrillic and Greek so names stay readable', () => {
    expect(toWinAnsi('Лена Хофер')).toBe('Lena Khofer');
    expect(toWinAnsi('ЖЕНЯ')).toBe('ZhENYa');
    expect(toWinAnsi('Σοφία')).toBe('Sofia');
  });

  it('strips accents Helvetica cannot draw and keeps those it can', () => {
    expect(toWinAnsi('Łukasz Şahin Dvořák Müller')).toBe('Lukasz Sahin Dvorák Müller');
  });

  it('shows one mark for a run of characters it cannot read', () => {
    expect(toWinAnsi('東京 日本 travel')).toBe(`${UNREADABLE_MARK} travel`);
  });

  it('keeps line breaks and drops control characters', () => {
    expect(toWinAnsi('line one\r\nline\u0000 two\u200b')).toBe('line one\nline two');
  });

  it('only outputs characters of the WinAnsi encoding', () => {
    const mixed = 'Ünïcødé ✓ ≥ 3 − 1 → ∞ 🎉 Привет こんにちは ﬁne';
    for (const char of toWinAnsi(mixed)) {
      const code = char.codePointAt(0) ?? 0;
      const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 10;
      expect(latin || '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.includes(char)).toBe(true);
    }
    expect(toWinAnsi(mixed)).toBe('Ünïcødé v >= 3 - 1 -> unlimited Privet ? fine');
  });
});

describe('isReadable', () => {
  it('tells letters from marks and punctuation', () => {
    expect(isReadable('Lena')).toBe(true);
    expect(isReadable(toWinAnsi('🌸✨'))).toBe(false);
    expect(isReadable(toWinAnsi('日本'))).toBe(false);
  });
});
