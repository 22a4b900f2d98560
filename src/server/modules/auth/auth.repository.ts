import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrganizationRow, organizations, type UserRow, users } from '../account';

type NewOrganization = typeof organizations.$inferInsert;
type NewUser = Omit<typeof users.$inferInsert, 'orgId' | 'role'>;
type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'orgId' | 'role'>>;

const UNIQUE_VIOLATION = '23505';

/** Thrown by `createWorkspace` when the email (or Google account) already has a user. */
export class DuplicateUserError extends Error {}
/** Thrown by `createWorkspace` when the deal code was redeemed before. */
export class DealCodeRedeemedError extends Error {}

/**
 * Queries of sign-up and sign-in. Users are found across organizations here, by email or Google
 * account: that is how a person signs in before any organization is known. Everything after
 * sign-in is scoped by the organization of the session.
 */
export function createAuthRepository(db: Database) {
  return {
    /** Emails are unique case-insensitively (the `lower(email)` index serves this lookup). */
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row ?? null;
    },

    async findUserByGoogleSub(sub: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row ?? null;
    },

    async findUser(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findOrganization(id: string): Promise<OrganizationRow | null> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
      return row ?? null;
    },

    async findOwner(orgId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.role, 'owner')))
        .limit(1);
      return row ?? null;
    },

    /**
     * Creates an organization with its owner in one transaction. A deal code is checked and
     * redeemed inside it under an advisory lock on the code, so two sign-ups racing with the same
     * code cannot both get the deal.
     */
    async createWorkspace(input: {
      organization: NewOrganization;
      owner: NewUser;
      dealCode: string | null;
    }): Promise<{ organization: OrganizationRow; user: UserRow }> {
      try {
        return await db.transaction(async (tx) => {
          if (input.dealCode) {
            await tx.execute(
              sql`select pg_advisory_xact_lock(hashtext(${`deal:${input.dealCode}`}))`,
            );
            const [redeemed] = await tx
              .select({ id: organizations.id })
              .from(organizations)
              .where(sql`${organizations.appsumo}->>'code' = ${input.dealCode}`)
              .limit(1);
            if (redeemed) throw new DealCodeRedeemedError();
          }
          const [organization] = await tx
            .insert(organizations)
            .values(input.organization)
            .returning();
          const [user] = await tx
            .insert(users)
            .values({ ...input.owner, orgId: organization.id, role: 'owner' })
            .returning();
          return { organization, user };
        });
      } catch (error) {
        // The unique indexes on lower(email) and google_sub settle a race the lookup could not.
        if (isUniqueViolation(error)) throw new DuplicateUserError();
        throw error;
      }
    },

    async updateUser(id: string, changes: UserChanges): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Sets emailVerifiedAt once; a later verification keeps the first moment. */
    async markEmailVerified(id: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
