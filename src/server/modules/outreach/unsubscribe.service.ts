import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import {
  outreachEntries,
  outreachMailboxes,
  outreachSequences,
  outreachSuppressions,
} from './outreach.tables';
import type { UnsubscribeLinks } from './unsubscribe-links';

/**
 * Unsubscribing from a message's link or its List-Unsubscribe header (RFC 8058 one-click): the
 * address is suppressed for the organization and every entry of it stops, in every sequence.
 */
export function createUnsubscribeService(deps: { db: Database; links: UnsubscribeLinks }) {
  const { db } = deps;

  async function entryOf(token: string) {
    const entryId = await deps.links.entryOf(token);
    const [row] = entryId
      ? await db
          .select({
            orgId: outreachEntries.orgId,
            email: outreachEntries.email,
            status: outreachEntries.status,
            sender: outreachMailboxes.fromName,
          })
          .from(outreachEntries)
          .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
          .leftJoin(outreachMailboxes, eq(outreachMailboxes.id, outreachSequences.mailboxId))
          .where(eq(outreachEntries.id, entryId))
      : [];
    if (!row) throw badRequest('This unsubscribe link is not valid', 'token');
    return row;
  }

  return {
    /** Who the link's messages came from and whether the address is already unsubscribed. */
    async describe(token: string) {
      const entry = await entryOf(token);
      const [suppressed] = await db
        .select({ reason: outreachSuppressions.reason })
        .from(outreachSuppressions)
        .where(
          and(
            eq(outreachSuppressions.orgId, entry.orgId),
            eq(outreachSuppressions.email, entry.email),
          ),
        );
      return {
        email: entry.email,
        sender: entry.sender ?? '',
        unsubscribed: suppressed?.reason === 'unsubscribed',
      };
    },

    async unsubscribe(token: string) {
      const entry = await entryOf(token);
      await db.transaction(async (tx) => {
        await tx
          .insert(outreachSuppressions)
          .values({ orgId: entry.orgId, email: entry.email, reason: 'unsubscribed' })
          .onConflictDoUpdate({
            target: [outreachSuppressions.orgId, outreachSuppressions.email],
            set: { reason: 'unsubscribed' },
          });
        await tx
          .update(outreachEntries)
          // Out of any stage too: whoever opted out is no longer Interested.
          .set({
            status: 'unsubscribed',
            stage: null,
            nextStep: null,
            nextSendAt: null,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(outreachEntries.orgId, entry.orgId),
              eq(outreachEntries.email, entry.email),
              ne(outreachEntries.status, 'unsubscribed'),
            ),
          );
      });
      return { email: entry.email, sender: entry.sender ?? '', unsubscribed: true };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
