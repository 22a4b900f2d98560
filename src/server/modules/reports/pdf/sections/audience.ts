import type { AuditReportData } from '../../../../../common/audit-report';
import type { Message } from '../../../../http/i18n/text';
import {
  columnsBlock,
  methodBlock,
  noDataBlock,
  spacerBlock,
  stackBlocks,
  withHeading,
} from '../blocks';
import { barsBlock } from '../charts';
import {
  type Block,
  type Canvas,
  CONTENT,
  drawLine,
  drawParagraph,
  lineHeight,
  paragraphHeight,
} from '../layout';
import { countryName, genderText, languageName } from '../report-format';
import { PDF_TEXT } from '../report-pdf.text';
import { TYPE } from '../theme';

type Audience = AuditReportData['audience'];
type Signal = Audience['credibility']['signals'][number];

const TOP = 5;

const SIGNAL_TITLES: Record<Signal['key'], Message> = {
  engagementConsistency: PDF_TEXT.engagementConsistency,
  followerShape: PDF_TEXT.followerShape,
  growthSpikes: PDF_TEXT.growthSpikes,
  audienceQuality: PDF_TEXT.audienceQuality,
};

const VERDICT_TEXT: Record<Signal['verdict'], Message> = {
  good: PDF_TEXT.good,
  warning: PDF_TEXT.warning,
  bad: PDF_TEXT.poor,
  unknown: PDF_TEXT.unknown,
};

type Breakdown = {
  title: Message;
  shares: Audience['countries'];
  label: (value: string) => string;
};

function breakdownBlock(canvas: Canvas, breakdown: Breakdown, x: number, width: number): Block {
  const items = breakdown.shares
    .slice(0, TOP)
    .map((entry) => ({ label: breakdown.label(entry.value), share: entry.share }));
  const body =
    items.length > 0
      ? barsBlock(canvas, items, x, width)
      : noDataBlock(canvas, PDF_TEXT.noneRecorded, { x, width });
  return stackBlocks(withHeading(canvas, breakdown.title, [body], { x, width }));
}

function signalBlock(canvas: Canvas, signal: Signal): Block {
  const { doc, theme } = canvas;
  const badgeWidth = 58;
  const textLeft = CONTENT.left + badgeWidth + 10;
  const textWidth = CONTENT.right - textLeft;
  const titleStyle = { bold: true, size: TYPE.body };
  const detailStyle = { size: TYPE.small, color: theme.muted };
  const titleHeight = lineHeight(canvas, titleStyle) + 1;
  const detailHeight = paragraphHeight(canvas, signal.detail, textWidth, detailStyle);
  return {
    height: titleHeight + detailHeight + 2,
    draw: (y) => {
      const color = theme.verdict[signal.verdict];
      doc.roundedRect(CONTENT.left, y, badgeWidth, 13, 6.5).fillColor(color).fill();
      drawLine(canvas, canvas.say(VERDICT_TEXT[signal.verdict]), CONTENT.left, y + 2.5, {
        bold: true,
        size: TYPE.small,
        color: '#ffffff',
        width: badgeWidth,
        align: 'center',
      });
      drawLine(canvas, canvas.say(SIGNAL_TITLES[signal.key]), textLeft, y, {
        ...titleStyle,
        width: textWidth,
      });
      drawParagraph(canvas, signal.detail, textLeft, y + titleHeight, textWidth, detailStyle);
    },
  };
}

function credibilityBlocks(canvas: Canvas, credibility: Audience['credibility']): Block[] {
  const scoreStyle = {
    bold: true,
    size: TYPE.tileValue,
    color: credibility.score === null ? canvas.theme.muted : canvas.theme.primary,
  };
  const score: Block = {
    height: lineHeight(canvas, scoreStyle),
    draw: (y) =>
      drawLine(
        canvas,
        credibility.score === null
          ? canvas.say(PDF_TEXT.notEnoughToJudge)
          : `${Math.round(credibility.score)} / 100`,
        CONTENT.left,
        y,
        scoreStyle,
      ),
  };
  const signals =
    credibility.signals.length > 0
      ? credibility.signals.map((signal) => signalBlock(canvas, signal))
      : [noDataBlock(canvas, PDF_TEXT.noSignals)];
  return withHeading(canvas, PDF_TEXT.credibilityScore, [score, ...signals]);
}

export function audienceBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { audience } = report;
  const breakdowns: Breakdown[] = [
    { title: PDF_TEXT.countries, shares: audience.countries, label: countryName },
    { title: PDF_TEXT.cities, shares: audience.cities, label: (value) => value },
    {
      title: PDF_TEXT.genders,
      shares: audience.genders,
      label: (value) => canvas.say(genderText(value)),
    },
    { title: PDF_TEXT.ages, shares: audience.ages, label: (value) => value },
    { title: PDF_TEXT.languages, shares: audience.languages, label: languageName },
  ];
  const hasAudience = breakdowns.some((breakdown) => breakdown.shares.length > 0);
  const pairs: Block[] = [];
  for (let index = 0; index < breakdowns.length; index += 2) {
    // Always two columns, so a lone last breakdown keeps the width of the others.
    const [left, right] = breakdowns.slice(index, index + 2);
    pairs.push(
      columnsBlock(
        [
          (x, width) => breakdownBlock(canvas, left, x, width),
          (x, width) => (right ? breakdownBlock(canvas, right, x, width) : spacerBlock(0)),
        ],
        28,
      ),
    );
  }
  return [
    ...(hasAudience ? pairs : [noDataBlock(canvas, PDF_TEXT.noAudience)]),
    ...credibilityBlocks(canvas, audience.credibility),
    methodBlock(canvas, audience.method),
  ];
}
