ALTER TABLE "billing_accounts" ADD COLUMN "offer_activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "offer_applied_at" timestamp with time zone;