import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactsSchema,
  creditRequestBody,
  creditRequestSchema,
  creditRequestsSchema,
  discoverBody,
  locationsQuery,
  locationsSchema,
  profileBankMetaQuery,
  profileBankMetaSchema,
  profileBankQuery,
  searchExportBody,
  searchExportPreviewSchema,
  searchPageSchema,
  unlockContactsBody,
} from '../../../common/api/discovery';
import { DISCOVER_TIMEOUT_MS } from '../../../common/constants';
import { access } from '../../http/access';
import type { SearchService } from './search/search.service';

const tags = ['discovery'];
const security = [{ accessToken: [] }];

/**
 * HTTP for search, locations, contact unlocks, the profile bank, search export and search credit
 * requests: parse, authorize, one call.
 */
export function discoverySearchRoutes(service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/discoverProfiles',
      {
        schema: {
          tags,
          security,
          summary: 'Searches the profile bank (SPEC 7 "Discovery")',
          description:
            'Page 1 (offset 0) is a new search and spends one searchCount (423 LimitExceeded, field searchCount; 423 EmailNotVerified). Later pages of a search the organization ran in the last 24 hours are free; a later page of any other search is charged as a new one. Page with `page` (1-based) or `offset` (wins when both are sent), up to the first 10,000 results. `total` is exact up to 1,000, above that (and for a lookalike search, ranked by likeness) the database planner estimate (`totalIsEstimate`; counting every match of a broad search would cost more than the search). Pages of an estimated total go on until one comes back empty (`hasMore` false). No results: 404 NotFound. Results are unique by platform_username and ordered by the sort, then by id.',
          body: discoverBody,
          response: { 200: searchPageSchema },
        },
        config: {
          access: access.member({ apiKey: true }),
          timeoutMs: DISCOVER_TIMEOUT_MS,
          idempotency: 'outside-calls',
        },
      },
      (request) => service.discover(request.caller, request.body),
    );

    app.get(
      '/customer/misc/locations',
      {
        schema: {
          tags,
          security,
          summary: 'Autocomplete of the countries and cities of the bank, by profiles there',
          description:
            'At most 10. The value of a country is its ISO code (what the country filter takes), of a city its name.',
          querystring: locationsQuery,
          response: { 200: locationsSchema },
        },
        config: { access: access.member({ guests: true, apiKey: true }) },
      },
      async (request) => ({ items: await service.locations(request.query) }),
    );

    app.post(
      '/customer/discover/unlockContacts',
      {
        schema: {
          tags,
          security,
          summary: "Reveals a bank profile's emails and phones",
          description:
            'The first unlock of a profile by an organization spends one contactUnlocks (423 LimitExceeded / EmailNotVerified); repeating it is free. A profile without contacts is answered with empty lists and no charge. When the organization tracks the creator, the contacts are added to its CRM profile at once (source bank).',
          body: unlockContactsBody,
          response: { 200: contactsSchema },
        },
        config: { access: access.member({ apiKey: true }) },
      },
      (request) => service.unlockContacts(request.caller, request.body.profileId),
    );

    app.get(
      '/customer/profileBank',
      {
        schema: {
          tags,
          security,
          summary: 'Curated browsing: top profiles of a niche by engagement (free)',
          querystring: profileBankQuery,
          response: { 200: searchPageSchema },
        },
        config: { access: access.member({ guests: true, apiKey: true }) },
      },
      (request) => service.profileBank(request.caller, request.query),
    );

    app.get(
      '/customer/profileBank/meta',
      {
        schema: {
          tags,
          security,
          summary: 'Niches and platforms of the profile bank, and the landing tab',
          querystring: profileBankMetaQuery,
          response: { 200: profileBankMetaSchema },
        },
        config: { access: access.member({ guests: true, apiKey: true }) },
      },
      (request) => service.profileBankMeta(request.query.platform),
    );

    app.post(
      '/customer/account/search-export',
      {
        schema: {
          tags,
          security,
          summary: 'Downloads the first profileCount results of a search as CSV (SPEC 7)',
          description:
            'Same filters and order as discoverProfiles, without paging. Columns: platform, username, full name, followers, engagement rate (%), avg views, country, city, language, categories, verified, profile URL, email, phone. Email and phone are filled only for profiles whose contacts the organization unlocked (several separated by "; "), empty for the others. Spends one exports per row exported (423 LimitExceeded, field exports; 423 EmailNotVerified); nothing is exported when refused. Cells a spreadsheet would run as a formula are prefixed with a single quote.',
          body: searchExportBody,
          produces: ['text/csv'],
        },
        config: { access: access.member({ apiKey: true }) },
      },
      async (request, reply) => {
        const { filename, csv } = await service.exportSearch(request.caller, request.body);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(csv);
      },
    );

    app.post(
      '/customer/account/search-export/preview',
      {
        schema: {
          tags,
          security,
          summary: 'How many rows of a search export would carry unlocked contacts (free)',
          description:
            'The same body as search-export; spends nothing and exports nothing. Counts the rows of the export whose contacts the organization unlocked.',
          body: searchExportBody,
          response: { 200: searchExportPreviewSchema },
        },
        config: { access: access.member({ apiKey: true }) },
      },
      (request) => service.previewExport(request.caller, request.body),
    );

    app.post(
      '/customer/account/request-search-credits',
      {
        schema: {
          tags,
          security,
          summary: 'Asks the organization owner for more searches',
          body: creditRequestBody,
          response: { 201: creditRequestSchema },
        },
        config: { access: access.member({ apiKey: false }) },
      },
      async (request, reply) =>
        reply.status(201).send(await service.requestCredits(request.caller, request.body)),
    );

    app.get(
      '/customer/account/request-search-credits',
      {
        schema: {
          tags,
          security,
          summary: "The organization's search credit requests, newest first",
          response: { 200: creditRequestsSchema },
        },
        config: { access: access.owner() },
      },
      async (request) => ({ items: await service.listCreditRequests(request.caller) }),
    );
  };
}
