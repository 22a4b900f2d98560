import { z } from 'zod';

// Where a bank profile's figures came from, as every response that shows them carries it: the
// search results, tracked and shared profiles, and the audit report (issue 59).

/** Instagram Business Discovery (Graph API), Modash Discovery API, InsightIQ (TikTok coverage). */
export const DATA_SOURCE_IDS = ['instagram', 'modash', 'insightiq'] as const;
export type DataSourceId = (typeof DATA_SOURCE_IDS)[number];

/**
 * Where a bank profile's figures came from: generated demo data, an imported file, the YouTube
 * Data API, a creator's own connected account, or one of the data sources.
 */
export const BANK_SOURCES = ['demo', 'import', 'youtube', 'connect', ...DATA_SOURCE_IDS] as const;
export type BankSource = (typeof BANK_SOURCES)[number];

export const bankSourceSchema = z
  .enum(BANK_SOURCES)
  .describe(
    "Where the figures came from: 'demo' generated demo data, 'import' an imported file, 'youtube' the YouTube Data API, 'connect' the creator's own connected account, or a data source ('instagram', 'modash', 'insightiq')",
  );

export const sourceFetchedAtSchema = z.iso
  .datetime()
  .nullable()
  .describe('When the source was last asked for these figures; null for demo data and imports');
