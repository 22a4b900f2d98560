// Query keys and hooks of contents (/customer/contents, /customer/content/*), stories and the
// content calendar (/customer/scheduledContent): the only place this feature calls the API.

import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Platform } from '../../../common/constants';
import { apiRequest, apiUpload } from '../../lib/api-client';
import type { ContentFilters } from './content-filters';
import type { ContentSource, ContentType, ScheduledStatus } from './content-rules';

export type Content = {
  _id: string;
  profileId: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  platform: Platform;
  type: ContentType;
  source: ContentSource;
  url: string | null;
  caption: string | null;
  hashtags: string[];
  likes: number | null;
  comments: number | null;
  views: number | null;
  shares: number | null;
  /** Story insights; known only for a creator's connected account. */
  reach: number | null;
  replies: number | null;
  taps: number | null;
  /** Minutes watched over the video's life; only from a connected YouTube channel. */
  watchMinutes: number | null;
  engagementRate: number | null;
  publishedAt: string;
  campaignId: string | null;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  lists: { _id: string; name: string }[];
};

export type ContentPage = {
  items: Content[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
};

export type TrackedProfile = {
  profileId: string;
  platform: Platform;
  platform_username: string;
  fullName: string | null;
  avatarUrl: string | null;
};

export type ScheduledItem = {
  _id: string;
  title: string;
  platform: Platform;
  type: ContentType;
  scheduledAt: string;
  status: ScheduledStatus;
  brief: string | null;
  link: string | null;
  profileId: string | null;
  username: string | null;
  avatarUrl: string | null;
  campaignId: string | null;
};

export type ScheduledDraft = {
  title: string;
  platform: Platform;
  type: ContentType;
  scheduledAt: string;
  profileId?: string;
  brief?: string;
  link?: string;
};

export type ContentEdit = Partial<{
  caption: string;
  url: string;
  likes: number;
  comments: number;
  views: number;
  shares: number;
  publishedAt: string;
}>;

export type StoryUpload = {
  file: File;
  influencerId: string;
  views: number;
  publishedAt: string;
  campaignId?: string;
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
      apiRequest<ContentPage>('/customer/contents', {
        query: { ...filters, page: pageParam, limit: CONTENT_PAGE_SIZE },
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function mergeContentPages(pages: readonly ContentPage[]): Content[] {
  const seen = new Set<string>();
  const merged: Content[] = [];
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
        await apiRequest<{ items: TrackedProfile[] }>('/customer/socialProfile/all', {
          signal,
          quiet: true,
        })
      ).items,
    staleTime: 60_000,
  });
}

/** A campaign as the pickers show it. */
export type CampaignChoice = { _id: string; name: string; status: string };

/** The most campaigns GET /customer/campaigns returns at once. */
export const CAMPAIGN_CHOICES_LIMIT = 100;

/** The organization's newest campaigns, for the pickers; `hasMore` says the list is cut. */
export function useCampaignChoices() {
  return useQuery({
    queryKey: contentKeys.campaigns,
    queryFn: ({ signal }) =>
      apiRequest<{ items: CampaignChoice[]; hasMore: boolean }>('/customer/campaigns', {
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
      return apiUpload<Content>('/customer/content/upload-story', form, {
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
    mutationFn: ({ contentId, edit }: { contentId: string; edit: ContentEdit }) =>
      apiRequest<Content>(`/customer/content/${encodeURIComponent(contentId)}`, {
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
    mutationFn: (input: { contentIds: string[]; listId: string }) =>
      apiRequest<{ added: number }>('/customer/content/addToList', { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

export function useScheduled(from: string, to: string) {
  return useQuery({
    queryKey: contentKeys.scheduled(from, to),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ items: ScheduledItem[] }>('/customer/scheduledContent', {
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
    mutationFn: (draft: ScheduledDraft) =>
      apiRequest<ScheduledItem>('/customer/scheduledContent', {
        method: 'POST',
        body: draft,
        quiet: true,
      }),
    onSuccess: refresh,
  });
}

export type ScheduledChange =
  | ({ action: 'update' } & Partial<ScheduledDraft>)
  | { action: 'reschedule'; scheduledAt: string }
  | { action: 'updateStatus'; status: ScheduledStatus; link?: string };

export function useUpdateScheduled() {
  const queryClient = useQueryClient();
  const refresh = useRefreshScheduled();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ScheduledChange }) =>
      apiRequest<ScheduledItem>(`/customer/scheduledContent/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: change,
        quiet: change.action !== 'reschedule',
      }),
    // A drag shows the item on its new day at once; a refusal puts it back.
    onMutate: async ({ id, change }) => {
      if (change.action !== 'reschedule') return undefined;
      await queryClient.cancelQueries({ queryKey: contentKeys.scheduledAll });
      const previous = queryClient.getQueriesData<ScheduledItem[]>({
        queryKey: contentKeys.scheduledAll,
      });
      queryClient.setQueriesData<ScheduledItem[]>({ queryKey: contentKeys.scheduledAll }, (items) =>
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
