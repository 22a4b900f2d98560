-- The creator's country leads a walk of the platform's creators by followers, with the other
-- filters in the index as in the sort indexes (discovery.tables.ts): a search naming a country
-- checks its niches, ranges, email, last post and audience in the index instead of reading each
-- candidate from the table.
DROP INDEX "social_accounts_platform_country_idx";--> statement-breakpoint
CREATE INDEX "social_accounts_platform_country_idx" ON "social_accounts" USING btree ("platform","country","followers","id","engagement_rate","avg_views","follower_growth30d","audience_credibility","account_type","categories","city","language","gender","age_group","has_email","last_posted_at","audience_tags");