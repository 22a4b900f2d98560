-- One keyword by relevance without reading every match (search/ranked-keyword.ts): the search
-- document's words again, each prefixed with its tier (a username, b full name, d bio: the
-- document's weights) and the profile's follower band (half decades, 00 below 10 followers to 17
-- at a billion), so a GIN index answers "handle hits of maria among the largest accounts" from
-- its postings. PL/pgSQL: the same expressions as an SQL function are not inlined into an index
-- expression and cost ten times as much (30 µs a row instead of 3). About 5 s per platform on
-- PostgreSQL at 1M profiles; the indexes are about as large as the search document's.
CREATE OR REPLACE FUNCTION ranked_search_words(document tsvector, followers bigint) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  band text := lpad(width_bucket(followers, '{10,32,100,316,1000,3162,10000,31623,100000,316228,1000000,3162278,10000000,31622777,100000000,316227766,1000000000}'::bigint[])::text, 2, '0');
BEGIN
  -- Each tier's words joined into one string with the prefix before each (U+0001 never occurs in a
  -- lexeme); a tier without words is null and concat_ws skips it.
  RETURN array_to_tsvector(string_to_array(concat_ws(E'\x01',
    nullif('a' || band || array_to_string(tsvector_to_array(ts_filter(document, '{a}')), E'\x01a' || band), 'a' || band),
    nullif('b' || band || array_to_string(tsvector_to_array(ts_filter(document, '{b}')), E'\x01b' || band), 'b' || band),
    nullif('d' || band || array_to_string(tsvector_to_array(ts_filter(document, '{d}')), E'\x01d' || band), 'd' || band)
  ), E'\x01'));
END
$$;--> statement-breakpoint
CREATE INDEX "social_accounts_ranked_words_gin_instagram" ON "social_accounts" USING gin (ranked_search_words("search_document", "followers")) WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_ranked_words_gin_tiktok" ON "social_accounts" USING gin (ranked_search_words("search_document", "followers")) WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_ranked_words_gin_youtube" ON "social_accounts" USING gin (ranked_search_words("search_document", "followers")) WHERE "social_accounts"."platform" = 'youtube';
