import type { AuditReportData } from '../../../../../common/audit-report';
import { factsBlock, methodBlock } from '../blocks';
import type { Block, Canvas } from '../layout';
import { formatMoney } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';

export function valueBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { value } = report;
  const { min, max } = value.pricePerPostMinor;
  const price =
    min === max
      ? formatMoney(min, value.currency)
      : `${formatMoney(min, value.currency)} – ${formatMoney(max, value.currency)}`;
  return [
    factsBlock(canvas, [
      [PDF_TEXT.pricePerPost, price],
      [PDF_TEXT.emvPerPost, formatMoney(value.emvPerPostMinor, value.currency)],
      [PDF_TEXT.currency, value.currency],
    ]),
    methodBlock(canvas, value.method),
  ];
}
