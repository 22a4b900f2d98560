import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { BANK_SOURCES, type BankSource, DATA_SOURCE_IDS, type DataSourceId } from './bank-source';
import { discoverBody, searchPageSchema } from './discovery';

// The API contract of /customer/data-sources/*: the sources of real creator data an organization
// connects with its own key (or the operator sets for the whole install), a search run on one of
// them, and a creator looked up by handle. The server validates with these schemas and documents
// them in OpenAPI; the web derives its types from them.

export { BANK_SOURCES, type BankSource, DATA_SOURCE_IDS, type DataSourceId };

/** Days a fetched creator is served from the bank before a refresh calls the source again. */
export const DATA_SOURCE_REFRESH_DAYS_DEFAULT = 30;
export const DATA_SOURCE_KEY_MAX = 2_000;

// ---- requests ---------------------------------------------------------------------------------

export const dataSourceParams = z.strictObject({ source: z.enum(DATA_SOURCE_IDS) });
export type DataSourceParams = z.output<typeof dataSourceParams>;

export const connectDataSourceBody = z.strictObject({
  key: z
    .string()
    .trim()
    .min(1)
    .max(DATA_SOURCE_KEY_MAX)
    .describe(
      "The source's key: an Instagram access token, a Modash API token, or InsightIQ's 'client_id:client_secret'",
    ),
});
export type ConnectDataSourceBody = z.output<typeof connectDataSourceBody>;

/** The bank search's filters, page and limit, run on the source instead. */
export const sourceSearchBody = discoverBody;

export const sourceLookupBody = z.strictObject({
  source: z
    .enum(DATA_SOURCE_IDS)
    .optional()
    .describe(
      'The source to ask; unset: the first connected source covering the platform (the Instagram API first for Instagram: it is free)',
    ),
  platform: z.enum(PLATFORMS),
  handle: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe("A handle ('@name' or 'name') or the profile's URL"),
  refresh: z
    .boolean()
    .default(false)
    .describe('Fetch again even when the bank holds a copy younger than the refresh period'),
});
export type SourceLookupBody = z.output<typeof sourceLookupBody>;
export type SourceLookupInput = z.input<typeof sourceLookupBody>;

// ---- responses --------------------------------------------------------------------------------

export const dataSourceSchema = z.object({
  id: z.enum(DATA_SOURCE_IDS),
  name: z.string().describe('Shown to users, e.g. "Modash"'),
  platforms: z.array(z.enum(PLATFORMS)),
  offers: z.object({
    search: z.boolean(),
    audience: z.boolean(),
    posts: z.boolean(),
    contacts: z.boolean(),
  }),
  costs: z
    .object({ search: z.number(), report: z.number(), unit: z.string() })
    .describe(
      "What one search (of 20 results, at most: vendors bill per creator answered) and one creator report cost in the source's own unit",
    ),
  filters: z.array(z.string()).describe('The search filters the source honours'),
  refreshDays: z.number().int(),
  connection: z
    .object({
      scope: z
        .enum(['organization', 'install'])
        .describe("The organization's own key, or the operator's key for the whole install"),
      label: z.string().describe('Whose account the key belongs to'),
      creditsLeft: z.number().nullable(),
      checkedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type DataSourceDto = z.output<typeof dataSourceSchema>;

export const dataSourcesSchema = z.object({ items: z.array(dataSourceSchema) });
export type DataSourcesDto = z.output<typeof dataSourcesSchema>;

export const sourceSearchPageSchema = searchPageSchema.extend({
  source: z.enum(DATA_SOURCE_IDS),
  unsupportedFilters: z
    .array(z.string())
    .describe('Filters given that the source cannot honour: the search ran without them'),
});
export type SourceSearchPageDto = z.output<typeof sourceSearchPageSchema>;

export const sourceLookupSchema = z.object({
  profileId: z.string().describe('The bank profile id (discoverProfiles, profile-bank add)'),
  platform: z.enum(PLATFORMS),
  username: z.string(),
  source: z.enum(BANK_SOURCES).describe("Where the bank's copy came from"),
  fetchedAt: z.iso.datetime().describe('When the source was last asked'),
  fromBank: z
    .boolean()
    .describe('Served from the bank (younger than the refresh period): nothing was spent'),
});
export type SourceLookupDto = z.output<typeof sourceLookupSchema>;
