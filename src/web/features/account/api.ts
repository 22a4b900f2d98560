// Query keys and hooks of the account (/customer/account/...): the only place this feature calls
// the API. GET me also feeds the session store, so the shell (header, banner, help beacon) reads
// the profile from one place.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeyCreatedDto,
  ApiKeyDto,
  ChangedDto,
  ChangePassword,
  MeDto,
  SurveyBody,
  UpdateUserInfoInput,
  UsageEntryDto,
  UsageReportDto,
} from '../../../common/api/account';
import { stripEmpty } from '../../../common/strip-empty';
import { useSessionStore } from '../../app/session-store';
import { apiRequest } from '../../lib/api-client';
import { toUserProfile } from './profile';
import type { UsageMetric } from './usage';

const ACCOUNT = '/customer/account';

export type UsageEntry = UsageEntryDto;
export type UsageReport = UsageReportDto;
export type ApiKeyInfo = ApiKeyDto;
/** The only answer that holds the whole key; it is never stored in the query cache. */
export type CreatedApiKey = ApiKeyCreatedDto;
export type ProfileUpdate = UpdateUserInfoInput;
export type PasswordChange = ChangePassword;
export type SurveyData = SurveyBody['data'];

export const accountKeys = {
  all: ['account'] as const,
  me: ['account', 'me'] as const,
  usage: (metrics: readonly UsageMetric[]) => ['account', 'usage', ...metrics] as const,
  apiKey: ['account', 'api-key'] as const,
  emailVerification: (token: string) => ['account', 'email-verification', token] as const,
};

export const meQuery = queryOptions({
  queryKey: accountKeys.me,
  queryFn: async ({ signal }) => {
    const token = useSessionStore.getState().token;
    const me = await apiRequest<MeDto>(`${ACCOUNT}/me`, { signal });
    // A sign-out (or another sign-in) while the call was out must not bring this profile back.
    if (useSessionStore.getState().token === token) {
      useSessionStore.getState().setProfile(toUserProfile(me.profile));
    }
    return me;
  },
  // The header, banner and settings all read it; one call per half minute is plenty.
  staleTime: 30_000,
});

/** The signed-in user's profile, loaded into the session store; idle while signed out. */
export function useMe() {
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  return useQuery({ ...meQuery, enabled: isLoggedIn });
}

function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.me });
}

export function useUpdateUserInfo() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiRequest<MeDto>(`${ACCOUNT}/updateUserInfo`, {
        method: 'PUT',
        body: stripEmpty(update),
        quiet: true,
      }),
    // Refetched rather than read from the answer: whatever its shape, me stays the one source.
    onSuccess: refreshMe,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      apiRequest<ChangedDto>(`${ACCOUNT}/changePassword`, {
        method: 'PUT',
        body: change,
        quiet: true,
      }),
  });
}

export function useSubmitSurvey() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (data: SurveyData) =>
      apiRequest<unknown>(`${ACCOUNT}/survey`, { method: 'POST', body: { data }, quiet: true }),
    onSuccess: refreshMe,
  });
}

export function useUsage(metrics: readonly UsageMetric[], { isEnabled = true } = {}) {
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  return useQuery({
    queryKey: accountKeys.usage(metrics),
    queryFn: ({ signal }) =>
      apiRequest<UsageReport>(`${ACCOUNT}/usage`, {
        query: { fields: metrics.join(',') },
        signal,
        // The list shows its own error with a retry button.
        quiet: true,
      }),
    enabled: isLoggedIn && isEnabled,
  });
}

export function useResendVerifyEmail() {
  return useMutation({
    mutationFn: () => apiRequest<unknown>(`${ACCOUNT}/resend-verify-email`),
  });
}

/**
 * Redeems a verification link once. A query rather than a mutation so that React's double mount
 * in development and a re-render never send the single-use token twice.
 */
export function useEmailVerification(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: accountKeys.emailVerification(token ?? ''),
    // No abort signal: cancelling an unmounted request could spend the token server-side and
    // leave the remounted page with "already used".
    queryFn: async () => {
      await apiRequest<unknown>(`${ACCOUNT}/verify-email`, {
        method: 'POST',
        body: { token },
        // The page explains a bad link itself.
        quiet: true,
      });
      if (useSessionStore.getState().loggedIn) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      }
      return true;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useApiKey({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: accountKeys.apiKey,
    // 404 means the organization has no key yet.
    queryFn: ({ signal }) =>
      apiRequest<ApiKeyInfo | null>(`${ACCOUNT}/api-key`, { signal, emptyOnNotFound: null }),
    enabled: isEnabled,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CreatedApiKey>(`${ACCOUNT}/api-key`, { method: 'POST' }),
    onSuccess: (created) => {
      // Only what GET api-key shows; the key itself stays with the screen that reveals it once.
      const info: ApiKeyInfo = {
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      };
      queryClient.setQueryData(accountKeys.apiKey, info);
      void queryClient.invalidateQueries({ queryKey: accountKeys.apiKey });
    },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(`${ACCOUNT}/api-key`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(accountKeys.apiKey, null),
  });
}
