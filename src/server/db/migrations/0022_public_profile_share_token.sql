ALTER TABLE "tracked_profiles" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "tracked_profiles" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_profiles_share_token_uq" ON "tracked_profiles" USING btree ("share_token");--> statement-breakpoint
ALTER TABLE "tracked_profiles" DROP COLUMN "share_disabled_at";