import type { AuditReportData } from '../../../../../common/audit-report';
import { formatDate } from '../../../../../common/format-date';
import { formatCompact } from '../../../../../common/format-number';
import { factsBlock, methodBlock, noDataBlock, paragraphBlock } from '../blocks';
import { lineChartBlock } from '../charts';
import { type Block, type Canvas, CONTENT } from '../layout';
import { formatSignedPercent } from '../report-format';

function growthText(value: number | null): string {
  return value === null ? 'Not enough history yet' : formatSignedPercent(value);
}

export function growthBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { growth } = report;
  const { history } = growth;
  const facts = factsBlock(canvas, [
    ['Last 30 days', growthText(growth.growth30d)],
    ['Last 90 days', growthText(growth.growth90d)],
  ]);
  let chart: Block;
  if (history.length === 0) {
    chart = noDataBlock(canvas, 'the bank holds no follower snapshots for this profile yet.');
  } else if (history.length === 1) {
    const [only] = history;
    chart = paragraphBlock(
      canvas,
      `One snapshot so far: ${formatCompact(only.followers)} followers on ${formatDate(only.date)}.`,
    );
  } else {
    chart = lineChartBlock(canvas, history, CONTENT.left, CONTENT.width);
  }
  return [chart, facts, methodBlock(canvas, growth.method)];
}
