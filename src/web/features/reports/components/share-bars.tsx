import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../report-format';

export type ShareBar = { key: string; label: ReactNode; share: number };

export type ShareBarsProps = {
  title: string;
  bars: ShareBar[];
};

/** A ranked list of shares (0–100) as labelled bars: readable by screen readers and on phones. */
export function ShareBars({ title, bars }: ShareBarsProps) {
  const { t } = useTranslation();
  const most = Math.max(1, ...bars.map((bar) => bar.share));
  return (
    <div className="min-w-0 break-inside-avoid">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {bars.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('reports.noData')}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-1.5">
          {bars.map((bar) => (
            <li
              key={bar.key}
              className="grid grid-cols-[minmax(0,8rem)_1fr_3.75rem] items-center gap-2 text-sm"
            >
              <span className="truncate">{bar.label}</span>
              <span className="h-2.5 rounded bg-app-background print:border print:border-text-dark/20">
                <span
                  className="block h-2.5 rounded bg-secondary print:[print-color-adjust:exact]"
                  style={{ width: `${(bar.share / most) * 100}%` }}
                />
              </span>
              <span className="text-right font-semibold tabular-nums">
                {formatPercent(bar.share)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
