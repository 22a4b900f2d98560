import type {
  AuditReport,
  AuditReportData,
  AuditReportSummary,
  PublicAuditReport,
  PublicReportData,
} from '../../../common/audit-report';
import type { Locale } from '../../../common/locales';
import { reportDataIn } from './report-snapshot';
import type { AuditReportRow } from './reports.tables';

export const publicReportUrl = (publicUrl: string, token: string) => `${publicUrl}/report/${token}`;

export const isShared = (row: AuditReportRow): boolean =>
  row.publicToken !== null && row.shareDisabledAt === null;

export function toReportSummaryDto(row: AuditReportRow, publicUrl: string): AuditReportSummary {
  const shareEnabled = isShared(row);
  return {
    _id: row.id,
    profileId: row.profileId,
    accountId: row.accountId,
    platform: row.platform,
    username: row.username,
    state: row.state,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    publicUrl: shareEnabled ? publicReportUrl(publicUrl, row.publicToken ?? '') : null,
    shareEnabled,
  };
}

/**
 * A stored report exactly as computed: `data` is the frozen snapshot (null until ready), its notes
 * in the reader's language.
 */
export function toReportDto(
  row: AuditReportRow,
  publicUrl: string,
  locale: Locale = 'en',
): AuditReport {
  const data = row.state === 'ready' && row.data ? reportDataIn(row.data, locale) : null;
  return { ...toReportSummaryDto(row, publicUrl), data };
}

/** A shared report for its public page: the figures, none of our row ids (see PublicAuditReport). */
export function toPublicReportDto(
  row: AuditReportRow,
  publicUrl: string,
  locale: Locale,
): PublicAuditReport {
  const {
    _id: _reportId,
    profileId: _profileId,
    accountId: _accountId,
    data,
    ...report
  } = toReportDto(row, publicUrl, locale);
  return { ...report, data: data && toPublicReportData(data) };
}

function toPublicReportData(data: AuditReportData): PublicReportData {
  const { accountId: _accountId, ...profile } = data.profile;
  return {
    ...data,
    profile,
    similar: data.similar.map(({ accountId: _similarId, ...similar }) => similar),
  };
}
