-- Hashtags and mentions by follower band (discovery.tables.ts, bandedPostTags): each tag prefixed
-- with the profile's follower band of ranked_search_words (two digits, 00 below 10 followers to
-- 17 at a billion) and '#' or '@', so GIN answers "#stocks among the largest creators" from that
-- band's postings, and a search counts its first matches band by band. One index for both
-- replaces the two over the plain arrays, which answered only with a bitmap of every posting.
-- PL/pgSQL for the same reason as ranked_search_words: an SQL function is not inlined into an
-- index expression. A loop and not string_to_array: a tag may hold any character.
CREATE OR REPLACE FUNCTION banded_post_tags(hashtags text[], mentions text[], followers bigint) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  band text := lpad(width_bucket(followers, '{10,32,100,316,1000,3162,10000,31623,100000,316228,1000000,3162278,10000000,31622777,100000000,316227766,1000000000}'::bigint[])::text, 2, '0');
  tag text;
  tokens text[] := '{}';
BEGIN
  FOREACH tag IN ARRAY coalesce(hashtags, '{}') LOOP
    tokens := tokens || (band || '#' || tag);
  END LOOP;
  FOREACH tag IN ARRAY coalesce(mentions, '{}') LOOP
    tokens := tokens || (band || '@' || tag);
  END LOOP;
  RETURN tokens;
END
$$;--> statement-breakpoint
DROP INDEX "social_accounts_hashtags_gin_instagram";--> statement-breakpoint
DROP INDEX "social_accounts_hashtags_gin_tiktok";--> statement-breakpoint
DROP INDEX "social_accounts_hashtags_gin_youtube";--> statement-breakpoint
DROP INDEX "social_accounts_mentions_gin_instagram";--> statement-breakpoint
DROP INDEX "social_accounts_mentions_gin_tiktok";--> statement-breakpoint
DROP INDEX "social_accounts_mentions_gin_youtube";--> statement-breakpoint
CREATE INDEX "social_accounts_post_tags_gin_instagram" ON "social_accounts" USING gin (banded_post_tags("hashtags", "mentions", "followers")) WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_post_tags_gin_tiktok" ON "social_accounts" USING gin (banded_post_tags("hashtags", "mentions", "followers")) WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_post_tags_gin_youtube" ON "social_accounts" USING gin (banded_post_tags("hashtags", "mentions", "followers")) WHERE "social_accounts"."platform" = 'youtube';