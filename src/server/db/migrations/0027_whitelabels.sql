CREATE TABLE "whitelabels" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"agency_name" text,
	"logo" text,
	"favicon" text,
	"logo_changed_at" timestamp with time zone,
	"colors" jsonb,
	"domain" text,
	"domain_status" text,
	"domain_failure_reason" text,
	"domain_set_at" timestamp with time zone,
	"domain_checked_at" timestamp with time zone,
	"domain_verify_token" text,
	"sender_email" text,
	"sender_secret_sealed" text,
	"show_banner" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whitelabels" ADD CONSTRAINT "whitelabels_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabels_domain_key" ON "whitelabels" USING btree ("domain");