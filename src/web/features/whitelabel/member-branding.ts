// A signed-in member works in their organization's brand on any host, not only once its custom
// domain is verified: the shell's name, logo, favicon and colours come from the saved white-label.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Branding } from '../../../common/api/branding';
import { useSessionStore } from '../../app/session-store';
import { useUiStore } from '../../app/ui-store';
import { apiRequest } from '../../lib/api-client';
import { isAgencyBranding, toHostBranding } from './api';

export const memberBrandingQuery = queryOptions({
  queryKey: ['whitelabel', 'member-branding'] as const,
  // Quiet: without an answer the member works in the host's brand, not worth a toast.
  queryFn: ({ signal }) =>
    apiRequest<Branding>('/customer/account/branding', { signal, quiet: true }),
});

/** Puts the organization's brand on the shell; the product's defaults give the host's back. */
export function applyMemberBranding(answer: Branding | undefined): void {
  const branding = answer && isAgencyBranding(answer) ? toHostBranding(answer) : null;
  useUiStore.getState().setMemberBranding(branding);
}

/** Keeps the shell in the signed-in organization's brand while its white-label changes. */
export function useMemberBranding(): void {
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const { data } = useQuery({ ...memberBrandingQuery, enabled: isLoggedIn });
  useEffect(() => {
    if (isLoggedIn && data) applyMemberBranding(data);
  }, [isLoggedIn, data]);
}
