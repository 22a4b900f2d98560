import { z } from 'zod';
import { JOB_ROLES } from '../../../common/constants';
import { EMAIL_STATUSES, EMAIL_SUB_STATUSES } from '../../../common/email-quality';
import { canonicalTimeZone } from '../../../common/time-zone';
import { METRIC_NAMES, type Metric } from './plans';

// Request and response schemas of /customer/account/*. Response schemas are what the OpenAPI
// document shows and what the serializer enforces, so a column never leaks by accident.

// z.enum needs a non-empty tuple; the catalogue always has metrics.
const metricSchema = z.enum(METRIC_NAMES as [Metric, ...Metric[]]);

// JSON has no Infinity: unlimited travels as the string 'Infinity' (SPEC 3).
const limitSchema = z
  .union([z.number(), z.literal('Infinity')])
  .describe("Plan limit; the string 'Infinity' means unlimited");

/** Client-owned JSON (table settings, survey answers): kept small, they sit in hot rows. */
const MAX_CLIENT_JSON_CHARS = 16_384;
const clientJson = (what: string) =>
  z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= MAX_CLIENT_JSON_CHARS, {
      error: `${what} must be at most ${MAX_CLIENT_JSON_CHARS} characters of JSON`,
    });

const fullName = z.string().trim().min(1).max(100);
const timeZone = z
  .string()
  .trim()
  .max(64)
  .transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      context.addIssue({ code: 'custom', message: 'Not a known time zone (IANA name)' });
      return z.NEVER;
    }
    return zone;
  });
const password = z.string().min(1).max(1_000);
const assignableRole = z
  .enum(['member', 'guest'])
  .describe('Members read and write; guests have read-only access');

/** Ids are answered 404 when unknown, malformed ones included, like another organization's. */
export const idParams = z.strictObject({ id: z.string().max(64) });

// ---- responses --------------------------------------------------------------------------------

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(['owner', 'member', 'guest']),
  verificationStatus: z.object({ email: z.boolean() }),
  tableSettings: z.record(z.string(), z.unknown()),
  timeZone: z
    .string()
    .describe('IANA time zone the web app shows every time in; Europe/Vienna unless chosen'),
  emailValidationStatus: z
    .enum(EMAIL_STATUSES)
    .nullable()
    .describe("Only the owner's is reported (SPEC 6); null for everyone else"),
  emailValidationSubStatus: z.enum(EMAIL_SUB_STATUSES).nullable(),
});

const personSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });

export const orgInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  limits: z.record(metricSchema, limitSchema),
  usage: z
    .record(metricSchema, z.number().int())
    .describe('Used this period: monthly metrics this calendar month, standing ones in total'),
  surveyStatus: z.boolean(),
  surveyData: z.record(z.string(), z.unknown()).nullable(),
  package: z.string().describe('Plan key from the catalogue'),
  packagePrice: z.number().int().describe('Price of the plan in minor units of packageCurrency'),
  packageCurrency: z.string(),
  owner: personSchema.nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  ipCountry: z.string().nullable(),
  jobRole: z.string().nullable(),
  orgType: z.string().nullable(),
  referredBy: z.string().nullable(),
  appsumo: z.record(z.string(), z.unknown()).nullable(),
  accountConfig: z.looseObject({ userGuide: z.boolean() }),
  statusFlags: z.record(z.string(), z.boolean()),
});

export const profileSchema = userSchema.extend({
  accessBlocked: z.boolean(),
  orgInfo: orgInfoSchema,
});

export const meSchema = z.object({ profile: profileSchema });

export const memberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(['owner', 'member', 'guest']),
  status: z
    .enum(['active', 'invited'])
    .describe('invited until the person activates the emailed invitation'),
  createdAt: z.iso.datetime(),
});

export const memberListSchema = z.object({
  items: z.array(memberSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

export const organizationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  package: z.string(),
  packagePrice: z.number().int().describe('Minor units of packageCurrency'),
  packageCurrency: z.string(),
  createdAt: z.iso.datetime(),
});

export const organizationDetailSchema = organizationSchema.extend({
  owner: personSchema.nullable(),
  members: z
    .object({
      total: z.number().int(),
      owner: z.number().int(),
      member: z.number().int(),
      guest: z.number().int(),
      invited: z.number().int(),
    })
    .describe('Users by role; invited counts those (any role) who have not activated yet'),
  seats: z
    .object({ used: z.number().int(), limit: limitSchema })
    .describe('Every user, the owner and pending invitations included, takes a seat'),
});

export const usageReportSchema = z
  .partialRecord(metricSchema, z.object({ used: z.number().int(), limit: limitSchema }))
  .describe('One entry per requested metric (all when fields is absent)');

export const apiKeyCreatedSchema = z.object({
  key: z.string().describe('The full key: shown this once, only its hash is stored'),
  prefix: z.string(),
  createdAt: z.iso.datetime(),
});

export const apiKeySchema = z.object({
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable().describe('Refreshed at most hourly'),
});

// ---- requests ---------------------------------------------------------------------------------

export const updateUserInfoBody = z.strictObject({
  fullName: fullName.optional(),
  tableSettings: clientJson('tableSettings')
    .optional()
    .describe('Merged key by key into the saved settings (one key per table)'),
  timeZone: timeZone
    .optional()
    .describe(
      "The user's own IANA time zone (Intl.supportedValuesOf('timeZone'), or UTC), e.g. America/New_York",
    ),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{3,40}$/, 'Not a phone number')
    .optional()
    .describe('Organization field: owner only'),
  country: z.string().trim().min(2).max(100).optional().describe('Organization field: owner only'),
  orgType: z.string().trim().min(1).max(100).optional().describe('Organization field: owner only'),
  jobRole: z.enum(JOB_ROLES).optional().describe('Organization field: owner only'),
});

export const changePasswordBody = z.strictObject({
  oldPassword: password,
  newPassword: password,
  passwordConfirm: password,
});

export const addMemberBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  role: assignableRole,
  fullName: fullName.optional(),
});

export const updateMemberBody = z.strictObject({
  role: assignableRole.optional().describe("The owner's own role never changes"),
  fullName: fullName.optional(),
});

export const updateGuestBody = z.strictObject({
  fullName: fullName.optional(),
  tableSettings: clientJson('tableSettings')
    .optional()
    .describe('Guests cannot save their own; the owner may shape the tables they see'),
});

export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const surveyBody = z.strictObject({ data: clientJson('data') });

export const configBody = z.strictObject({
  userGuide: z.boolean().optional().describe('Off hides the help beacon for the organization'),
});

/** Flag names are the web app's (onboarding steps, dismissed banners): short identifiers. */
export const MAX_STATUS_FLAGS = 200;
export const statusFlagsBody = z.strictObject({
  flags: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'Not a flag name'), z.boolean())
    .refine((flags) => Object.keys(flags).length <= 50, { error: 'At most 50 flags per call' })
    .describe(`Merged into the saved flags; at most ${MAX_STATUS_FLAGS} flags in all`),
});

export const eventBody = z.strictObject({ event: z.string().trim().min(1).max(100) });

export const usageQuery = z.strictObject({
  fields: z
    .string()
    .max(500)
    .optional()
    .transform((text, context) => {
      if (text === undefined) return undefined;
      const names = [...new Set(text.split(',').map((name) => name.trim()))].filter(Boolean);
      const unknown = names.filter((name) => !METRIC_NAMES.includes(name as Metric));
      if (unknown.length > 0 || names.length === 0) {
        context.addIssue({
          code: 'custom',
          message: `Unknown metric ${unknown.join(', ') || '(none)'}; use ${METRIC_NAMES.join(', ')}`,
        });
        return z.NEVER;
      }
      return names as Metric[];
    })
    .describe(`Comma-separated metrics: ${METRIC_NAMES.join(', ')}`),
});

export const statusFlagsSchema = z.object({ statusFlags: z.record(z.string(), z.boolean()) });
export const accountConfigSchema = z.object({
  accountConfig: z.looseObject({ userGuide: z.boolean() }),
});
export const surveySchema = z.object({
  surveyStatus: z.boolean(),
  surveyData: z.record(z.string(), z.unknown()).nullable(),
});
export const eventSchema = z.object({ lastEvent: z.string().nullable() });

export type UserDto = z.infer<typeof userSchema>;
export type MemberDto = z.infer<typeof memberSchema>;
export type OrganizationDto = z.infer<typeof organizationSchema>;
export type OrganizationDetailDto = z.infer<typeof organizationDetailSchema>;
export type OrgInfoDto = z.infer<typeof orgInfoSchema>;
export type ProfileDto = z.infer<typeof profileSchema>;
export type UpdateUserInfo = z.infer<typeof updateUserInfoBody>;
export type AddMember = z.infer<typeof addMemberBody>;
export type UpdateMember = z.infer<typeof updateMemberBody>;
export type UpdateGuest = z.infer<typeof updateGuestBody>;
export type ChangePassword = z.infer<typeof changePasswordBody>;
