import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids';

/** UUIDv7 primary key: time-ordered, so inserts stay at the right edge of the B-tree. */
export const primaryId = () => uuid().primaryKey().$defaultFn(newId);

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
