-- Niches, audience tags and the creator's country in one GIN index per platform
-- (discovery.tables.ts): a search naming two of them (a lookalike's niche and audience country;
-- a country and a niche) intersects them inside it instead of ANDing a bitmap of a niche's every
-- profile. btree_gin (shipped with PostgreSQL, like pg_trgm) lets GIN hold the country. Replaces
-- the two single-column index families; about 5 s per platform on PostgreSQL at 1M profiles.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "social_accounts_categories_gin_instagram";--> statement-breakpoint
DROP INDEX "social_accounts_categories_gin_tiktok";--> statement-breakpoint
DROP INDEX "social_accounts_categories_gin_youtube";--> statement-breakpoint
DROP INDEX "social_accounts_audience_tags_gin_instagram";--> statement-breakpoint
DROP INDEX "social_accounts_audience_tags_gin_tiktok";--> statement-breakpoint
DROP INDEX "social_accounts_audience_tags_gin_youtube";--> statement-breakpoint
CREATE INDEX "social_accounts_niches_audience_country_gin_instagram" ON "social_accounts" USING gin ("categories","audience_tags","country") WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_niches_audience_country_gin_tiktok" ON "social_accounts" USING gin ("categories","audience_tags","country") WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_niches_audience_country_gin_youtube" ON "social_accounts" USING gin ("categories","audience_tags","country") WHERE "social_accounts"."platform" = 'youtube';