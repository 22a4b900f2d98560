DROP INDEX "social_accounts_platform_followers_idx";--> statement-breakpoint
DROP INDEX "social_accounts_platform_engagement_idx";--> statement-breakpoint
DROP INDEX "social_accounts_platform_avg_views_idx";--> statement-breakpoint
DROP INDEX "social_accounts_platform_growth_idx";--> statement-breakpoint
CREATE INDEX "social_accounts_platform_followers_idx" ON "social_accounts" USING btree ("platform","followers","id","engagement_rate","avg_views","follower_growth30d","audience_credibility","account_type","categories");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_engagement_idx" ON "social_accounts" USING btree ("platform","engagement_rate","id","followers","avg_views","follower_growth30d","audience_credibility","account_type","categories");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_avg_views_idx" ON "social_accounts" USING btree ("platform","avg_views","id","followers","engagement_rate","follower_growth30d","audience_credibility","account_type","categories");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_growth_idx" ON "social_accounts" USING btree ("platform","follower_growth30d","id","followers","engagement_rate","avg_views","audience_credibility","account_type","categories");