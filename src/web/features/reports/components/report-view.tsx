import type { PublicReportData } from '../../../../common/audit-report';
import { ActivitySection } from './activity-section';
import { AudienceSection } from './audience-section';
import { ContentSection } from './content-section';
import { GrowthSection } from './growth-section';
import { OverviewSection } from './overview-section';
import { PrintStyles } from './print-styles';
import { ReportHeader } from './report-header';
import { SimilarSection } from './similar-section';
import { ValueSection } from './value-section';

export type ReportViewProps = { data: PublicReportData };

/**
 * A whole report, in the section order of REPORT_SECTION_TITLES (the PDF's order): used by the
 * report page, the public link and the sample.
 */
export function ReportView({ data }: ReportViewProps) {
  return (
    <article className="flex min-w-0 flex-col gap-6">
      <PrintStyles />
      <ReportHeader data={data} />
      <OverviewSection data={data} />
      <GrowthSection data={data} />
      <ActivitySection data={data} />
      <ContentSection data={data} />
      <AudienceSection data={data} />
      <ValueSection data={data} />
      <SimilarSection data={data} />
    </article>
  );
}
