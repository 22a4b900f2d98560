/**
 * Slug per SPEC 5, step by step: lowercase, trim, drop everything but word characters, whitespace
 * and hyphens, collapse runs of whitespace, underscores and hyphens into one hyphen, strip hyphens
 * at both ends. Word characters are JavaScript's ASCII `\w`, so accented letters are dropped, not
 * transliterated ('Café' -> 'caf'); this keeps slugs identical to the ones already issued.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
