ALTER TABLE "outreach_messages" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outreach_messages_mailbox_sending_idx" ON "outreach_messages" USING btree ("mailbox_id") WHERE "outreach_messages"."status" = 'sending';--> statement-breakpoint
-- Hand-written: before this version every prepared step was written 'sending' long before its
-- SMTP conversation; those rows are queued ones now (a crash mid-conversation cannot be told apart).
UPDATE "outreach_messages" SET "status" = 'queued' WHERE "status" = 'sending' AND "direction" = 'out';
