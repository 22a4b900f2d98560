import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addedToListSchema,
  createListBody,
  enrichQueuedSchema,
  LIST_ITEMS_CAP,
  listCollectionSchema,
  listIdBody,
  listIdQuery,
  listItemsSchema,
  listMembershipBody,
  listMetaBody,
  listSchema,
  listWithCountQuery,
  profileListsQuery,
  profileListsSchema,
  removedFromListSchema,
  removeListQuery,
  renameListBody,
  sharedListParams,
  sharedListSchema,
  shareSchema,
  statusesSchema,
} from '../../../common/api/lists';
import { access } from '../../http/access';
import type { ListsService } from './lists.service';

const PREFIX = '/customer/list';
const tags = ['lists'];
const security = [{ accessToken: [] }];
const noContent = { 204: z.null().describe('Done; no body') };
const read = access.member({ guests: true });
const write = access.member();

/** HTTP for /customer/list/*: parse, authorize (config.access), one service call. */
export function listsRoutes(service: ListsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${PREFIX}/addListItem`,
      {
        schema: {
          tags,
          security,
          summary: 'Creates a list with the statuses Shortlisted, Contacted and Confirmed',
          description:
            'The name is trimmed, 1 to 80 characters, unique in the organization in any case (409 Conflict, field name). Spends one lists (423 LimitExceeded, field lists; 423 EmailNotVerified).',
          body: createListBody,
          response: { 201: listSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.caller, request.body)),
    );

    app.get(
      `${PREFIX}/listwithCount`,
      {
        schema: {
          tags,
          security,
          summary: "The organization's lists with their profile counts, by name",
          description: 'hideEmptyList (default true) leaves out lists without profiles.',
          querystring: listWithCountQuery,
          response: { 200: listCollectionSchema },
        },
        config: { access: read },
      },
      (request) => service.listWithCount(request.caller, request.query),
    );

    app.delete(
      `${PREFIX}/removeListItem`,
      {
        schema: {
          tags,
          security,
          summary: 'Removes a list by name (any case) or by listId',
          description:
            'Its items go; the profiles stay tracked. Gives one lists back. 404 when no list matches.',
          querystring: removeListQuery,
          response: noContent,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.remove(request.caller, request.query);
        return reply.status(204).send(null);
      },
    );

    app.put(
      `${PREFIX}/renameListItem`,
      {
        schema: {
          tags,
          security,
          summary: 'Renames a list (409 Conflict, field name, when another list has the name)',
          body: renameListBody,
          response: { 200: listSchema },
        },
        config: { access: write },
      },
      (request) => service.rename(request.caller, request.body),
    );

    app.get(
      `${PREFIX}/profile-lists`,
      {
        schema: {
          tags,
          security,
          summary: "Every list of the organization with a profile's membership and status there",
          description: '404 when the organization does not track the profile.',
          querystring: profileListsQuery,
          response: { 200: profileListsSchema },
        },
        config: { access: read },
      },
      (request) => service.profileLists(request.caller, request.query.profileId),
    );

    app.post(
      `${PREFIX}/share-profile-list`,
      {
        schema: {
          tags,
          security,
          summary: 'Shares a list as a read-only public page',
          description:
            'The link is unguessable (32 random bytes). Sharing a list that is already shared answers the same link.',
          body: listIdBody,
          response: { 200: shareSchema },
        },
        config: { access: write },
      },
      (request) => service.share(request.caller, request.body.listId),
    );

    app.delete(
      `${PREFIX}/share-profile-list`,
      {
        schema: {
          tags,
          security,
          summary: 'Stops sharing a list: its public link answers 404 from now on',
          querystring: listIdQuery,
          response: noContent,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.unshare(request.caller, request.query.listId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      `${PREFIX}/list-meta`,
      {
        schema: {
          tags,
          security,
          summary: "A list's statuses in kanban order",
          querystring: listIdQuery,
          response: { 200: statusesSchema },
        },
        config: { access: read },
      },
      (request) => service.listMeta(request.caller, request.query.listId),
    );

    app.put(
      `${PREFIX}/list-meta`,
      {
        schema: {
          tags,
          security,
          summary:
            "Changes a list's statuses: addStatus, updateStatus, removeStatus, reorderStatus",
          description:
            'addStatus appends (409 Conflict, field name, on a name the list has in any case); updateStatus renames or recolours (items show the new name); removeStatus leaves its items in the list with no status; reorderStatus takes every status of the list exactly once (else 400, field statusIds). Each answers the statuses after the change.',
          body: listMetaBody,
          response: { 200: statusesSchema },
        },
        config: { access: write },
      },
      (request) => service.updateListMeta(request.caller, request.body),
    );

    app.post(
      `${PREFIX}/enrich-request`,
      {
        schema: {
          tags,
          security,
          summary: 'Queues a refresh of every profile in a list from its data source',
          description: 'Answers 202 with how many profiles were queued; the work runs as jobs.',
          body: listIdBody,
          response: { 202: enrichQueuedSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await service.requestEnrichment(request.caller, request.body.listId)),
    );

    app.get(
      `${PREFIX}/items`,
      {
        schema: {
          tags,
          security,
          summary: 'A list with its profiles, for the kanban and the table of the list page',
          description: `All items up to ${LIST_ITEMS_CAP}, ordered by their status's position (no status last), then by position in the column.`,
          querystring: listIdQuery,
          response: { 200: listItemsSchema },
        },
        config: { access: read },
      },
      (request) => service.items(request.caller, request.query.listId),
    );

    app.put(
      '/customer/socialProfile/addToList',
      {
        schema: {
          tags,
          security,
          summary: 'Adds tracked profiles to a list, by listId or listName (exactly one)',
          description:
            "A listName that is not a list yet creates it (spends one lists: 423 LimitExceeded, field lists). New items get the list's first status (Shortlisted on a new list), at the end of its column. A profileId the organization does not track answers 404 and nothing is added. Profiles already in the list count as alreadyInList.",
          body: listMembershipBody,
          response: { 200: addedToListSchema },
        },
        config: { access: write },
      },
      (request) => service.addProfilesToList(request.caller, request.body),
    );

    app.put(
      '/customer/socialProfile/removeFromList',
      {
        schema: {
          tags,
          security,
          summary: 'Removes profiles from a list, by listId or listName (exactly one)',
          description:
            'The profiles stay tracked. A profileId the organization does not track, or an unknown list, answers 404 and nothing is removed.',
          body: listMembershipBody,
          response: { 200: removedFromListSchema },
        },
        config: { access: write },
      },
      (request) => service.removeProfilesFromList(request.caller, request.body),
    );

    app.get(
      '/public/shared-lists/:token',
      {
        schema: {
          tags: ['public'],
          summary: 'The public page of a shared list (no login)',
          description:
            'Read-only: the name and the creators with their status, nothing private. 404 for an unknown or revoked link.',
          params: sharedListParams,
          response: { 200: sharedListSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.sharedList(request.params.token),
    );
  };
}
