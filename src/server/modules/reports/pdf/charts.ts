import { formatDate } from '../../../../common/format-date';
import { formatCompact } from '../../../../common/format-number';
import { type Block, type Canvas, drawLine, lineHeight } from './layout';
import { formatPercent } from './report-format';
import { PDF_TEXT } from './report-pdf.text';
import { mixWithWhite, TYPE } from './theme';

/** Weekday 0 is Monday, as in the report's heat-map. */
const WEEKDAY_SHORT = [
  PDF_TEXT.mon,
  PDF_TEXT.tue,
  PDF_TEXT.wed,
  PDF_TEXT.thu,
  PDF_TEXT.fri,
  PDF_TEXT.sat,
  PDF_TEXT.sun,
] as const;

/** Three to five round steps covering [min, max], e.g. 0, 5 K, 10 K, 15 K. */
function niceTicks(min: number, max: number): number[] {
  const span = max - min || Math.max(Math.abs(max), 1);
  const rough = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? rough;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < max + step; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= max) break;
  }
  return ticks.length >= 2 ? ticks : [first, first + step];
}

export type SeriesPoint = { date: string; followers: number };

/** Follower history as a vector line over a filled area, compact y labels, first/last dates. */
export function lineChartBlock(
  canvas: Canvas,
  points: SeriesPoint[],
  x: number,
  width: number,
  height = 170,
): Block {
  const { doc, theme } = canvas;
  const labelStyle = { size: TYPE.small, color: theme.muted };
  return {
    height,
    draw: (top) => {
      const values = points.map((point) => point.followers);
      const ticks = niceTicks(Math.min(...values), Math.max(...values));
      const low = ticks[0];
      const high = ticks[ticks.length - 1];
      const axisWidth = 44;
      const plot = {
        left: x + axisWidth,
        top: top + 4,
        width: width - axisWidth,
        height: height - 22,
      };
      const bottom = plot.top + plot.height;
      const toY = (value: number) => bottom - ((value - low) / (high - low || 1)) * plot.height;
      const toX = (index: number) =>
        plot.left +
        (points.length === 1 ? plot.width / 2 : (index / (points.length - 1)) * plot.width);

      for (const tick of ticks) {
        const tickY = toY(tick);
        doc
          .moveTo(plot.left, tickY)
          .lineTo(plot.left + plot.width, tickY)
          .lineWidth(0.5);
        doc.strokeColor(theme.rule).stroke();
        drawLine(canvas, formatCompact(tick), x, tickY - 4, {
          ...labelStyle,
          width: axisWidth - 6,
          align: 'right',
        });
      }

      const tracePoints = () => {
        points.forEach((point, index) => {
          doc.lineTo(toX(index), toY(point.followers));
        });
      };
      doc.moveTo(toX(0), bottom);
      tracePoints();
      doc
        .lineTo(toX(points.length - 1), bottom)
        .closePath()
        .fillColor(theme.wash)
        .fill();

      doc.moveTo(toX(0), toY(points[0].followers));
      tracePoints();
      doc.lineWidth(1.6).lineJoin('round').strokeColor(theme.primary).stroke();

      const dateY = bottom + 6;
      drawLine(canvas, formatDate(points[0].date), plot.left, dateY, labelStyle);
      drawLine(canvas, formatDate(points[points.length - 1].date), plot.left, dateY, {
        ...labelStyle,
        width: plot.width,
        align: 'right',
      });
    },
  };
}

/**
 * The 7 x 24 posting heat-map: one cell per weekday and hour, shaded from the track colour to the
 * primary colour by its share of posts relative to the busiest cell.
 */
export function heatmapBlock(canvas: Canvas, heatmap: number[][], x: number, width: number): Block {
  const { doc, theme } = canvas;
  const labelStyle = { size: TYPE.small, color: theme.muted };
  const labelWidth = 28;
  const cell = (width - labelWidth) / 24;
  const cellHeight = Math.min(cell, 15);
  const hourRow = lineHeight(canvas, labelStyle) + 3;
  const busiest = Math.max(0, ...heatmap.flat());
  return {
    height: hourRow + cellHeight * 7,
    draw: (top) => {
      for (const hour of [0, 6, 12, 18]) {
        drawLine(canvas, String(hour), x + labelWidth + hour * cell + 1, top, labelStyle);
      }
      const gridTop = top + hourRow;
      WEEKDAY_SHORT.forEach((day, weekday) => {
        const rowY = gridTop + weekday * cellHeight;
        drawLine(canvas, canvas.say(day), x, rowY + (cellHeight - 8) / 2, labelStyle);
        for (let hour = 0; hour < 24; hour++) {
          const share = heatmap[weekday]?.[hour] ?? 0;
          const strength = busiest > 0 ? share / busiest : 0;
          const color =
            share > 0 ? mixWithWhite(theme.primary, 0.88 * (1 - strength)) : theme.track;
          doc
            .rect(x + labelWidth + hour * cell + 0.5, rowY + 0.5, cell - 1, cellHeight - 1)
            .fillColor(color)
            .fill();
        }
      });
    },
  };
}

export type BarItem = { label: string; share: number };

/** Horizontal bars for shares (0-100): label, bar on a track, percentage. */
export function barsBlock(
  canvas: Canvas,
  items: BarItem[],
  x: number,
  width: number,
  color?: string,
): Block {
  const { doc, theme } = canvas;
  const style = { size: TYPE.small };
  const row = lineHeight(canvas, style) + 6;
  const labelWidth = Math.min(110, width * 0.38);
  const valueWidth = 44;
  const trackWidth = width - labelWidth - valueWidth;
  return {
    height: row * items.length,
    draw: (top) => {
      items.forEach((item, index) => {
        const rowY = top + index * row;
        const share = Math.max(0, Math.min(100, item.share));
        drawLine(canvas, item.label, x, rowY, { ...style, width: labelWidth - 6 });
        doc
          .rect(x + labelWidth, rowY + 1, trackWidth, 7)
          .fillColor(theme.track)
          .fill();
        if (share > 0) {
          doc
            .rect(x + labelWidth, rowY + 1, Math.max(1, (trackWidth * share) / 100), 7)
            .fillColor(color ?? theme.primary)
            .fill();
        }
        drawLine(canvas, formatPercent(item.share), x + labelWidth + trackWidth, rowY, {
          ...style,
          color: theme.muted,
          width: valueWidth,
          align: 'right',
        });
      });
    },
  };
}

export type PeerScale = { q1: number; median: number; q3: number; value: number };

/**
 * Where this profile's engagement rate stands among its peers: the middle half (q1 to q3) as a
 * box, the median as a tick, this profile as a marker with its value.
 */
export function peerBarBlock(canvas: Canvas, scale: PeerScale, x: number, width: number): Block {
  const { doc, theme } = canvas;
  const labelStyle = { size: TYPE.small, color: theme.muted };
  const line = lineHeight(canvas, labelStyle);
  const height = line + 8 + 14 + 6 + line;
  return {
    height,
    draw: (top) => {
      const max = Math.max(scale.q3 * 1.5, scale.value * 1.15, 0.01);
      const toX = (value: number) => x + (Math.max(0, Math.min(value, max)) / max) * width;
      const markerX = toX(scale.value);
      const barY = top + line + 8;

      const markerLabel = canvas.say(PDF_TEXT.thisProfile({ value: formatPercent(scale.value) }));
      const labelX = Math.max(x, Math.min(markerX - 40, x + width - 90));
      drawLine(canvas, markerLabel, labelX, top, {
        size: TYPE.small,
        bold: true,
        color: theme.primary,
      });

      doc
        .rect(x, barY + 5, width, 4)
        .fillColor(theme.track)
        .fill();
      doc
        .rect(toX(scale.q1), barY, Math.max(1, toX(scale.q3) - toX(scale.q1)), 14)
        .fillColor(mixWithWhite(theme.secondary, 0.6))
        .fill();
      doc
        .moveTo(toX(scale.median), barY - 2)
        .lineTo(toX(scale.median), barY + 16)
        .lineWidth(2)
        .strokeColor(theme.text)
        .stroke();
      doc
        .polygon([markerX - 5, barY - 6], [markerX + 5, barY - 6], [markerX, barY + 2])
        .fillColor(theme.primary)
        .fill();
      doc
        .moveTo(markerX, barY)
        .lineTo(markerX, barY + 14)
        .lineWidth(1.2)
        .strokeColor(theme.primary)
        .stroke();

      const legendY = barY + 14 + 6;
      const legend = canvas.say(
        PDF_TEXT.middleHalf({
          q1: formatPercent(scale.q1),
          q3: formatPercent(scale.q3),
          median: formatPercent(scale.median),
        }),
      );
      drawLine(canvas, legend, x, legendY, labelStyle);
    },
  };
}
