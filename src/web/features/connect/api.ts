// Creator self-connect: the only place this feature calls the API. Members make and manage a
// profile's connect link (/customer/connect...); the creator, who has no account, uses the link's
// token on the public side (/public/connect/...).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthorizeDto,
  BulkLinksDto,
  BulkLinksInput,
  CallbackDto,
  CallbackInput,
  ConnectionDto,
  ConnectLinkDto,
  ConnectStatusDto,
  CreatorDisconnectInput,
  CreatorProvider,
  DisconnectDto,
  DisconnectInput,
  EmailLinkInput,
  PublicConnectLinkDto,
} from '../../../common/api/connect';
import { apiRequest } from '../../lib/api-client';
import { contentKeys } from '../content';
import { rememberCallbackResult, rememberConnectToken } from './connect-rules';

/** A profile's connect link; `url` only in the answer that made it (the server keeps a hash). */
export type ConnectLink = ConnectLinkDto;
/** `via: aggregator`: linked through the operator's data aggregator, not the creator's own grant. */
export type Connection = ConnectionDto;
export type BulkConnectLink = BulkLinksDto['links'][number];
export type PublicProvider = PublicConnectLinkDto['providers'][number];

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
      apiRequest<ConnectStatusDto>(CUSTOMER, { query: { profileId }, signal, quiet: true }),
  });
}

/** A new link revokes the profile's previous one: the old URL stops working. */
export function useCreateConnectLink(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      apiRequest<ConnectLinkDto>(CUSTOMER, { method: 'PUT', body: { profileId, expiresInDays } }),
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
    mutationFn: (input: Omit<EmailLinkInput, 'profileId'>) =>
      apiRequest<ConnectLinkDto>(`${CUSTOMER}/email`, {
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

/**
 * A new link for every tracked creator of a list or a campaign, each revoking that creator's
 * previous one, optionally mailed to those with an email contact. Quiet: the dialog shows a
 * failure (an unknown list, too many creators).
 */
export function useBulkConnectLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkLinksInput) =>
      apiRequest<BulkLinksDto>(`${CUSTOMER}/bulk`, {
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
    mutationFn: (input: Omit<DisconnectInput, 'profileId'>) =>
      apiRequest<DisconnectDto>('/customer/disconnect', {
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
      apiRequest<PublicConnectLinkDto>(`${PUBLIC}/link`, { query: { token }, signal, quiet: true }),
    enabled: token !== '',
    retry: false,
  });
}

/** The provider's consent URL, good for one trip (a one-use state). */
export function useAuthorizeProvider(token: string) {
  return useMutation({
    mutationFn: (provider: CreatorProvider) =>
      apiRequest<AuthorizeDto>(`${PUBLIC}/authorize`, {
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
      apiRequest<CallbackDto>(`${PUBLIC}/callback`, {
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
    mutationFn: (input: Omit<CreatorDisconnectInput, 'token'>) =>
      apiRequest<DisconnectDto>(`${PUBLIC}/disconnect`, {
        method: 'POST',
        body: { token, ...input },
        quiet: true,
      }),
    // Awaited: the page shows the provider as disconnected by the time the dialog closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectKeys.publicLink(token) }),
  });
}
