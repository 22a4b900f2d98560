CREATE TABLE "outreach_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"mailbox_id" uuid,
	"direction" text NOT NULL,
	"round" integer,
	"step" integer,
	"status" text NOT NULL,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outreach_entries" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_entries" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "sending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "smtp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "imap_uid_validity" text;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "imap_last_uid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "imap_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD COLUMN "imap_error" text;--> statement-breakpoint
ALTER TABLE "outreach_messages" ADD CONSTRAINT "outreach_messages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_messages" ADD CONSTRAINT "outreach_messages_entry_id_outreach_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."outreach_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_messages" ADD CONSTRAINT "outreach_messages_mailbox_id_outreach_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."outreach_mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_messages_step_uq" ON "outreach_messages" USING btree ("entry_id","round","step");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_messages_message_id_uq" ON "outreach_messages" USING btree ("org_id","message_id");--> statement-breakpoint
CREATE INDEX "outreach_messages_entry_idx" ON "outreach_messages" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "outreach_messages_mailbox_sent_idx" ON "outreach_messages" USING btree ("mailbox_id","sent_at");