// Labels the product defines are kept by key and said here in the reader's language; what a user
// typed is shown as typed (src/common/product-labels.ts).

import type { TFunction } from 'i18next';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  type ListStatusKey,
  OUTREACH_STAGES,
} from '../../common/product-labels';

/** A list status: a default one in the reader's language, one a user named or renamed as typed. */
export function listStatusLabel(
  t: TFunction,
  status: { name: string; labelKey: ListStatusKey | null },
): string {
  return status.labelKey ? t(`lists.defaultStatus.${status.labelKey}`) : status.name;
}

/** An outreach stage: the product's stages in the reader's language, any other as it was sent. */
export function stageLabel(t: TFunction, stage: string): string {
  const known = OUTREACH_STAGES.find((s) => s.name === stage);
  return known ? t(`outreach.stages.${known.key}`) : stage;
}

const CATEGORIES: ReadonlySet<string> = new Set(CATEGORY_KEYS);

/** A creator category: the product's own in the reader's language, an imported one as it came. */
export function categoryLabel(t: TFunction, category: string, fallback = category): string {
  const key = category.trim().toLowerCase();
  return CATEGORIES.has(key) ? t(`categories.${key as CategoryKey}`) : fallback;
}
