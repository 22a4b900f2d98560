-- pg_trgm backs the username trigram index below (PGlite loads the extension; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "contact_unlocks" (
	"org_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_unlocks_org_id_account_id_pk" PRIMARY KEY("org_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "discovery_searches" (
	"org_id" uuid NOT NULL,
	"filter_hash" text NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_searches_org_id_filter_hash_pk" PRIMARY KEY("org_id","filter_hash")
);
--> statement-breakpoint
DROP INDEX "social_accounts_platform_followers_idx";--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD CONSTRAINT "contact_unlocks_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_searches" ADD CONSTRAINT "discovery_searches_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_accounts_platform_engagement_idx" ON "social_accounts" USING btree ("platform","engagement_rate","id");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_avg_views_idx" ON "social_accounts" USING btree ("platform","avg_views","id");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_growth_idx" ON "social_accounts" USING btree ("platform","follower_growth30d","id");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_country_idx" ON "social_accounts" USING btree ("platform","country");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_city_idx" ON "social_accounts" USING btree ("platform","city");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_language_idx" ON "social_accounts" USING btree ("platform","language");--> statement-breakpoint
CREATE INDEX "social_accounts_platform_username_idx" ON "social_accounts" USING btree ("platform","username");--> statement-breakpoint
CREATE INDEX "social_accounts_categories_gin" ON "social_accounts" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "social_accounts_hashtags_gin" ON "social_accounts" USING gin ("hashtags");--> statement-breakpoint
CREATE INDEX "social_accounts_mentions_gin" ON "social_accounts" USING gin ("mentions");--> statement-breakpoint
CREATE INDEX "social_accounts_search_document_gin" ON "social_accounts" USING gin (to_tsvector('simple'::regconfig, translate(username, '._', '  ') || ' ' || coalesce(full_name, '') || ' ' || coalesce(bio, '')));--> statement-breakpoint
CREATE INDEX "social_accounts_username_trgm" ON "social_accounts" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "social_accounts_platform_followers_idx" ON "social_accounts" USING btree ("platform","followers","id");