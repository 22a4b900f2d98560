import type { AuditReportData } from '../../../../../common/audit-report';
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
import { capitalize, countryName, languageName } from '../report-format';
import { TYPE } from '../theme';

type Audience = AuditReportData['audience'];
type Signal = Audience['credibility']['signals'][number];

const TOP = 5;

const SIGNAL_TITLES: Record<Signal['key'], string> = {
  engagementConsistency: 'Engagement consistency',
  followerShape: 'Followers and following',
  growthSpikes: 'Growth spikes',
  audienceQuality: 'Audience quality',
};

const VERDICT_TEXT: Record<Signal['verdict'], string> = {
  good: 'Good',
  warning: 'Warning',
  bad: 'Poor',
  unknown: 'Unknown',
};

type Breakdown = { title: string; shares: Audience['countries']; label: (value: string) => string };

function breakdownBlock(canvas: Canvas, breakdown: Breakdown, x: number, width: number): Block {
  const items = breakdown.shares
    .slice(0, TOP)
    .map((entry) => ({ label: breakdown.label(entry.value), share: entry.share }));
  const body =
    items.length > 0
      ? barsBlock(canvas, items, x, width)
      : noDataBlock(canvas, 'none recorded.', { x, width });
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
      drawLine(canvas, VERDICT_TEXT[signal.verdict], CONTENT.left, y + 2.5, {
        bold: true,
        size: TYPE.small,
        color: '#ffffff',
        width: badgeWidth,
        align: 'center',
      });
      drawLine(canvas, SIGNAL_TITLES[signal.key], textLeft, y, { ...titleStyle, width: textWidth });
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
          ? 'Not enough data to judge'
          : `${Math.round(credibility.score)} / 100`,
        CONTENT.left,
        y,
        scoreStyle,
      ),
  };
  const signals =
    credibility.signals.length > 0
      ? credibility.signals.map((signal) => signalBlock(canvas, signal))
      : [noDataBlock(canvas, 'no credibility signals could be measured.')];
  return withHeading(canvas, 'Credibility score', [score, ...signals]);
}

export function audienceBlocks(canvas: Canvas, report: AuditReportData): Block[] {
  const { audience } = report;
  const breakdowns: Breakdown[] = [
    { title: 'Countries', shares: audience.countries, label: countryName },
    { title: 'Cities', shares: audience.cities, label: (value) => value },
    { title: 'Genders', shares: audience.genders, label: capitalize },
    { title: 'Ages', shares: audience.ages, label: (value) => value },
    { title: 'Languages', shares: audience.languages, label: languageName },
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
    ...(hasAudience
      ? pairs
      : [noDataBlock(canvas, 'the bank holds no audience data for this profile yet.')]),
    ...credibilityBlocks(canvas, audience.credibility),
    methodBlock(canvas, audience.method),
  ];
}
