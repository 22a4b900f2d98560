CREATE TABLE "referral_payments" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"referral_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"invoice_id" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_visits" (
	"referral_id" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_visits_referral_id_day_pk" PRIMARY KEY("referral_id","day")
);
--> statement-breakpoint
ALTER TABLE "referral_payments" ADD CONSTRAINT "referral_payments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;