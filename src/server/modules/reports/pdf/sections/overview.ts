import type { AuditReportData } from '../../../../../common/audit-report';
import { formatCompact } from '../../../../../common/format-number';
import { methodBlock, noDataBlock, paragraphBlock, withHeading } from '../blocks';
import { peerBarBlock } from '../charts';
import { type Block, type Canvas, CONTENT, drawLine, lineHeight } from '../layout';
import { bandLabel, formatCount, formatPercent, platformName } from '../report-format';
import { TYPE } from '../theme';

type Tile = { label: string; value: string };

const TILE_COLUMNS = 3;
const TILE_GAP = 8;

function tilesBlock(canvas: Canvas, tiles: Tile[]): Block {
  const { doc, theme } = canvas;
  const labelStyle = { size: TYPE.small, color: theme.muted };
  const valueStyle = { bold: true, size: TYPE.tileValue };
  const tileHeight = lineHeight(canvas, labelStyle) + lineHeight(canvas, valueStyle) + 16;
  const tileWidth = (CONTENT.width - TILE_GAP * (TILE_COLUMNS - 1)) / TILE_COLUMNS;
  const rows = Math.ceil(tiles.length / TILE_COLUMNS);
  return {
    height: rows * tileHeight + (rows - 1) * TILE_GAP,
    draw: (top) => {
      tiles.forEach((tile, index) => {
        const x = CONTENT.left + (index % TILE_COLUMNS) * (tileWidth + TILE_GAP);
        const y = top + Math.floor(index / TILE_COLUMNS) * (tileHeight + TILE_GAP);
        doc.roundedRect(x, y, tileWidth, tileHeight, 4).fillColor(theme.wash).fill();
        drawLine(canvas, tile.label, x + 10, y + 7, { ...labelStyle, width: tileWidth - 20 });
        drawLine(canvas, tile.value, x + 10, y + 9 + lineHeight(canvas, labelStyle), {
          ...valueStyle,
          width: tileWidth - 20,
        });
      });
    },
  };
}

const STANDING_TEXT = {
  below: 'below the middle half of its peers',
  typical: 'inside the middle half of its peers (typical)',
  above: 'above the middle half of its peers',
} as const;

function peerBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { overview, profile } = report;
  const { peers } = overview;
  const title = 'Engagement rate compared with peers';
  const band = bandLabel(peers.bandMin, peers.bandMax);
  const group = `${platformName(profile.platform)} creators with ${band}`;
  if (peers.count === 0 || peers.q1 === null || peers.median === null || peers.q3 === null) {
    return withHeading(canvas, title, [
      noDataBlock(canvas, `the bank holds no other ${group} to compare with.`),
    ]);
  }
  const standing = peers.standing ? `, which is ${STANDING_TEXT[peers.standing]}` : '';
  const sentence =
    `Compared with ${formatCount(peers.count)} ${group}: this profile's engagement rate is ` +
    `${formatPercent(overview.engagementRate)}${standing}; their median is ${formatPercent(peers.median)}.`;
  return withHeading(canvas, title, [
    paragraphBlock(canvas, sentence),
    peerBarBlock(
      canvas,
      { q1: peers.q1, median: peers.median, q3: peers.q3, value: overview.engagementRate },
      CONTENT.left,
      CONTENT.width,
    ),
  ]);
}

export function overviewBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { overview } = report;
  const tiles: Tile[] = [
    { label: 'Followers', value: formatCompact(overview.followers) },
    { label: 'Following', value: formatCompact(overview.following) },
    { label: 'Posts', value: formatCompact(overview.postsCount) },
    { label: 'Engagement rate', value: formatPercent(overview.engagementRate) },
    { label: 'Average likes', value: formatCompact(overview.avgLikes) },
    { label: 'Average comments', value: formatCompact(overview.avgComments) },
    { label: 'Average views', value: formatCompact(overview.avgViews) },
    { label: 'Likes to comments', value: overview.likesToComments },
    { label: 'Followers to following', value: overview.followersToFollowing },
  ];
  return [
    tilesBlock(canvas, tiles),
    ...peerBlocks(canvas, report),
    methodBlock(canvas, overview.method),
  ];
}
