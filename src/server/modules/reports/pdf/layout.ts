import type { Message } from '../../../http/i18n/text';
import { toWinAnsi } from './pdf-text';
import { FONT, type ReportTheme, TYPE } from './theme';

/** A4 in points, with room above and below the content for the running header and footer. */
export const PAGE = {
  size: 'A4',
  width: 595.28,
  height: 841.89,
  margins: { top: 78, bottom: 58, left: 44, right: 44 },
} as const;

export const CONTENT = {
  left: PAGE.margins.left,
  right: PAGE.width - PAGE.margins.right,
  width: PAGE.width - PAGE.margins.left - PAGE.margins.right,
  top: PAGE.margins.top,
  bottom: PAGE.height - PAGE.margins.bottom,
  height: PAGE.height - PAGE.margins.top - PAGE.margins.bottom,
} as const;

/** Vertical space between blocks of a section, and before a section title. */
export const GAP = { block: 12, section: 26 } as const;

/**
 * `say` puts one of our texts in the report's language; the sections say their labels through it
 * and draw what the report holds (names, captions, figures) as it is.
 */
export type Canvas = {
  doc: PDFKit.PDFDocument;
  theme: ReportTheme;
  say: (message: Message) => string;
};

export type TextStyle = {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
};

function applyStyle({ doc, theme }: Canvas, style: TextStyle): void {
  doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size ?? TYPE.body)
    .fillColor(style.color ?? theme.text);
}

/** Line height of one line of text in `style`. */
export function lineHeight(canvas: Canvas, style: TextStyle = {}): number {
  applyStyle(canvas, style);
  return canvas.doc.currentLineHeight(true);
}

export function textWidth(canvas: Canvas, text: string, style: TextStyle = {}): number {
  applyStyle(canvas, style);
  return canvas.doc.widthOfString(toWinAnsi(text));
}

/** `text` cut to `width` with an ellipsis; a binary search over lengths, not a glyph loop. */
export function fitToWidth(canvas: Canvas, text: string, width: number, style: TextStyle = {}) {
  applyStyle(canvas, style);
  const { doc } = canvas;
  const safe = toWinAnsi(text).replace(/\s+/g, ' ');
  if (doc.widthOfString(safe) <= width) return safe;
  let low = 0;
  let high = safe.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${safe.slice(0, middle).trimEnd()}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : `${safe.slice(0, low).trimEnd()}…`;
}

/**
 * One line at (x, y), cut to `width` when given. Drawn without pdfkit's line wrapper, which would
 * otherwise add a page when asked to write below the bottom margin (the footer lives there).
 */
export function drawLine(
  canvas: Canvas,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { width?: number } = {},
): void {
  const line =
    style.width === undefined ? toWinAnsi(text) : fitToWidth(canvas, text, style.width, style);
  applyStyle(canvas, style);
  const { doc } = canvas;
  let left = x;
  if (style.width !== undefined && style.align && style.align !== 'left') {
    const spare = style.width - doc.widthOfString(line);
    left += style.align === 'right' ? spare : spare / 2;
  }
  doc.text(line, left, y, { lineBreak: false });
}

/** Height of `text` wrapped to `width`. */
export function paragraphHeight(
  canvas: Canvas,
  text: string,
  width: number,
  style: TextStyle = {},
): number {
  applyStyle(canvas, style);
  return canvas.doc.heightOfString(toWinAnsi(text), { width, lineGap: 1 });
}

/**
 * Wrapped text, at most `maxHeight` tall (ending in an ellipsis when cut). The height bound also
 * keeps pdfkit from starting a page of its own; the flow below decides where pages break.
 */
export function drawParagraph(
  canvas: Canvas,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { maxHeight?: number } = {},
): void {
  const height = style.maxHeight ?? paragraphHeight(canvas, text, width, style) + 1;
  applyStyle(canvas, style);
  canvas.doc.text(toWinAnsi(text), x, y, {
    width,
    height,
    lineGap: 1,
    align: style.align ?? 'left',
    ellipsis: true,
  });
}

/**
 * A piece of a section that must not be split across pages: its height is measured before it is
 * drawn, so the flow can decide where it goes.
 */
export type Block = { height: number; draw: (y: number) => void };

export type Section = { title: string; blocks: Block[] };

/** Heights of blocks are clamped by their builders to fit one page; this guards the rule. */
function assertFitsOnAPage(block: Block, title: string): void {
  if (block.height > CONTENT.height) {
    throw new Error(`A block of "${title}" is taller than a page (${block.height} pt)`);
  }
}

/**
 * Lays sections out top to bottom. A section that fits on the current page stays there; one that
 * does not starts on a new page (so a title is never left alone at a page bottom); one taller than
 * a page breaks between its blocks, and its title always shares a page with its first block.
 */
export function createFlow(canvas: Canvas) {
  const { doc, theme } = canvas;
  let y = CONTENT.top;

  const titleStyle: TextStyle = { bold: true, size: TYPE.sectionTitle, color: theme.text };
  const titleHeight = () => lineHeight(canvas, titleStyle) + 10;

  function newPage(): void {
    doc.addPage();
    y = CONTENT.top;
  }

  function hasRoomFor(height: number): boolean {
    return y + height <= CONTENT.bottom;
  }

  function placeBlock(block: Block): void {
    block.draw(y);
    y += block.height + GAP.block;
  }

  return {
    /** A block outside any section (the cover). */
    block(block: Block): void {
      if (!hasRoomFor(block.height)) newPage();
      placeBlock(block);
    },

    section({ title, blocks }: Section): void {
      for (const block of blocks) assertFitsOnAPage(block, title);
      const heading = titleHeight();
      const whole = heading + blocks.reduce((sum, block) => sum + block.height + GAP.block, 0);
      const start = y === CONTENT.top ? 0 : GAP.section;
      const firstPart = heading + (blocks[0]?.height ?? 0);
      if (!hasRoomFor(start + whole) || !hasRoomFor(start + firstPart)) {
        if (y !== CONTENT.top) newPage();
      } else {
        y += start;
      }

      drawLine(canvas, title, CONTENT.left, y, titleStyle);
      doc
        .moveTo(CONTENT.left, y + heading - 5)
        .lineTo(CONTENT.right, y + heading - 5)
        .lineWidth(1.2)
        .strokeColor(theme.primary)
        .stroke();
      y += heading + 4;

      for (const block of blocks) {
        if (!hasRoomFor(block.height)) newPage();
        placeBlock(block);
      }
    },
  };
}
