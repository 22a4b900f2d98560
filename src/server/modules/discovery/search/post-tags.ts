import { arrayContains, type SQL, sql } from 'drizzle-orm';
import { bandedPostTags, FOLLOWER_BANDS_DOWN, socialAccounts } from '../discovery.tables';

const s = socialAccounts;

/** The hashtags and mentions a search asks for: a profile must have used all of them. */
export type PostTagFilters = { hashtags?: string[]; mentions?: string[] };

/** The profile's tags by follower band, as its index holds them (discovery.tables.ts). */
const profileTokens = () => bandedPostTags(s.hashtags, s.mentions, s.followers);

/** Each tag with its sign, as it follows the band in a token ('#stocks', '@nike'). */
function signedTags({ hashtags = [], mentions = [] }: PostTagFilters): string[] {
  return [...hashtags.map((tag) => `#${tag}`), ...mentions.map((tag) => `@${tag}`)];
}

export function hasPostTags(filters: PostTagFilters): boolean {
  return signedTags(filters).length > 0;
}

/**
 * Every tag, each a condition the banded index answers: the tag in any follower band. The
 * postings of the 18 bands together are those of the tag, so a search reading every match (a
 * narrow one, counted and sorted in one pass) costs what one key of a plain array's index did.
 */
export function postTagConditions(filters: PostTagFilters): SQL[] {
  return signedTags(filters).map(
    (tag) =>
      sql`${profileTokens()} && ${sql.param(FOLLOWER_BANDS_DOWN.map((band) => band + tag))}::text[]`,
  );
}

/** Every tag checked on the row itself, where a probe of the index already narrowed the rows. */
function postTagsOnRow({ hashtags, mentions }: PostTagFilters): SQL[] {
  return [
    ...(hashtags ? [arrayContains(s.hashtags, hashtags)] : []),
    ...(mentions ? [arrayContains(s.mentions, mentions)] : []),
  ];
}

/**
 * Every match of a search with hashtags or mentions once, largest follower band first: a probe
 * per band of the first tag, each reading only its band's postings, the other tags checked on the
 * row. Under a LIMIT the probes stop once there are enough, so counting up to the cap reads about
 * cap rows; through one index over the plain arrays, "stocks" at 10M profiles built a bitmap of
 * all its 270,000 postings first (48 ms). `where` is the search's other filters (platform
 * included), without its tags.
 */
export function postTagMatchIds(filters: PostTagFilters, where: SQL | undefined): SQL {
  return sql`select hit.id from ${bandProbes(filters, where)}`;
}

/**
 * The ids of one page of a search with hashtags or mentions by followers: the probes of
 * postTagMatchIds, each band's matches by followers. The bands follow the followers, so this is
 * the order of the followers index, whose walk read every row it passed from the table to check
 * the tags (about 40 rows for each match of a tag on 2.5 % of the profiles).
 */
export function postTagPageIds(
  filters: PostTagFilters,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): SQL {
  return sql`select hit.id from ${bandProbes(filters, where)}
    order by probe.ord, hit.followers desc, hit.id desc
    limit ${page.limit} offset ${page.offset}`;
}

/**
 * A probe per follower band, largest first, each joined to its band's matches (`hit`). `offset 0`
 * keeps the probes a loop in band order: pulled up into a join, the planner may walk a sort index
 * and test each row against every band instead.
 */
function bandProbes(filters: PostTagFilters, where: SQL | undefined): SQL {
  const [first] = signedTags(filters);
  const onRow = [where, ...postTagsOnRow(filters)].filter((condition) => condition !== undefined);
  const probes = FOLLOWER_BANDS_DOWN.map((band) => band + first);
  return sql`unnest(${sql.param(probes)}::text[]) with ordinality as probe(token, ord)
    cross join lateral (
      select ${s.id} as id, ${s.followers} as followers from ${s}
      where ${sql.join(onRow, sql` and `)} and ${profileTokens()} @> array[probe.token]
      offset 0
    ) as hit`;
}
