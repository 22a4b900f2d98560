import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_COOKIE_MAX_AGE_S } from '../../../common/constants';
import type { Database } from '../../db/client';
import { type OneTimeTokenPurpose, oneTimeTokens, sessions } from './account.tables';
import { hashToken, newToken } from './credentials';

/** Opaque session tokens (256 bits), stored hashed, valid one year (SPEC 9). */
export function createSessionStore(db: Database) {
  return {
    async create(user: { id: string; orgId: string }, userAgent?: string): Promise<string> {
      const token = newToken();
      await db.insert(sessions).values({
        orgId: user.orgId,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_COOKIE_MAX_AGE_S * 1000),
        userAgent: userAgent?.slice(0, 300),
      });
      return token;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    },

    /** Ends every session of a user, or every other one when `keepToken` is given. */
    async revokeAllOfUser(userId: string, keepToken?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined,
          ),
        );
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  'verify-email': 7 * 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  invitation: 14 * 24 * 60 * 60 * 1000,
};

/** Single-use, hashed-at-rest tokens for links sent by email. */
export function createOneTimeTokens(db: Database) {
  return {
    /** Issues a new token; earlier unused tokens of the same purpose stop working. */
    async issue(
      user: { id: string; orgId: string },
      purpose: OneTimeTokenPurpose,
    ): Promise<string> {
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(oneTimeTokens.userId, user.id),
              eq(oneTimeTokens.purpose, purpose),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        await tx.insert(oneTimeTokens).values({
          orgId: user.orgId,
          userId: user.id,
          purpose,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS[purpose]),
        });
      });
      return token;
    },

    /** The token's owner if it is valid, unused and unexpired; does not use it up. */
    async peek(token: string, purpose: OneTimeTokenPurpose) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(token)),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            sql`${oneTimeTokens.expiresAt} > now()`,
          ),
        );
      return row ? { userId: row.userId, orgId: row.orgId } : null;
    },

    /** Uses the token up atomically: of two concurrent uses only one gets the owner back. */
    async consume(token: string, purpose: OneTimeTokenPurpose) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(token)),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            sql`${oneTimeTokens.expiresAt} > now()`,
          ),
        )
        .returning({ userId: oneTimeTokens.userId, orgId: oneTimeTokens.orgId });
      return row ?? null;
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
