import type { Message } from '../../../http/i18n/text';
import { stackBlocks } from './blocks';
import { type Block, type Canvas, CONTENT, drawLine, lineHeight } from './layout';
import { TYPE } from './theme';

export type Column<Row> = {
  header: Message;
  /** Share of the table width; the columns' weights are summed. */
  weight: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
};

const CELL_PADDING = 4;

/**
 * A table as blocks of rows, each under the header row: a table taller than a page breaks between
 * rows and repeats its header. Cells are one line, cut with an ellipsis.
 */
export function tableBlocks<Row>(canvas: Canvas, columns: Column<Row>[], rows: Row[]): Block[] {
  const { doc, theme } = canvas;
  const style = { size: TYPE.small };
  const rowHeight = lineHeight(canvas, style) + 7;
  const totalWeight = columns.reduce((sum, column) => sum + column.weight, 0);
  const lefts: number[] = [];
  let left = CONTENT.left;
  const widths = columns.map((column) => {
    lefts.push(left);
    const width = (CONTENT.width * column.weight) / totalWeight;
    left += width;
    return width;
  });

  const drawCells = (y: number, texts: string[], bold: boolean, color: string) => {
    texts.forEach((text, index) => {
      drawLine(canvas, text, lefts[index] + CELL_PADDING, y + 4, {
        ...style,
        bold,
        color,
        width: widths[index] - CELL_PADDING * 2,
        align: columns[index].align ?? 'left',
      });
    });
  };

  const rule = (y: number, color: string) =>
    doc.moveTo(CONTENT.left, y).lineTo(CONTENT.right, y).lineWidth(0.5).strokeColor(color).stroke();

  const header: Block = {
    height: rowHeight,
    draw: (y) => {
      doc.rect(CONTENT.left, y, CONTENT.width, rowHeight).fillColor(theme.wash).fill();
      drawCells(
        y,
        columns.map((column) => canvas.say(column.header)),
        true,
        theme.text,
      );
    },
  };

  const bodyRow = (row: Row): Block => ({
    height: rowHeight,
    draw: (y) => {
      drawCells(
        y,
        columns.map((column) => column.value(row)),
        false,
        theme.text,
      );
      rule(y + rowHeight, theme.rule);
    },
  });

  const rowsPerPage = Math.floor(CONTENT.height / rowHeight) - 2;
  const chunks: Block[] = [];
  for (let start = 0; start < rows.length; start += rowsPerPage) {
    chunks.push(stackBlocks([header, ...rows.slice(start, start + rowsPerPage).map(bodyRow)]));
  }
  return chunks.length > 0 ? chunks : [header];
}
