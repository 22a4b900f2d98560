// Hooks for a campaign's posts added by URL, its files (briefs, UGC) and its payments' invoices:
// calls that answer a post, file or payment, after which the campaign is refetched.

import { useMutation } from '@tanstack/react-query';
import type {
  AddPostFromUrlBody,
  FileDto,
  PostDto,
  UgcLinkBody,
  UpdateFileBody,
  UploadFieldsInput,
} from '../../../common/api/campaign-content';
import type { PaymentDto } from '../../../common/api/campaign-payments';
import { apiBlob, apiRequest, apiUpload } from '../../lib/api-client';
import { downloadBlob } from '../../lib/download-file';
import { CAMPAIGN, useRefreshCampaign } from './api';

export function useAddPostFromUrl(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (body: Omit<AddPostFromUrlBody, 'campaignId'>) =>
      apiRequest<PostDto>(`${CAMPAIGN}/addPostFromUrl`, {
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
      apiRequest<PostDto>(`${CAMPAIGN}/post/${encodeURIComponent(postId)}/retry`, {
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

/** The upload form's text fields (the campaign is the hook's) with the file and its progress. */
export type UploadInput = Pick<UploadFieldsInput, 'kind' | 'title' | 'usageRights'> & {
  file: File;
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
      return apiUpload<FileDto>(`${CAMPAIGN}/upload`, form, { onProgress });
    },
    onSuccess: refresh,
  });
}

export function useLinkUgc(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: (body: Omit<UgcLinkBody, 'campaignId'>) =>
      apiRequest<FileDto>(`${CAMPAIGN}/ugc-link`, {
        method: 'POST',
        body: { campaignId, ...body },
      }),
    onSuccess: refresh,
  });
}

export function useUpdateFile(campaignId: string) {
  const refresh = useRefreshCampaign(campaignId);
  return useMutation({
    mutationFn: ({ fileId, ...body }: { fileId: string } & UpdateFileBody) =>
      apiRequest<FileDto>(`${CAMPAIGN}/file/${encodeURIComponent(fileId)}`, {
        method: 'PUT',
        body,
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
export async function downloadCampaignFile(file: FileDto): Promise<void> {
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
      return apiUpload<PaymentDto>(invoicePath(paymentId), form, { onProgress });
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

export async function downloadInvoice(payment: PaymentDto): Promise<void> {
  if (!payment.invoiceName) return;
  downloadBlob(await apiBlob(invoicePath(payment._id)), payment.invoiceName);
}
