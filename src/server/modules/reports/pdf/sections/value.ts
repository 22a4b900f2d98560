import type { AuditReportData } from '../../../../../common/audit-report';
import { factsBlock, methodBlock } from '../blocks';
import type { Block, Canvas } from '../layout';
import { formatMoney } from '../report-format';

export function valueBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { value } = report;
  const { min, max } = value.pricePerPostMinor;
  const price =
    min === max
      ? formatMoney(min, value.currency)
      : `${formatMoney(min, value.currency)} – ${formatMoney(max, value.currency)}`;
  return [
    factsBlock(canvas, [
      ['Price per post', price],
      ['Media engagement value per post', formatMoney(value.emvPerPostMinor, value.currency)],
      ['Currency', value.currency],
    ]),
    methodBlock(canvas, value.method),
  ];
}
