// Business constants from SPEC 9 (and the few SPEC 2/5 values shared by server and web app).

/** Shown instead of a number, ratio or date that cannot be rendered (NaN, invalid date, 0 : 0). */
export const NO_VALUE_TEXT = '–';

// Request timeouts. Discover and audit report wait on slow upstream data providers.
export const DEFAULT_TIMEOUT_MS = 40_000;
export const DISCOVER_TIMEOUT_MS = 125_000;
export const AUDIT_REPORT_TIMEOUT_MS = 100_000;
export const CONTENT_BY_USERNAME_TIMEOUT_MS = 60_000;
/**
 * Attachment uploads have no timeout: large files on slow links must not be cut off. `null`, not
 * 0, because `AbortSignal.timeout(0)` would abort at once instead of never.
 */
export const ATTACHMENT_UPLOAD_TIMEOUT_MS: number | null = null;

export const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const DEFAULT_PLATFORM: Platform = 'instagram';
/** How each platform is written in text (SPEC 3's work_platform, reports). */
export const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
/** Weekdays from Monday, the first row of the posting heat-map. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const PROFILE_BANK_PAGE_SIZE = 20;
/**
 * The profile bank (curated browsing) lists creators with at least this many followers: it ranks
 * by engagement, which falls with size, so below it the top would be tiny accounts nobody browses for.
 */
export const PROFILE_BANK_MIN_FOLLOWERS = 10_000;

export const SESSION_COOKIE_MAX_AGE_S = 31_536_000;
export const USER_COOKIE_MAX_AGE_S = 604_800;
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

export const DEFAULT_LOCALE = 'en';
export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

export const UPGRADE_FIELD_RESET_MS = 1000;
export const TOAST_DURATION_MS = 3000;
export const MAX_VISIBLE_TOASTS = 1;
export const PROGRESS_BAR_HEIGHT_PX = 3;

export const DEFAULT_SEARCH_LANDING_TAB = 'niche';

export const JOB_ROLES = [
  'Content Creator',
  'Digital Marketer',
  'Founder',
  'Digital Agency',
  'Others',
] as const;
export type JobRole = (typeof JOB_ROLES)[number];

/** Posting heat-map: hours of the day by weekdays; cell percentages rounded to 2 decimals. */
export const HEATMAP = { hours: 24, days: 7, percentDecimals: 2 } as const;
export const MOST_MENTIONED_TOP = 4;

export const COMPACT_THOUSAND = 1e3;
export const COMPACT_MILLION = 1e6;
export const COMPACT_BILLION = 1e9;

export const DEFAULT_CURRENCY = 'USD';
/** Amounts below this (absolute, non-zero) would round to zero cents, so they get more digits. */
export const SMALL_AMOUNT_THRESHOLD = 0.01;
export const SMALL_AMOUNT_FRACTION_DIGITS = 4;

export const GENERATED_PASSWORD_LENGTH = 8;
