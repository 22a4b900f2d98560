// Creator self-connect: the only place this feature calls the API. Members make and manage a
// profile's connect link (/customer/connect...); the creator, who has no account, uses the link's
// token on the public side (/public/connect/...).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Platform } from '../../../common/constants';
import { apiRequest } from '../../lib/api-client';
import { contentKeys } from '../content';
import {
  type CallbackInput,
  type ConnectProvider,
  rememberCallbackResult,
  rememberConnectToken,
} from './connect-rules';

export type ConnectLink = {
  id: string;
  profileId: string;
  /** Only in the answer that made the link: the server keeps just the token's hash. */
  url: string | null;
  expiresAt: string;
  createdAt: string;
};

export type ConnectionStatus = 'connected' | 'expiring' | 'lapsed';

export type Connection = {
  id: string;
  provider: ConnectProvider;
  /** `aggregator`: linked through the operator's data aggregator, not the creator's own grant. */
  via: 'oauth' | 'aggregator';
  accountName: string;
  scopes: string[];
  status: ConnectionStatus;
  connectedAt: string;
  expiresAt: string | null;
  lastSyncAt: string | null;
  lastError: string | null;
};

export type ProfileConnect = {
  link: ConnectLink | null;
  connections: Connection[];
  /** The providers this server has an app for; none means the creator cannot connect yet. */
  providers: ConnectProvider[];
};

export type DisconnectResult = { disconnected: true; removedContent: number };

export type PublicProvider = {
  provider: ConnectProvider;
  scopes: { scope: string; why: string }[];
  connected: boolean;
  accountName: string | null;
};

export type PublicConnectLink = {
  creator: { username: string; platform: Platform; fullName: string | null };
  organization: { name: string };
  expiresAt: string;
  providers: PublicProvider[];
};

export type CallbackResult = {
  provider: ConnectProvider;
  accountName: string;
  scopes: string[];
  /** The connect link's token, so the page can lead back to it. */
  token: string;
};

export const connectKeys = {
  all: ['connect'] as const,
  profiles: ['connect', 'profile'] as const,
  profile: (profileId: string) => ['connect', 'profile', profileId] as const,
  publicLink: (token: string) => ['connect', 'public', token] as const,
};

// ---- member side --------------------------------------------------------------------------------

const CUSTOMER = '/customer/connect';

// URLs of links made in this tab, by link id: a later status answer no longer has them.
const madeUrls = new Map<string, string>();

function rememberMade(link: ConnectLink): void {
  if (link.url) madeUrls.set(link.id, link.url);
}

/** The link's URL if this tab made it (a reload forgets it: a new link is then needed to copy). */
export function knownLinkUrl(link: ConnectLink): string | null {
  return link.url ?? madeUrls.get(link.id) ?? null;
}

export function useProfileConnect(profileId: string) {
  return useQuery({
    queryKey: connectKeys.profile(profileId),
    queryFn: ({ signal }) =>
      apiRequest<ProfileConnect>(CUSTOMER, { query: { profileId }, signal, quiet: true }),
  });
}

/** A new link revokes the profile's previous one: the old URL stops working. */
export function useCreateConnectLink(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      apiRequest<ConnectLink>(CUSTOMER, { method: 'PUT', body: { profileId, expiresInDays } }),
    onSuccess: (link) => {
      rememberMade(link);
      return queryClient.invalidateQueries({ queryKey: connectKeys.profile(profileId) });
    },
  });
}

export function useRevokeConnectLink(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest<void>(`${CUSTOMER}/${linkId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectKeys.profile(profileId) }),
  });
}

/**
 * Makes a new link (revoking the previous, like creating one) and mails it to the creator in the
 * organization's name. Quiet: the form shows what the server said about the address.
 */
export function useEmailConnectLink(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; expiresInDays: number }) =>
      apiRequest<ConnectLink>(`${CUSTOMER}/email`, {
        method: 'POST',
        body: { profileId, ...input },
        quiet: true,
      }),
    onSuccess: (link) => {
      rememberMade(link);
      return queryClient.invalidateQueries({ queryKey: connectKeys.profile(profileId) });
    },
  });
}

export type BulkConnectInput = ({ listId: string } | { campaignId: string }) & {
  expiresInDays: number;
  email: boolean;
};

export type BulkConnectLink = {
  profileId: string;
  username: string;
  platform: Platform;
  url: string;
  /** The address the link was mailed to; null when not asked to mail or the creator has none. */
  emailedTo: string | null;
};

export type BulkConnectResult = { links: BulkConnectLink[] };

/**
 * A new link for every tracked creator of a list or a campaign, each revoking that creator's
 * previous one, optionally mailed to those with an email contact. Quiet: the dialog shows a
 * failure (an unknown list, too many creators).
 */
export function useBulkConnectLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkConnectInput) =>
      apiRequest<BulkConnectResult>(`${CUSTOMER}/bulk`, {
        method: 'PUT',
        body: input,
        quiet: true,
      }),
    onSuccess: () => {
      // Not awaited: the links show at once; every creator's card loses its previous link.
      void queryClient.invalidateQueries({ queryKey: connectKeys.profiles });
    },
  });
}

/**
 * Quiet: the dialog shows a failure. Without keepData the content the account brought in goes
 * too; the profile's own lists cannot be named here (profiles shows this card), so its page
 * refreshes them through `onContentRemoved`.
 */
export function useDisconnectProfile(profileId: string, onContentRemoved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { provider: ConnectProvider; keepData: boolean }) =>
      apiRequest<DisconnectResult>('/customer/disconnect', {
        method: 'PUT',
        body: { profileId, ...input },
        quiet: true,
      }),
    onSuccess: (result) => {
      if (result.removedContent > 0) {
        onContentRemoved?.();
        void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      }
      // Not awaited: the refetch drops the row, and with it the caller that says it is done.
      void queryClient.invalidateQueries({ queryKey: connectKeys.profile(profileId) });
    },
  });
}

// ---- public side (the creator) ------------------------------------------------------------------

const PUBLIC = '/public/connect';

/** Quiet and not retried: a bad, expired or revoked token is the page's own message. */
export function usePublicConnectLink(token: string) {
  return useQuery({
    queryKey: connectKeys.publicLink(token),
    queryFn: ({ signal }) =>
      apiRequest<PublicConnectLink>(`${PUBLIC}/link`, { query: { token }, signal, quiet: true }),
    enabled: token !== '',
    retry: false,
  });
}

/** The provider's consent URL, good for one trip (a one-use state). */
export function useAuthorizeProvider(token: string) {
  return useMutation({
    mutationFn: (provider: ConnectProvider) =>
      apiRequest<{ authorizeUrl: string }>(`${PUBLIC}/authorize`, {
        method: 'POST',
        body: { token, provider },
        quiet: true,
      }),
  });
}

/**
 * The provider's answer, handed on once: a state is good for one callback, so the tab keeps the
 * result for a reload of the page.
 */
export function useConnectCallback() {
  return useMutation({
    mutationFn: (input: CallbackInput) =>
      apiRequest<CallbackResult>(`${PUBLIC}/callback`, {
        method: 'POST',
        body: input,
        quiet: true,
      }),
    onSuccess: (result, input) => {
      rememberCallbackResult(input.state, result);
      rememberConnectToken(result.token);
    },
  });
}

export function usePublicDisconnect(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { provider: ConnectProvider; keepData: boolean }) =>
      apiRequest<DisconnectResult>(`${PUBLIC}/disconnect`, {
        method: 'POST',
        body: { token, ...input },
        quiet: true,
      }),
    // Awaited: the page shows the provider as disconnected by the time the dialog closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectKeys.publicLink(token) }),
  });
}
