import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { organizations } from '../account/account.tables';

/**
 * An organization's Stripe customer and its subscription as last reconciled from Stripe. The
 * plan itself lives on the organization (account module); this row says why it is what it is.
 */
export const billingAccounts = pgTable('billing_accounts', {
  orgId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  customerId: text().notNull().unique(),
  subscriptionId: text(),
  /** Stripe's subscription status (active, past_due, canceled, ...); 'none' before the first. */
  status: text().notNull().default('none'),
  plan: text(),
  interval: text().$type<'month' | 'year'>(),
  /** The subscription's currency (lower case); Stripe keeps a customer in one currency. */
  currency: text(),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** A switch to a smaller plan waits for the period's end in a Stripe subscription schedule. */
  scheduledPlan: text(),
  scheduledInterval: text().$type<'month' | 'year'>(),
  /**
   * When the Stripe read behind this state began. Webhooks are handled concurrently; a state read
   * earlier than the one stored is older and is not saved over it.
   */
  stateReadAt: timestamp({ withTimezone: true }),
  /** When the owner activated the configured offer (BILLING_OFFER_COUPON): once per organization. */
  offerActivatedAt: timestamp({ withTimezone: true }),
  /** When that offer's coupon went onto a subscription; null while it waits for a purchase. */
  offerAppliedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every Stripe event received, by Stripe's id: an event delivered again is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  orgId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
  receivedAt: createdAt(),
});

/** Visits of a partner's referral link (POST /public/promoter), counted per referral and day. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    referralId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    visits: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.referralId, table.day] })],
);

/**
 * The first paid invoice of an organization a partner referred (organizations.referred_by): one
 * row per organization, so a partner's paying conversions can be counted and paid out.
 */
export const referralPayments = pgTable('referral_payments', {
  orgId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  referralId: text().notNull(),
  /** Minor units of `currency`, as the invoice was paid. */
  amount: bigint({ mode: 'number' }).notNull(),
  currency: text().notNull(),
  invoiceId: text().notNull(),
  paidAt: createdAt(),
});

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
