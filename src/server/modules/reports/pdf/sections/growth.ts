import type { AuditReportData } from '../../../../../common/audit-report';
import { formatDate } from '../../../../../common/format-date';
import { formatCompact } from '../../../../../common/format-number';
import { factsBlock, methodBlock, noDataBlock, paragraphBlock } from '../blocks';
import { lineChartBlock } from '../charts';
import { type Block, type Canvas, CONTENT } from '../layout';
import { formatSignedPercent } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';

export function growthBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { growth } = report;
  const { history } = growth;
  const growthText = (value: number | null) =>
    value === null ? canvas.say(PDF_TEXT.notEnoughHistory) : formatSignedPercent(value);
  const facts = factsBlock(canvas, [
    [PDF_TEXT.last30Days, growthText(growth.growth30d)],
    [PDF_TEXT.last90Days, growthText(growth.growth90d)],
  ]);
  let chart: Block;
  if (history.length === 0) {
    chart = noDataBlock(canvas, PDF_TEXT.noSnapshots);
  } else if (history.length === 1) {
    const [only] = history;
    const followers = formatCompact(only.followers);
    const date = formatDate(only.date);
    chart = paragraphBlock(canvas, canvas.say(PDF_TEXT.oneSnapshot({ followers, date })));
  } else {
    chart = lineChartBlock(canvas, history, CONTENT.left, CONTENT.width);
  }
  return [chart, facts, methodBlock(canvas, growth.method)];
}
