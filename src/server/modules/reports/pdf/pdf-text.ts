/**
 * The PDF uses pdfkit's built-in Helvetica: no font file to ship, and text layout costs nothing per
 * glyph. Its encoding is WinAnsi (cp1252), and pdfkit writes any other character as a wrong byte
 * (garbage on the page), so every string passes through `toWinAnsi` before it is drawn. Names,
 * bios and captions are user data and hold emoji and other scripts: emoji are dropped, Cyrillic
 * and Greek are transliterated, accents outside Latin-1 are stripped ('ş' -> 's'), and whatever is
 * left (CJK, Arabic, ...) becomes one UNREADABLE_MARK per run, so the reader sees text was there.
 */

export const UNREADABLE_MARK = '?';

// cp1252's printable extras in 0x80-0x9f that pdfkit maps from Unicode; Latin-1 covers the rest.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const ALL_WIN_ANSI = /^[\n\x20-\x7e\xa0-\xff]*$/;

// Emoji and the invisible characters that build them (joiners, variation selectors, skin tones,
// flags, keycaps, tag sequences).
const EMOJI =
  /\p{Extended_Pictographic}|[\u200d\ufe0e\ufe0f\u20e3]|[\u{1f3fb}-\u{1f3ff}]|[\u{1f1e6}-\u{1f1ff}]|[\u{e0020}-\u{e007f}]/gu;

const COMBINING_MARKS = /\p{M}/gu;

const SYMBOLS: Record<string, string> = {
  '\t': ' ',
  '\r': '',
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2260': '!=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u221e': 'unlimited',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u00ad': '',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'ng',
};

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  є: 'ye',
  і: 'i',
  ї: 'yi',
  ґ: 'g',
  ў: 'u',
  ђ: 'dj',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
};

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

function isWinAnsi(char: string): boolean {
  return ALL_WIN_ANSI.test(char) || WIN_ANSI_EXTRAS.has(char);
}

function transliterate(char: string): string | undefined {
  const lower = char.toLowerCase();
  const latin = CYRILLIC[lower] ?? GREEK[lower.normalize('NFD').replace(COMBINING_MARKS, '')];
  if (latin === undefined) return undefined;
  if (char === lower || latin === '') return latin;
  return latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** One character (code point) as WinAnsi text, or null when it has no readable equivalent. */
function toWinAnsiChar(char: string): string | null {
  if (isWinAnsi(char)) return char;
  if (char in SYMBOLS) return SYMBOLS[char];
  if (/\s/u.test(char)) return ' ';
  const transliterated = transliterate(char);
  if (transliterated !== undefined) return transliterated;
  // Compatibility forms and accents: 'ﬁ' -> 'fi', 'Ａ' -> 'A', 'ş' -> 's', 'ő' -> 'o'.
  const decomposed = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (decomposed !== '' && [...decomposed].every(isWinAnsi)) return decomposed;
  if (/\p{M}|\p{Cc}|\p{Cf}/u.test(char)) return '';
  return null;
}

// Stands for a character with no readable equivalent until runs of them are merged: a private-use
// code point, which in the input is itself unreadable, so it cannot be confused with text.
const UNREADABLE = '\ue000';

/** `text` with only characters Helvetica can draw (see the module comment). */
export function toWinAnsi(text: string): string {
  if (ALL_WIN_ANSI.test(text)) return text;
  let mapped = '';
  for (const char of text.replace(EMOJI, '')) mapped += toWinAnsiChar(char) ?? UNREADABLE;
  return (
    mapped
      // '日本 語' is one unreadable run, shown as one mark.
      .replace(/\ue000(?: *\ue000)*/g, UNREADABLE_MARK)
      // Dropped emoji leave double spaces and spaces at line ends behind.
      .replace(/ {2,}/g, ' ')
      .replace(/^ +| +$/gm, '')
  );
}

/** True when the text still says something once converted (not empty, not only marks). */
export function isReadable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
