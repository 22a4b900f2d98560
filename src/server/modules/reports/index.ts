// Reports own an organization's audit reports of bank profiles (issue #7): the pure computation
// (report-compute*.ts), the `reports.compute` job that stores each report as a dated snapshot,
// the PDF (pdf/), public links, and the sample and test reports. The bank is read through its
// tables and the search service's lookalikes; EMV per action comes from campaigns.
export { computeReport } from './report-compute';
export type { ReportInput } from './report-input';
export { reportsRoutes } from './reports.routes';
export { COMPUTE_JOB, createReportsService, type ReportsService } from './reports.service';
export * from './reports.tables';
