// Query keys and hooks of campaigns (/customer/campaign(s)/*, the public campaign page): the only
// place this feature calls the API. Shapes follow src/server/modules/campaigns/campaigns.schemas.ts.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Platform } from '../../../common/constants';
import { apiBlob, apiRequest, apiUpload } from '../../lib/api-client';
import { downloadBlob } from '../../lib/download-file';
import type { LogoByHost } from '../whitelabel';

const CAMPAIGN = '/customer/campaign';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const INFLUENCER_STATUSES = [
  'invited',
  'confirmed',
  'contentSubmitted',
  'published',
  'paid',
] as const;
export type InfluencerStatus = (typeof INFLUENCER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'scheduled', 'paid', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const USAGE_RIGHTS = ['none', 'requested', 'granted', 'expired'] as const;
export type UsageRights = (typeof USAGE_RIGHTS)[number];
export const FILE_KINDS = ['brief', 'ugc', 'file'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type Money = { currency: string; amountMinor: number };

export type Campaign = {
  _id: string;
  name: string;
  description: string | null;
  status: CampaignStatus;
  startsOn: string | null;
  endsOn: string | null;
  budgetMinor: number | null;
  currency: string;
  destinationUrl: string | null;
  publicSlug: string | null;
  publicUrl: string | null;
  shareEnabled: boolean;
  createdAt: string;
  updatedAt: string;
};

export type CampaignTotals = {
  influencers: number;
  posts: number;
  stories: number;
  clicks: number;
  spend: Money[];
  views: number;
  engagements: number;
};

export type CampaignPage = {
  items: (Campaign & { totals: CampaignTotals })[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
};

export type Metrics = {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  reach: number | null;
  impressions: number | null;
};
export const METRIC_NAMES = [
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'reach',
  'impressions',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export type CampaignPost = Metrics & {
  _id: string;
  kind: 'post' | 'story';
  profileId: string | null;
  platform: Platform | null;
  url: string | null;
  platformPostId: string | null;
  state: 'pending' | 'tracked' | 'failed';
  failureReason: string | null;
  caption: string | null;
  publishedAt: string | null;
  editedManuallyAt: string | null;
  metricsFetchedAt: string | null;
  /** Where the figures come from; a manual edit wins over the creator's connected account. */
  metricsSource: 'provider' | 'connected' | 'manual';
  createdAt: string;
};

export type PublicResults = {
  posts: number;
  stories: number;
  reach: number;
  impressions: number;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  engagements: number;
  engagementRate: number | null;
  clicks: number;
  emvUsd: number;
};

export type Costs = {
  currency: string;
  spendMinor: number;
  costPerEngagement: number | null;
  costPerClick: number | null;
  cpm: number | null;
};

export type Results = PublicResults & { costs: Costs[] };

export type Influencer = {
  profileId: string;
  platform: Platform;
  platform_username: string;
  fullName: string | null;
  avatarUrl: string | null;
  followers: number;
  engagementRate: number;
  /** Generated demo data: labelled wherever the campaign shows it. */
  isDemo: boolean;
  status: InfluencerStatus;
  feeMinor: number | null;
  currency: string | null;
  deliverables: string | null;
  notes: string | null;
  addedAt: string;
  results: Results;
};

export type LinkClicks = { total: number; unique: number; bots: number };

export type CampaignLink = {
  _id: string;
  code: string;
  shortUrl: string;
  targetUrl: string;
  label: string | null;
  profileId: string | null;
  bitlyUrl: string | null;
  clicks: LinkClicks;
  createdAt: string;
};

export type Payment = {
  _id: string;
  profileId: string | null;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  method: string | null;
  dueOn: string | null;
  paidOn: string | null;
  note: string | null;
  /** The attached invoice's file name; null without one. */
  invoiceName: string | null;
  invoiceUrl: string | null;
  createdAt: string;
};

export type PaymentTotals = {
  currency: string;
  paidMinor: number;
  scheduledMinor: number;
  pendingMinor: number;
  cancelledMinor: number;
  spendMinor: number;
};

export type Activity = {
  _id: string;
  kind: string;
  message: string;
  userId: string | null;
  createdAt: string;
};

export type CampaignFile = {
  _id: string;
  kind: FileKind;
  profileId: string | null;
  title: string | null;
  url: string | null;
  downloadUrl: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  usageRights: UsageRights;
  createdAt: string;
};

export type CampaignDetail = Campaign & {
  influencers: Influencer[];
  posts: CampaignPost[];
  stories: CampaignPost[];
  links: CampaignLink[];
  clicks: {
    days: (LinkClicks & { day: string })[];
    links: { linkId: string; code: string; clicks: LinkClicks }[];
    totals: LinkClicks;
  };
  payments: { items: Payment[]; totals: PaymentTotals[] };
  activities: Activity[];
  files: CampaignFile[];
  results: Results;
};

type PublicPost = Pick<
  CampaignPost,
  'kind' | 'platform' | 'url' | 'caption' | 'publishedAt' | MetricName
>;

export type PublicCampaign = {
  /** The brand of the organization that shared it: the page wears it. */
  branding: LogoByHost;
  name: string;
  description: string | null;
  startsOn: string | null;
  endsOn: string | null;
  influencers: {
    platform: Platform;
    platform_username: string;
    fullName: string | null;
    avatarUrl: string | null;
    followers: number;
    isDemo: boolean;
    results: PublicResults;
  }[];
  posts: PublicPost[];
  stories: PublicPost[];
  clicks: number;
  results: PublicResults;
};

export type CampaignFields = {
  name?: string;
  description?: string | null;
  startsOn?: string | null;
  endsOn?: string | null;
  budgetMinor?: number | null;
  currency?: string;
  destinationUrl?: string | null;
};

type MetricsInput = Partial<Record<MetricName, number>>;
type PaymentFields = {
  profileId?: string | null;
  amountMinor: number;
  currency: string;
  status?: PaymentStatus;
  method?: string | null;
  dueOn?: string | null;
  paidOn?: string | null;
  note?: string | null;
};

/** One action of PUT /customer/campaign/{id}. */
export type CampaignAction =
  | ({ action: 'update' } & CampaignFields)
  | { action: 'addProfile'; profileId: string }
  | { action: 'removeProfile'; profileId: string }
  | { action: 'addList'; listId: string }
  | {
      action: 'updateInfluencer';
      profileId: string;
      feeMinor?: number | null;
      currency?: string | null;
      deliverables?: string | null;
      notes?: string | null;
    }
  | { action: 'updateStatus'; status: CampaignStatus | InfluencerStatus; profileId?: string }
  | ({ action: 'editPost' | 'editStory'; postId: string } & MetricsInput)
  | ({ action: 'addPayment' } & PaymentFields)
  | ({ action: 'editPayment'; paymentId: string } & Partial<PaymentFields>)
  | { action: 'removePayment'; paymentId: string }
  | { action: 'generatePublicUrl' }
  | { action: 'updateShareStatus'; enabled: boolean }
  | { action: 'addLink'; profileId?: string; destinationUrl?: string; label?: string }
  | { action: 'removeLink'; linkId: string };

export type ListChoice = { _id: string; name: string; count: number };
export type TrackedProfileChoice = {
  profileId: string;
  platform: Platform;
  platform_username: string;
};

export const campaignKeys = {
  all: ['campaigns'] as const,
  page: (query: CampaignsQuery) => ['campaigns', 'page', query] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  public: (slug: string) => ['campaigns', 'public', slug] as const,
  lists: ['campaigns', 'lists'] as const,
  profiles: (text: string) => ['campaigns', 'profiles', text] as const,
};

export type CampaignsQuery = { status: CampaignStatus | ''; text: string; page: number };

export const CAMPAIGNS_PAGE_SIZE = 20;

export function useCampaigns(query: CampaignsQuery) {
  return useQuery({
    queryKey: campaignKeys.page(query),
    queryFn: ({ signal }) =>
      apiRequest<CampaignPage>(`${CAMPAIGN}s`, {
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
      apiRequest<CampaignDetail>(`${CAMPAIGN}/${encodeURIComponent(id)}`, { signal, quiet: true }),
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
      apiRequest<PublicCampaign>(`/public/campaign/${encodeURIComponent(slug)}`, {
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
        await apiRequest<{ items: ListChoice[] }>('/customer/list/listwithCount', {
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
        await apiRequest<{ items: TrackedProfileChoice[] }>('/customer/socialProfiles', {
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
    mutationFn: (fields: CampaignFields & { name: string }) =>
      apiRequest<CampaignDetail>(CAMPAIGN, { method: 'POST', body: fields, quiet: true }),
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
    mutationFn: (action: CampaignAction) =>
      apiRequest<CampaignDetail & { added?: number; alreadyInCampaign?: number }>(
        `${CAMPAIGN}/${encodeURIComponent(id)}`,
        { method: 'PUT', body: action },
      ),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(id), campaign);
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'page'] });
    },
  });
}

function useRefreshCampaign(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) });
}

export function useAddPostFromUrl(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (body: { url: string; profileId?: string; kind: 'post' | 'story' }) =>
      apiRequest<CampaignPost>(`${CAMPAIGN}/addPostFromUrl`, {
        method: 'POST',
        body: { campaignId, ...body },
        quiet: true,
      }),
    onSuccess: refresh,
  });
}

export function useRetryPost(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (postId: string) =>
      apiRequest<CampaignPost>(`${CAMPAIGN}/post/${encodeURIComponent(postId)}/retry`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

export function useDeletePost(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (postId: string) =>
      apiRequest<undefined>(`${CAMPAIGN}/post/${encodeURIComponent(postId)}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}

export type UploadInput = {
  file: File;
  kind: FileKind;
  title?: string;
  usageRights?: UsageRights;
  onProgress: (fraction: number) => void;
};

export function useUploadFile(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: ({ file, kind, title, usageRights, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('campaignId', campaignId);
      form.append('kind', kind);
      if (title) form.append('title', title);
      if (usageRights) form.append('usageRights', usageRights);
      form.append('file', file);
      return apiUpload<CampaignFile>(`${CAMPAIGN}/upload`, form, { onProgress });
    },
    onSuccess: refresh,
  });
}

export function useLinkUgc(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (body: { url: string; title?: string; usageRights?: UsageRights }) =>
      apiRequest<CampaignFile>(`${CAMPAIGN}/ugc-link`, {
        method: 'POST',
        body: { campaignId, ...body },
      }),
    onSuccess: refresh,
  });
}

export function useUpdateFile(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: ({ fileId, usageRights }: { fileId: string; usageRights: UsageRights }) =>
      apiRequest<CampaignFile>(`${CAMPAIGN}/file/${encodeURIComponent(fileId)}`, {
        method: 'PUT',
        body: { usageRights },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteFile(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest<undefined>(`${CAMPAIGN}/file/${encodeURIComponent(fileId)}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}

/** Uploaded files sit behind the session header, so they are fetched and saved as a blob. */
export async function downloadCampaignFile(file: CampaignFile): Promise<void> {
  if (!file.downloadUrl) return;
  const path = file.downloadUrl.replace(/^\/api\/v1/, '');
  downloadBlob(await apiBlob(path), file.fileName ?? 'file');
}

const invoicePath = (paymentId: string) =>
  `${CAMPAIGN}/payment/${encodeURIComponent(paymentId)}/invoice`;

/** Attaches (or replaces) a payment's invoice: a PDF or an image, with upload progress. */
export function useAttachInvoice(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: ({
      paymentId,
      file,
      onProgress,
    }: {
      paymentId: string;
      file: File;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<Payment>(invoicePath(paymentId), form, { onProgress });
    },
    onSuccess: refresh,
  });
}

export function useRemoveInvoice(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiRequest<undefined>(invoicePath(paymentId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export async function downloadInvoice(payment: Payment): Promise<void> {
  if (!payment.invoiceName) return;
  downloadBlob(await apiBlob(invoicePath(payment._id)), payment.invoiceName);
}
