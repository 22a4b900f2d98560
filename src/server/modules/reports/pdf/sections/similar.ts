import type { AuditReportData } from '../../../../../common/audit-report';
import { formatCompact } from '../../../../../common/format-number';
import { methodBlock, noDataBlock } from '../blocks';
import type { Block, Canvas } from '../layout';
import { formatPercent, platformName } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';
import { type Column, tableBlocks } from '../tables';
import { readableName } from './cover';

type Similar = AuditReportData['similar'][number];

const COLUMNS: Column<Similar>[] = [
  { header: PDF_TEXT.username, weight: 26, value: (profile) => `@${profile.username}` },
  { header: PDF_TEXT.name, weight: 32, value: (profile) => readableName(profile.fullName) ?? '' },
  { header: PDF_TEXT.platform, weight: 14, value: (profile) => platformName(profile.platform) },
  {
    header: PDF_TEXT.followers,
    weight: 14,
    align: 'right',
    value: (profile) => formatCompact(profile.followers),
  },
  {
    header: PDF_TEXT.er,
    weight: 14,
    align: 'right',
    value: (profile) => formatPercent(profile.engagementRate),
  },
];

export function similarBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const method = methodBlock(canvas, canvas.say(PDF_TEXT.similarMethod));
  if (report.similar.length === 0) {
    return [noDataBlock(canvas, PDF_TEXT.noSimilar), method];
  }
  return [...tableBlocks(canvas, COLUMNS, report.similar), method];
}
