-- Keywords: the search document weighs its parts (username A, full name B, bio D), so ts_rank alone
-- ranks a handle hit above a name hit above a bio hit, and relevance no longer computes trigram
-- similarity for every match. PostgreSQL 15 cannot change a generated expression in place: the column
-- is added again (one rewrite of social_accounts, estimated at about 75 s per million profiles on PostgreSQL) and its
-- per-platform GIN indexes, dropped with it, are built again.
ALTER TABLE "social_accounts" drop column "search_document";--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, translate(username, '._', '  ')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(full_name, '')), 'B') || to_tsvector('simple'::regconfig, coalesce(bio, ''))) STORED;--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin_instagram" ON "social_accounts" USING gin ("search_document") WHERE "social_accounts"."platform" = 'instagram';--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin_tiktok" ON "social_accounts" USING gin ("search_document") WHERE "social_accounts"."platform" = 'tiktok';--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin_youtube" ON "social_accounts" USING gin ("search_document") WHERE "social_accounts"."platform" = 'youtube';
