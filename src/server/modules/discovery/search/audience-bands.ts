import { type SQL, sql } from 'drizzle-orm';
import type { AudienceFilters } from '../../../../common/api/discovery';
import { audienceTagsAtLeast } from '../audience-tags';
import {
  type AudienceDimension,
  bandedTags,
  FOLLOWER_BANDS_DOWN,
  socialAccounts,
} from '../discovery.tables';

const s = socialAccounts;

export type AudienceRule = { dimension: AudienceDimension; value: string; minShare: number };

/** A search's audience rules ("at least 30 % of the audience in DE"), in the order given. */
export function audienceRules({ audience }: { audience?: AudienceFilters }): AudienceRule[] {
  if (!audience) return [];
  return (Object.keys(audience) as (keyof AudienceFilters)[]).flatMap((dimension) => {
    const rule = audience[dimension];
    return rule ? [{ dimension, value: rule.value, minShare: rule.minShare }] : [];
  });
}

/**
 * Every match of a search with audience rules once, largest follower band first: a probe per
 * band, in which the index of the banded audience tags (discovery.tables.ts) intersects the
 * rules' tags within that band alone. Under a LIMIT the probes stop once there are enough, so
 * counting up to the cap reads about cap rows; the tags' own index merged the postings of every
 * tag of both rules of "35-44 at least 30 %, at least 70 % female" on YouTube at 10M profiles
 * into a bitmap of 242,000 profiles first (77 of the count's 93 ms).
 *
 * `where` is the search's filters with its audience rules checked on the row (the exact share
 * below a whole tenth too); null when no rule has tags (minimums below a tenth). `bands` limits
 * the probes to the follower bands a search can match (a lookalike's size band).
 */
export function audienceBandMatchIds(
  rules: readonly AudienceRule[],
  where: SQL | undefined,
  bands: readonly string[] = FOLLOWER_BANDS_DOWN,
): SQL | null {
  const tagged = rules
    .map(({ dimension, value, minShare }) => audienceTagsAtLeast(dimension, value, minShare))
    .filter((tags) => tags.length > 0);
  if (tagged.length === 0) return null;
  const columns = tagged.map((_, i) => sql.identifier(`rule${i}`));
  // One row per band, one column per rule: that rule's tags within the band.
  const probes = bands.map(
    (band) =>
      sql`(${sql.join(
        tagged.map((tags) => sql`${sql.param(tags.map((tag) => band + tag))}::text[]`),
        sql`, `,
      )})`,
  );
  const banded = bandedTags(s.audienceTags, s.followers);
  // `offset 0` keeps the probes a loop in band order: pulled up into a join, the planner walked
  // the followers index and tested every row against every band (300 ms at 10M profiles).
  const conditions = [where, ...columns.map((column) => sql`${banded} && probe.${column}`)];
  return sql`select hit.id from (values ${sql.join(probes, sql`, `)}) as probe(${sql.join(columns, sql`, `)})
    cross join lateral (
      select ${s.id} as id from ${s}
      where ${sql.join(
        conditions.filter((condition) => condition !== undefined),
        sql` and `,
      )}
      offset 0
    ) as hit`;
}
