import type { AuditReportData } from '../../../../../common/audit-report';
import { NO_VALUE_TEXT } from '../../../../../common/constants';
import { formatDate } from '../../../../../common/format-date';
import { formatCompact } from '../../../../../common/format-number';
import type { Message } from '../../../../http/i18n/text';
import {
  columnsBlock,
  factsBlock,
  methodBlock,
  noDataBlock,
  stackBlocks,
  withHeading,
} from '../blocks';
import { type Block, type Canvas, drawLine, lineHeight } from '../layout';
import { formatCount, formatPercent, postTypeText } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';
import { type Column, tableBlocks } from '../tables';
import { TYPE } from '../theme';

type Post = AuditReportData['content']['topPosts'][number];
type Counted = AuditReportData['content']['topMentions'][number];

/** Captions are cut long before the cell's width so the width fitting has little to search. */
const CAPTION_MAX_CHARS = 140;

function postColumns(canvas: Canvas): Column<Post>[] {
  const { say } = canvas;
  return [
    { header: PDF_TEXT.type, weight: 9, value: (post) => say(postTypeText(post.type)) },
    { header: PDF_TEXT.date, weight: 13, value: (post) => formatDate(post.publishedAt) },
    {
      header: PDF_TEXT.likes,
      weight: 9,
      align: 'right',
      value: (post) => formatCompact(post.likes),
    },
    {
      header: PDF_TEXT.comments,
      weight: 11,
      align: 'right',
      value: (post) => formatCompact(post.comments),
    },
    {
      header: PDF_TEXT.views,
      weight: 9,
      align: 'right',
      value: (post) => (post.views === null ? NO_VALUE_TEXT : formatCompact(post.views)),
    },
    {
      header: PDF_TEXT.er,
      weight: 9,
      align: 'right',
      value: (post) => formatPercent(post.engagementRate),
    },
    {
      header: PDF_TEXT.caption,
      weight: 40,
      value: (post) => {
        const caption = (post.caption ?? '').slice(0, CAPTION_MAX_CHARS);
        return post.isSponsored ? say(PDF_TEXT.sponsoredCaption({ caption })) : caption;
      },
    },
  ];
}

function rankedListBlock(
  canvas: Canvas,
  title: Message,
  items: Counted[],
  prefix: string,
  x: number,
  width: number,
): Block {
  if (items.length === 0) {
    return stackBlocks(
      withHeading(canvas, title, [noDataBlock(canvas, PDF_TEXT.noneFound, { x, width })], {
        x,
        width,
      }),
    );
  }
  const style = { size: TYPE.body };
  const row = lineHeight(canvas, style) + 3;
  const list: Block = {
    height: row * items.length,
    draw: (top) => {
      items.forEach((item, index) => {
        const y = top + index * row;
        const posts = canvas.say(
          (item.count === 1 ? PDF_TEXT.onePost : PDF_TEXT.manyPosts)({
            count: formatCount(item.count),
          }),
        );
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
      ? tableBlocks(canvas, postColumns(canvas), content.topPosts)
      : [noDataBlock(canvas, PDF_TEXT.noPostsToRank)];
  const lists = columnsBlock([
    (x, width) =>
      rankedListBlock(canvas, PDF_TEXT.mostMentioned, content.topMentions, '@', x, width),
    (x, width) =>
      rankedListBlock(canvas, PDF_TEXT.mostUsedHashtags, content.topHashtags, '#', x, width),
  ]);
  const sponsored = factsBlock(canvas, [
    [
      PDF_TEXT.sponsoredPosts,
      activity.postsAnalysed > 0
        ? canvas.say(
            PDF_TEXT.sponsoredShare({
              share: formatPercent(content.sponsoredShare),
              count: formatCount(content.sponsoredCount),
              total: formatCount(activity.postsAnalysed),
            }),
          )
        : NO_VALUE_TEXT,
    ],
  ]);
  return [
    ...withHeading(canvas, PDF_TEXT.topPosts, posts),
    lists,
    sponsored,
    methodBlock(canvas, content.method),
  ];
}
