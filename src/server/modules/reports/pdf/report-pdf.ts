import { type AuditReportData, REPORT_SECTION_TITLES } from '../../../../common/audit-report';
import type { Locale } from '../../../../common/locales';
import { withNumberLocale } from '../../../../common/number-locale';
import type { Message } from '../../../http/i18n/text';
import { reportDataIn, type StoredReportData } from '../report-snapshot';
import type { ReportBrand } from './brand';
import { figuresSource } from './figures-source';
import { type Block, type Canvas, createFlow, PAGE } from './layout';
import { drawPageChrome } from './page-chrome';
import { PDF_TEXT } from './report-pdf.text';
import { activityBlocks } from './sections/activity';
import { audienceBlocks } from './sections/audience';
import { contentBlocks } from './sections/content';
import { coverBlock } from './sections/cover';
import { growthBlocks } from './sections/growth';
import { overviewBlocks } from './sections/overview';
import { similarBlocks } from './sections/similar';
import { valueBlocks } from './sections/value';
import { createTheme } from './theme';

type SectionTitle = (typeof REPORT_SECTION_TITLES)[number];

type Section = {
  title: Message;
  blocks: (canvas: Canvas, report: AuditReportData) => Block[];
};

// Keyed by the shared titles, so the PDF cannot drop or rename a section the page shows.
const SECTIONS: Record<SectionTitle, Section> = {
  Overview: { title: PDF_TEXT.overview, blocks: overviewBlocks },
  Growth: { title: PDF_TEXT.growth, blocks: growthBlocks },
  Activity: { title: PDF_TEXT.activity, blocks: activityBlocks },
  Content: { title: PDF_TEXT.content, blocks: contentBlocks },
  Audience: { title: PDF_TEXT.audience, blocks: audienceBlocks },
  Value: { title: PDF_TEXT.value, blocks: valueBlocks },
  'Similar profiles': { title: PDF_TEXT.similarProfiles, blocks: similarBlocks },
};

/**
 * The audit report as a branded A4 PDF: a head with who the profile is, then every section in the
 * order of REPORT_SECTION_TITLES, each with its "how we compute this" note, and the brand's header
 * and "Page X of Y" footer on every page. Only vector drawing and built-in fonts, nothing fetched.
 */
export async function renderReportPdf(
  stored: StoredReportData,
  brand: ReportBrand,
  locale: Locale = 'en',
  now: Date = new Date(),
): Promise<Buffer> {
  const say = (message: Message) => message.in(locale);
  // The notes the report wrote when it was computed, in the reader's language like the rest.
  const report = reportDataIn(stored, locale);
  const source = figuresSource(report.profile, locale, now);
  const figures = source && say(source);
  // Loaded on first use rather than by every command at start (docs/performance.md, Start-up).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    // Pages stay in memory until the end so the footer can say how many there are.
    bufferPages: true,
    info: {
      Title: say(PDF_TEXT.documentTitle({ username: report.profile.username })),
      Author: brand.name,
      Creator: brand.name,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const canvas: Canvas = { doc, theme: createTheme(brand), say };
  // Numbers and dates in the reader's forms. Synchronous from here to end(): no other request
  // runs while the locale is switched.
  withNumberLocale(locale, () => {
    const flow = createFlow(canvas);
    flow.block(coverBlock(canvas, report, figures));
    for (const key of REPORT_SECTION_TITLES) {
      const section = SECTIONS[key];
      flow.section({ title: say(section.title), blocks: section.blocks(canvas, report) });
    }
    drawPageChrome(canvas, brand, {
      username: report.profile.username,
      computedAt: report.computedAt,
      isDemo: report.profile.isDemo,
      figures,
    });
    doc.end();
  });
  return finished;
}
