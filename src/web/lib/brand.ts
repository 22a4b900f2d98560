/** The product's own name: shown when no agency name is set, and replaced by it in server texts. */
export const PRODUCT_NAME = 'Reachbase';

const PRODUCT_NAME_PATTERN = new RegExp(`\\b${PRODUCT_NAME}\\b`, 'g');

/** On a white-labelled host the agency's clients must not read our product name anywhere. */
export function replaceBrandWords(text: string, agencyName: string | null): string {
  // A replacer function, so `$&` or `$'` in an agency's name are not replacement patterns.
  return agencyName ? text.replace(PRODUCT_NAME_PATTERN, () => agencyName) : text;
}
