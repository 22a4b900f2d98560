import { useTranslation } from 'react-i18next';
import { totalText } from '../results';

export type ResultsTotalProps = {
  total: number;
  isEstimate: boolean;
  /** The profile bank lists only creators this big; the total says so. */
  minFollowers?: number;
};

/**
 * "12,345 creators", or "More than 1,000 creators" where the server stopped counting: the same
 * number the dashboard shows for the same question, never a guess.
 */
export function ResultsTotal({ total, isEstimate, minFollowers }: ResultsTotalProps) {
  const { t } = useTranslation();
  const text = totalText(total, isEstimate);
  const values = {
    count: total,
    value: text.value,
    minFollowers,
  };
  const key =
    minFollowers === undefined
      ? isEstimate
        ? 'discover.results.totalEstimate'
        : 'discover.results.total'
      : isEstimate
        ? 'discover.results.browsableEstimate'
        : 'discover.results.browsable';
  return (
    <p className="text-sm">
      <span className="font-semibold">{t(key, values)}</span>
      {text.isEstimate ? (
        <span className="block text-xs text-text-dark/70">
          {t('discover.results.estimateHint', { value: text.value })}
        </span>
      ) : null}
    </p>
  );
}
