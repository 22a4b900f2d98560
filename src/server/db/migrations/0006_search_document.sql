-- Keywords: the search document becomes a stored generated column with its GIN index, so ranking reads it
-- instead of rebuilding to_tsvector per matching row. Adding it rewrites social_accounts once (about a
-- minute per million profiles on PostgreSQL).
DROP INDEX "social_accounts_search_document_gin";--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(username, '._', '  ') || ' ' || coalesce(full_name, '') || ' ' || coalesce(bio, ''))) STORED;--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin" ON "social_accounts" USING gin ("search_document");