import { formatDate } from '../../../../common/format-date';
import type { ReportBrand } from './brand';
import { type Canvas, CONTENT, drawLine, PAGE, textWidth } from './layout';
import { PDF_TEXT } from './report-pdf.text';
import { TYPE } from './theme';

const HEADER = { top: 26, logoHeight: 28, logoMaxWidth: 150, ruleY: 62 } as const;
const FOOTER = { ruleY: PAGE.height - 44, textY: PAGE.height - 36 } as const;

/** The logo opened once; bytes pdfkit cannot read (not PNG or JPEG) fall back to the name. */
function openLogo(doc: PDFKit.PDFDocument, logo: Buffer | null): PDFKit.OpenedImage | null {
  if (!logo) return null;
  try {
    return doc.openImage(logo);
  } catch {
    return null;
  }
}

/**
 * Header (logo or brand name in the brand colour, whose report, its date, and "Demo data" for a
 * generated creator or where the figures came from for another) and footer (brand name,
 * "Page X of Y") on every page. Drawn after the content, when the page count is known.
 */
export function drawPageChrome(
  canvas: Canvas,
  brand: ReportBrand,
  report: {
    username: string;
    computedAt: string;
    isDemo: boolean;
    /** "Modash, 3 days ago" (figuresSource); null when the report cannot tell. */
    figures: string | null;
  },
): void {
  const { doc, theme, say } = canvas;
  const logo = openLogo(doc, brand.logo);
  const title = say(PDF_TEXT.runningTitle({ username: report.username }));
  // On every page, so no page of a made-up report can be passed on unmarked, and no page of a
  // real one without where its figures came from.
  const computedOn = formatDate(report.computedAt);
  const date = report.isDemo
    ? say(PDF_TEXT.demoDataOn({ date: computedOn }))
    : report.figures
      ? say(PDF_TEXT.figuresFromOn({ source: report.figures, date: computedOn }))
      : computedOn;
  const mutedSmall = { size: TYPE.small, color: theme.muted };
  const { start, count } = doc.bufferedPageRange();

  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    if (logo) {
      doc.image(logo, CONTENT.left, HEADER.top, { fit: [HEADER.logoMaxWidth, HEADER.logoHeight] });
    } else {
      drawLine(canvas, brand.name, CONTENT.left, HEADER.top + 6, {
        bold: true,
        size: 15,
        color: theme.primary,
        width: CONTENT.width / 2,
      });
    }
    const rightWidth = CONTENT.width / 2 - 10;
    const rightX = CONTENT.right - rightWidth;
    drawLine(canvas, title, rightX, HEADER.top + 4, {
      ...mutedSmall,
      bold: true,
      width: rightWidth,
      align: 'right',
    });
    drawLine(canvas, date, rightX, HEADER.top + 16, {
      ...mutedSmall,
      width: rightWidth,
      align: 'right',
    });
    doc
      .moveTo(CONTENT.left, HEADER.ruleY)
      .lineTo(CONTENT.right, HEADER.ruleY)
      .lineWidth(2)
      .strokeColor(theme.primary)
      .stroke();

    doc
      .moveTo(CONTENT.left, FOOTER.ruleY)
      .lineTo(CONTENT.right, FOOTER.ruleY)
      .lineWidth(0.5)
      .strokeColor(theme.rule)
      .stroke();
    const pageText = say(PDF_TEXT.pageOf({ page: index - start + 1, count }));
    const pageWidth = textWidth(canvas, pageText, mutedSmall) + 2;
    drawLine(canvas, brand.name, CONTENT.left, FOOTER.textY, {
      ...mutedSmall,
      width: CONTENT.width - pageWidth - 20,
    });
    drawLine(canvas, pageText, CONTENT.right - pageWidth, FOOTER.textY, {
      ...mutedSmall,
      width: pageWidth,
      align: 'right',
    });
  }
}
