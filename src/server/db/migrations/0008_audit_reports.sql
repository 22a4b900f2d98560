CREATE TABLE "audit_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"account_id" uuid,
	"profile_id" uuid,
	"platform" text NOT NULL,
	"username" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"data" jsonb,
	"public_token" text,
	"share_disabled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_reports" ADD CONSTRAINT "audit_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_reports_org_account_created_idx" ON "audit_reports" USING btree ("org_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_reports_org_profile_created_idx" ON "audit_reports" USING btree ("org_id","profile_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_reports_org_created_idx" ON "audit_reports" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_reports_public_token_uq" ON "audit_reports" USING btree ("public_token") WHERE "audit_reports"."public_token" is not null;