// Where a creator's figures came from, said the same way everywhere they are shown (discover rows,
// profiles, shared profiles, reports): "Modash, 3 days ago", "Imported file", "Demo data". The
// report PDF says the same words on the server (reports/pdf/figures-source.ts).

import type { TFunction } from 'i18next';
import type { BankSource } from '../../common/api/data-sources';
import { formatRelativeTime } from '../../common/format-relative-time';

/** The fields every profile, search result and report carries about its figures' origin. */
export type FiguresOrigin = {
  isDemo: boolean;
  /** Null in a report computed before sources were recorded (and not demo data). */
  source: BankSource | null;
  sourceFetchedAt: string | null;
};

/** Demo data wins whatever the source says, so a made-up creator never passes for a real one. */
export function sourceOf(origin: FiguresOrigin): BankSource | null {
  return origin.isDemo ? 'demo' : origin.source;
}

/**
 * The label in the reader's language, with how long ago the source was asked when it was; null
 * when the origin is unknown.
 */
export function sourceLabel(
  t: TFunction,
  locale: string,
  origin: FiguresOrigin,
  now: Date = new Date(),
): string | null {
  const source = sourceOf(origin);
  if (!source) return null;
  const name = t(`bankSource.${source}`);
  if (source === 'demo' || !origin.sourceFetchedAt) return name;
  return t('bankSource.fetched', {
    source: name,
    time: formatRelativeTime(origin.sourceFetchedAt, { locale, now }),
  });
}
