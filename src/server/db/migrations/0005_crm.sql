CREATE TABLE "content_list_items" (
	"org_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_list_items_list_id_content_id_pk" PRIMARY KEY("list_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"platform_post_id" text,
	"url" text,
	"caption" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes" integer,
	"comments" integer,
	"views" integer,
	"shares" integer,
	"media_key" text,
	"media_content_type" text,
	"media_size_bytes" bigint,
	"thumbnail_key" text,
	"campaign_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_contents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid,
	"campaign_id" uuid,
	"title" text NOT NULL,
	"platform" text NOT NULL,
	"type" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"brief" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"link" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"org_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"status_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_list_id_profile_id_pk" PRIMARY KEY("list_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "list_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"shared_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"title" text,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_coupons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"url" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"slug" text NOT NULL,
	"display_name" text,
	"category" text,
	"favourite" boolean DEFAULT false NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"system_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"story_tracking_at" timestamp with time zone,
	"share_disabled_at" timestamp with time zone,
	"last_contacted_at" timestamp with time zone,
	"enriched_at" timestamp with time zone,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_list_items" ADD CONSTRAINT "content_list_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_list_items" ADD CONSTRAINT "content_list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_list_items" ADD CONSTRAINT "content_list_items_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_contents" ADD CONSTRAINT "scheduled_contents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_contents" ADD CONSTRAINT "scheduled_contents_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_contents" ADD CONSTRAINT "scheduled_contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_status_id_list_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."list_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_statuses" ADD CONSTRAINT "list_statuses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_statuses" ADD CONSTRAINT "list_statuses_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_categories" ADD CONSTRAINT "custom_field_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_category_id_custom_field_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."custom_field_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_activities" ADD CONSTRAINT "profile_activities_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_activities" ADD CONSTRAINT "profile_activities_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_activities" ADD CONSTRAINT "profile_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_coupons" ADD CONSTRAINT "profile_coupons_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_coupons" ADD CONSTRAINT "profile_coupons_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_profile_id_tracked_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tracked_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_profiles" ADD CONSTRAINT "tracked_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_profiles" ADD CONSTRAINT "tracked_profiles_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_profiles" ADD CONSTRAINT "tracked_profiles_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_list_items_org_content_idx" ON "content_list_items" USING btree ("org_id","content_id");--> statement-breakpoint
CREATE INDEX "contents_org_platform_published_idx" ON "contents" USING btree ("org_id","platform","published_at","id");--> statement-breakpoint
CREATE INDEX "contents_org_profile_idx" ON "contents" USING btree ("org_id","profile_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_profile_post_uq" ON "contents" USING btree ("profile_id","platform_post_id");--> statement-breakpoint
CREATE INDEX "scheduled_contents_org_when_idx" ON "scheduled_contents" USING btree ("org_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "list_items_org_profile_idx" ON "list_items" USING btree ("org_id","profile_id");--> statement-breakpoint
CREATE INDEX "list_items_org_list_idx" ON "list_items" USING btree ("org_id","list_id","status_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "list_statuses_list_name_uq" ON "list_statuses" USING btree ("list_id",lower("name"));--> statement-breakpoint
CREATE INDEX "list_statuses_org_list_idx" ON "list_statuses" USING btree ("org_id","list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_org_name_uq" ON "lists" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lists_share_token_uq" ON "lists" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_categories_org_name_uq" ON "custom_field_categories" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_org_name_uq" ON "custom_fields" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "profile_activities_org_profile_idx" ON "profile_activities" USING btree ("org_id","profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_attachments_org_profile_idx" ON "profile_attachments" USING btree ("org_id","profile_id");--> statement-breakpoint
CREATE INDEX "profile_coupons_org_profile_idx" ON "profile_coupons" USING btree ("org_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_coupons_profile_code_uq" ON "profile_coupons" USING btree ("profile_id",lower("code"));--> statement-breakpoint
CREATE INDEX "profile_links_org_profile_idx" ON "profile_links" USING btree ("org_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_profiles_org_account_uq" ON "tracked_profiles" USING btree ("org_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_profiles_org_slug_uq" ON "tracked_profiles" USING btree ("org_id","slug");--> statement-breakpoint
CREATE INDEX "tracked_profiles_org_created_idx" ON "tracked_profiles" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tracked_profiles_account_idx" ON "tracked_profiles" USING btree ("account_id");