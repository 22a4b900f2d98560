import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { LIST_STATUS_KEYS } from '../product-labels';
import { brandingSchema } from './branding';

// The API contract of /customer/list/*, the list actions of /customer/socialProfile/* and the
// public shared list: the server validates with these schemas and documents them in OpenAPI, the
// web derives its types from them. Response schemas are what the serializer enforces, so a column
// never leaks by accident.

export const LIST_NAME_MAX = 80;
export const STATUS_NAME_MAX = 40;
/** The list page shows every item at once (kanban and table); beyond this it would not be usable. */
export const LIST_ITEMS_CAP = 2_000;
export const PROFILES_PER_CALL_MAX = 500;

/** Ids are answered 404 when unknown, malformed ones included, like another organization's. */
const id = z.string().min(1).max(64);
const listName = z.string().trim().min(1).max(LIST_NAME_MAX);
const statusName = z.string().trim().min(1).max(STATUS_NAME_MAX);
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.colour')
  .transform((c) => c.toLowerCase());

// ---- responses --------------------------------------------------------------------------------

/** A status the product made, by which the app says it in the reader's language. */
export const statusKeySchema = z
  .enum(LIST_STATUS_KEYS)
  .nullable()
  .describe(
    "A new list's status as the product made it (its name is the English); null once renamed, and for a status a user added",
  );

export const statusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  labelKey: statusKeySchema,
  color: z.string().nullable(),
  position: z.number().int(),
});
export type StatusDto = z.infer<typeof statusSchema>;

export const listSchema = z.object({
  _id: z.string(),
  name: z.string(),
  count: z.number().int().describe('Profiles in the list'),
  statuses: z.array(statusSchema).describe('In kanban order'),
  shared: z.boolean(),
  shareUrl: z.string().nullable().describe('The public page while the list is shared'),
  createdAt: z.string(),
});
export type ListDto = z.infer<typeof listSchema>;

export const listCollectionSchema = z.object({ items: z.array(listSchema) });
export type ListCollectionDto = z.infer<typeof listCollectionSchema>;

export const profileListsSchema = z.object({
  items: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      hasProfile: z.boolean(),
      status: z.string().nullable().describe("The profile's status in this list"),
    }),
  ),
});
export type ProfileListsDto = z.infer<typeof profileListsSchema>;
/** One list as the profile page shows it: whether the profile is in it, and its status there. */
export type ProfileListDto = ProfileListsDto['items'][number];

export const shareSchema = z.object({ shareUrl: z.string(), token: z.string() });
export type ShareDto = z.infer<typeof shareSchema>;
export const statusesSchema = z.object({ statuses: z.array(statusSchema) });
export type StatusesDto = z.infer<typeof statusesSchema>;

export const listItemSchema = z.object({
  profileId: z.string(),
  status: z.string().nullable(),
  statusKey: statusKeySchema,
  statusId: z.string().nullable(),
  position: z.number().int().describe('Order inside the status column'),
  addedAt: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  followers: z.number(),
  engagementRate: z.number(),
  isDemo: z.boolean().describe('Generated demo data, not a real creator'),
});
export type ListItemDto = z.infer<typeof listItemSchema>;

export const listItemsSchema = z.object({ list: listSchema, items: z.array(listItemSchema) });
export type ListItemsDto = z.infer<typeof listItemsSchema>;

export const enrichQueuedSchema = z.object({
  queued: z.number().int().describe('Profiles sent to enrichment'),
});
export type EnrichQueuedDto = z.infer<typeof enrichQueuedSchema>;

export const addedToListSchema = z.object({
  listId: z.string(),
  added: z.number().int(),
  alreadyInList: z.number().int(),
});
export type AddedToListDto = z.infer<typeof addedToListSchema>;
export const removedFromListSchema = z.object({ removed: z.number().int() });
export type RemovedFromListDto = z.infer<typeof removedFromListSchema>;

export const sharedListSchema = z.object({
  name: z.string(),
  sharedAt: z.string(),
  branding: brandingSchema.describe(
    "The owner's white-label (the product's defaults unless it is an agency): the page wears it",
  ),
  profiles: z.array(
    z.object({
      username: z.string(),
      fullName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      platform: z.enum(PLATFORMS),
      followers: z.number(),
      engagementRate: z.number(),
      status: z.string().nullable(),
      statusKey: statusKeySchema,
      isDemo: z.boolean().describe('Generated demo data: the page labels it'),
    }),
  ),
});
export type SharedListDto = z.infer<typeof sharedListSchema>;
export type SharedProfileDto = SharedListDto['profiles'][number];

// ---- requests ---------------------------------------------------------------------------------

export const createListBody = z.strictObject({ name: listName });
export type CreateListBody = z.infer<typeof createListBody>;

export const listWithCountQuery = z.strictObject({
  hideEmptyList: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe('Hide lists without profiles (default true)'),
});

/** A list named by id or by name (case-insensitive): exactly one of the two. */
const oneList = <T extends { listId?: unknown; listName?: unknown }>(value: T) =>
  (value.listId === undefined) !== (value.listName === undefined);
const oneListIssue = {
  message: 'lists.oneOfListIdAndName',
  path: ['listId'],
};

export const removeListQuery = z
  .strictObject({ listId: id.optional(), name: listName.optional() })
  .refine((q) => (q.listId === undefined) !== (q.name === undefined), {
    message: 'validation.oneOfListIdAndName',
    path: ['name'],
  });

export const renameListBody = z.strictObject({ listId: id, name: listName });
export type RenameListBody = z.infer<typeof renameListBody>;
export const profileListsQuery = z.strictObject({ profileId: id });
export const listIdBody = z.strictObject({ listId: id });
export const listIdQuery = z.strictObject({ listId: id });

export const listMetaBody = z.discriminatedUnion('action', [
  z
    .strictObject({
      action: z.literal('addStatus'),
      listId: id,
      name: statusName,
      color: color.optional(),
    })
    .describe('Appends a status to the list (409 when the list has one of that name)'),
  z
    .strictObject({
      action: z.literal('updateStatus'),
      listId: id,
      statusId: id,
      name: statusName.optional(),
      color: color.optional(),
    })
    .describe('Renames or recolours a status; its items keep it and show the new name'),
  z
    .strictObject({ action: z.literal('removeStatus'), listId: id, statusId: id })
    .describe('Removes a status; its items stay in the list with no status'),
  z
    .strictObject({
      action: z.literal('reorderStatus'),
      listId: id,
      statusIds: z.array(id).min(1).max(100),
    })
    .describe("Sets the kanban order: every one of the list's statuses, each once"),
]);
export type ListMetaAction = z.infer<typeof listMetaBody>;

const profileIds = z
  .array(id)
  .min(1)
  .max(PROFILES_PER_CALL_MAX)
  .describe('Tracked profiles (profileId) of the organization');

export const listMembershipBody = z
  .strictObject({ profileIds, listId: id.optional(), listName: listName.optional() })
  .refine(oneList, oneListIssue);
export type ListMembershipBody = z.infer<typeof listMembershipBody>;

export const sharedListParams = z.strictObject({ token: z.string().max(200) });

/** Which list a call means: by id, or by name matched case-insensitively. */
export type ListRef = { listId?: string; listName?: string };
