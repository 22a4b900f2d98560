export { PublicReportPage } from './public-report-page';
export { ReportPage } from './report-page';
export { SampleReportPage } from './sample-report-page';
