// Query keys and hooks of audit reports (/customer/.../auditReport*, /public/report, the sample):
// the only place this feature calls the API. Shapes are src/common/audit-report.ts.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportPageDto, SharedReportDto, ShareInput } from '../../../common/api/reports';
import type {
  AuditReport,
  AuditReportSummary,
  PublicAuditReport,
} from '../../../common/audit-report';
import { AUDIT_REPORT_TIMEOUT_MS } from '../../../common/constants';
import { apiBlob, apiRequest } from '../../lib/api-client';
import { downloadBlob } from '../../lib/download-file';
import { accountKeys } from '../account';
import { reportPdfFileName } from './report-format';

/** While the server computes a report, its page asks again this often. */
export const PENDING_POLL_MS = 2_000;

/** How many dated snapshots of one profile the lists show. */
const SNAPSHOT_LIMIT = 20;

/** Whose snapshots a list shows: a tracked profile's or a bank account's (the other null). */
export type ReportSubject = Pick<AuditReportSummary, 'profileId' | 'accountId'>;

/** Where a report's PDF is: behind the session, behind a public token, or the sample's. */
export type PdfSource =
  | { kind: 'stored'; reportId: string }
  | { kind: 'public'; token: string }
  | { kind: 'sample' };

export const reportKeys = {
  all: ['reports'] as const,
  list: (subject: ReportSubject) =>
    ['reports', 'list', subject.profileId ?? '', subject.accountId ?? ''] as const,
  report: (reportId: string) => ['reports', 'report', reportId] as const,
  public: (token: string) => ['reports', 'public', token] as const,
  sample: ['reports', 'sample'] as const,
};

const encode = encodeURIComponent;

/** A stored report; asks again every 2 s while the server is still computing it. */
export function useReport(reportId: string) {
  return useQuery({
    queryKey: reportKeys.report(reportId),
    queryFn: ({ signal }) =>
      apiRequest<AuditReport>(`/customer/auditReport/${encode(reportId)}`, {
        signal,
        // The page shows a missing report itself.
        quiet: true,
      }),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_POLL_MS : false),
  });
}

/** The dated snapshots of one tracked profile or bank account, newest first. */
export function useReportList(subject: ReportSubject, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: reportKeys.list(subject),
    queryFn: ({ signal }) =>
      apiRequest<ReportPageDto>('/customer/auditReports', {
        query: { ...subject, page: 1, limit: SNAPSHOT_LIMIT },
        signal,
        quiet: true,
      }),
    enabled: isEnabled && (subject.profileId !== null || subject.accountId !== null),
    // A snapshot still computing turns ready on its own; the list follows it.
    refetchInterval: (query) =>
      query.state.data?.reports.some((report) => report.state === 'pending')
        ? PENDING_POLL_MS
        : false,
  });
}

/**
 * Creates a new snapshot of a tracked profile (or bank account) and uses one `reports` unit of
 * the plan. The server waits up to its 100 s timeout; a 423 opens the report-exceed popup through
 * the API client.
 */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AuditReport>(`/customer/socialProfile/auditReport/${encode(id)}`, {
        method: 'PUT',
        timeoutMs: AUDIT_REPORT_TIMEOUT_MS,
      }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.report(report._id), report);
      void queryClient.invalidateQueries({ queryKey: ['reports', 'list'] });
    },
    // The cost notes beside "Create report" count what is left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] }),
  });
}

export function useShareReport(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<AuditReport>(`/customer/auditReport/${encode(reportId)}/share`, {
        method: 'PUT',
        body: { enabled } satisfies ShareInput,
      }),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.report(reportId), report);
      void queryClient.invalidateQueries({ queryKey: ['reports', 'list'] });
    },
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      apiRequest<undefined>(`/customer/auditReport/${encode(reportId)}`, { method: 'DELETE' }),
    onSuccess: (_answer, reportId) => {
      queryClient.removeQueries({ queryKey: reportKeys.report(reportId) });
      void queryClient.invalidateQueries({ queryKey: ['reports', 'list'] });
    },
  });
}

/** A shared report by its public token, with its owner's brand; 404 once sharing is off. */
export function usePublicReport(token: string) {
  return useQuery({
    queryKey: reportKeys.public(token),
    queryFn: ({ signal }) =>
      apiRequest<SharedReportDto>(`/public/report/${encode(token)}`, { signal, quiet: true }),
    retry: false,
  });
}

/** The fixed demo report anyone may open. */
export function useSampleReport() {
  return useQuery({
    queryKey: reportKeys.sample,
    queryFn: ({ signal }) =>
      apiRequest<AuditReport>('/public/sample-report', { signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function pdfPath(source: PdfSource): string {
  switch (source.kind) {
    case 'stored':
      return `/customer/auditReport/${encode(source.reportId)}/pdf`;
    case 'public':
      return `/public/report/${encode(source.token)}/pdf`;
    case 'sample':
      return '/public/sample-report/pdf';
  }
}

/**
 * The PDF is rendered by the server and sits behind the session (or a public token), so it is
 * fetched as a blob and saved; apiBlob does not expose headers, so the name is made here.
 */
export function useDownloadReportPdf() {
  return useMutation({
    mutationFn: async ({ source, report }: { source: PdfSource; report: PublicAuditReport }) => {
      const blob = await apiBlob(pdfPath(source));
      downloadBlob(blob, reportPdfFileName(report));
    },
  });
}
