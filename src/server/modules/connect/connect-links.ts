import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { composeMail, type MailBrand, type Mailer } from '../../integrations/mail';
import { connectLinks } from './connect.tables';
import { CONNECT_TEXT } from './connect.text';
import { hashToken, newToken } from './connect-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export type IssuedLink = { row: typeof connectLinks.$inferSelect; url: string };

/**
 * Issuing connect links, shared by the member's calls and the reconnect reminder. A profile has
 * one live link: a new one revokes the one before. The URL exists only in this answer.
 */
export function createConnectLinks(deps: {
  db: Database;
  mailer: Mailer;
  mailBrand: (orgId: string) => Promise<MailBrand>;
}) {
  const { db } = deps;

  async function issue(input: {
    orgId: string;
    profileId: string;
    createdBy: string | null;
    expiresInDays: number;
  }): Promise<IssuedLink> {
    const token = newToken();
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      await tx
        .update(connectLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(connectLinks.orgId, input.orgId),
            eq(connectLinks.profileId, input.profileId),
            isNull(connectLinks.revokedAt),
          ),
        );
      const [inserted] = await tx
        .insert(connectLinks)
        .values({
          orgId: input.orgId,
          profileId: input.profileId,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
          createdBy: input.createdBy,
        })
        .returning();
      return inserted;
    });
    // The agency's verified domain when it has one: the page opens in its colours.
    const brand = await deps.mailBrand(input.orgId);
    return { row, url: `${brand.appUrl}/connect?token=${token}` };
  }

  /** Mails a link to the creator in the organization's name (its white-label sender if set). */
  async function mail(input: {
    orgId: string;
    profileId: string;
    to: string;
    creatorName: string;
    url: string;
    reconnect?: { provider: string; lapsesOn: string };
  }) {
    const brand = await deps.mailBrand(input.orgId);
    const { reconnect } = input;
    const content = reconnect
      ? {
          subject: CONNECT_TEXT.reconnectMailSubject({
            provider: reconnect.provider,
            name: brand.name,
          }),
          lines: [
            CONNECT_TEXT.reconnectMailWhy({
              provider: reconnect.provider,
              name: brand.name,
              date: reconnect.lapsesOn,
            }),
            CONNECT_TEXT.reconnectMailHow,
          ],
        }
      : {
          subject: CONNECT_TEXT.linkMailSubject({ name: brand.name }),
          lines: [CONNECT_TEXT.linkMailWhy({ name: brand.name }), CONNECT_TEXT.linkMailHow],
        };
    await deps.mailer.send({
      to: input.to,
      brand,
      ...composeMail(brand, {
        ...content,
        greeting: input.creatorName,
        link: input.url,
        closing: CONNECT_TEXT.linkMailClosing,
      }),
      meta: {
        kind: input.reconnect ? 'connect-reconnect-creator' : 'connect-link',
        profileId: input.profileId,
      },
    });
  }

  return { issue, mail };
}

export type ConnectLinks = ReturnType<typeof createConnectLinks>;
