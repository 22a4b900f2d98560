// Audit reports (issue #7): the report view, its standalone page, the public link, the sample and
// the entry point on a tracked profile's page. Pages are in pages.ts, which the router loads lazily.
export { ProfileReportSection } from './components/profile-report-section';
