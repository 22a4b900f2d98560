import type { Branding } from '../../../common/api/branding';
import type { UnsubscribeState } from '../../../common/api/outreach';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { createEntriesRepository } from './entries.repository';
import { OUTREACH_TEXT } from './outreach.text';
import type { UnsubscribeLinks } from './unsubscribe-links';

/**
 * Unsubscribing from a message's link or its List-Unsubscribe header (RFC 8058 one-click): the
 * address is suppressed for the organization and every entry of it stops, in every sequence.
 */
export function createUnsubscribeService(deps: {
  db: Database;
  links: UnsubscribeLinks;
  /** The page wears the sending organization's brand, whichever host the link opens on. */
  branding: (orgId: string) => Promise<Branding>;
}) {
  const repository = createEntriesRepository(deps.db);

  async function entryOf(token: string) {
    const entryId = await deps.links.entryOf(token);
    const row = entryId ? await repository.unsubscribeTarget(entryId) : null;
    if (!row) throw badRequest(OUTREACH_TEXT.unsubscribeLinkInvalid, 'token');
    return row;
  }

  return {
    /** Who the link's messages came from and whether the address is already unsubscribed. */
    async describe(token: string): Promise<UnsubscribeState> {
      const entry = await entryOf(token);
      const [reason, branding] = await Promise.all([
        repository.suppressionOf(entry.orgId, entry.email),
        deps.branding(entry.orgId),
      ]);
      return {
        email: entry.email,
        sender: entry.sender ?? '',
        unsubscribed: reason === 'unsubscribed',
        branding,
      };
    },

    async unsubscribe(token: string): Promise<UnsubscribeState> {
      const entry = await entryOf(token);
      await repository.unsubscribe(entry.orgId, entry.email);
      const branding = await deps.branding(entry.orgId);
      return { email: entry.email, sender: entry.sender ?? '', unsubscribed: true, branding };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
