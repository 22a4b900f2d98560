ALTER TABLE "domain_events" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_dispatch_cursors" ADD COLUMN "last_xid" "xid8" DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_cursors" ADD COLUMN "read_through_xid" "xid8" DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_events_position_idx" ON "domain_events" USING btree ("xid","id");--> statement-breakpoint
CREATE INDEX "domain_events_org_position_idx" ON "domain_events" USING btree ("org_id","xid","id");--> statement-breakpoint
-- Every event written before this migration carries the migration's own xid (the column's default
-- for existing rows), so a cursor at that xid and its old id keeps exactly its old meaning.
UPDATE "event_dispatch_cursors" SET "last_xid" = coalesce((SELECT max("xid") FROM "domain_events"), '0');--> statement-breakpoint
UPDATE "notification_cursors" SET "read_through_xid" = coalesce((SELECT max("xid") FROM "domain_events"), '0');
