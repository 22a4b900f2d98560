DROP INDEX "social_accounts_categories_gin";--> statement-breakpoint
DROP INDEX "social_accounts_hashtags_gin";--> statement-breakpoint
DROP INDEX "social_accounts_mentions_gin";--> statement-breakpoint
DROP INDEX "social_accounts_audience_tags_gin";--> statement-breakpoint
DROP INDEX "social_accounts_search_document_gin";--> statement-breakpoint
DROP INDEX "social_accounts_username_trgm";--> statement-breakpoint
CREATE INDEX "social_accounts_categories_gin_instagram" ON "social_accounts" USING gin ("categories") WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_categories_gin_tiktok" ON "social_accounts" USING gin ("categories") WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_categories_gin_youtube" ON "social_accounts" USING gin ("categories") WHERE "social_accounts"."platform" = 'youtube';--> statement-breakpoint
CREATE INDEX "social_accounts_hashtags_gin_instagram" ON "social_accounts" USING gin ("hashtags") WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_hashtags_gin_tiktok" ON "social_accounts" USING gin ("hashtags") WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_hashtags_gin_youtube" ON "social_accounts" USING gin ("hashtags") WHERE "social_accounts"."platform" = 'youtube';--> statement-breakpoint
CREATE INDEX "social_accounts_mentions_gin_instagram" ON "social_accounts" USING gin ("mentions") WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_mentions_gin_tiktok" ON "social_accounts" USING gin ("mentions") WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_mentions_gin_youtube" ON "social_accounts" USING gin ("mentions") WHERE "social_accounts"."platform" = 'youtube';--> statement-breakpoint
CREATE INDEX "social_accounts_audience_tags_gin_instagram" ON "social_accounts" USING gin ("audience_tags") WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_audience_tags_gin_tiktok" ON "social_accounts" USING gin ("audience_tags") WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_audience_tags_gin_youtube" ON "social_accounts" USING gin ("audience_tags") WHERE "social_accounts"."platform" = 'youtube';--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin_instagram" ON "social_accounts" USING gin ("search_document") WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin_tiktok" ON "social_accounts" USING gin ("search_document") WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin_youtube" ON "social_accounts" USING gin ("search_document") WHERE "social_accounts"."platform" = 'youtube';--> statement-breakpoint
CREATE INDEX "social_accounts_username_trgm_instagram" ON "social_accounts" USING gin ("username" gin_trgm_ops) WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_username_trgm_tiktok" ON "social_accounts" USING gin ("username" gin_trgm_ops) WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_username_trgm_youtube" ON "social_accounts" USING gin ("username" gin_trgm_ops) WHERE "social_accounts"."platform" = 'youtube';