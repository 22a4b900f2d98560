import { z } from 'zod';
import { JOB_ROLES } from '../constants';
import { EMAIL_STATUSES, EMAIL_SUB_STATUSES } from '../email-quality';
import { canonicalTimeZone } from '../time-zone';

// The API contract of /customer/account/* (the signed-in user, the organization, its team, usage
// and API key): the server validates with these schemas and documents them in OpenAPI, the web
// derives its types from them. Response schemas are what the serializer enforces, so a column
// never leaks by accident.

/** Every metric a plan limits, in the order the usage list shows them (plans.ts prices them). */
export const METRIC_VALUES = [
  'searchCount',
  'reports',
  'contactUnlocks',
  'outreachEmails',
  'exports',
  'profiles',
  'lists',
  'campaigns',
  'teamSeats',
] as const;
export const metricSchema = z.enum(METRIC_VALUES);
export type Metric = z.infer<typeof metricSchema>;

export const ROLE_VALUES = ['owner', 'member', 'guest'] as const;
export type Role = (typeof ROLE_VALUES)[number];
/** The roles an owner can give; there is one owner per organization. */
export const ASSIGNABLE_ROLE_VALUES = ['member', 'guest'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLE_VALUES)[number];
export const MEMBER_STATUS_VALUES = ['active', 'invited'] as const;

export const FULL_NAME_MAX = 100;
// RFC 5321 caps a forward path at 256 characters including the angle brackets.
export const EMAIL_MAX = 254;
/**
 * The password rule itself (common/password-strength.ts) is the service's; this bound only caps
 * the hashing work a request can ask for.
 */
export const PASSWORD_INPUT_MAX = 1_000;
/** Flag names are the web app's (onboarding steps, dismissed banners): short identifiers. */
export const MAX_STATUS_FLAGS = 200;
/** Client-owned JSON (table settings, survey answers): kept small, they sit in hot rows. */
const MAX_CLIENT_JSON_CHARS = 16_384;

// JSON has no Infinity: unlimited travels as the string 'Infinity' (SPEC 3).
export const limitSchema = z
  .union([z.number(), z.literal('Infinity')])
  .describe("Plan limit; the string 'Infinity' means unlimited");

/**
 * One value per metric, every metric present. An object rather than a record keyed by the enum:
 * OpenAPI then names each property it requires.
 */
export function perMetricSchema<Value extends z.ZodType>(value: Value) {
  const shape = Object.fromEntries(METRIC_VALUES.map((metric) => [metric, value]));
  return z.object(shape as Record<Metric, Value>);
}

const clientJson = (what: string) =>
  z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= MAX_CLIENT_JSON_CHARS, {
      error: 'validation.clientJsonTooLong',
      params: { what, max: MAX_CLIENT_JSON_CHARS },
    });

export const fullNameField = z.string().trim().min(1).max(FULL_NAME_MAX);
export const emailField = z.email().max(EMAIL_MAX);
const timeZone = z
  .string()
  .trim()
  .max(64)
  .transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      context.addIssue({ code: 'custom', message: 'validation.unknownTimeZone' });
      return z.NEVER;
    }
    return zone;
  });
const password = z.string().min(1).max(PASSWORD_INPUT_MAX);
const assignableRole = z
  .enum(ASSIGNABLE_ROLE_VALUES)
  .describe('Members read and write; guests have read-only access');

/** Ids are answered 404 when unknown, malformed ones included, like another organization's. */
export const idParams = z.strictObject({ id: z.string().max(64) });

// ---- responses --------------------------------------------------------------------------------

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLE_VALUES),
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
export type UserDto = z.infer<typeof userSchema>;

const personSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });
export type PersonDto = z.infer<typeof personSchema>;

export const accountConfigFields = z.looseObject({ userGuide: z.boolean() });

export const orgInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  limits: perMetricSchema(limitSchema),
  usage: perMetricSchema(z.number().int()).describe(
    'Used this period: monthly metrics this calendar month, standing ones in total',
  ),
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
  accountConfig: accountConfigFields,
  statusFlags: z.record(z.string(), z.boolean()),
});
export type OrgInfoDto = z.infer<typeof orgInfoSchema>;

export const profileSchema = userSchema.extend({
  accessBlocked: z.boolean(),
  orgInfo: orgInfoSchema,
});
export type ProfileDto = z.infer<typeof profileSchema>;

export const meSchema = z.object({ profile: profileSchema });
export type MeDto = z.infer<typeof meSchema>;

export const memberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLE_VALUES),
  status: z
    .enum(MEMBER_STATUS_VALUES)
    .describe('invited until the person activates the emailed invitation'),
  createdAt: z.iso.datetime(),
});
export type MemberDto = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({
  items: z.array(memberSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type MemberListDto = z.infer<typeof memberListSchema>;

export const organizationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  package: z.string(),
  packagePrice: z.number().int().describe('Minor units of packageCurrency'),
  packageCurrency: z.string(),
  createdAt: z.iso.datetime(),
});
export type OrganizationDto = z.infer<typeof organizationSchema>;

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
export type OrganizationDetailDto = z.infer<typeof organizationDetailSchema>;

export const usageEntrySchema = z.object({ used: z.number().int(), limit: limitSchema });
export type UsageEntryDto = z.infer<typeof usageEntrySchema>;
export const usageReportSchema = z
  .partialRecord(metricSchema, usageEntrySchema)
  .describe('One entry per requested metric (all when fields is absent)');
export type UsageReportDto = z.infer<typeof usageReportSchema>;

export const apiKeyCreatedSchema = z.object({
  key: z.string().describe('The full key: shown this once, only its hash is stored'),
  prefix: z.string(),
  createdAt: z.iso.datetime(),
});
export type ApiKeyCreatedDto = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeySchema = z.object({
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable().describe('Refreshed at most hourly'),
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;

export const changedSchema = z.object({ changed: z.literal(true) });
export type ChangedDto = z.infer<typeof changedSchema>;
export const statusFlagsSchema = z.object({ statusFlags: z.record(z.string(), z.boolean()) });
export const accountConfigSchema = z.object({ accountConfig: accountConfigFields });
export const surveySchema = z.object({
  surveyStatus: z.boolean(),
  surveyData: z.record(z.string(), z.unknown()).nullable(),
});
export const eventSchema = z.object({ lastEvent: z.string().nullable() });

// ---- requests ---------------------------------------------------------------------------------

export const updateUserInfoBody = z.strictObject({
  fullName: fullNameField.optional(),
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
    .regex(/^\+?[0-9 ().-]{3,40}$/, 'validation.phoneNumber')
    .optional()
    .describe('Organization field: owner only'),
  country: z.string().trim().min(2).max(100).optional().describe('Organization field: owner only'),
  orgType: z.string().trim().min(1).max(100).optional().describe('Organization field: owner only'),
  jobRole: z.enum(JOB_ROLES).optional().describe('Organization field: owner only'),
});
export type UpdateUserInfo = z.infer<typeof updateUserInfoBody>;
export type UpdateUserInfoInput = z.input<typeof updateUserInfoBody>;

export const changePasswordBody = z.strictObject({
  oldPassword: password,
  newPassword: password,
  passwordConfirm: password,
});
export type ChangePassword = z.infer<typeof changePasswordBody>;

export const addMemberBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(emailField),
  role: assignableRole,
  fullName: fullNameField.optional(),
});
export type AddMember = z.infer<typeof addMemberBody>;
export type AddMemberInput = z.input<typeof addMemberBody>;

export const updateMemberBody = z.strictObject({
  role: assignableRole.optional().describe("The owner's own role never changes"),
  fullName: fullNameField.optional(),
});
export type UpdateMember = z.infer<typeof updateMemberBody>;

export const updateGuestBody = z.strictObject({
  fullName: fullNameField.optional(),
  tableSettings: clientJson('tableSettings')
    .optional()
    .describe('Guests cannot save their own; the owner may shape the tables they see'),
});
export type UpdateGuest = z.infer<typeof updateGuestBody>;

export const listQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const surveyBody = z.strictObject({ data: clientJson('data') });
export type SurveyBody = z.input<typeof surveyBody>;

export const configBody = z.strictObject({
  userGuide: z.boolean().optional().describe('Off hides the help beacon for the organization'),
});

export const statusFlagsBody = z.strictObject({
  flags: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'validation.flagName'), z.boolean())
    .refine((flags) => Object.keys(flags).length <= 50, { error: 'validation.tooManyFlags' })
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
      const unknown = names.filter((name) => !(METRIC_VALUES as readonly string[]).includes(name));
      if (unknown.length > 0 || names.length === 0) {
        context.addIssue({
          code: 'custom',
          message: 'validation.unknownMetric',
          params: { unknown: unknown.join(', ') || '(none)', metrics: METRIC_VALUES.join(', ') },
        });
        return z.NEVER;
      }
      return names as Metric[];
    })
    .describe(`Comma-separated metrics: ${METRIC_VALUES.join(', ')}`),
});
