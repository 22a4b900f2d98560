import type { Message } from '../../../http/i18n/text';
import {
  type Block,
  type Canvas,
  CONTENT,
  drawLine,
  drawParagraph,
  lineHeight,
  paragraphHeight,
  type TextStyle,
} from './layout';
import { PDF_TEXT } from './report-pdf.text';
import { TYPE } from './theme';

type Placement = { x?: number; width?: number };

/** Wrapped text (across the content width unless placed), cut with an ellipsis to `maxLines`. */
export function paragraphBlock(
  canvas: Canvas,
  text: string,
  style: TextStyle & Placement & { maxLines?: number } = {},
): Block {
  const { x = CONTENT.left, width = CONTENT.width } = style;
  const full = paragraphHeight(canvas, text, width, style);
  const cap =
    style.maxLines === undefined ? full : (lineHeight(canvas, style) + 1) * style.maxLines;
  const height = Math.min(full, cap);
  return {
    height,
    draw: (y) => drawParagraph(canvas, text, x, y, width, { ...style, maxHeight: height + 1 }),
  };
}

/** The section's "how we compute this" note (in the report's language): small, muted, under a label. */
export function methodBlock(canvas: Canvas, method: string): Block {
  const labelStyle: TextStyle = { bold: true, size: TYPE.small, color: canvas.theme.muted };
  const noteStyle: TextStyle = { size: TYPE.small, color: canvas.theme.muted };
  const label = lineHeight(canvas, labelStyle);
  // A note longer than a third of a page is cut; the page must stay readable.
  const maxLines = 18;
  const note = Math.min(
    paragraphHeight(canvas, method, CONTENT.width, noteStyle),
    (lineHeight(canvas, noteStyle) + 1) * maxLines,
  );
  return {
    height: label + 2 + note,
    draw: (y) => {
      drawLine(canvas, canvas.say(PDF_TEXT.howWeCompute), CONTENT.left, y, labelStyle);
      drawParagraph(canvas, method, CONTENT.left, y + label + 2, CONTENT.width, {
        ...noteStyle,
        maxHeight: note + 1,
      });
    },
  };
}

/** The line a section shows where it has nothing to chart or list. */
export function noDataBlock(canvas: Canvas, what: Message, placement: Placement = {}): Block {
  const text = canvas.say(PDF_TEXT.noData({ what }));
  return paragraphBlock(canvas, text, { ...placement, color: canvas.theme.muted });
}

/** A small bold heading inside a section ("Posting times", "Top countries"). */
export function subheadingBlock(canvas: Canvas, title: Message, placement: Placement = {}): Block {
  const { x = CONTENT.left, width = CONTENT.width } = placement;
  const style: TextStyle = { bold: true, size: TYPE.subheading };
  return {
    height: lineHeight(canvas, style),
    draw: (y) => drawLine(canvas, canvas.say(title), x, y, { ...style, width }),
  };
}

/** Blocks drawn side by side in equal columns; the row is as tall as its tallest cell. */
export function columnsBlock(cells: Array<(x: number, width: number) => Block>, gap = 18): Block {
  const width = (CONTENT.width - gap * (cells.length - 1)) / cells.length;
  const built = cells.map((cell, index) => cell(CONTENT.left + index * (width + gap), width));
  return {
    height: Math.max(0, ...built.map((block) => block.height)),
    draw: (y) => {
      for (const block of built) block.draw(y);
    },
  };
}

/** `label: value` pairs on one line each, label muted. */
export function factsBlock(
  canvas: Canvas,
  facts: Array<[label: Message, value: string]>,
  x = CONTENT.left,
  width = CONTENT.width,
): Block {
  const row = lineHeight(canvas, { size: TYPE.body }) + 3;
  const labelWidth = Math.min(180, width * 0.45);
  return {
    height: row * facts.length,
    draw: (y) => {
      facts.forEach(([label, value], index) => {
        const top = y + index * row;
        drawLine(canvas, canvas.say(label), x, top, {
          color: canvas.theme.muted,
          width: labelWidth - 6,
        });
        drawLine(canvas, value, x + labelWidth, top, { bold: true, width: width - labelWidth });
      });
    },
  };
}

/** Empty vertical space inside a stacked block. */
export function spacerBlock(height: number): Block {
  return { height, draw: () => {} };
}

/** A subheading kept on the same page as the first of its blocks. */
export function withHeading(
  canvas: Canvas,
  title: Message,
  blocks: Block[],
  placement: Placement = {},
): Block[] {
  const [first, ...rest] = blocks;
  const heading = [subheadingBlock(canvas, title, placement), spacerBlock(5)];
  return [stackBlocks(first ? [...heading, first] : heading), ...rest];
}

/** Blocks drawn flush under each other as one block (kept on one page). */
export function stackBlocks(blocks: Block[]): Block {
  return {
    height: blocks.reduce((sum, block) => sum + block.height, 0),
    draw: (y) => {
      let top = y;
      for (const block of blocks) {
        block.draw(top);
        top += block.height;
      }
    },
  };
}
