import { doublePrecision, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DataSourceId } from '../../../common/api/data-sources';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import { organizations } from '../account/account.tables';

/**
 * An organization's own key of a data source (Settings → Data sources), one per source. The key
 * is sealed with the SecretBox before it is written: a leaked row or dump does not reveal it, and
 * no answer of the API ever carries it.
 */
export const dataSourceKeys = pgTable(
  'data_source_keys',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    source: text().$type<DataSourceId>().notNull(),
    sealedKey: text().notNull(),
    /** Whose account the key belongs to, as the source named it when the key was tested. */
    label: text().notNull(),
    /** Credits left in the source's own unit when last asked; null when it does not count. */
    creditsLeft: doublePrecision(),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('data_source_keys_org_source_uq').on(t.orgId, t.source)],
);

export type DataSourceKeyRow = typeof dataSourceKeys.$inferSelect;
