ALTER TABLE "list_statuses" ADD COLUMN "label_key" text;--> statement-breakpoint
ALTER TABLE "profile_activities" ADD COLUMN "text" jsonb;--> statement-breakpoint
-- Hand-written: statuses still named as the product made them are its defaults (a new list's
-- Shortlisted, Contacted, Confirmed); they get their key, so the app says them in German too.
UPDATE "list_statuses" SET "label_key" = lower("name") WHERE "name" IN ('Shortlisted', 'Contacted', 'Confirmed');
