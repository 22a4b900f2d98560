import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addedSchema,
  addToListBody,
  allByUsernameQuery,
  byUsernameQuery,
  contentPageSchema,
  contentParams,
  contentSchema,
  contentsQuery,
  deleteContentQuery,
  editContentBody,
} from '../../../common/api/content';
import { CONTENT_BY_USERNAME_TIMEOUT_MS } from '../../../common/constants';
import { access } from '../../http/access';
import type { ContentService } from './content.service';
import { scheduledContentRoutes } from './scheduled-content.routes';
import { storiesRoutes } from './stories.routes';

const tags = ['content'];
const security = [{ accessToken: [] }];

/** HTTP for contents, stories and the content calendar (SPEC 7 "Content"): parse, authorize, one call. */
export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/contents',
      {
        schema: {
          tags,
          security,
          summary: "The organization's contents, newest first",
          description:
            'Ordered by publishedAt, then id (both descending), so pages never repeat a content. Default platform instagram. `listId` keeps contents saved to that list.',
          querystring: contentsQuery,
          response: { 200: contentPageSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => service.list(request.caller, request.query),
    );

    app.get(
      '/customer/content/username',
      {
        schema: {
          tags,
          security,
          summary: 'Contents of a tracked creator by handle, paged',
          description:
            '404 when the organization tracks no creator with this handle on the platform.',
          querystring: byUsernameQuery,
          response: { 200: contentPageSchema },
        },
        config: {
          access: access.member({ guests: true }),
          timeoutMs: CONTENT_BY_USERNAME_TIMEOUT_MS,
        },
      },
      (request) => service.byUsername(request.caller, request.query),
    );

    app.get(
      '/customer/content/username/all',
      {
        schema: {
          tags,
          security,
          summary: 'All contents of a tracked creator by handle (at most 1,000, newest first)',
          description:
            '`hasMore` is true when the creator has more than 1,000. 404 when not tracked.',
          querystring: allByUsernameQuery,
          response: { 200: contentPageSchema },
        },
        config: {
          access: access.member({ guests: true }),
          timeoutMs: CONTENT_BY_USERNAME_TIMEOUT_MS,
        },
      },
      (request) => service.allByUsername(request.caller, request.query),
    );

    app.delete(
      '/customer/content',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes contents and their stored files',
          description:
            "`contentId`, or several as `contentIds=a,b` (at most 100). All or nothing: when one id is not the organization's, nothing is deleted (404).",
          querystring: deleteContentQuery,
          response: { 204: z.null().describe('Deleted') },
        },
        config: { access: access.member() },
      },
      async (request, reply) => {
        const { contentId, contentIds } = request.query;
        await service.remove(request.caller, [
          ...(contentId ? [contentId] : []),
          ...(contentIds ?? []),
        ]);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/customer/content/addToList',
      {
        schema: {
          tags,
          security,
          summary: "Saves contents to one of the organization's lists",
          description: '`added` counts the contents that were not in the list yet.',
          body: addToListBody,
          response: { 200: addedSchema },
        },
        config: { access: access.member() },
      },
      (request) => service.addToList(request.caller, request.body),
    );

    app.put(
      '/customer/content/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Edits a content',
          description: 'A new caption also replaces the hashtags (taken from the caption).',
          params: contentParams,
          body: editContentBody,
          response: { 200: contentSchema },
        },
        config: { access: access.member() },
      },
      (request) => service.edit(request.caller, request.params.id, request.body),
    );

    await app.register(storiesRoutes(service));
    await app.register(scheduledContentRoutes(service.scheduled));
  };
}
