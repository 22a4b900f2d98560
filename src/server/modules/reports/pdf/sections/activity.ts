import type { AuditReportData } from '../../../../../common/audit-report';
import { formatNumber } from '../../../../../common/format-number';
import type { Message } from '../../../../http/i18n/text';
import { WEEKDAYS } from '../../reports.text';
import { factsBlock, methodBlock, noDataBlock, withHeading } from '../blocks';
import { barsBlock, heatmapBlock } from '../charts';
import { type Block, type Canvas, CONTENT } from '../layout';
import { formatCount, postTypeText } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';

function bestTimeText(bestTime: AuditReportData['activity']['bestTime']): Message {
  if (!bestTime) return PDF_TEXT.notEnoughPosts;
  const hour = (value: number) => `${String(value % 24).padStart(2, '0')}:00`;
  return PDF_TEXT.bestTimeSlot({
    weekday: WEEKDAYS[bestTime.weekday] ?? '?',
    from: hour(bestTime.hour),
    to: hour(bestTime.hour + 1),
  });
}

export function activityBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { activity } = report;
  const facts = factsBlock(canvas, [
    [PDF_TEXT.postsAnalysed, formatCount(activity.postsAnalysed)],
    [PDF_TEXT.postsPerWeek, activity.postsAnalysed > 0 ? formatNumber(activity.postsPerWeek) : '0'],
    [PDF_TEXT.bestTimeToPost, canvas.say(bestTimeText(activity.bestTime))],
  ]);
  if (activity.postsAnalysed === 0) {
    return [
      facts,
      noDataBlock(canvas, PDF_TEXT.noPostsToAnalyse),
      methodBlock(canvas, activity.method),
    ];
  }

  const heatmap = withHeading(canvas, PDF_TEXT.postingTimes, [
    heatmapBlock(canvas, activity.heatmap, CONTENT.left, CONTENT.width),
  ]);
  const mixItems = activity.contentMix.map((entry) => ({
    label: canvas.say(
      PDF_TEXT.counted({ type: postTypeText(entry.type), count: formatCount(entry.count) }),
    ),
    share: entry.share,
  }));
  const mix = withHeading(canvas, PDF_TEXT.contentMix, [
    mixItems.length > 0
      ? barsBlock(canvas, mixItems, CONTENT.left, CONTENT.width * 0.6)
      : noDataBlock(canvas, PDF_TEXT.noPostTypes),
  ]);
  return [facts, ...heatmap, ...mix, methodBlock(canvas, activity.method)];
}
