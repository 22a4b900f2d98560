import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ListStatusKey } from '../../../common/product-labels';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import { organizations, users } from '../account/account.tables';
import { trackedProfiles } from '../profiles/profiles.tables';

/**
 * An organization's list of tracked profiles. Names are unique per organization regardless of
 * case (SPEC 4: removing a list matches its name case-insensitively). Counts against `lists`.
 */
export const lists = pgTable(
  'lists',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Unguessable token of the public shared page; null when not shared (or revoked). */
    shareToken: text(),
    sharedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lists_org_name_uq').on(t.orgId, sql`lower(${t.name})`),
    uniqueIndex('lists_share_token_uq').on(t.shareToken),
  ],
);

export type ListRow = typeof lists.$inferSelect;

/** The ordered statuses of one list (SPEC 7 `list-meta`), e.g. Shortlisted, Contacted, Confirmed. */
export const listStatuses = pgTable(
  'list_statuses',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /**
     * A status the product made (a new list's defaults): the app says it by this key in the
     * reader's language. Null once renamed, and for a status a user added: shown as typed.
     */
    labelKey: text().$type<ListStatusKey>(),
    color: text(),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('list_statuses_list_name_uq').on(t.listId, sql`lower(${t.name})`),
    index('list_statuses_org_list_idx').on(t.orgId, t.listId, t.position),
  ],
);

export type ListStatusRow = typeof listStatuses.$inferSelect;

/** A tracked profile in a list, with its status there (a profile's `listStatuses` come from here). */
export const listItems = pgTable(
  'list_items',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    statusId: uuid().references(() => listStatuses.id, { onDelete: 'set null' }),
    /** Order inside a status column of the kanban. */
    position: integer().notNull().default(0),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.profileId] }),
    index('list_items_org_profile_idx').on(t.orgId, t.profileId),
    index('list_items_org_list_idx').on(t.orgId, t.listId, t.statusId, t.position),
  ],
);
