import type { BankSource } from '../../../../common/api/data-sources';
import type { AuditReportData } from '../../../../common/audit-report';
import { formatRelativeTime } from '../../../../common/format-relative-time';
import type { Locale } from '../../../../common/locales';
import type { Message } from '../../../http/i18n/text';
import { PDF_TEXT } from './report-pdf.text';

const SOURCE_NAMES: Record<BankSource, Message> = {
  demo: PDF_TEXT.sourceDemo,
  import: PDF_TEXT.sourceImport,
  youtube: PDF_TEXT.sourceYoutube,
  connect: PDF_TEXT.sourceConnect,
  instagram: PDF_TEXT.sourceInstagram,
  modash: PDF_TEXT.sourceModash,
  insightiq: PDF_TEXT.sourceInsightiq,
};

/**
 * Where the report's figures came from, with how long before `now` they were fetched ("Modash,
 * 3 days ago", "Imported file"): the same words the web app shows. Null when an older report
 * cannot tell. The time is said when the PDF is made, in the reader's language.
 */
export function figuresSource(
  profile: Pick<AuditReportData['profile'], 'source' | 'sourceFetchedAt'>,
  locale: Locale,
  now: Date,
): Message | null {
  if (!profile.source) return null;
  const name = SOURCE_NAMES[profile.source];
  if (!profile.sourceFetchedAt) return name;
  return PDF_TEXT.sourceFetched({
    source: name,
    time: formatRelativeTime(profile.sourceFetchedAt, { locale, now }),
  });
}
