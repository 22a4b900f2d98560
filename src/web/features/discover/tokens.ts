// Hashtags, mentions and usernames as the search wants them: no leading # or @, lower case, each
// once. Typed text may hold several, separated by spaces or commas ("#food, #travel").

const SEPARATORS = /[\s,]+/;

/** One token as the API compares it, or '' when nothing is left of it. */
export function normalizeToken(raw: string): string {
  return raw
    .trim()
    .replace(/^[#@]+/, '')
    .toLowerCase();
}

/** Every token in `text`, normalized, in order of first appearance, without duplicates. */
export function parseTokens(text: string): string[] {
  const tokens = text.split(SEPARATORS).map(normalizeToken).filter(Boolean);
  return [...new Set(tokens)];
}

/** `tokens` plus the ones typed in `text` that it does not hold yet. */
export function addTokens(tokens: readonly string[], text: string): string[] {
  return [...new Set([...tokens, ...parseTokens(text)])];
}
