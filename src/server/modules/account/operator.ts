import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, users } from './account.tables';
import { PLANS } from './plans';

/**
 * What an operator of a self-hosted installation does from the command line: block or unblock
 * an organization, and move it to another plan (there may be no billing on a private install).
 * Organizations are named by any of their users' email addresses.
 */
export function createOperatorTools(db: Database) {
  async function organizationOf(email: string): Promise<string> {
    const [user] = await db
      .select({ orgId: users.orgId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    if (!user) throw new Error(`No user with the email ${email}`);
    return user.orgId;
  }

  return {
    async setAccessBlocked(email: string, blocked: boolean): Promise<string> {
      const orgId = await organizationOf(email);
      await db
        .update(organizations)
        .set({ accessBlockedAt: blocked ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(organizations.id, orgId));
      return orgId;
    },

    async setPlan(email: string, plan: string): Promise<string> {
      if (!PLANS[plan]) {
        throw new Error(`Unknown plan ${plan}; one of: ${Object.keys(PLANS).join(', ')}`);
      }
      const orgId = await organizationOf(email);
      await db
        .update(organizations)
        .set({ plan, updatedAt: sql`now()` })
        .where(eq(organizations.id, orgId));
      return orgId;
    },
  };
}
