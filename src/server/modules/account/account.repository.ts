import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  apiKeys,
  type MemberRole,
  type OrganizationRow,
  organizations,
  type UserRow,
  users,
} from './account.tables';

// PostgreSQL rejects a malformed uuid with an error; such an id simply matches nothing.

type OrganizationPatch = Partial<
  Pick<OrganizationRow, 'phone' | 'country' | 'orgType' | 'jobRole'>
>;
type UserPatch = Partial<
  Pick<UserRow, 'fullName' | 'role' | 'passwordHash' | 'lastEvent' | 'timeZone'>
> & {
  /** Merged key by key into the saved settings. */
  tableSettings?: Record<string, unknown>;
};

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Queries of organizations, their users and API keys; every org-owned query takes orgId first. */
function accountQueries(db: Database) {
  const userInOrg = (orgId: string, userId: string) =>
    and(eq(users.orgId, orgId), eq(users.id, userId));

  return {
    async findOrganization(orgId: string): Promise<OrganizationRow | null> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
      return row ?? null;
    },

    /**
     * Holds the organization's row lock until the transaction ends: seat counting and API key
     * rotation run one at a time per organization, so two concurrent requests cannot both pass.
     */
    async lockOrganization(orgId: string): Promise<OrganizationRow | null> {
      const [row] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .for('update');
      return row ?? null;
    },

    async updateOrganization(orgId: string, patch: OrganizationPatch): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db
        .update(organizations)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(organizations.id, orgId));
    },

    async saveSurvey(orgId: string, data: Record<string, unknown>): Promise<OrganizationRow> {
      const [row] = await db
        .update(organizations)
        .set({ surveyData: data, surveyStatus: true, updatedAt: sql`now()` })
        .where(eq(organizations.id, orgId))
        .returning();
      return row;
    },

    async mergeAccountConfig(
      orgId: string,
      config: Record<string, unknown>,
    ): Promise<OrganizationRow> {
      const [row] = await db
        .update(organizations)
        .set({
          accountConfig: sql`${organizations.accountConfig} || ${jsonb(config)}`,
          updatedAt: sql`now()`,
        })
        .where(eq(organizations.id, orgId))
        .returning();
      return row;
    },

    /** Merges flags in one statement; null (nothing written) when the total would pass maxFlags. */
    async mergeStatusFlags(
      orgId: string,
      flags: Record<string, boolean>,
      maxFlags: number,
    ): Promise<OrganizationRow | null> {
      const merged = sql`${organizations.statusFlags} || ${jsonb(flags)}`;
      const [row] = await db
        .update(organizations)
        .set({ statusFlags: merged, updatedAt: sql`now()` })
        .where(
          and(
            eq(organizations.id, orgId),
            sql`(select count(*) from jsonb_object_keys(${merged})) <= ${maxFlags}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async findUser(orgId: string, userId: string): Promise<UserRow | null> {
      if (!isUuid(userId)) return null;
      const [row] = await db.select().from(users).where(userInOrg(orgId, userId));
      return row ?? null;
    },

    async findOwner(orgId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.role, 'owner')))
        .orderBy(asc(users.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Oldest first, so the owner leads and new invitations come last. */
    async listUsers(orgId: string, page: { offset: number; limit: number }): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(eq(users.orgId, orgId))
        .orderBy(asc(users.createdAt), asc(users.id))
        .offset(page.offset)
        .limit(page.limit);
    },

    /** Every user of the organization, pending invitations included: the seats taken. */
    async countUsers(orgId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.orgId, orgId));
      return row?.n ?? 0;
    },

    async countUsersByRole(
      orgId: string,
    ): Promise<Record<MemberRole, number> & { invited: number }> {
      // Same rule as isPendingInvitation: not the owner, not activated yet.
      const pending = sql`${users.activatedAt} is null and ${users.role} <> 'owner'`;
      const rows = await db
        .select({
          role: users.role,
          n: count(),
          invited: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
        })
        .from(users)
        .where(eq(users.orgId, orgId))
        .groupBy(users.role);
      const counts = { owner: 0, member: 0, guest: 0, invited: 0 };
      for (const row of rows) {
        counts[row.role] = row.n;
        counts.invited += row.invited;
      }
      return counts;
    },

    /** Not org-scoped on purpose: an email address has one account across the installation. */
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row !== undefined;
    },

    /** The invited person's row; null when the email was taken meanwhile (unique index). */
    async insertInvitedUser(
      orgId: string,
      values: { email: string; role: Exclude<MemberRole, 'owner'>; fullName: string },
    ): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values({ orgId, ...values })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async updateUser(orgId: string, userId: string, patch: UserPatch): Promise<UserRow | null> {
      if (!isUuid(userId)) return null;
      const { tableSettings, ...columns } = patch;
      const [row] = await db
        .update(users)
        .set({
          ...columns,
          ...(tableSettings
            ? { tableSettings: sql`${users.tableSettings} || ${jsonb(tableSettings)}` }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(userInOrg(orgId, userId))
        .returning();
      return row ?? null;
    },

    async deleteUser(orgId: string, userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const rows = await db
        .delete(users)
        .where(userInOrg(orgId, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async findActiveApiKey(orgId: string) {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    async insertApiKey(
      orgId: string,
      values: { prefix: string; keyHash: string; createdBy: string | null },
    ) {
      const [row] = await db
        .insert(apiKeys)
        .values({ orgId, ...values })
        .returning();
      return row;
    },

    /** Revokes the organization's active keys; how many there were. */
    async revokeApiKeys(orgId: string): Promise<number> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length;
    },
  };
}

export type AccountQueries = ReturnType<typeof accountQueries>;

export function createAccountRepository(db: Database) {
  return {
    ...accountQueries(db),
    /** Runs fn with queries bound to one transaction: all of it commits, or none of it. */
    transaction<T>(fn: (queries: AccountQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(accountQueries(tx)));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
