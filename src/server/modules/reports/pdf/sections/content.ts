import type { AuditReportData } from '../../../../../common/audit-report';
import { NO_VALUE_TEXT } from '../../../../../common/constants';
import { formatDate } from '../../../../../common/format-date';
import { formatCompact } from '../../../../../common/format-number';
import {
  columnsBlock,
  factsBlock,
  methodBlock,
  noDataBlock,
  stackBlocks,
  withHeading,
} from '../blocks';
import { type Block, type Canvas, drawLine, lineHeight } from '../layout';
import { capitalize, formatCount, formatPercent } from '../report-format';
import { type Column, tableBlocks } from '../tables';
import { TYPE } from '../theme';

type Post = AuditReportData['content']['topPosts'][number];
type Counted = AuditReportData['content']['topMentions'][number];

/** Captions are cut long before the cell's width so the width fitting has little to search. */
const CAPTION_MAX_CHARS = 140;

const POST_COLUMNS: Column<Post>[] = [
  { header: 'Type', weight: 9, value: (post) => capitalize(post.type) },
  { header: 'Date', weight: 13, value: (post) => formatDate(post.publishedAt) },
  { header: 'Likes', weight: 9, align: 'right', value: (post) => formatCompact(post.likes) },
  { header: 'Comments', weight: 11, align: 'right', value: (post) => formatCompact(post.comments) },
  {
    header: 'Views',
    weight: 9,
    align: 'right',
    value: (post) => (post.views === null ? NO_VALUE_TEXT : formatCompact(post.views)),
  },
  { header: 'ER', weight: 9, align: 'right', value: (post) => formatPercent(post.engagementRate) },
  {
    header: 'Caption',
    weight: 40,
    value: (post) =>
      `${post.isSponsored ? '[Sponsored] ' : ''}${(post.caption ?? '').slice(0, CAPTION_MAX_CHARS)}`,
  },
];

function rankedListBlock(
  canvas: Canvas,
  title: string,
  items: Counted[],
  prefix: string,
  x: number,
  width: number,
): Block {
  if (items.length === 0) {
    return stackBlocks(
      withHeading(canvas, title, [noDataBlock(canvas, 'none found.', { x, width })], { x, width }),
    );
  }
  const style = { size: TYPE.body };
  const row = lineHeight(canvas, style) + 3;
  const list: Block = {
    height: row * items.length,
    draw: (top) => {
      items.forEach((item, index) => {
        const y = top + index * row;
        const posts = `${formatCount(item.count)} ${item.count === 1 ? 'post' : 'posts'}`;
        drawLine(canvas, `${index + 1}. ${prefix}${item.value}`, x, y, {
          ...style,
          width: width - 70,
        });
        drawLine(canvas, posts, x + width - 70, y, {
          ...style,
          color: canvas.theme.muted,
          width: 70,
          align: 'right',
        });
      });
    },
  };
  return stackBlocks(withHeading(canvas, title, [list], { x, width }));
}

export function contentBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { content, activity } = report;
  const posts =
    content.topPosts.length > 0
      ? tableBlocks(canvas, POST_COLUMNS, content.topPosts)
      : [noDataBlock(canvas, 'no posts to rank yet.')];
  const lists = columnsBlock([
    (x, width) =>
      rankedListBlock(canvas, 'Most-mentioned accounts', content.topMentions, '@', x, width),
    (x, width) => rankedListBlock(canvas, 'Most-used hashtags', content.topHashtags, '#', x, width),
  ]);
  const sponsored = factsBlock(canvas, [
    [
      'Sponsored posts',
      activity.postsAnalysed > 0
        ? `${formatPercent(content.sponsoredShare)} (${formatCount(content.sponsoredCount)} of ${formatCount(activity.postsAnalysed)} posts)`
        : NO_VALUE_TEXT,
    ],
  ]);
  return [
    ...withHeading(canvas, 'Top posts by engagement', posts),
    lists,
    sponsored,
    methodBlock(canvas, content.method),
  ];
}
