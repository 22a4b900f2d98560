CREATE TABLE "outreach_mailboxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_security" text NOT NULL,
	"smtp_user" text NOT NULL,
	"smtp_password_sealed" text NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_security" text NOT NULL,
	"imap_user" text NOT NULL,
	"imap_password_sealed" text NOT NULL,
	"daily_cap" integer NOT NULL,
	"window_start_minute" integer NOT NULL,
	"window_end_minute" integer NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outreach_mailboxes" ADD CONSTRAINT "outreach_mailboxes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outreach_mailboxes_org_idx" ON "outreach_mailboxes" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_mailboxes_org_from_idx" ON "outreach_mailboxes" USING btree ("org_id","from_email");