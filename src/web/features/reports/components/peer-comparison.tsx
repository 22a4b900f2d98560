import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { formatCompact } from '../../../../common/format-number';
import { formatPercent, peerScale } from '../report-format';

export type PeerComparisonProps = { overview: PublicReportData['overview']; platform: string };

/**
 * The profile's engagement rate against creators of the same platform and size band: the middle
 * half of the peers (q1 to q3) as a band, the median as a line, the profile as a marker.
 */
export function PeerComparison({ overview, platform }: PeerComparisonProps) {
  const { t } = useTranslation();
  const { peers, engagementRate } = overview;
  const band =
    peers.bandMax === null
      ? t('reports.overview.bandOpen', { min: formatCompact(peers.bandMin) })
      : t('reports.overview.bandRange', {
          min: formatCompact(peers.bandMin),
          max: formatCompact(peers.bandMax),
        });
  const heading = (
    <h3 className="text-sm font-semibold">
      {t('reports.overview.peersTitle', { count: peers.count, platform, band })}
    </h3>
  );
  if (peers.q1 === null || peers.median === null || peers.q3 === null) {
    return (
      <div>
        {heading}
        <p className="mt-1 text-sm text-text-dark/70">{t('reports.overview.noPeers')}</p>
      </div>
    );
  }
  const at = peerScale(engagementRate, { q1: peers.q1, median: peers.median, q3: peers.q3 });
  const summary = t('reports.overview.peersSummary', {
    value: formatPercent(engagementRate),
    q1: formatPercent(peers.q1),
    median: formatPercent(peers.median),
    q3: formatPercent(peers.q3),
  });
  return (
    <div className="break-inside-avoid">
      {heading}
      <div
        role="img"
        aria-label={summary}
        className="relative mt-8 mb-7 h-3 rounded-full bg-app-background print:border print:border-text-dark/20"
      >
        <span
          className="absolute inset-y-0 rounded-full bg-secondary/35 print:[print-color-adjust:exact]"
          style={{ left: `${at.q1}%`, width: `${Math.max(at.q3 - at.q1, 0.5)}%` }}
        />
        <span
          className="absolute -inset-y-1 w-0.5 bg-secondary"
          style={{ left: `${at.median}%` }}
        />
        <span
          className="absolute top-full mt-1 -translate-x-1/2 text-xs whitespace-nowrap text-text-dark/70"
          style={{ left: `${at.median}%` }}
          aria-hidden="true"
        >
          {t('reports.overview.median', { value: formatPercent(peers.median) })}
        </span>
        <span
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-primary shadow print:[print-color-adjust:exact]"
          style={{ left: `${at.value}%` }}
        />
        <span
          className="absolute bottom-full mb-1.5 -translate-x-1/2 text-xs font-semibold whitespace-nowrap text-primary"
          style={{ left: `${Math.min(Math.max(at.value, 8), 92)}%` }}
          aria-hidden="true"
        >
          {formatPercent(engagementRate)}
        </span>
      </div>
      <p className="text-sm">
        {peers.standing ? t(`reports.overview.standing.${peers.standing}`) : null}{' '}
        <span className="text-text-dark/70">{summary}</span>
      </p>
    </div>
  );
}
