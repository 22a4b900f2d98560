ALTER TABLE "billing_accounts" ADD COLUMN "scheduled_plan" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "scheduled_interval" text;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "state_read_at" timestamp with time zone;