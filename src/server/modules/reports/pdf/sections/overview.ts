import type { AuditReportData } from '../../../../../common/audit-report';
import { formatCompact } from '../../../../../common/format-number';
import type { Message } from '../../../../http/i18n/text';
import { methodBlock, noDataBlock, paragraphBlock, withHeading } from '../blocks';
import { peerBarBlock } from '../charts';
import { type Block, type Canvas, CONTENT, drawLine, lineHeight } from '../layout';
import { bandLabel, formatCount, formatPercent, platformName } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';
import { TYPE } from '../theme';

type Tile = { label: Message; value: string };

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
        drawLine(canvas, canvas.say(tile.label), x + 10, y + 7, {
          ...labelStyle,
          width: tileWidth - 20,
        });
        drawLine(canvas, tile.value, x + 10, y + 9 + lineHeight(canvas, labelStyle), {
          ...valueStyle,
          width: tileWidth - 20,
        });
      });
    },
  };
}

const STANDING_TEXT = {
  below: PDF_TEXT.belowPeers,
  typical: PDF_TEXT.typicalOfPeers,
  above: PDF_TEXT.abovePeers,
} as const;

function peerBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { overview, profile } = report;
  const { peers } = overview;
  const title = PDF_TEXT.peersTitle;
  const band = bandLabel(peers.bandMin, peers.bandMax);
  const group = PDF_TEXT.peerGroup({ platform: platformName(profile.platform), band });
  if (peers.count === 0 || peers.q1 === null || peers.median === null || peers.q3 === null) {
    return withHeading(canvas, title, [noDataBlock(canvas, PDF_TEXT.noPeers({ group }))]);
  }
  const compared = {
    count: formatCount(peers.count),
    group,
    rate: formatPercent(overview.engagementRate),
    median: formatPercent(peers.median),
  };
  const sentence = canvas.say(
    peers.standing
      ? PDF_TEXT.comparedWithStanding({ ...compared, position: STANDING_TEXT[peers.standing] })
      : PDF_TEXT.comparedWith(compared),
  );
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
    { label: PDF_TEXT.followers, value: formatCompact(overview.followers) },
    { label: PDF_TEXT.following, value: formatCompact(overview.following) },
    { label: PDF_TEXT.posts, value: formatCompact(overview.postsCount) },
    { label: PDF_TEXT.engagementRate, value: formatPercent(overview.engagementRate) },
    { label: PDF_TEXT.averageLikes, value: formatCompact(overview.avgLikes) },
    { label: PDF_TEXT.averageComments, value: formatCompact(overview.avgComments) },
    { label: PDF_TEXT.averageViewsLabel, value: formatCompact(overview.avgViews) },
    { label: PDF_TEXT.likesToComments, value: overview.likesToComments },
    { label: PDF_TEXT.followersToFollowing, value: overview.followersToFollowing },
  ];
  return [
    tilesBlock(canvas, tiles),
    ...peerBlocks(canvas, report),
    methodBlock(canvas, overview.method),
  ];
}
