// Query keys and hooks of contents (/customer/contents, /customer/content/*), stories and the
// content calendar (/customer/scheduledContent): the only place this feature calls the API.

import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CampaignPageDto } from '../../../common/api/campaigns';
import type {
  AddedDto,
  AddToListInput,
  ContentDto,
  ContentPageDto,
  EditContentInput,
  StoryUploadFields,
  StoryUploadInput,
} from '../../../common/api/content';
import type { ProfileSummaryDto } from '../../../common/api/profiles';
import type {
  CreateScheduledInput,
  ScheduledItemDto,
  ScheduledItemsDto,
  UpdateScheduledInput,
} from '../../../common/api/scheduled-content';
import { apiRequest, apiUpload } from '../../lib/api-client';
import type { ContentFilters } from './content-filters';

/** A tracked profile in short, as GET /customer/socialProfile/all lists it for the pickers. */
export type TrackedProfile = ProfileSummaryDto;

/** The upload-story form fields as the dialog has them (views a number, sent as text). */
export type StoryUpload = Pick<StoryUploadFields, 'views'> &
  Omit<StoryUploadInput, 'views'> & {
    file: File;
    onProgress: (fraction: number) => void;
  };

const CONTENT_PAGE_SIZE = 24;

export const contentKeys = {
  all: ['content'] as const,
  list: (filters: ContentFilters) => ['content', 'list', filters] as const,
  profiles: ['content', 'tracked-profiles'] as const,
  campaigns: ['content', 'campaign-choices'] as const,
  scheduledAll: ['content', 'scheduled'] as const,
  scheduled: (from: string, to: string) => ['content', 'scheduled', from, to] as const,
};

/** Pages of contents; a content that shows up on two pages (new ones arrived) is shown once. */
export function useContents(filters: ContentFilters) {
  return useInfiniteQuery({
    queryKey: contentKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ContentPageDto>('/customer/contents', {
        query: { ...filters, page: pageParam, limit: CONTENT_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function mergeContentPages(pages: readonly ContentPageDto[]): ContentDto[] {
  const seen = new Set<string>();
  const merged: ContentDto[] = [];
  for (const page of pages) {
    for (const content of page.items) {
      if (seen.has(content._id)) continue;
      seen.add(content._id);
      merged.push(content);
    }
  }
  return merged;
}

/** Every tracked profile in short, for the pickers. */
export function useTrackedProfiles() {
  return useQuery({
    queryKey: contentKeys.profiles,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ items: ProfileSummaryDto[] }>('/customer/socialProfile/all', {
          signal,
          quiet: true,
        })
      ).items,
    staleTime: 60_000,
  });
}

/** The most campaigns GET /customer/campaigns returns at once. */
export const CAMPAIGN_CHOICES_LIMIT = 100;

/** The organization's newest campaigns, for the pickers; `hasMore` says the list is cut. */
export function useCampaignChoices() {
  return useQuery({
    queryKey: contentKeys.campaigns,
    queryFn: ({ signal }) =>
      apiRequest<Pick<CampaignPageDto, 'items' | 'hasMore'>>('/customer/campaigns', {
        query: { limit: CAMPAIGN_CHOICES_LIMIT },
        signal,
        quiet: true,
      }),
    staleTime: 60_000,
  });
}

function useRefreshContents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['content', 'list'] });
}

export function useUploadStory() {
  const refresh = useRefreshContents();
  return useMutation({
    mutationFn: ({
      file,
      influencerId,
      views,
      publishedAt,
      campaignId,
      onProgress,
    }: StoryUpload) => {
      // Fields before the file: the server reads the form in order and checks them first.
      const form = new FormData();
      form.append('influencerId', influencerId);
      form.append('views', String(views));
      form.append('publishedAt', publishedAt);
      if (campaignId) form.append('campaignId', campaignId);
      form.append('file', file);
      return apiUpload<ContentDto>('/customer/content/upload-story', form, {
        onProgress,
        quiet: true,
      });
    },
    onSuccess: refresh,
  });
}

export function useEditContent() {
  const refresh = useRefreshContents();
  return useMutation({
    mutationFn: ({ contentId, edit }: { contentId: string; edit: EditContentInput }) =>
      apiRequest<ContentDto>(`/customer/content/${encodeURIComponent(contentId)}`, {
        method: 'PUT',
        body: edit,
        quiet: true,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteContent() {
  const refresh = useRefreshContents();
  return useMutation({
    mutationFn: (contentId: string) =>
      apiRequest<unknown>('/customer/content', { method: 'DELETE', query: { contentId } }),
    onSuccess: refresh,
  });
}

export function useAddContentToList() {
  const refresh = useRefreshContents();
  return useMutation({
    mutationFn: (input: AddToListInput) =>
      apiRequest<AddedDto>('/customer/content/addToList', { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

export function useScheduled(from: string, to: string) {
  return useQuery({
    queryKey: contentKeys.scheduled(from, to),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ScheduledItemsDto>('/customer/scheduledContent', {
          query: { from, to },
          signal,
          quiet: true,
        })
      ).items,
    placeholderData: keepPreviousData,
  });
}

function useRefreshScheduled() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.scheduledAll });
}

export function useCreateScheduled() {
  const refresh = useRefreshScheduled();
  return useMutation({
    mutationFn: (draft: CreateScheduledInput) =>
      apiRequest<ScheduledItemDto>('/customer/scheduledContent', {
        method: 'POST',
        body: draft,
        quiet: true,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateScheduled() {
  const queryClient = useQueryClient();
  const refresh = useRefreshScheduled();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateScheduledInput }) =>
      apiRequest<ScheduledItemDto>(`/customer/scheduledContent/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: change,
        quiet: change.action !== 'reschedule',
      }),
    // A drag shows the item on its new day at once; a refusal puts it back.
    onMutate: async ({ id, change }) => {
      if (change.action !== 'reschedule') return undefined;
      await queryClient.cancelQueries({ queryKey: contentKeys.scheduledAll });
      const previous = queryClient.getQueriesData<ScheduledItemDto[]>({
        queryKey: contentKeys.scheduledAll,
      });
      queryClient.setQueriesData<ScheduledItemDto[]>(
        { queryKey: contentKeys.scheduledAll },
        (items) =>
          items?.map((item) =>
            item._id === id ? { ...item, scheduledAt: change.scheduledAt } : item,
          ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: refresh,
  });
}

export function useDeleteScheduled() {
  const refresh = useRefreshScheduled();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`/customer/scheduledContent/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}
