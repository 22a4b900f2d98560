import type {
  AuditReport,
  AuditReportData,
  AuditReportSummary,
  PublicAuditReport,
  PublicReportData,
} from '../../../common/audit-report';
import type { Locale } from '../../../common/locales';
import { serverText } from '../../http/i18n/server-text';
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

/** A stored report exactly as computed: `data` is the frozen snapshot (null until ready). */
export function toReportDto(
  row: AuditReportRow,
  publicUrl: string,
  locale: Locale = 'en',
): AuditReport {
  const data = row.state === 'ready' && row.data ? reportDataIn(row.data, locale) : null;
  return { ...toReportSummaryDto(row, publicUrl), data };
}

/**
 * The sentences the report wrote when it was computed (method notes, signal details) in the
 * reader's language; the page words everything else itself.
 */
export function reportDataIn(data: AuditReportData, locale: Locale): AuditReportData {
  if (locale === 'en') return data;
  const say = (text: string) => serverText(text, locale);
  const { overview, growth, activity, content, audience, value } = data;
  return {
    ...data,
    overview: { ...overview, method: say(overview.method) },
    growth: { ...growth, method: say(growth.method) },
    activity: { ...activity, method: say(activity.method) },
    content: { ...content, method: say(content.method) },
    audience: {
      ...audience,
      method: say(audience.method),
      credibility: {
        ...audience.credibility,
        signals: audience.credibility.signals.map((s) => ({ ...s, detail: say(s.detail) })),
      },
    },
    value: { ...value, method: say(value.method) },
  };
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
