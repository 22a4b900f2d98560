import { type AuditReportData, SIMILAR_PROFILES_METHOD } from '../../../../../common/audit-report';
import { formatCompact } from '../../../../../common/format-number';
import { methodBlock, noDataBlock } from '../blocks';
import type { Block, Canvas } from '../layout';
import { formatPercent, platformName } from '../report-format';
import { type Column, tableBlocks } from '../tables';
import { readableName } from './cover';

type Similar = AuditReportData['similar'][number];

const COLUMNS: Column<Similar>[] = [
  { header: 'Username', weight: 26, value: (profile) => `@${profile.username}` },
  { header: 'Name', weight: 32, value: (profile) => readableName(profile.fullName) ?? '' },
  { header: 'Platform', weight: 14, value: (profile) => platformName(profile.platform) },
  {
    header: 'Followers',
    weight: 14,
    align: 'right',
    value: (profile) => formatCompact(profile.followers),
  },
  {
    header: 'ER',
    weight: 14,
    align: 'right',
    value: (profile) => formatPercent(profile.engagementRate),
  },
];

export function similarBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const method = methodBlock(canvas, SIMILAR_PROFILES_METHOD);
  if (report.similar.length === 0) {
    return [noDataBlock(canvas, 'the bank holds no similar profiles yet.'), method];
  }
  return [...tableBlocks(canvas, COLUMNS, report.similar), method];
}
