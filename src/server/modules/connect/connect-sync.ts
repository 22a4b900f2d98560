import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import {
  type AudienceShare,
  type ConnectedContent,
  type CreatorOAuthProvider,
  type CreatorProvider,
  ProviderError,
  type TokenSet,
} from '../../integrations/creator-oauth';
import { composeMail, type MailBrand, type Mailer } from '../../integrations/mail';
import type { FetchUrl } from '../../integrations/outbound';
import type { SecretBox } from '../../integrations/secrets';
import { type Aggregator, AggregatorError } from '../../integrations/social-data';
import type { JobDefinition } from '../../jobs/queue';
import { users } from '../account/account.tables';
import type { ConnectedContentInput } from '../content';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { CONNECT_SYNC_JOB, EXPIRING_WITHIN_MS, PROVIDER_LABELS } from './connect.service';
import {
  connectedAudiences,
  connectLinks,
  type ProfileConnectionRow,
  profileConnections,
} from './connect.tables';
import { CONNECT_TEXT } from './connect.text';
import { createConnectLinks } from './connect-links';
import { creatorEmail } from './creator-email';

/** Every hour, a few minutes past, so stories (up for 24 hours) are read many times each. */
export const CONNECT_SYNC_CRON = '7 * * * *';
/** Access tokens this close to their end are refreshed before the call that needs them. */
const REFRESH_AHEAD_MS = 10 * 60 * 1000;
/** Instagram's long-lived tokens are refreshed once they are a day old and have < 7 days left. */
const INSTAGRAM_REFRESH_AHEAD_MS = EXPIRING_WITHIN_MS;
/** Above the largest story upload (story-media.ts); the store step checks the real limit. */
const MAX_STORY_FILE_BYTES = 100 * 1024 * 1024;
/** A reconnect link outlives the lapse it warns of. */
const RECONNECT_LINK_DAYS = 30;
export const WITHDRAWN =
  "The creator's authorization was withdrawn or has expired; send them a new connect link";

type SyncDeps = {
  db: Database;
  providers: Partial<Record<CreatorProvider, CreatorOAuthProvider>>;
  secrets: SecretBox;
  storeContent: (
    profile: { orgId: string; profileId: string },
    items: ConnectedContentInput[],
  ) => Promise<number>;
  /** Stories of a profile still without their stored file, and keeping one (content module). */
  storiesWithoutMedia: (
    orgId: string,
    profileId: string,
    platformPostIds: string[],
  ) => Promise<{ id: string; platformPostId: string }[]>;
  keepStoryMedia: (orgId: string, contentId: string, body: Buffer) => Promise<boolean>;
  /** The guarded outbound fetch: story files come from the platform's CDN. */
  fetchUrl: FetchUrl;
  /** Puts the figures on the same posts in the organization's campaigns (campaigns module). */
  applyToCampaigns: (orgId: string, items: ConnectedContentInput[]) => Promise<number>;
  /** Set when the operator configured a data aggregator (`PUT thirdparty-connect`). */
  aggregator: Aggregator | null;
  mailer: Mailer;
  mailBrand: (orgId: string) => Promise<MailBrand>;
  logger: Logger;
};

/** Failures of the aggregator read like a provider's: gone accounts need the creator again. */
function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof AggregatorError) {
    return new ProviderError(error.notFound ? 'invalid_grant' : 'provider_error', error.message);
  }
  throw error;
}

/**
 * The connected accounts' pull: tokens refreshed before they expire, stories with their private
 * insights while story tracking is on, and a reconnect email 7 days before a connection lapses.
 */
export function createConnectSync(deps: SyncDeps) {
  const { db } = deps;
  const links = createConnectLinks(deps);

  function needsRefresh(row: ProfileConnectionRow, now: number) {
    const expires = row.tokenExpiresAt?.getTime();
    if (expires === undefined) return false;
    const ahead = row.provider === 'instagram' ? INSTAGRAM_REFRESH_AHEAD_MS : REFRESH_AHEAD_MS;
    return expires - now < ahead;
  }

  async function refreshed(row: ProfileConnectionRow, oauth: CreatorOAuthProvider) {
    if (!row.accessToken) throw new ProviderError('invalid_grant', 'no token');
    const current = {
      accessToken: await deps.secrets.open(row.accessToken),
      refreshToken: row.refreshToken ? await deps.secrets.open(row.refreshToken) : null,
    };
    if (!needsRefresh(row, Date.now())) return current.accessToken;
    const tokens: TokenSet = await oauth.refresh(current);
    await db
      .update(profileConnections)
      .set({
        accessToken: await deps.secrets.seal(tokens.accessToken),
        refreshToken: tokens.refreshToken
          ? await deps.secrets.seal(tokens.refreshToken)
          : row.refreshToken,
        tokenExpiresAt: tokens.expiresAt,
        lapsesAt: tokens.lapsesAt ?? row.lapsesAt,
        // A refreshed connection gets the reminder again before its new end.
        reconnectMailedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(profileConnections.id, row.id));
    return tokens.accessToken;
  }

  /**
   * What a connection reads: its recent posts, its current stories while story tracking is on,
   * and the followers' breakdown where the platform gives it.
   */
  async function readAccount(
    row: ProfileConnectionRow,
    tracksStories: boolean,
  ): Promise<{ content: ConnectedContent[]; audience: AudienceShare[] } | null> {
    if (row.via === 'aggregator') {
      if (!deps.aggregator) return null;
      const account = await deps.aggregator.account(row.accountId);
      if (!account.connected) {
        throw new ProviderError('invalid_grant', 'the aggregator lost the account');
      }
      const stories = tracksStories ? await deps.aggregator.stories(row.accountId) : [];
      return {
        content: stories.map((story) => ({
          ...story,
          platform: row.provider,
          type: 'story' as const,
        })),
        audience: [],
      };
    }
    const oauth = deps.providers[row.provider];
    if (!oauth) return null;
    const accessToken = await refreshed(row, oauth);
    const stories = tracksStories ? await oauth.stories(accessToken, row.accountId) : [];
    return {
      content: [...stories, ...(await oauth.posts(accessToken, row.accountId))],
      audience: await oauth.audience(accessToken, row.accountId),
    };
  }

  /**
   * A story's file is only readable while the story is up: each story without one is fetched
   * and stored now. One that fails is logged and tried again on the next run.
   */
  async function keepStoryFiles(row: ProfileConnectionRow, content: ConnectedContent[]) {
    const files = new Map(
      content.flatMap((item) =>
        item.type === 'story' && item.mediaUrl
          ? [[item.platformPostId, item.mediaUrl] as const]
          : [],
      ),
    );
    const missing = await deps.storiesWithoutMedia(row.orgId, row.profileId, [...files.keys()]);
    for (const story of missing) {
      try {
        const file = await deps.fetchUrl(files.get(story.platformPostId)!, {
          maxBytes: MAX_STORY_FILE_BYTES,
          allowedContentTypes: ['image/', 'video/'],
        });
        await deps.keepStoryMedia(row.orgId, story.id, file.body);
      } catch (error) {
        deps.logger.warn(
          { err: error, contentId: story.id },
          'a connected story file could not be kept',
        );
      }
    }
  }

  /** The breakdown is replaced whole: values that dropped out of the platform's top go too. */
  async function storeAudience(row: ProfileConnectionRow, audience: AudienceShare[]) {
    if (audience.length === 0) return;
    const fetchedAt = new Date();
    await db.transaction(async (tx) => {
      await tx.delete(connectedAudiences).where(eq(connectedAudiences.connectionId, row.id));
      await tx.insert(connectedAudiences).values(
        audience.map((entry) => ({
          orgId: row.orgId,
          connectionId: row.id,
          profileId: row.profileId,
          ...entry,
          fetchedAt,
        })),
      );
    });
  }

  async function syncOne(row: ProfileConnectionRow, tracksStories: boolean) {
    try {
      const read = await readAccount(row, tracksStories);
      if (read === null) return { contents: 0 };
      const items = read.content.map(({ mediaUrl: _file, ...item }) => item);
      const written = await deps.storeContent(
        { orgId: row.orgId, profileId: row.profileId },
        items,
      );
      await keepStoryFiles(row, read.content);
      await deps.applyToCampaigns(row.orgId, items);
      await storeAudience(row, read.audience);
      await db
        .update(profileConnections)
        .set({ lastSyncAt: new Date(), lastError: null, syncFailures: 0 })
        .where(eq(profileConnections.id, row.id));
      return { contents: written };
    } catch (error) {
      const failure = asProviderError(error);
      const withdrawn = failure.failure === 'invalid_grant';
      await db
        .update(profileConnections)
        .set({
          lastError: withdrawn ? WITHDRAWN : `The provider answered: ${failure.message}`,
          syncFailures: row.syncFailures + 1,
          // A withdrawn grant will not come back by itself: the connection has lapsed.
          ...(withdrawn ? { lapsesAt: new Date() } : {}),
        })
        .where(eq(profileConnections.id, row.id));
      deps.logger.warn({ err: error, connectionId: row.id }, 'connected account sync failed');
      return { contents: 0 };
    }
  }

  /** Syncs one profile's connections (right after connecting) or every live one (the hour). */
  async function sync(profileId?: string) {
    const rows = await db
      .select({ connection: profileConnections, storyTrackingAt: trackedProfiles.storyTrackingAt })
      .from(profileConnections)
      .innerJoin(trackedProfiles, eq(trackedProfiles.id, profileConnections.profileId))
      .where(
        and(
          profileId ? eq(profileConnections.profileId, profileId) : undefined,
          or(isNull(profileConnections.lapsesAt), gt(profileConnections.lapsesAt, new Date())),
        ),
      );
    let contents = 0;
    for (const { connection, storyTrackingAt } of rows) {
      contents += (await syncOne(connection, storyTrackingAt !== null)).contents;
    }
    const reminded = profileId ? 0 : await remindLapsing();
    return { connections: rows.length, contents, reminded };
  }

  /**
   * 7 days before a connection lapses: one email to the member who made its link, and one to the
   * creator (when their contacts have an address) with a fresh link to connect again.
   */
  async function remindLapsing() {
    const now = new Date();
    const due = await db
      .select({
        connection: profileConnections,
        createdBy: connectLinks.createdBy,
        email: users.email,
        name: users.fullName,
        contacts: trackedProfiles.contacts,
        systemFields: trackedProfiles.systemFields,
        username: socialAccounts.username,
        fullName: socialAccounts.fullName,
      })
      .from(profileConnections)
      .innerJoin(trackedProfiles, eq(trackedProfiles.id, profileConnections.profileId))
      .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
      .leftJoin(connectLinks, eq(connectLinks.id, profileConnections.linkId))
      .leftJoin(users, eq(users.id, connectLinks.createdBy))
      .where(
        and(
          isNull(profileConnections.reconnectMailedAt),
          isNotNull(profileConnections.lapsesAt),
          gt(profileConnections.lapsesAt, now),
          lt(profileConnections.lapsesAt, new Date(now.getTime() + EXPIRING_WITHIN_MS)),
        ),
      );
    for (const row of due) {
      const { connection } = row;
      const lapsesOn = connection.lapsesAt?.toISOString().slice(0, 10) ?? '';
      // Marked first: a failing mail is not sent again every hour.
      await db
        .update(profileConnections)
        .set({ reconnectMailedAt: now })
        .where(eq(profileConnections.id, connection.id));
      const creatorAddress = creatorEmail(row);
      if (row.email) {
        const brand = await deps.mailBrand(connection.orgId);
        await deps.mailer.send({
          to: row.email,
          brand,
          ...composeMail(brand, {
            subject: CONNECT_TEXT.lapsingMailSubject({ account: connection.accountName }),
            greeting: row.name ?? '',
            lines: [
              CONNECT_TEXT.lapsingMailWhat({
                provider: connection.provider,
                account: connection.accountName,
                date: lapsesOn,
              }),
              creatorAddress
                ? CONNECT_TEXT.lapsingMailCreatorMailed
                : CONNECT_TEXT.lapsingMailSendLink,
            ],
            link: `${brand.appUrl}/influencers/${connection.profileId}`,
            closing: CONNECT_TEXT.lapsingMailClosing,
          }),
          meta: { kind: 'connect-reconnect', connectionId: connection.id },
        });
      }
      if (creatorAddress) {
        const link = await links.issue({
          orgId: connection.orgId,
          profileId: connection.profileId,
          createdBy: row.createdBy,
          expiresInDays: RECONNECT_LINK_DAYS,
        });
        await links.mail({
          orgId: connection.orgId,
          profileId: connection.profileId,
          to: creatorAddress,
          creatorName: row.fullName ?? `@${row.username}`,
          url: link.url,
          reconnect: { provider: PROVIDER_LABELS[connection.provider], lapsesOn },
        });
      }
    }
    return due.length;
  }

  return {
    sync,
    job(): JobDefinition<{ profileId?: string }> {
      return {
        name: CONNECT_SYNC_JOB,
        schedule: { cron: CONNECT_SYNC_CRON },
        queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
        handle: ({ profileId }) => sync(profileId),
      };
    },
  };
}

export type ConnectSync = ReturnType<typeof createConnectSync>;
