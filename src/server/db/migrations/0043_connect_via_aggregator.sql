ALTER TABLE "profile_connections" ALTER COLUMN "access_token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_connections" ADD COLUMN "via" text DEFAULT 'oauth' NOT NULL;