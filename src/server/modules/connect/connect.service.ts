import type { Logger } from 'pino';
import type { Branding } from '../../../common/api/branding';
import type { Platform } from '../../../common/constants';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../http/errors';
import { THING } from '../../http/things.text';
import {
  type CreatorOAuthProvider,
  type CreatorProvider,
  ProviderError,
} from '../../integrations/creator-oauth';
import { type MailBrand, type Mailer, PRODUCT_NAME } from '../../integrations/mail';
import type { SecretBox } from '../../integrations/secrets';
import { type Aggregator, AggregatorError } from '../../integrations/social-data';
import type { JobQueue } from '../../jobs/queue';
import { toConnectionDto, toLinkDto } from './connect.dto';
import { createConnectRepository } from './connect.repository';
import { CONNECT_TEXT } from './connect.text';
import { createConnectLinks } from './connect-links';
import { hashToken, newToken, pkcePair } from './connect-tokens';
import { creatorEmail } from './creator-email';

export { EXPIRING_WITHIN_MS } from './connect.dto';

export const CONNECT_SYNC_JOB = 'connect.sync';
export const PROVIDER_LABELS: Record<CreatorProvider, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
/** Links made in one bulk call: one list or campaign, answered within a request. */
export const MAX_BULK_LINKS = 500;
/** How long the creator has on the provider's consent screen. */
const ATTEMPT_TTL_MS = 15 * 60 * 1000;

export type ConnectDeps = {
  db: Database;
  providers: Partial<Record<CreatorProvider, CreatorOAuthProvider>>;
  /** The operator's data aggregator, for `thirdparty-connect`; null when none is configured. */
  aggregator: Aggregator | null;
  /** Seals tokens and PKCE verifiers (purpose `creator-oauth`). */
  secrets: SecretBox;
  /** Where providers send the creator back: registered with each provider's app. */
  redirectUri: string;
  mailer: Mailer;
  mailBrand: (orgId: string) => Promise<MailBrand>;
  /** The brand the creator's page wears: the agency's, on any host the link is opened on. */
  branding: (orgId: string) => Promise<Branding>;
  /** Removes what a connected account brought in, when the creator asks for it. */
  deleteConnectedContents: (
    orgId: string,
    profileId: string,
    platform: Platform,
  ) => Promise<number>;
  jobs: () => JobQueue | null;
  logger: Logger;
};

/**
 * Creator self-connect (docs/connect.md): members make connect links for tracked creators; a
 * creator opens one, connects an account over OAuth 2 with state and PKCE, and may disconnect
 * again from the same link. Tokens are sealed at rest and never leave the server.
 */
export function createConnectService(deps: ConnectDeps) {
  const repository = createConnectRepository(deps.db);
  const links = createConnectLinks(deps);

  async function profileOrThrow(orgId: string, profileId: string) {
    const profile = await repository.trackedProfile(orgId, profileId);
    if (!profile) throw notFound(THING.profile, profileId);
    return profile;
  }

  /** The live link a token names; expired, revoked and unknown tokens all answer the same 400. */
  async function liveLink(token: string) {
    const link = await repository.liveLinkByTokenHash(hashToken(token));
    if (!link) throw badRequest(CONNECT_TEXT.linkExpired, 'token');
    return link;
  }

  function providerOrThrow(provider: CreatorProvider) {
    const found = deps.providers[provider];
    if (!found) throw badRequest(CONNECT_TEXT.providerNotSetUp({ provider }), 'provider');
    return found;
  }

  async function listCreators(orgId: string, listId: string) {
    const creators = await repository.creatorsOfList(orgId, listId);
    if (!creators) throw notFound(THING.list, listId);
    return creators;
  }

  async function campaignCreators(orgId: string, campaignId: string) {
    const creators = await repository.creatorsOfCampaign(orgId, campaignId);
    if (!creators) throw notFound(THING.campaign, campaignId);
    return creators;
  }

  /** Withdraws the grant at the provider (where it can), then forgets the tokens. */
  async function disconnect(
    orgId: string,
    profileId: string,
    provider: CreatorProvider,
    keepData: boolean,
  ) {
    const connection = await repository.providerConnection(orgId, profileId, provider);
    if (!connection) throw notFound(THING.connection, provider);
    const oauth = deps.providers[provider];
    try {
      if (connection.via === 'aggregator') {
        await deps.aggregator?.disconnect(connection.accountId);
      } else if (oauth && connection.accessToken) {
        await oauth.revoke({
          accessToken: await deps.secrets.open(connection.accessToken),
          refreshToken: connection.refreshToken
            ? await deps.secrets.open(connection.refreshToken)
            : null,
        });
      }
    } catch (error) {
      // A token the provider already dropped cannot be revoked twice; ours still goes.
      deps.logger.warn({ err: error, provider }, 'revoking a creator connection failed');
    }
    await repository.deleteConnection(connection.id);
    const removedContent = keepData
      ? 0
      : await deps.deleteConnectedContents(orgId, profileId, provider);
    return { disconnected: true as const, removedContent };
  }

  return {
    /** Makes the profile's connect link, revoking the one before it (SPEC 7 `PUT connect`). */
    async createLink(caller: Caller, input: { profileId: string; expiresInDays: number }) {
      await profileOrThrow(caller.orgId, input.profileId);
      const link = await links.issue({ ...input, orgId: caller.orgId, createdBy: caller.userId });
      return toLinkDto(link.row, link.url);
    },

    /**
     * A new link for every tracked creator of a list or a campaign, mailed to those with an
     * email address among their contacts when asked.
     */
    async bulkLinks(
      caller: Caller,
      input: { listId?: string; campaignId?: string; expiresInDays: number; email: boolean },
    ) {
      const members = input.listId
        ? await listCreators(caller.orgId, input.listId)
        : await campaignCreators(caller.orgId, input.campaignId!);
      if (members.length > MAX_BULK_LINKS) {
        throw badRequest(
          CONNECT_TEXT.tooManyCreators({ count: MAX_BULK_LINKS }),
          input.listId ? 'listId' : 'campaignId',
        );
      }
      const made = [];
      for (const creator of members) {
        const link = await links.issue({
          orgId: caller.orgId,
          profileId: creator.profileId,
          createdBy: caller.userId,
          expiresInDays: input.expiresInDays,
        });
        const address = input.email ? creatorEmail(creator) : null;
        if (address) {
          await links.mail({
            orgId: caller.orgId,
            profileId: creator.profileId,
            to: address,
            creatorName: creator.fullName ?? `@${creator.username}`,
            url: link.url,
          });
        }
        made.push({
          profileId: creator.profileId,
          username: creator.username,
          platform: creator.platform,
          url: link.url,
          emailedTo: address,
        });
      }
      return { links: made };
    },

    /** The profile's live link (without its URL: only its hash is kept) and its connections. */
    async status(caller: Caller, profileId: string) {
      await profileOrThrow(caller.orgId, profileId);
      const link = await repository.liveLinkOfProfile(caller.orgId, profileId);
      const connections = await repository.connectionsOf(caller.orgId, profileId);
      return {
        link: link ? toLinkDto(link, null) : null,
        connections: connections.map(toConnectionDto),
        providers: Object.keys(deps.providers) as CreatorProvider[],
      };
    },

    async revokeLink(caller: Caller, linkId: string) {
      const revoked = await repository.revokeLink(caller.orgId, linkId);
      if (!revoked) throw notFound(THING.connectLink, linkId);
    },

    /** Mails a fresh link to the creator: the old one's URL is not kept, so this makes a new one. */
    async emailLink(
      caller: Caller,
      input: { profileId: string; email: string; expiresInDays: number },
    ) {
      const profile = await profileOrThrow(caller.orgId, input.profileId);
      const link = await links.issue({ ...input, orgId: caller.orgId, createdBy: caller.userId });
      await links.mail({
        orgId: caller.orgId,
        profileId: input.profileId,
        to: input.email,
        creatorName: profile.fullName ?? `@${profile.username}`,
        url: link.url,
      });
      return toLinkDto(link.row, link.url);
    },

    /**
     * Links an account the creator connected through the data aggregator (SPEC 7
     * `thirdparty-connect`). The aggregator must know the account and still be connected to it.
     */
    async thirdpartyConnect(caller: Caller, input: { profileId: string; accountId: string }) {
      await profileOrThrow(caller.orgId, input.profileId);
      if (!deps.aggregator) {
        throw badRequest(CONNECT_TEXT.noAggregator, 'accountId');
      }
      const account = await aggregatorCall(() => deps.aggregator!.account(input.accountId));
      if (!account.connected || !account.platform) {
        throw badRequest(
          account.platform
            ? CONNECT_TEXT.aggregatorDisconnected
            : CONNECT_TEXT.aggregatorOtherPlatform,
          'accountId',
        );
      }
      const existing = await repository.connectionsOf(caller.orgId, input.profileId);
      if (existing.some((entry) => entry.provider === account.platform && entry.via === 'oauth')) {
        throw conflict(CONNECT_TEXT.connectedDirectly({ provider: account.platform }), 'accountId');
      }
      const now = new Date();
      const row = await repository.upsertConnection(
        { orgId: caller.orgId, profileId: input.profileId, provider: account.platform },
        {
          via: 'aggregator',
          accountId: account.id,
          accountName: `@${account.username}`,
          scopes: [],
          accessToken: null,
          refreshToken: null,
          tokenExpiresAt: null,
          lapsesAt: null,
          lastError: null,
          syncFailures: 0,
          connectedAt: now,
          updatedAt: now,
        },
      );
      await deps
        .jobs()
        ?.send(CONNECT_SYNC_JOB, { profileId: input.profileId }, { singletonKey: input.profileId });
      return toConnectionDto(row);
    },

    disconnect: (
      caller: Caller,
      input: { profileId: string; provider: CreatorProvider; keepData: boolean },
    ) => disconnect(caller.orgId, input.profileId, input.provider, input.keepData),

    /** What the creator sees on /connect: who asks, what is shared, which accounts are connected. */
    async describe(token: string) {
      const link = await liveLink(token);
      const profile = await profileOrThrow(link.orgId, link.profileId);
      const [brand, branding, orgName, connections] = await Promise.all([
        deps.mailBrand(link.orgId),
        deps.branding(link.orgId),
        repository.organizationName(link.orgId),
        repository.connectionsOf(link.orgId, link.profileId),
      ]);
      return {
        creator: {
          username: profile.username,
          platform: profile.platform,
          fullName: profile.fullName,
        },
        // An agency's white-label name when it has one, else the organization's own.
        organization: {
          name: brand.name !== PRODUCT_NAME ? brand.name : (orgName ?? brand.name),
        },
        branding,
        expiresAt: link.expiresAt.toISOString(),
        providers: (Object.values(deps.providers) as CreatorOAuthProvider[]).map((oauth) => {
          const connection = connections.find((entry) => entry.provider === oauth.provider);
          return {
            provider: oauth.provider,
            scopes: oauth.scopes.map((entry) => ({ ...entry })),
            connected: Boolean(connection),
            accountName: connection?.accountName ?? null,
          };
        }),
      };
    },

    /** Starts a trip to the provider's consent screen: a one-use state and a PKCE pair. */
    async authorize(input: { token: string; provider: CreatorProvider }) {
      const link = await liveLink(input.token);
      const oauth = providerOrThrow(input.provider);
      const state = newToken();
      const pkce = pkcePair();
      await repository.insertAttempt({
        linkId: link.id,
        provider: input.provider,
        stateHash: hashToken(state),
        codeVerifier: await deps.secrets.seal(pkce.verifier),
        linkToken: await deps.secrets.seal(input.token),
        expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
      });
      return {
        authorizeUrl: oauth.authorizeUrl({
          state,
          codeChallenge: pkce.challenge,
          redirectUri: deps.redirectUri,
        }),
      };
    },

    /**
     * The provider sent the creator back. The state is spent before anything else, so a replayed
     * callback is refused; a denial, a bad code or a provider error stores nothing.
     */
    async callback(input: { state: string; code?: string; error?: string }) {
      const now = new Date();
      const attempt = await repository.spendAttempt(hashToken(input.state), now);
      if (!attempt) {
        throw badRequest(CONNECT_TEXT.attemptSpent, 'state');
      }
      const link = await repository.liveLinkById(attempt.linkId, now);
      if (!link) throw badRequest(CONNECT_TEXT.linkExpired, 'token');
      if (input.error || !input.code) {
        throw badRequest(
          input.error === 'access_denied' ? CONNECT_TEXT.accessDenied : CONNECT_TEXT.notConnected,
          'code',
        );
      }
      const oauth = providerOrThrow(attempt.provider);
      const connected = await providerCall(async () => {
        const tokens = await oauth.exchangeCode({
          code: input.code!,
          codeVerifier: await deps.secrets.open(attempt.codeVerifier),
          redirectUri: deps.redirectUri,
        });
        return { tokens, account: await oauth.account(tokens.accessToken) };
      });
      const { tokens, account } = connected;
      const sealed = {
        accessToken: await deps.secrets.seal(tokens.accessToken),
        refreshToken: tokens.refreshToken ? await deps.secrets.seal(tokens.refreshToken) : null,
      };
      await repository.saveOAuthConnection(
        { orgId: link.orgId, profileId: link.profileId, provider: attempt.provider },
        {
          linkId: link.id,
          accountId: account.id,
          accountName: account.name,
          scopes: tokens.scopes,
          ...sealed,
          tokenExpiresAt: tokens.expiresAt,
          lapsesAt: tokens.lapsesAt,
          lastError: null,
          syncFailures: 0,
          reconnectMailedAt: null,
          connectedAt: now,
          updatedAt: now,
        },
        // Connecting is for stories above all: their tracking turns on with the account.
        attempt.provider === 'instagram' ? now : null,
      );
      // The first pull runs now, not at the next hour.
      await deps
        .jobs()
        ?.send(CONNECT_SYNC_JOB, { profileId: link.profileId }, { singletonKey: link.profileId });
      return {
        provider: attempt.provider,
        accountName: account.name,
        scopes: tokens.scopes,
        token: await deps.secrets.open(attempt.linkToken),
      };
    },

    /**
     * The follower breakdown of the organization's creator behind a bank account, from their
     * connected account, for audit reports; null when none was read.
     */
    async audienceForAccount(orgId: string, accountId: string) {
      const rows = await repository.audienceOfAccount(orgId, accountId);
      if (rows.length === 0) return null;
      const provider = rows[0].provider;
      const asOf = rows[0].fetchedAt;
      return {
        provider: PROVIDER_LABELS[provider],
        asOf,
        rows: rows
          .filter((row) => row.provider === provider)
          .map(({ dimension, value, share }) => ({ dimension, value, share })),
      };
    },

    /** The creator disconnects from the page of their link. */
    async disconnectByCreator(input: {
      token: string;
      provider: CreatorProvider;
      keepData: boolean;
    }) {
      const link = await liveLink(input.token);
      return disconnect(link.orgId, link.profileId, input.provider, input.keepData);
    },
  };
}

export type ConnectService = ReturnType<typeof createConnectService>;

/** An account the aggregator does not know is a 400; an aggregator that fails, a 503. */
async function aggregatorCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AggregatorError)) throw error;
    if (error.notFound) throw badRequest(CONNECT_TEXT.aggregatorUnknownAccount, 'accountId');
    throw serviceUnavailable(CONNECT_TEXT.aggregatorUnreachable({ reason: error.message }));
  }
}

/** A provider's refusal is the creator's to see (400); an unreachable provider is a 503. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure === 'invalid_grant') {
      throw badRequest(CONNECT_TEXT.providerRefused({ reason: error.message }), 'code');
    }
    throw serviceUnavailable(CONNECT_TEXT.providerUnreachable({ reason: error.message }));
  }
}
