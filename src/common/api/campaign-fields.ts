import { z } from 'zod';

// Limits and field schemas shared by the campaign contract files (campaigns, campaign-content,
// campaign-payments), kept apart so those files import them without importing each other.

export const CAMPAIGN_NAME_MAX = 120;
export const DESCRIPTION_MAX = 5_000;
export const NOTE_MAX = 2_000;
export const URL_MAX = 2_000;

/** The figures a post or story carries, in the order the app shows them. */
export const METRIC_NAMES = [
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'reach',
  'impressions',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** Ids are answered 404 when unknown, malformed ones included, like another organization's. */
export const id = z.string().min(1).max(64);

export const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'validation.currencyLikeUsd')
  .transform((c) => c.toUpperCase());

/** An amount in minor units (cents). */
export const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const httpUrl = z.url({ protocol: /^https?$/, error: 'validation.httpUrl' }).max(URL_MAX);

/** An amount of money as answered. */
export const moneySchema = z.object({ currency: z.string(), amountMinor: z.number() });
export type MoneyDto = z.infer<typeof moneySchema>;
