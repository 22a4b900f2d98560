import { z } from 'zod';
import { newId } from '../../../db/ids';
import type { UpsertAccount } from '../discovery.bulk-insert';

// One row of an import file, validated with zod. CSV cells arrive as text and JSON Lines values
// as JSON; both go through the same schema, so a file's format never changes what is accepted.
// Reasons name the column the user wrote ("followers: must be a whole number ≥ 0").

const INT4_MAX = 2_147_483_647;
const CATEGORIES_MAX_BYTES = 1_200;
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Numeric text ("1520", " 3.5 ") becomes a number; anything else is left for zod to refuse. */
const asNumber = (value: unknown) =>
  typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : value;

const wholeNumber = (max = Number.MAX_SAFE_INTEGER) => {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? 'must be a whole number ≥ 0'
      : `must be a whole number from 0 to ${max}`;
  return z.preprocess(
    asNumber,
    z.number({ error: message }).int({ error: message }).min(0, message).max(max, message),
  );
};

const percent = z.preprocess(
  asNumber,
  z
    .number({ error: 'must be a number from 0 to 100 (percent)' })
    .min(0, 'must be a number from 0 to 100 (percent)')
    .max(100, 'must be a number from 0 to 100 (percent)'),
);

const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(values, { error: `must be one of ${values.join(', ')}` }),
  );

/** "a; b" in CSV, ["a", "b"] (or "a; b") in JSON Lines; lower case, each once, without # or @. */
const list = (maxItems: number, maxLength: number, maxBytes = Number.POSITIVE_INFINITY) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'must be a list of text' })
    .transform((value) => {
      const items = (Array.isArray(value) ? value : value.split(';'))
        .map((item) =>
          item
            .trim()
            .replace(/^[#@]+/, '')
            .toLowerCase(),
        )
        .filter(Boolean);
      return [...new Set(items)];
    })
    .refine((items) => items.length <= maxItems, `must have at most ${maxItems} entries`)
    .refine(
      (items) => items.every((item) => item.length <= maxLength),
      `entries must be at most ${maxLength} characters`,
    )
    .refine(
      (items) => Buffer.byteLength(items.join('')) <= maxBytes,
      `entries must be at most ${maxBytes} bytes together in UTF-8 (${maxBytes} Latin letters, fewer in scripts that take more bytes a character)`,
    );

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  y: true,
  n: false,
  '1': true,
  '0': false,
};
const yesNo = z.preprocess(
  (value) => (typeof value === 'string' ? BOOLEAN_WORDS[value.trim().toLowerCase()] : value),
  z.boolean({ error: 'must be true or false' }),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const dateTime = z
  .string({ error: 'must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z' })
  .trim()
  .regex(ISO_DATE, 'must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z')
  .transform((value) => new Date(value))
  .refine(
    (date) => !Number.isNaN(date.getTime()),
    'must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z',
  );

const emailAddress = z.email().max(254);
const emails = z
  .string({ error: 'must be an email address' })
  .transform((value) =>
    value
      .split(';')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (values) => values.every((v) => emailAddress.safeParse(v).success),
    'must be an email address (several separated by ;)',
  );

const PHONE = /^\+?[\d\s().-]{6,30}$/;
const phones = z
  .preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'must be a phone number' }),
  )
  .transform((value) =>
    value
      .split(';')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .refine(
    (values) => values.every((v) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6),
    'must be a phone number: digits, spaces and + - ( ) (several separated by ;)',
  );

/** Every column an import file may have; the first two are required. */
export const importRowSchema = z.strictObject({
  platform_user_id: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: 'required' }),
    )
    .pipe(text(200).min(1, 'required')),
  username: z
    .string({ error: 'required' })
    .trim()
    .transform((value) => value.replace(/^@+/, ''))
    .pipe(z.string().regex(/^\S{1,100}$/, 'must be 1 to 100 characters without spaces')),
  full_name: text(200).optional(),
  bio: text(5_000).optional(),
  avatar_url: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .max(2_000, 'must be at most 2000 characters')
    .optional(),
  followers: wholeNumber().optional(),
  following: wholeNumber().optional(),
  posts_count: wholeNumber(INT4_MAX).optional(),
  engagement_rate: percent.optional(),
  avg_likes: wholeNumber(INT4_MAX).optional(),
  avg_comments: wholeNumber(INT4_MAX).optional(),
  avg_views: wholeNumber(INT4_MAX).optional(),
  country: z
    .string({ error: 'must be an ISO 3166-1 alpha-2 code such as AT' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as AT')
    .transform((value) => value.toUpperCase())
    .optional(),
  city: text(120).optional(),
  language: z
    .string({ error: 'must be an ISO 639 code such as de' })
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, 'must be an ISO 639 code such as de')
    .transform((value) => value.toLowerCase())
    .optional(),
  gender: oneOf(['female', 'male', 'other'] as const).optional(),
  age_group: oneOf(['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const).optional(),
  account_type: oneOf(['personal', 'creator', 'business'] as const).optional(),
  // Niches are carried by the four sort indexes, whose entries PostgreSQL limits to 2,704 bytes
  // with the other columns they carry: 20 niches of 60 Chinese characters (3,600 bytes) would
  // fail the whole batch.
  categories: list(20, 60, CATEGORIES_MAX_BYTES).optional(),
  hashtags: list(100, 100).optional(),
  mentions: list(100, 100).optional(),
  verified: yesNo.optional(),
  email: emails.optional(),
  phone: phones.optional(),
  last_post_at: dateTime.optional(),
});

export const IMPORT_COLUMNS = Object.keys(
  importRowSchema.shape,
) as (keyof typeof importRowSchema.shape)[];
export const REQUIRED_COLUMNS = ['platform_user_id', 'username'] as const;

/** A row ready to upsert (its `id` is used only if the profile is new), with its contacts. */
export type ImportedProfile = UpsertAccount & { emails: string[]; phones: string[] };

export type RowResult = { ok: true; profile: ImportedProfile } | { ok: false; reason: string };

/**
 * Validates one row (cells already keyed by column). Empty cells and JSON nulls mean "not given":
 * the profile keeps what the bank knows, or the column's default when it is new.
 */
export function parseImportRow(cells: Record<string, unknown>): RowResult {
  const given: Record<string, unknown> = {};
  for (const key in cells) {
    const value = cells[key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    given[key] = value;
  }
  const parsed = importRowSchema.safeParse(given);
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error.issues) };
  return { ok: true, profile: toImportedProfile(parsed.data) };
}

function describeIssues(issues: z.core.$ZodIssue[]): string {
  const reasons = issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    }
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'row';
    return `${field}: ${issue.message}`;
  });
  return [...new Set(reasons)].join('; ');
}

function toImportedProfile(row: z.output<typeof importRowSchema>): ImportedProfile {
  const emails = row.email ?? [];
  const phones = row.phone ?? [];
  return {
    id: newId(),
    platformUserId: row.platform_user_id,
    username: row.username,
    fullName: row.full_name ?? null,
    bio: row.bio ?? null,
    avatarUrl: row.avatar_url ?? null,
    followers: row.followers ?? null,
    following: row.following ?? null,
    postsCount: row.posts_count ?? null,
    engagementRate: row.engagement_rate ?? estimatedEngagement(row),
    avgLikes: row.avg_likes ?? null,
    avgComments: row.avg_comments ?? null,
    avgViews: row.avg_views ?? null,
    country: row.country ?? null,
    city: row.city ?? null,
    language: row.language ?? null,
    gender: row.gender ?? null,
    ageGroup: row.age_group ?? null,
    accountType: row.account_type ?? null,
    categories: row.categories ?? null,
    hashtags: row.hashtags ?? null,
    mentions: row.mentions ?? null,
    lastPostedAt: row.last_post_at ?? null,
    isVerified: row.verified ?? null,
    hasEmail: emails.length > 0,
    hasPhone: phones.length > 0,
    emails,
    phones,
  };
}

/**
 * Engagement rate as the bank defines it, (likes + comments) per post over followers in percent,
 * when the file gives the averages but not the rate.
 */
function estimatedEngagement(row: z.output<typeof importRowSchema>): number | null {
  if (!row.followers || (row.avg_likes === undefined && row.avg_comments === undefined)) {
    return null;
  }
  const rate = (((row.avg_likes ?? 0) + (row.avg_comments ?? 0)) / row.followers) * 100;
  return Math.min(100, Math.round(rate * 100) / 100);
}
