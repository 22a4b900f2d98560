import type { AuditReportData } from '../../../../../common/audit-report';
import { formatDate } from '../../../../../common/format-date';
import {
  type Block,
  type Canvas,
  CONTENT,
  drawLine,
  drawParagraph,
  lineHeight,
  paragraphHeight,
  textWidth,
} from '../layout';
import { isReadable, toWinAnsi } from '../pdf-text';
import { countryName, platformName } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';
import { TYPE } from '../theme';

const AVATAR_RADIUS = 30;
const BIO_MAX_LINES = 3;

/** The name to print, or null when nothing readable is left of it (emoji only, CJK only). */
export function readableName(fullName: string | null): string | null {
  if (!fullName) return null;
  const name = toWinAnsi(fullName);
  return isReadable(name) ? name : null;
}

/** Up to two initials from the readable name, else from the username. */
export function initials(fullName: string | null, username: string): string {
  const source = readableName(fullName) ?? toWinAnsi(username);
  const words: string[] = source.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters =
    words.length > 1 ? words[0].charAt(0) + words[1].charAt(0) : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

function locationText(profile: AuditReportData['profile']): string | null {
  const parts = [profile.city, profile.country ? countryName(profile.country) : null];
  const text = parts.filter((part): part is string => Boolean(part)).join(', ');
  return text || null;
}

function drawVerifiedMark(canvas: Canvas, x: number, y: number): number {
  const { doc, theme } = canvas;
  doc
    .circle(x + 6, y + 6, 6)
    .fillColor(theme.secondary)
    .fill();
  doc
    .moveTo(x + 3.2, y + 6.2)
    .lineTo(x + 5.3, y + 8.3)
    .lineTo(x + 9, y + 4)
    .lineWidth(1.4)
    .strokeColor('#ffffff')
    .stroke();
  const verified = canvas.say(PDF_TEXT.verified);
  drawLine(canvas, verified, x + 15, y + 2, {
    size: TYPE.small,
    bold: true,
    color: theme.secondary,
  });
  return 15 + textWidth(canvas, verified, { size: TYPE.small, bold: true });
}

/**
 * Page 1's head: avatar initials, who the profile is (marked when demo data, else where its
 * figures came from: `figures`, figuresSource), where, what about, and when computed.
 */
export function coverBlock(
  canvas: Canvas,
  report: AuditReportData,
  figures: string | null = null,
): Block {
  const { doc, theme } = canvas;
  const { profile } = report;
  const textLeft = CONTENT.left + AVATAR_RADIUS * 2 + 16;
  const textWidthAvailable = CONTENT.right - textLeft;
  const name = readableName(profile.fullName);
  const meta = [platformName(profile.platform), locationText(profile), profile.accountType]
    .filter((part): part is string => Boolean(part))
    .join('  ·  ');
  const categories = profile.categories.length > 0 ? profile.categories.join(', ') : null;
  const bio = profile.bio ? toWinAnsi(profile.bio) : null;

  const usernameStyle = { bold: true, size: TYPE.pageTitle };
  const nameStyle = { size: TYPE.subheading };
  const metaStyle = { size: TYPE.body, color: theme.muted };
  const bioStyle = { size: TYPE.small };
  const bioHeight =
    bio && isReadable(bio)
      ? Math.min(
          paragraphHeight(canvas, bio, textWidthAvailable, bioStyle),
          (lineHeight(canvas, bioStyle) + 1) * BIO_MAX_LINES,
        )
      : 0;
  const lines = [
    lineHeight(canvas, usernameStyle) + 2,
    name ? lineHeight(canvas, nameStyle) + 2 : 0,
    lineHeight(canvas, metaStyle) + 2,
    categories ? lineHeight(canvas, metaStyle) + 2 : 0,
    bioHeight > 0 ? bioHeight + 4 : 0,
  ];
  const demoStyle = { size: TYPE.body, bold: true, color: theme.primary };
  const sourceNote = profile.isDemo
    ? { text: canvas.say(PDF_TEXT.demoNote), style: demoStyle }
    : figures
      ? { text: canvas.say(PDF_TEXT.figuresFrom({ source: figures })), style: metaStyle }
      : null;
  const noteHeight = sourceNote ? lineHeight(canvas, sourceNote.style) + 2 : 0;
  const height =
    Math.max(
      AVATAR_RADIUS * 2,
      lines.reduce((sum, line) => sum + line, noteHeight),
    ) + 8;

  return {
    height,
    draw: (top) => {
      doc
        .circle(CONTENT.left + AVATAR_RADIUS, top + AVATAR_RADIUS, AVATAR_RADIUS)
        .fillColor(theme.primary)
        .fill();
      drawLine(
        canvas,
        initials(profile.fullName, profile.username),
        CONTENT.left,
        top + AVATAR_RADIUS - 9,
        {
          bold: true,
          size: 20,
          color: '#ffffff',
          width: AVATAR_RADIUS * 2,
          align: 'center',
        },
      );

      let y = top;
      const computed = canvas.say(PDF_TEXT.computedOn({ date: formatDate(report.computedAt) }));
      const computedWidth = textWidth(canvas, computed, metaStyle) + 4;
      drawLine(canvas, computed, CONTENT.right - computedWidth, y + 4, {
        ...metaStyle,
        width: computedWidth,
        align: 'right',
      });

      const handle = `@${profile.username}`;
      const handleWidth = Math.min(
        textWidth(canvas, handle, usernameStyle),
        textWidthAvailable - computedWidth - 90,
      );
      drawLine(canvas, handle, textLeft, y, { ...usernameStyle, width: handleWidth + 1 });
      if (profile.isVerified) drawVerifiedMark(canvas, textLeft + handleWidth + 8, y + 4);
      y += lines[0];
      if (sourceNote) {
        drawLine(canvas, sourceNote.text, textLeft, y, {
          ...sourceNote.style,
          width: textWidthAvailable,
        });
        y += noteHeight;
      }

      if (name) {
        drawLine(canvas, name, textLeft, y, { ...nameStyle, width: textWidthAvailable });
        y += lines[1];
      }
      drawLine(canvas, meta, textLeft, y, { ...metaStyle, width: textWidthAvailable });
      y += lines[2];
      if (categories) {
        drawLine(canvas, categories, textLeft, y, { ...metaStyle, width: textWidthAvailable });
        y += lines[3];
      }
      if (bio && bioHeight > 0) {
        drawParagraph(canvas, bio, textLeft, y + 4, textWidthAvailable, {
          ...bioStyle,
          maxHeight: bioHeight + 1,
        });
      }
    },
  };
}
