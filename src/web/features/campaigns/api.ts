// Query keys and hooks of campaigns (/customer/campaign(s)/*, the public campaign page): with
// content-api.ts (posts, files, invoices) the only place this feature calls the API. The shapes
// come from the contract in src/common/api/campaigns.ts (see types.ts).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignActionResultDto,
  CampaignDetailDto,
  CampaignPageDto,
  CampaignStatus,
  CreateCampaignBody,
  PublicCampaignDto,
  UpdateCampaignBody,
} from '../../../common/api/campaigns';
import type { ListCollectionDto } from '../../../common/api/lists';
import type { ProfilePageDto } from '../../../common/api/profiles';
import { apiRequest } from '../../lib/api-client';

export const CAMPAIGN = '/customer/campaign';

export const campaignKeys = {
  all: ['campaigns'] as const,
  page: (query: CampaignsFilter) => ['campaigns', 'page', query] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  public: (slug: string) => ['campaigns', 'public', slug] as const,
  lists: ['campaigns', 'lists'] as const,
  profiles: (text: string) => ['campaigns', 'profiles', text] as const,
};

/** The list's filter and page, kept in the URL. */
export type CampaignsFilter = { status: CampaignStatus | ''; text: string; page: number };

export const CAMPAIGNS_PAGE_SIZE = 20;

export function useCampaigns(query: CampaignsFilter) {
  return useQuery({
    queryKey: campaignKeys.page(query),
    queryFn: ({ signal }) =>
      apiRequest<CampaignPageDto>(`${CAMPAIGN}s`, {
        query: { ...query, limit: CAMPAIGNS_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: (previous) => previous,
  });
}

/** Pending posts change state in the background: poll while any is still being fetched. */
export function useCampaign(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<CampaignDetailDto>(`${CAMPAIGN}/${encodeURIComponent(id)}`, {
        signal,
        quiet: true,
      }),
    refetchInterval: (query) => {
      const data = query.state.data;
      const isFetchingPosts = [...(data?.posts ?? []), ...(data?.stories ?? [])].some(
        (post) => post.state === 'pending',
      );
      return isFetchingPosts ? 2_000 : false;
    },
  });
}

export function usePublicCampaign(slug: string) {
  return useQuery({
    queryKey: campaignKeys.public(slug),
    queryFn: ({ signal }) =>
      apiRequest<PublicCampaignDto>(`/public/campaign/${encodeURIComponent(slug)}`, {
        signal,
        quiet: true,
      }),
    retry: false,
  });
}

export function useListChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.lists,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ListCollectionDto>('/customer/list/listwithCount', {
          query: { hideEmptyList: false },
          signal,
          quiet: true,
        })
      ).items,
    enabled: isEnabled,
  });
}

export function useTrackedProfileChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.profiles(''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ProfilePageDto>('/customer/socialProfiles', {
          query: { page: 1, limit: 100 },
          signal,
          quiet: true,
        })
      ).items,
    enabled: isEnabled,
  });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CreateCampaignBody) =>
      apiRequest<CampaignDetailDto>(CAMPAIGN, { method: 'POST', body: fields, quiet: true }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign._id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'page'] });
    },
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>(`${CAMPAIGN}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'page'] });
    },
  });
}

/** Every change answers the campaign after it: shown at once, the list refetches behind it. */
export function useCampaignAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UpdateCampaignBody) =>
      apiRequest<CampaignActionResultDto>(`${CAMPAIGN}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: action,
      }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'page'] });
    },
  });
}

/** Refetches the campaign after a change answered by something other than the campaign. */
export function useRefreshCampaign(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) });
}
