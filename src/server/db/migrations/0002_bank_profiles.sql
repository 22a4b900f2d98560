CREATE TABLE "social_account_audience" (
	"account_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"share" real NOT NULL,
	CONSTRAINT "social_account_audience_account_id_dimension_value_pk" PRIMARY KEY("account_id","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "social_account_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_account_snapshots" (
	"account_id" uuid NOT NULL,
	"taken_on" date NOT NULL,
	"followers" bigint NOT NULL,
	"following" bigint NOT NULL,
	"posts_count" integer NOT NULL,
	CONSTRAINT "social_account_snapshots_account_id_taken_on_pk" PRIMARY KEY("account_id","taken_on")
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"platform_post_id" text NOT NULL,
	"type" text NOT NULL,
	"caption" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"views" integer,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "age_group" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "hashtags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "mentions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "follower_growth30d" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "audience_credibility" real;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "last_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_account_audience" ADD CONSTRAINT "social_account_audience_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_account_contacts" ADD CONSTRAINT "social_account_contacts_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_account_snapshots" ADD CONSTRAINT "social_account_snapshots_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_account_audience_lookup_idx" ON "social_account_audience" USING btree ("dimension","value","share");--> statement-breakpoint
CREATE UNIQUE INDEX "social_account_contacts_uq" ON "social_account_contacts" USING btree ("account_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "social_posts_platform_post_uq" ON "social_posts" USING btree ("account_id","platform_post_id");--> statement-breakpoint
CREATE INDEX "social_posts_account_published_idx" ON "social_posts" USING btree ("account_id","published_at");