-- The audience tags by follower band (discovery.tables.ts, bandedTags): each tag prefixed with the
-- profile's follower band of ranked_search_words, e.g. '06country:DE:3', so a search with audience
-- rules counts its first matches band by band from the largest creators instead of merging every
-- posting of a rule's tags first. PL/pgSQL and a loop, as banded_post_tags (migration 0049).
CREATE OR REPLACE FUNCTION banded_tags(tags text[], followers bigint) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  band text := lpad(width_bucket(followers, '{10,32,100,316,1000,3162,10000,31623,100000,316228,1000000,3162278,10000000,31622777,100000000,316227766,1000000000}'::bigint[])::text, 2, '0');
  tag text;
  tokens text[] := '{}';
BEGIN
  FOREACH tag IN ARRAY coalesce(tags, '{}') LOOP
    tokens := tokens || (band || tag);
  END LOOP;
  RETURN tokens;
END
$$;--> statement-breakpoint
CREATE INDEX "social_accounts_audience_bands_gin_instagram" ON "social_accounts" USING gin (banded_tags("audience_tags", "followers")) WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_audience_bands_gin_tiktok" ON "social_accounts" USING gin (banded_tags("audience_tags", "followers")) WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_audience_bands_gin_youtube" ON "social_accounts" USING gin (banded_tags("audience_tags", "followers")) WHERE "social_accounts"."platform" = 'youtube';