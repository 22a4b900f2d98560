import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { cx } from '../../../lib/class-names';

type Credibility = PublicReportData['audience']['credibility'];
type Verdict = Credibility['signals'][number]['verdict'];

export type CredibilitySignalsProps = { credibility: Credibility };

// Shape and colour both tell the verdict, so it reads without colour too (and in print).
const VERDICT_STYLE: Record<Verdict, { path: string; className: string }> = {
  good: { path: 'M5 12.5l4.5 4.5L19 7.5', className: 'text-secondary' },
  warning: { path: 'M12 7v6m0 4h.01', className: 'text-text-dark' },
  bad: { path: 'M7 7l10 10M17 7L7 17', className: 'text-danger' },
  unknown: {
    path: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3.5h.01',
    className: 'text-text-dark/60',
  },
};

/** The credibility score and every signal behind it, each with its verdict in words. */
export function CredibilitySignals({ credibility }: CredibilitySignalsProps) {
  const { t } = useTranslation();
  return (
    <div className="break-inside-avoid">
      <h3 className="text-sm font-semibold">{t('reports.audience.credibility')}</h3>
      <p className="mt-1 text-2xl font-bold tabular-nums">
        {credibility.score === null
          ? t('reports.audience.noScore')
          : t('reports.audience.score', { score: Math.round(credibility.score) })}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {credibility.signals.map((signal) => {
          const style = VERDICT_STYLE[signal.verdict];
          return (
            <li key={signal.key} className="flex gap-3 text-sm">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                className={cx(
                  'mt-0.5 size-5 shrink-0 rounded-full border-2 border-current p-0.5',
                  style.className,
                )}
              >
                <path
                  d={style.path}
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <div className="min-w-0">
                <p className="font-semibold">
                  {t(`reports.audience.signals.${signal.key}`)}:{' '}
                  <span className={style.className}>
                    {t(`reports.audience.verdicts.${signal.verdict}`)}
                  </span>
                </p>
                <p className="text-text-dark/75">{signal.detail}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
