CREATE TABLE "connected_audiences" (
	"org_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"share" real NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "connected_audiences_connection_id_dimension_value_pk" PRIMARY KEY("connection_id","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "connected_audiences" ADD CONSTRAINT "connected_audiences_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_audiences" ADD CONSTRAINT "connected_audiences_connection_id_profile_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."profile_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_audiences" ADD CONSTRAINT "connected_audiences_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connected_audiences_org_profile_idx" ON "connected_audiences" USING btree ("org_id","profile_id");