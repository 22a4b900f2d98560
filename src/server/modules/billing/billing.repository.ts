import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, users } from '../account';
import { notificationSettings } from '../notifications/notifications.tables';
import { type BillingAccountRow, billingAccounts, billingEvents } from './billing.tables';

export type SubscriptionState = Pick<
  BillingAccountRow,
  | 'subscriptionId'
  | 'status'
  | 'plan'
  | 'interval'
  | 'currency'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'scheduledPlan'
  | 'scheduledInterval'
>;

export function createBillingRepository(db: Database) {
  return {
    async accountOf(orgId: string, tx: Database = db): Promise<BillingAccountRow | null> {
      const [row] = await tx.select().from(billingAccounts).where(eq(billingAccounts.orgId, orgId));
      return row ?? null;
    },

    async accountByCustomer(customerId: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.customerId, customerId));
      return row ?? null;
    },

    /** Keeps the first customer when two requests race to create one. */
    async saveCustomer(orgId: string, customerId: string): Promise<BillingAccountRow> {
      await db.insert(billingAccounts).values({ orgId, customerId }).onConflictDoNothing();
      const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.orgId, orgId));
      return row;
    },

    /** The account, locked until the transaction ends: one webhook of an org at a time. */
    async lockAccount(tx: Database, orgId: string): Promise<BillingAccountRow | null> {
      const [row] = await tx
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.orgId, orgId))
        .for('update');
      return row ?? null;
    },

    async saveSubscription(tx: Database, orgId: string, state: SubscriptionState, readAt: Date) {
      await tx
        .update(billingAccounts)
        .set({ ...state, stateReadAt: readAt, updatedAt: sql`now()` })
        .where(eq(billingAccounts.orgId, orgId));
    },

    /** Marks the offer activated; false when it already was (two clicks, two tabs). */
    async claimOffer(orgId: string, applied: boolean, tx: Database = db): Promise<boolean> {
      const claimed = await tx
        .update(billingAccounts)
        .set({ offerActivatedAt: sql`now()`, offerAppliedAt: applied ? sql`now()` : null })
        .where(and(eq(billingAccounts.orgId, orgId), isNull(billingAccounts.offerActivatedAt)))
        .returning({ orgId: billingAccounts.orgId });
      return claimed.length === 1;
    },

    /** Gives the offer back when Stripe refused to apply it. */
    async releaseOffer(orgId: string, tx: Database = db) {
      await tx
        .update(billingAccounts)
        .set({ offerActivatedAt: null, offerAppliedAt: null })
        .where(eq(billingAccounts.orgId, orgId));
    },

    async offerApplied(orgId: string, tx: Database = db) {
      await tx
        .update(billingAccounts)
        .set({ offerAppliedAt: sql`now()` })
        .where(eq(billingAccounts.orgId, orgId));
    },

    /** True the first time an event id is seen; false for a delivery of one already applied. */
    async claimEvent(tx: Database, event: { id: string; type: string; orgId: string | null }) {
      const claimed = await tx
        .insert(billingEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return claimed.length === 1;
    },

    async organization(orgId: string, tx: Database = db) {
      const [org] = await tx
        .select({ name: organizations.name, plan: organizations.plan })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      return org ?? null;
    },

    async setPlan(tx: Database, orgId: string, plan: string, price: number, currency: string) {
      await tx
        .update(organizations)
        .set({ plan, planPrice: price, planCurrency: currency, updatedAt: sql`now()` })
        .where(eq(organizations.id, orgId));
    },

    async owner(orgId: string) {
      const [owner] = await db
        .select({
          email: users.email,
          fullName: users.fullName,
          locale: notificationSettings.locale,
        })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(and(eq(users.orgId, orgId), eq(users.role, 'owner')));
      return owner ?? null;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
