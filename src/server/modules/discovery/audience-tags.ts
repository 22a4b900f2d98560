import type { AudienceDimension } from './discovery.tables';

/**
 * A profile's audience summarised on its own row, so audience filters do not probe the audience
 * table for every candidate: one tag per audience value holding at least a tenth of the audience,
 * "dimension:value:tenths" with the share's tenths floored ("country:DE:3" for 34 %). The tags
 * have a GIN index; "audience in DE with at least 30 %" is then `audience_tags && {country:DE:3,
 * …, country:DE:10}`, a pre-filter that never drops a match, and the exact share is still checked
 * on the audience table for the few profiles it keeps, unless the minimum is in whole tenths,
 * where the tags alone answer (to within a millionth, finer than a 4-byte real share holds).
 *
 * Migration 0011 fills existing rows with the same rule in SQL; keep the two in step.
 */
const TENTHS = 10;
/**
 * Shares are stored as 4-byte reals (0.3 becomes 0.30000001, 0.7 * 10 is 7.000000000000001):
 * tags round up by WRITE_SLACK and queries by the smaller QUERY_SLACK, so every profile whose
 * stored share meets the minimum keeps a wanted tag and an exact tenth asks for its own tag.
 */
const WRITE_SLACK = 1e-6;
const QUERY_SLACK = 1e-7;

type AudienceShare = { dimension: AudienceDimension; value: string; share: number };

const tag = (dimension: AudienceDimension, value: string, tenths: number) =>
  `${dimension}:${value}:${tenths}`;

/** The whole tenths a stored share counts as (0 below a tenth). */
const tenthsOf = (share: number) => Math.min(TENTHS, Math.floor(share * TENTHS + WRITE_SLACK));

/** The tag of one audience row, or null below a tenth. */
function tagOf({ dimension, value, share }: AudienceShare): string | null {
  const tenths = tenthsOf(share);
  return tenths >= 1 ? tag(dimension, value, tenths) : null;
}

/** The tags of one profile's audience rows. */
export function audienceTags(shares: readonly AudienceShare[]): string[] {
  return shares.flatMap((share) => tagOf(share) ?? []);
}

/** Tags by profile id, for a batch of audience rows of many profiles. */
export function audienceTagsByAccount(
  rows: readonly (AudienceShare & { accountId: string })[],
): Map<string, string[]> {
  const byAccount = new Map<string, string[]>();
  for (const row of rows) {
    const tagged = tagOf(row);
    if (tagged === null) continue;
    const list = byAccount.get(row.accountId);
    if (list) list.push(tagged);
    else byAccount.set(row.accountId, [tagged]);
  }
  return byAccount;
}

/**
 * The tags a profile with at least `minShare` of `value` carries one of; empty below a tenth,
 * where no tag exists and only the audience table can answer.
 */
export function audienceTagsAtLeast(
  dimension: AudienceDimension,
  value: string,
  minShare: number,
): string[] {
  const lowest = Math.floor(minShare * TENTHS + QUERY_SLACK);
  if (lowest < 1) return [];
  const tags: string[] = [];
  for (let tenths = lowest; tenths <= TENTHS; tenths += 1) tags.push(tag(dimension, value, tenths));
  return tags;
}

/** A minimum in whole tenths (0.3, not 0.35): the tags alone tell which profiles meet it. */
export function audienceTagsAreExact(minShare: number): boolean {
  const tenths = minShare * TENTHS;
  return Math.abs(tenths - Math.round(tenths)) < QUERY_SLACK && Math.round(tenths) >= 1;
}
