import { type SQL, sql } from 'drizzle-orm';
import { RANKED_FOLLOWER_BANDS, rankedSearchWords, socialAccounts } from '../discovery.tables';

const s = socialAccounts;

/**
 * One keyword ranked by relevance: a handle hit first, then a near-miss of the handle ("mariia"
 * for maria, most similar first), then a full-name hit, then a bio hit, each by followers. Ranking
 * every match read each one from the table ("fitness": 19,711 rows, ~100 ms at 1M profiles); here
 * a page is a row of probes of the ranked words index (discovery.tables.ts), tier by tier and
 * within a tier from the largest follower band down, each probe reading only its band's matches,
 * and the probes stop once the page is full: ~0.1 to 1 ms, whatever the word.
 */

/** The prefix tsquery of one word ('maria':*), optionally only where it carries a weight. */
function wordQuery(word: string, weight = ''): SQL {
  return sql`${`'${word}':*${weight}`}::tsquery`;
}

/**
 * The relevance of a matching row for one keyword (the page's own order, and the sort of a
 * counted search), from the search document's weights: a handle hit 3, a near-miss 2 + half its
 * similarity (2.3 to 2.5: `<%` needs 0.6), a name hit 1, a bio hit 0.
 */
export function oneKeywordRelevance(word: string, keywords: string): SQL {
  const doc = s.searchDocument;
  return sql`case when ${doc} @@ ${wordQuery(word, 'A')} then 3
    when ${doc} @@ ${wordQuery(word)} then case when ${doc} @@ ${wordQuery(word, 'B')} then 1 else 0 end
    else 2 + 0.5 * word_similarity(${keywords}, ${s.username}) end`;
}

type Probe = { kind: 'word' | 'near'; query: string | null };

/**
 * The probes in rank order. A word probe finds one tier's hits in one follower band; the name
 * and bio tiers leave out profiles of the same band already found in a tier above (a handle and a
 * bio can both hold the word). Words are letters and digits only (toPrefixTsquery), so they
 * cannot break out of the quotes.
 */
function probesOf(word: string): Probe[] {
  const bands = Array.from({ length: RANKED_FOLLOWER_BANDS }, (_, i) =>
    String(RANKED_FOLLOWER_BANDS - 1 - i).padStart(2, '0'),
  );
  const hit = (tier: string, band: string) => `'${tier}${band}${word}':*`;
  const tier = (letter: string, above: string[]): Probe[] =>
    bands.map((band) => ({
      kind: 'word',
      query: [hit(letter, band), ...above.map((t) => `!${hit(t, band)}`)].join(' & '),
    }));
  return [
    ...tier('a', []),
    { kind: 'near', query: null },
    ...tier('b', ['a']),
    ...tier('d', ['a', 'b']),
  ];
}

/**
 * The ids of one page of a one-keyword search by relevance. `where` is the search's other
 * filters (platform included), without the keyword. Each probe runs only when the ones before it
 * left the page short (a nested loop in probe order, sorted incrementally under the limit); the
 * ORDER BY, not the plan, guarantees the order.
 */
export function oneKeywordPageIds(
  word: string,
  keywords: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): SQL {
  const probes = probesOf(word);
  const filters = where ? sql`${where} and ` : sql``;
  return sql`select hit.id from (
      select * from unnest(${sql.param(probes.map((p) => p.kind))}::text[], ${sql.param(probes.map((p) => p.query))}::tsquery[])
        with ordinality as p(kind, query, ord)
      order by ord
    ) as probe
    cross join lateral (
      select ${s.id} as id, ${s.followers} as followers, 0::real as similarity from ${s}
      where probe.kind = 'word' and ${filters}${rankedSearchWords(s.searchDocument, s.followers)} @@ probe.query
      union all
      select ${s.id}, ${s.followers}, word_similarity(${keywords}, ${s.username}) from ${s}
      where probe.kind = 'near' and ${filters}${keywords} <% ${s.username} and not ${s.searchDocument} @@ ${wordQuery(word)}
    ) as hit
    order by probe.ord, hit.similarity desc, hit.followers desc, hit.id desc
    limit ${page.limit} offset ${page.offset}`;
}
