ALTER TABLE "social_accounts" ADD COLUMN "source" text DEFAULT 'import' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "source_fetched_at" timestamp with time zone;--> statement-breakpoint
UPDATE "social_accounts" SET "source" = 'demo' WHERE "is_demo";
