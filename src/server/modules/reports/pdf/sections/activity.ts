import type { AuditReportData } from '../../../../../common/audit-report';
import { WEEKDAY_NAMES } from '../../../../../common/constants';
import { formatNumber } from '../../../../../common/format-number';
import { factsBlock, methodBlock, noDataBlock, withHeading } from '../blocks';
import { barsBlock, heatmapBlock } from '../charts';
import { type Block, type Canvas, CONTENT } from '../layout';
import { capitalize, formatCount } from '../report-format';

function bestTimeText(bestTime: AuditReportData['activity']['bestTime']): string {
  if (!bestTime) return 'Not enough posts yet';
  const hour = (value: number) => `${String(value % 24).padStart(2, '0')}:00`;
  return `${WEEKDAY_NAMES[bestTime.weekday] ?? '?'} ${hour(bestTime.hour)}–${hour(bestTime.hour + 1)} UTC`;
}

export function activityBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { activity } = report;
  const facts = factsBlock(canvas, [
    ['Posts analysed', formatCount(activity.postsAnalysed)],
    ['Posts per week', activity.postsAnalysed > 0 ? formatNumber(activity.postsPerWeek) : '0'],
    ['Best time to post', bestTimeText(activity.bestTime)],
  ]);
  if (activity.postsAnalysed === 0) {
    return [
      facts,
      noDataBlock(canvas, 'no posts to analyse yet.'),
      methodBlock(canvas, activity.method),
    ];
  }

  const heatmap = withHeading(canvas, 'Posting times (share of posts by weekday and hour, UTC)', [
    heatmapBlock(canvas, activity.heatmap, CONTENT.left, CONTENT.width),
  ]);
  const mixItems = activity.contentMix.map((entry) => ({
    label: `${capitalize(entry.type)} (${formatCount(entry.count)})`,
    share: entry.share,
  }));
  const mix = withHeading(canvas, 'Content mix', [
    mixItems.length > 0
      ? barsBlock(canvas, mixItems, CONTENT.left, CONTENT.width * 0.6)
      : noDataBlock(canvas, 'no post types recorded.'),
  ]);
  return [facts, ...heatmap, ...mix, methodBlock(canvas, activity.method)];
}
