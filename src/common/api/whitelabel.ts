import { z } from 'zod';
import { brandingSchema } from './branding';

// The API contract of the white-label check (/public/logo, /public/tls-ask) and the agency's
// settings (/customer/account/whitelabel, config-whitelabel, domain-status, test-mail): the
// server validates and documents them with these schemas, the web derives its types from them.
// The branding every public page wears is in ./branding.

export const AGENCY_NAME_MAX = 80;
export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
export const DNS_RECORD_TYPES = ['CNAME', 'TXT'] as const;
/**
 * Why the last check did not verify the domain: no record yet, a CNAME to another host, a TXT
 * record with another value, or DNS that could not answer.
 */
export const DOMAIN_CHECK_REASONS = [
  'no_record',
  'wrong_target',
  'txt_differs',
  'dns_error',
] as const;
export const domainCheckReasonSchema = z.enum(DOMAIN_CHECK_REASONS);
export type DomainCheckReason = z.infer<typeof domainCheckReasonSchema>;

// ---- requests ---------------------------------------------------------------------------------

export const logoQuery = z.object({ host: z.string().max(253).optional() });
export const tlsAskQuery = z.object({ domain: z.string().min(1).max(253) });

/**
 * Documents the multipart text fields of `PUT config-whitelabel`; the server parses them itself
 * (whitelabel-form.ts), so an empty field can mean "clear".
 */
export const whitelabelFormFields = z.object({
  agencyName: z.string().max(AGENCY_NAME_MAX).optional(),
  domain: z.string().optional().describe('Hostname such as app.youragency.com; empty clears'),
  senderEmail: z.string().optional(),
  apiKey: z
    .string()
    .optional()
    .describe('smtp:// or smtps:// URL to send as senderEmail; write-only'),
  showBanner: z.enum(['true', 'false']).optional(),
  colors: z
    .string()
    .optional()
    .describe('JSON object: colour name to #rrggbb, null for the default'),
  favIcon: z.string().optional().describe('Favicon image (PNG, JPEG or WebP; SVG refused)'),
});

// ---- responses --------------------------------------------------------------------------------

export const dnsRecordSchema = z.object({
  type: z.enum(DNS_RECORD_TYPES),
  name: z.string(),
  value: z.string(),
});
export type DnsRecordDto = z.infer<typeof dnsRecordSchema>;

export const domainStateSchema = z.object({
  domain: z.string().nullable(),
  domainStatus: z.enum(DOMAIN_STATUSES).nullable(),
  domainFailureReason: domainCheckReasonSchema
    .nullable()
    .describe('Why the last check did not verify the domain; null once verified or unchecked'),
  domainCheckFound: z
    .string()
    .nullable()
    .describe(
      'What the last check found: the CNAME target for wrong_target, the TXT value for ' +
        'txt_differs, the DNS error code for dns_error',
    ),
  domainCheckedAt: z.string().nullable(),
  dnsRecords: z
    .array(dnsRecordSchema)
    .describe('Either record verifies the domain: the CNAME for a subdomain, the TXT for any'),
  installHostPublic: z
    .boolean()
    .describe(
      "False when PUBLIC_URL's host (the CNAME target) is not a public host name, such as " +
        'localhost, an IP address or a .local name: the records cannot work until it is',
    ),
});
export type DomainStateDto = z.infer<typeof domainStateSchema>;

export const whitelabelConfigSchema = brandingSchema.omit({ showBanner: true }).extend({
  ...domainStateSchema.shape,
  senderEmail: z.string().nullable(),
  hasSenderSecret: z
    .boolean()
    .describe('SMTP credentials are saved; they are never returned by any call'),
  showBanner: z.boolean(),
});
export type WhitelabelConfigDto = z.infer<typeof whitelabelConfigSchema>;

export const testMailSchema = z.object({ to: z.string() });
export type TestMailDto = z.infer<typeof testMailSchema>;
