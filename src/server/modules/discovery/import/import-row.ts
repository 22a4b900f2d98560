import { z } from 'zod';
import { newId } from '../../../db/ids';
import type { UpsertAccount } from '../discovery.bulk-insert';

// One row of an import file. CSV cells arrive as text and JSON Lines values as JSON; both go
// through the same checks, so a file's format never changes what is accepted. Reasons name the
// column the user wrote ("followers: must be a whole number ≥ 0").
//
// Each column is a plain function rather than a zod schema: a file of millions of rows runs them
// millions of times, and zod's object parse took 11 µs a row against 6 µs for these (200,000 rows
// of docs/import.md's file: 2.2 s against 1.2 s), the largest part of a bulk import's own work
// while PostgreSQL waits for its next batch. For the same reason a CSV row's cells go in as the
// header's names beside the row's fields, not as an object built for each row.

const INT4_MAX = 2_147_483_647;
const CATEGORIES_MAX_BYTES = 1_200;
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A value a column refuses, with the reasons shown after the column's name. */
class Refused {
  readonly reasons: string[];
  constructor(...reasons: string[]) {
    this.reasons = reasons;
  }
}

/** One column's check: its value as stored, or why it is refused. */
type Column<T> = (value: unknown) => T | Refused;

/** Numeric text ("1520", " 3.5 ") becomes a number; anything else is left to be refused. */
const asNumber = (value: unknown) =>
  typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : value;

const wholeNumber = (max = Number.MAX_SAFE_INTEGER): Column<number> => {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? 'must be a whole number ≥ 0'
      : `must be a whole number from 0 to ${max}`;
  return (value) => {
    const number = asNumber(value);
    return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= max
      ? number
      : new Refused(message);
  };
};

const percent: Column<number> = (value) => {
  const number = asNumber(value);
  return typeof number === 'number' && number >= 0 && number <= 100
    ? number
    : new Refused('must be a number from 0 to 100 (percent)');
};

/** Text trimmed, at most `max` characters. */
const text =
  (max: number): Column<string> =>
  (value) => {
    if (typeof value !== 'string') return new Refused('must be text');
    const trimmed = value.trim();
    return trimmed.length <= max ? trimmed : new Refused(`must be at most ${max} characters`);
  };

/** Trimmed text matching `pattern`, in one letter case. */
const code =
  (pattern: RegExp, message: string, toCase: (value: string) => string): Column<string> =>
  (value) => {
    if (typeof value !== 'string') return new Refused(message);
    const trimmed = value.trim();
    return pattern.test(trimmed) ? toCase(trimmed) : new Refused(message);
  };

const oneOf = <T extends string>(values: readonly T[]): Column<T> => {
  const message = `must be one of ${values.join(', ')}`;
  return (value) => {
    const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
    return values.includes(word as T) ? (word as T) : new Refused(message);
  };
};

/** "a; b" in CSV, ["a", "b"] (or "a; b") in JSON Lines; lower case, each once, without # or @. */
const list =
  (maxItems: number, maxLength: number, maxBytes = Number.POSITIVE_INFINITY): Column<string[]> =>
  (value) => {
    const given = typeof value === 'string' ? value.split(';') : value;
    if (!Array.isArray(given) || !given.every((item) => typeof item === 'string')) {
      return new Refused('must be a list of text');
    }
    const items = [
      ...new Set(
        given
          .map((item: string) =>
            item
              .trim()
              .replace(/^[#@]+/, '')
              .toLowerCase(),
          )
          .filter(Boolean),
      ),
    ];
    const reasons: string[] = [];
    if (items.length > maxItems) reasons.push(`must have at most ${maxItems} entries`);
    if (items.some((item) => item.length > maxLength)) {
      reasons.push(`entries must be at most ${maxLength} characters`);
    }
    if (maxBytes !== Number.POSITIVE_INFINITY && Buffer.byteLength(items.join('')) > maxBytes) {
      reasons.push(
        `entries must be at most ${maxBytes} bytes together in UTF-8 (${maxBytes} Latin letters, fewer in scripts that take more bytes a character)`,
      );
    }
    return reasons.length > 0 ? new Refused(...reasons) : items;
  };

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
const yesNo: Column<boolean> = (value) => {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const flag = Object.hasOwn(BOOLEAN_WORDS, word) ? BOOLEAN_WORDS[word] : value;
  return typeof flag === 'boolean' ? flag : new Refused('must be true or false');
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const dateTime: Column<Date> = (value) => {
  const message = 'must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z';
  if (typeof value !== 'string') return new Refused(message);
  const trimmed = value.trim();
  const date = ISO_DATE.test(trimmed) ? new Date(trimmed) : null;
  return date && !Number.isNaN(date.getTime()) ? date : new Refused(message);
};

/** Values separated by ";", trimmed, empty ones left out. */
const splitValues = (value: string) =>
  value
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean);

/** zod's own rule for an address (the one the API's email fields use). */
const isEmailAddress = (value: string) => value.length <= 254 && z.regexes.email.test(value);
const emails: Column<string[]> = (value) => {
  if (typeof value !== 'string') return new Refused('must be an email address');
  const values = splitValues(value.toLowerCase());
  return values.every(isEmailAddress)
    ? values
    : new Refused('must be an email address (several separated by ;)');
};

const PHONE = /^\+?[\d\s().-]{6,30}$/;
const phones: Column<string[]> = (value) => {
  const given = typeof value === 'number' ? String(value) : value;
  if (typeof given !== 'string') return new Refused('must be a phone number');
  const values = splitValues(given);
  return values.every((v) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6)
    ? values
    : new Refused('must be a phone number: digits, spaces and + - ( ) (several separated by ;)');
};

/** A rare column: zod's URL check (WHATWG parsing) is worth its cost here. */
const avatarUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .max(2_000, 'must be at most 2000 characters');
const avatarUrl: Column<string> = (value) => {
  const parsed = avatarUrlSchema.safeParse(value);
  return parsed.success
    ? parsed.data
    : new Refused(...parsed.error.issues.map((issue) => issue.message));
};

const platformUserId = text(200);

/** Every column an import file may have, in the order their reasons are listed. */
const COLUMNS = {
  platform_user_id: (value: unknown) => {
    const given = typeof value === 'number' ? String(value) : value;
    if (typeof given !== 'string') return new Refused('required');
    const checked = platformUserId(given);
    return checked === '' ? new Refused('required') : checked;
  },
  username: (value: unknown) => {
    if (typeof value !== 'string') return new Refused('required');
    const name = value.trim().replace(/^@+/, '');
    return /^\S{1,100}$/.test(name)
      ? name
      : new Refused('must be 1 to 100 characters without spaces');
  },
  full_name: text(200),
  bio: text(5_000),
  avatar_url: avatarUrl,
  followers: wholeNumber(),
  following: wholeNumber(),
  posts_count: wholeNumber(INT4_MAX),
  engagement_rate: percent,
  avg_likes: wholeNumber(INT4_MAX),
  avg_comments: wholeNumber(INT4_MAX),
  avg_views: wholeNumber(INT4_MAX),
  country: code(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as AT', (value) =>
    value.toUpperCase(),
  ),
  city: text(120),
  language: code(/^[A-Za-z]{2,3}$/, 'must be an ISO 639 code such as de', (value) =>
    value.toLowerCase(),
  ),
  gender: oneOf(['female', 'male', 'other'] as const),
  age_group: oneOf(['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const),
  account_type: oneOf(['personal', 'creator', 'business'] as const),
  // Niches are carried by the four sort indexes, whose entries PostgreSQL limits to 2,704 bytes
  // with the other columns they carry: 20 niches of 60 Chinese characters (3,600 bytes) would
  // fail the whole batch.
  categories: list(20, 60, CATEGORIES_MAX_BYTES),
  hashtags: list(100, 100),
  mentions: list(100, 100),
  verified: yesNo,
  email: emails,
  phone: phones,
  last_post_at: dateTime,
} satisfies Record<string, Column<unknown>>;

type ColumnName = keyof typeof COLUMNS;

/** A row's given columns, checked. */
type ImportRow = {
  [K in ColumnName]?: Exclude<ReturnType<(typeof COLUMNS)[K]>, Refused>;
};

export const IMPORT_COLUMNS = Object.keys(COLUMNS) as ColumnName[];
export const REQUIRED_COLUMNS = ['platform_user_id', 'username'] as const;

/** A row ready to upsert (its `id` is used only if the profile is new), with its contacts. */
export type ImportedProfile = UpsertAccount & { emails: string[]; phones: string[] };

export type RowResult = { ok: true; profile: ImportedProfile } | { ok: false; reason: string };

/** A row with every column, none given: each row starts from a copy, so all rows share one shape. */
const NO_COLUMNS: ImportRow = Object.fromEntries(
  IMPORT_COLUMNS.map((column) => [column, undefined]),
);

/** Validates one row keyed by column (a JSON Lines object); see parseImportCells. */
export function parseImportRow(cells: Record<string, unknown>): RowResult {
  return parseImportCells(Object.keys(cells), Object.values(cells));
}

/**
 * Validates one row: `values[i]` is the cell of column `columns[i]`. Empty cells and JSON nulls
 * mean "not given": the profile keeps what the bank knows, or the column's default when it is new.
 */
export function parseImportCells(
  columns: readonly string[],
  values: readonly unknown[],
): RowResult {
  // Columns added one by one to `{}` give the rows' objects many shapes, slower to build and
  // read: checking 200,000 rows took about 1.3 x as long.
  const row: ImportRow = { ...NO_COLUMNS };
  const refused: Refusal[] = [];
  const unknown: string[] = [];
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    const value = values[i];
    if (isBlank(value)) continue;
    if (!Object.hasOwn(COLUMNS, column)) {
      unknown.push(column);
      continue;
    }
    const checked = COLUMNS[column as ColumnName](value);
    if (checked instanceof Refused) refused.push({ column, reasons: checked.reasons });
    else (row as Record<string, unknown>)[column] = checked;
  }
  for (const column of REQUIRED_COLUMNS) {
    if (row[column] === undefined && !refused.some((r) => r.column === column)) {
      refused.push({ column, reasons: ['required'] });
    }
  }
  if (refused.length > 0 || unknown.length > 0) {
    return { ok: false, reason: describeRefusals(refused, unknown) };
  }
  // Both required columns were given and accepted, or the row was refused above.
  return { ok: true, profile: toImportedProfile(row as CompleteRow) };
}

type Refusal = { column: string; reasons: string[] };
type CompleteRow = ImportRow & Required<Pick<ImportRow, (typeof REQUIRED_COLUMNS)[number]>>;

/** The reasons in the order of the columns, then the unknown fields; each once. */
function describeRefusals(refused: Refusal[], unknown: string[]): string {
  const order = (column: string) => IMPORT_COLUMNS.indexOf(column as ColumnName);
  const reasons = refused
    .sort((a, b) => order(a.column) - order(b.column))
    .flatMap(({ column, reasons }) => reasons.map((reason) => `${column}: ${reason}`));
  if (unknown.length > 0) {
    reasons.push(`unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  }
  return [...new Set(reasons)].join('; ');
}

/** Empty cells and JSON nulls mean "not given". */
function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

function toImportedProfile(row: CompleteRow): ImportedProfile {
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
function estimatedEngagement(row: ImportRow): number | null {
  if (!row.followers || (row.avg_likes === undefined && row.avg_comments === undefined)) {
    return null;
  }
  const rate = (((row.avg_likes ?? 0) + (row.avg_comments ?? 0)) / row.followers) * 100;
  return Math.min(100, Math.round(rate * 100) / 100);
}
