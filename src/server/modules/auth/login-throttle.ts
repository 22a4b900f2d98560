import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { AUTH_TEXT } from './auth.text';
import { loginAddresses, loginFailures } from './login-throttle.tables';

/**
 * Password guessing is slowed down, and nobody can lock the real user out with it.
 *
 * Wrong passwords are counted under three keys: this account from this address ("pair"), this
 * address for any account, and this account from addresses it has never signed in from. Past a
 * few free failures a key must wait before its next try, 1 s doubling with every further failure
 * up to 15 minutes; a failure-free hour starts the count again. A try while waiting is answered
 * 429 with Retry-After before the password is checked, so the answer says nothing about it.
 *
 * The account key does not apply to an address the user has signed in from before (their own
 * normal use): an attacker elsewhere, however many failures they pile up, never delays the owner.
 * The owner's own typos delay only the owner's pair key, by seconds. A correct password clears the
 * pair key; the account and address keys only decay, so a success cannot reset an attack.
 * An unknown email is throttled exactly like a known one, so the throttle reveals no accounts.
 */
const RULES = {
  /** The owner mistyping: a little slack, then seconds. */
  pair: { freeFailures: 5 },
  /** Many accounts tried from one address (an office may share it). */
  address: { freeFailures: 20 },
  /** One account tried from many addresses, none of which it knows. */
  account: { freeFailures: 10 },
} as const;
const MAX_DELAY_SECONDS = 15 * 60;
const SWEEP_EVERY_FAILURES = 100;
const FAILURES_FORGOTTEN_AFTER = sql`interval '1 hour'`;
// An address unused for this long is a stranger's again (addresses get reassigned).
const ADDRESS_REMEMBERED_FOR = sql`interval '90 days'`;

type KeyKind = keyof typeof RULES;

/** Emails are hashed: the table holds no addresses of people. */
function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

function keysOf(email: string, address: string): Record<KeyKind, string> {
  const account = emailHash(email);
  return {
    pair: `pair:${account}:${address}`,
    address: `address:${address}`,
    account: `account:${account}`,
  };
}

function addressHash(userId: string, address: string): string {
  return createHash('sha256').update(`${userId}:${address}`).digest('base64url').slice(0, 22);
}

export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RateLimited', 429, AUTH_TEXT.signInsThrottled({ seconds: retryAfterSeconds }));
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(db: Database) {
  async function isKnownAddress(user: { id: string; orgId: string }, address: string) {
    const [row] = await db
      .select({ userId: loginAddresses.userId })
      .from(loginAddresses)
      .where(
        and(
          eq(loginAddresses.orgId, user.orgId),
          eq(loginAddresses.userId, user.id),
          eq(loginAddresses.addressHash, addressHash(user.id, address)),
          gt(loginAddresses.lastSignedInAt, sql`now() - ${ADDRESS_REMEMBERED_FOR}`),
        ),
      );
    return row !== undefined;
  }

  /** The keys that apply to a try on this account from this address. */
  async function applicableKeys(
    email: string,
    address: string,
    user: { id: string; orgId: string } | null,
  ): Promise<string[]> {
    const keys = keysOf(email, address);
    const known = user ? await isKnownAddress(user, address) : false;
    return known ? [keys.pair, keys.address] : [keys.pair, keys.address, keys.account];
  }

  async function recordFailure(key: string, freeFailures: number): Promise<void> {
    const failures = sql`case when ${loginFailures.lastFailedAt} < now() - ${FAILURES_FORGOTTEN_AFTER} then 1 else ${loginFailures.failures} + 1 end`;
    const delayFor = (count: unknown) =>
      sql`now() + make_interval(secs => case when ${count} < ${freeFailures} then 0 else least(${MAX_DELAY_SECONDS}, power(2, ${count} - ${freeFailures})) end)`;
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailedAt: sql`now()`, lockedUntil: delayFor(sql`1`) })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: { failures, lastFailedAt: sql`now()`, lockedUntil: delayFor(failures) },
      });
  }

  // Keys sprayed with unknown emails would pile up: now and then, rows whose count has lapsed go.
  let failuresSinceSweep = 0;
  async function forgetOldFailures() {
    await db
      .delete(loginFailures)
      .where(
        and(
          lt(loginFailures.lastFailedAt, sql`now() - ${FAILURES_FORGOTTEN_AFTER}`),
          lt(loginFailures.lockedUntil, sql`now()`),
        ),
      );
  }

  return {
    /**
     * Throws LoginThrottledError when a key of this try must still wait. Returns what
     * `recordOutcome` needs, so one lookup serves both.
     */
    async assertMayTry(
      email: string,
      address: string,
      user: { id: string; orgId: string } | null,
    ): Promise<{ keys: string[] }> {
      const keys = await applicableKeys(email, address, user);
      const [row] = await db
        .select({
          waitMs: sql<number>`greatest(0, extract(epoch from (max(${loginFailures.lockedUntil}) - now())) * 1000)::int`,
        })
        .from(loginFailures)
        .where(inArray(loginFailures.key, keys));
      const waitMs = Number(row?.waitMs ?? 0);
      if (waitMs > 0) throw new LoginThrottledError(Math.ceil(waitMs / 1000));
      return { keys };
    },

    /** Counts a wrong password under each key that applied to the try. */
    async recordFailure(email: string, address: string, applied: { keys: string[] }) {
      failuresSinceSweep += 1;
      if (failuresSinceSweep >= SWEEP_EVERY_FAILURES) {
        failuresSinceSweep = 0;
        await forgetOldFailures();
      }
      const keys = keysOf(email, address);
      await Promise.all(
        (Object.keys(keys) as KeyKind[])
          .filter((kind) => applied.keys.includes(keys[kind]))
          .map((kind) => recordFailure(keys[kind], RULES[kind].freeFailures)),
      );
    },

    /** The right password: this address's own slack is back; it is now known to the user. */
    async recordSuccess(email: string, address: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keysOf(email, address).pair));
    },

    /** Any sign-in (password, Google, invitation, sign-up) makes the address the user's own. */
    async rememberAddress(user: { id: string; orgId: string }, address: string) {
      await db
        .insert(loginAddresses)
        .values({
          orgId: user.orgId,
          userId: user.id,
          addressHash: addressHash(user.id, address),
          lastSignedInAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: [loginAddresses.orgId, loginAddresses.userId, loginAddresses.addressHash],
          set: { lastSignedInAt: sql`now()` },
        });
    },

    /** A password reset proves the mailbox: strangers' failures on the account are forgiven. */
    async forgiveAccount(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, `account:${emailHash(email)}`));
    },
  };
}
