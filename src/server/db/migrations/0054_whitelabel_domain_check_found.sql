ALTER TABLE "whitelabels" ADD COLUMN "domain_check_found" text;--> statement-breakpoint
-- Hand-written: the failure reason was an English sentence; it is a reason code now, with what the
-- check found in its own column. Every unverified domain is checked again within 15 minutes.
UPDATE "whitelabels" SET
  "domain_check_found" = CASE
    WHEN "domain_failure_reason" LIKE 'The CNAME of %' THEN substring("domain_failure_reason" from 'points to (.*), expected ')
    WHEN "domain_failure_reason" LIKE 'DNS could not be reached (%' THEN substring("domain_failure_reason" from '\((.*)\)')
  END,
  "domain_failure_reason" = CASE
    WHEN "domain_failure_reason" LIKE 'The CNAME of %' THEN 'wrong_target'
    WHEN "domain_failure_reason" LIKE 'The TXT record %' THEN 'txt_differs'
    WHEN "domain_failure_reason" LIKE 'DNS could not be reached (%' THEN 'dns_error'
    WHEN "domain_failure_reason" LIKE 'No CNAME to %' THEN 'no_record'
  END
WHERE "domain_failure_reason" IS NOT NULL;
