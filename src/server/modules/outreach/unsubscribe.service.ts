import type { UnsubscribeState } from '../../../common/api/outreach';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { createEntriesRepository } from './entries.repository';
import type { UnsubscribeLinks } from './unsubscribe-links';

/**
 * Unsubscribing from a message's link or its List-Unsubscribe header (RFC 8058 one-click): the
 * address is suppressed for the organization and every entry of it stops, in every sequence.
 */
export function createUnsubscribeService(deps: { db: Database; links: UnsubscribeLinks }) {
  const repository = createEntriesRepository(deps.db);

  async function entryOf(token: string) {
    const entryId = await deps.links.entryOf(token);
    const row = entryId ? await repository.unsubscribeTarget(entryId) : null;
    if (!row) throw badRequest('This unsubscribe link is not valid', 'token');
    return row;
  }

  return {
    /** Who the link's messages came from and whether the address is already unsubscribed. */
    async describe(token: string): Promise<UnsubscribeState> {
      const entry = await entryOf(token);
      const reason = await repository.suppressionOf(entry.orgId, entry.email);
      return {
        email: entry.email,
        sender: entry.sender ?? '',
        unsubscribed: reason === 'unsubscribed',
      };
    },

    async unsubscribe(token: string): Promise<UnsubscribeState> {
      const entry = await entryOf(token);
      await repository.unsubscribe(entry.orgId, entry.email);
      return { email: entry.email, sender: entry.sender ?? '', unsubscribed: true };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
