ALTER TABLE "campaign_activities" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_posts" ADD COLUMN "failure_text" jsonb;