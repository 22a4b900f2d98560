import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../db/ids';

/**
 * Unsubscribe links of outreach messages: the entry's id signed with an installation secret, so
 * a link names exactly one entry and cannot be guessed for another. They never expire: an
 * unsubscribe link in a months-old mail must still work.
 */
export function createUnsubscribeLinks(deps: { secret: () => Promise<string>; publicUrl: string }) {
  const mac = (key: string, entryId: string) =>
    createHmac('sha256', key).update(`outreach-unsubscribe\n${entryId}`).digest('base64url');

  return {
    async token(entryId: string): Promise<string> {
      return `${entryId}.${mac(await deps.secret(), entryId)}`;
    },

    /** The page a reader opens from the message's footer (it asks before unsubscribing). */
    pageUrl: (token: string) => `${deps.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,

    /** The List-Unsubscribe target: mail clients POST `List-Unsubscribe=One-Click` to it. */
    oneClickUrl: (token: string) =>
      `${deps.publicUrl}/api/v1/public/outreach/unsubscribe?token=${encodeURIComponent(token)}`,

    /** The entry a token names, or null when it was not signed here. */
    async entryOf(token: string): Promise<string | null> {
      const [entryId, signature] = token.split('.');
      if (!entryId || !signature || !isUuid(entryId)) return null;
      const expected = Buffer.from(mac(await deps.secret(), entryId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? entryId : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
