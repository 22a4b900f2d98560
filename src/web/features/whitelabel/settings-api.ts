// Query keys and hooks of the white-label settings (/customer/account/...), owner only.

import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainStateDto, TestMailDto } from '../../../common/api/whitelabel';
import { useUiStore } from '../../app/ui-store';
import { apiRequest } from '../../lib/api-client';
import { fetchLogoByHost, toHostBranding } from './api';
import type { WhitelabelConfig } from './config-form';
import { memberBrandingQuery } from './member-branding';

const ACCOUNT = '/customer/account';

export const whitelabelKeys = {
  config: ['whitelabel', 'config'] as const,
};

export function useWhitelabelConfig({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: whitelabelKeys.config,
    // Quiet: a 423 (not an agency plan) is explained by the page itself.
    queryFn: ({ signal }) =>
      apiRequest<WhitelabelConfig>(`${ACCOUNT}/whitelabel`, { signal, quiet: true }),
    enabled: isEnabled,
    retry: false,
  });
}

/** The shell shows a saved change at once: the member's brand, and the host's on its domain. */
async function refreshShellBranding(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: memberBrandingQuery.queryKey });
  try {
    const answer = await fetchLogoByHost(window.location.host);
    useUiStore.getState().completeWhiteLabelCheck(toHostBranding(answer));
  } catch {
    // The branding stays as it was; the settings themselves were saved.
  }
}

export function useSaveWhitelabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<WhitelabelConfig>(`${ACCOUNT}/config-whitelabel`, {
        method: 'PUT',
        body: form,
        quiet: true,
      }),
    onSuccess: (config) => {
      queryClient.setQueryData(whitelabelKeys.config, config);
      void refreshShellBranding(queryClient);
    },
  });
}

export function useRemoveWhitelabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(`${ACCOUNT}/whitelabel`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: whitelabelKeys.config });
      void refreshShellBranding(queryClient);
    },
  });
}

export function useCheckDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DomainStateDto>(`${ACCOUNT}/domain-status`),
    onSuccess: (state) => {
      queryClient.setQueryData<WhitelabelConfig>(whitelabelKeys.config, (config) =>
        config ? { ...config, ...state } : config,
      );
      if (state.domainStatus === 'verified') void refreshShellBranding(queryClient);
    },
  });
}

export function useSendTestMail() {
  return useMutation({
    mutationFn: () =>
      apiRequest<TestMailDto>(`${ACCOUNT}/whitelabel/test-mail`, {
        method: 'POST',
        body: {},
        quiet: true,
      }),
  });
}
