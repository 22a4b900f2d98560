/**
 * The avatar's letters: first and last word of the name, or the first letter of a one-word name
 * or email. Whole characters, so a name starting with an emoji or a non-Latin letter stays intact.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0];
  if (words.length === 1) return first.toUpperCase();
  const last = Array.from(words[words.length - 1])[0];
  return `${first}${last}`.toUpperCase();
}
