CREATE TABLE "outreach_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"sequence_id" uuid NOT NULL,
	"profile_id" uuid,
	"campaign_id" uuid,
	"email" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"stage" text,
	"next_step" integer,
	"next_send_at" timestamp with time zone,
	"reason" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_suppressions" (
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outreach_suppressions_org_id_email_pk" PRIMARY KEY("org_id","email")
);
--> statement-breakpoint
ALTER TABLE "outreach_entries" ADD CONSTRAINT "outreach_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_entries" ADD CONSTRAINT "outreach_entries_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_entries" ADD CONSTRAINT "outreach_entries_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_entries" ADD CONSTRAINT "outreach_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_suppressions" ADD CONSTRAINT "outreach_suppressions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_entries_org_sequence_email_uq" ON "outreach_entries" USING btree ("org_id","sequence_id","email");--> statement-breakpoint
CREATE INDEX "outreach_entries_org_status_idx" ON "outreach_entries" USING btree ("org_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "outreach_entries_due_idx" ON "outreach_entries" USING btree ("next_send_at");