import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectDataSourceBody,
  dataSourceParams,
  dataSourcesSchema,
  sourceLookupBody,
  sourceLookupSchema,
  sourceSearchBody,
  sourceSearchPageSchema,
} from '../../../common/api/data-sources';
import { access } from '../../http/access';
import type { DataSourcesService } from './datasources.service';
import { SourceRateLimitedError } from './source-errors';

const PREFIX = '/customer/data-sources';
const tags = ['data sources'];
const security = [{ accessToken: [] }];
const noContent = { 204: z.null().describe('Done; no body') };

const FAILURES =
  "A source that refuses or fails answers in the catalogue's shape, never 500: 503 ServiceUnavailable when it did not answer in time (10 s) or no longer accepts the stored key, 429 RateLimited when it asks to slow down (Retry-After) or its credits are used up, 400 when it refused the request. 409 Conflict (field source) when the source is not connected.";

/** HTTP for /customer/data-sources/*: parse, authorize (config.access), one service call. */
export function dataSourcesRoutes(service: DataSourcesService): FastifyPluginAsyncZod {
  return async (app) => {
    /** A source's "slow down" carries the seconds it asked for as Retry-After. */
    async function withRetryAfter<T>(
      reply: { header(name: string, value: string): unknown },
      run: () => Promise<T>,
    ): Promise<T> {
      try {
        return await run();
      } catch (error) {
        if (error instanceof SourceRateLimitedError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    }

    app.get(
      PREFIX,
      {
        schema: {
          tags,
          security,
          summary: 'The data sources of real creator data and how the organization is connected',
          description:
            "Every source with what it offers, what a search and a report cost in its own credits, the search filters it honours, the refresh period, and its connection: the organization's own key or the install's (set by the operator), or null. A key is never answered.",
          response: { 200: dataSourcesSchema },
        },
        config: { access: access.member() },
      },
      (request) => service.list(request.caller),
    );

    app.put(
      `${PREFIX}/:source`,
      {
        schema: {
          tags,
          security,
          summary: "Connects a data source with the organization's own key",
          description:
            "The key is tested live with the source (one call that costs no credits) and kept sealed; it wins over the install's key. 400 ValidationError (field key) when the source refuses the key; 503 ServiceUnavailable when the source could not be reached to test it. Nothing is stored unless the test passed. Answers the sources as GET does.",
          params: dataSourceParams,
          body: connectDataSourceBody,
          response: { 200: dataSourcesSchema },
        },
        config: { access: access.owner(), idempotency: 'outside-calls' },
      },
      (request) => service.connect(request.caller, request.params.source, request.body.key),
    );

    app.delete(
      `${PREFIX}/:source`,
      {
        schema: {
          tags,
          security,
          summary: "Removes the organization's own key of a data source",
          description:
            "The install's key, when the operator set one, applies again. Creators already fetched stay in the bank.",
          params: dataSourceParams,
          response: noContent,
        },
        config: { access: access.owner() },
      },
      async (request, reply) => {
        await service.disconnect(request.caller, request.params.source);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${PREFIX}/:source/search`,
      {
        schema: {
          tags,
          security,
          summary: "Runs the bank search's filters on a data source",
          description: `A search: spends one searchCount like discoverProfiles (423 LimitExceeded, field searchCount; 423 EmailNotVerified), checked before the source is asked and counted only when it answered; the same filters on the same source are free for 24 hours. Filters the source cannot honour are left out and named in unsupportedFilters. Every creator found is kept in the bank with the source and the fetch time (one row per platform user id) and answered as the bank search answers it, with the tracked flags. 400 when the source does not cover the platform or cannot search. ${FAILURES}`,
          params: dataSourceParams,
          body: sourceSearchBody,
          response: { 200: sourceSearchPageSchema },
        },
        config: { access: access.member({ apiKey: true }), idempotency: 'outside-calls' },
      },
      (request, reply) =>
        withRetryAfter(reply, () =>
          service.search(request.caller, request.params.source, request.body),
        ),
    );

    app.post(
      `${PREFIX}/lookup`,
      {
        schema: {
          tags,
          security,
          summary: 'Finds a creator by handle or profile URL on a data source',
          description: `The bank's copy is answered while it is younger than the refresh period (fromBank, free) unless refresh is true. Otherwise the source is asked for the creator's report (profile, recent posts, audience, contacts), which spends one reports (423 LimitExceeded, field reports; 423 EmailNotVerified) only when it answered, and the bank keeps it with the source and the fetch time. The source is the one named, else the cheapest connected one covering the platform. 404 NotFound when the source does not know the creator. ${FAILURES}`,
          body: sourceLookupBody,
          response: { 200: sourceLookupSchema },
        },
        config: { access: access.member({ apiKey: true }), idempotency: 'outside-calls' },
      },
      (request, reply) => withRetryAfter(reply, () => service.lookup(request.caller, request.body)),
    );
  };
}
