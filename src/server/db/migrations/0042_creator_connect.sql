CREATE TABLE "connect_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"link_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"link_id" uuid,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"lapses_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"sync_failures" integer DEFAULT 0 NOT NULL,
	"reconnect_mailed_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "reach" integer;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "replies" integer;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "taps" integer;--> statement-breakpoint
ALTER TABLE "connect_attempts" ADD CONSTRAINT "connect_attempts_link_id_connect_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."connect_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_links" ADD CONSTRAINT "connect_links_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_links" ADD CONSTRAINT "connect_links_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_links" ADD CONSTRAINT "connect_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_connections" ADD CONSTRAINT "profile_connections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_connections" ADD CONSTRAINT "profile_connections_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_connections" ADD CONSTRAINT "profile_connections_link_id_connect_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."connect_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connect_attempts_state_uq" ON "connect_attempts" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "connect_links_token_uq" ON "connect_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "connect_links_org_profile_idx" ON "connect_links" USING btree ("org_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_connections_profile_provider_uq" ON "profile_connections" USING btree ("profile_id","provider");--> statement-breakpoint
CREATE INDEX "profile_connections_org_idx" ON "profile_connections" USING btree ("org_id");