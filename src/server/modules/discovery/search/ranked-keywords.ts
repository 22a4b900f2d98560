import { type SQL, sql } from 'drizzle-orm';
import { FOLLOWER_BANDS_DOWN, rankedSearchWords, socialAccounts } from '../discovery.tables';

const s = socialAccounts;

/**
 * Keywords ranked by relevance: handle hits first (every word in the handle), then near-misses of
 * the handle ("mariia" for maria, most similar first), then name hits (every word in the handle
 * or the name), then the rest (a word only in the bio), each tier by followers. Ranking every
 * match read each one from the table ("fitness": 19,711 rows, ~100 ms at 1M profiles; a first and
 * last name 171-276 ms at 10M); here a page is a row of probes of the ranked words index
 * (discovery.tables.ts), tier by tier and within a tier from the largest follower band down, each
 * probe reading only its band's matches, and the probes stop once the page is full.
 *
 * Words are letters and digits only (toPrefixTsquery), so they cannot break out of the quotes.
 */

/** A tier's letters: the fields of the search document a word of that tier may sit in. */
const TIERS = [['a'], ['a', 'b'], ['a', 'b', 'd']] as const;

/** Every word as a prefix in one of the weights ('maria':*AB & 'lopez':*AB); no weights: anywhere. */
function wordsQuery(words: string[], weights = ''): SQL {
  return sql`${words.map((word) => `'${word}':*${weights}`).join(' & ')}::tsquery`;
}

/**
 * The relevance of a matching row (the page's own order, and the sort of a counted search), from
 * the search document's weights: a handle hit 3, a near-miss 2 + half its similarity (2.3 to 2.5:
 * `<%` needs 0.6), a name hit 1, any other hit 0.
 */
export function keywordRelevance(words: string[], keywords: string): SQL {
  const doc = s.searchDocument;
  return sql`case when ${doc} @@ ${wordsQuery(words, 'A')} then 3
    when ${doc} @@ ${wordsQuery(words)} then case when ${doc} @@ ${wordsQuery(words, 'AB')} then 1 else 0 end
    else 2 + 0.5 * word_similarity(${keywords}, ${s.username}) end`;
}

type Probe = { kind: 'word' | 'near'; query: string | null };

/** Every word in one of the fields `letters` within one follower band, as a tsquery. */
function withinBand(words: string[], letters: readonly string[], band: string): string {
  return words
    .map((word) => `(${letters.map((letter) => `'${letter}${band}${word}':*`).join(' | ')})`)
    .join(' & ');
}

/**
 * The probes in rank order. A word probe finds one tier's hits in one follower band: every word
 * in one of the tier's fields, and not all of them in the tier above's (a handle and a bio can
 * both hold a word). The near-miss probe sits after the handle hits.
 */
function probesOf(words: string[]): Probe[] {
  const tier = (level: number): Probe[] =>
    FOLLOWER_BANDS_DOWN.map((band) => ({
      kind: 'word',
      query:
        level === 0
          ? withinBand(words, TIERS[0], band)
          : `${withinBand(words, TIERS[level], band)} & !(${withinBand(words, TIERS[level - 1], band)})`,
    }));
  return [...tier(0), { kind: 'near', query: null }, ...tier(1), ...tier(2)];
}

/** Near-misses of the handle that hold not every word (those are word hits). */
function nearMisses(words: string[], keywords: string, filters: SQL): SQL {
  return sql`${filters}${keywords} <% ${s.username} and not ${s.searchDocument} @@ ${wordsQuery(words)}`;
}

/**
 * Every match of the keywords once, largest follower band first, then the near-misses: under a
 * LIMIT the scan stops once it has enough, so counting up to the cap reads about cap rows. The
 * same count through the search document's index read every posting of the word first ("trainer":
 * 22,285 postings, 30 ms at 1M profiles; 2.4 ms band by band) and always ran the trigram scan.
 */
export function rankedMatchIds(words: string[], keywords: string, where: SQL | undefined): SQL {
  const filters = where ? sql`${where} and ` : sql``;
  const queries = FOLLOWER_BANDS_DOWN.map((band) => withinBand(words, TIERS[2], band));
  return sql`select hit.id from unnest(${sql.param(queries)}::tsquery[]) with ordinality as probe(query, ord)
    cross join lateral (
      select ${s.id} as id from ${s}
      where ${filters}${rankedSearchWords(s.searchDocument, s.followers)} @@ probe.query
    ) as hit
    union all
    select ${s.id} from ${s} where ${nearMisses(words, keywords, filters)}`;
}

/**
 * The ids of one page of a keyword search by relevance. `where` is the search's other filters
 * (platform included), without the keywords. Each probe runs only when the ones before it left the
 * page short (a nested loop in probe order, sorted incrementally under the limit); the ORDER BY,
 * not the plan, guarantees the order.
 */
export function rankedPageIds(
  words: string[],
  keywords: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): SQL {
  const probes = probesOf(words);
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
      where probe.kind = 'near' and ${nearMisses(words, keywords, filters)}
    ) as hit
    order by probe.ord, hit.similarity desc, hit.followers desc, hit.id desc
    limit ${page.limit} offset ${page.offset}`;
}
