// Labels the product defines (a new list's statuses, outreach's stages, the bank's categories)
// are kept by key and said in the reader's language where they are shown; what a user typed (a
// status they renamed, a stage of their own) is shown as typed. The web app's locales hold each
// key's words: `product-labels.test.ts` fails on a key without German.

export const LIST_STATUS_KEYS = ['shortlisted', 'contacted', 'confirmed'] as const;
export type ListStatusKey = (typeof LIST_STATUS_KEYS)[number];

/**
 * A new list's statuses, in this order (new items get the first). Each is stored with its English
 * name, which API clients set a status by, and its key, which renaming it clears.
 */
export const DEFAULT_LIST_STATUSES: readonly { key: ListStatusKey; name: string; color: string }[] =
  [
    { key: 'shortlisted', name: 'Shortlisted', color: '#6366f1' },
    { key: 'contacted', name: 'Contacted', color: '#f59e0b' },
    { key: 'confirmed', name: 'Confirmed', color: '#10b981' },
  ];

/**
 * The stages every outreach entry can move to. The server stores a stage as the name it was
 * sent (an API client may send its own), so these names are what the app sends and recognises.
 */
export const OUTREACH_STAGES = [
  { key: 'interested', name: 'Interested' },
  { key: 'declined', name: 'Declined' },
] as const;
export type OutreachStageKey = (typeof OUTREACH_STAGES)[number]['key'];

/**
 * The creator categories the product knows (the demo bank's niches), stored as these keys. An
 * imported bank may bring others, which are shown as they came.
 */
export const CATEGORY_KEYS = [
  'fashion',
  'beauty',
  'fitness',
  'food',
  'travel',
  'gaming',
  'tech',
  'parenting',
  'finance',
  'music',
  'pets',
  'home',
  'sports',
  'comedy',
  'art',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
