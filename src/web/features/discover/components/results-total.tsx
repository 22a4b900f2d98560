import { useTranslation } from 'react-i18next';
import { totalText } from '../results';

export type ResultsTotalProps = {
  total: number;
  isEstimate: boolean;
};

/** "12,345 creators", or "About 12.3 K creators" where the server stopped counting exactly. */
export function ResultsTotal({ total, isEstimate }: ResultsTotalProps) {
  const { t } = useTranslation();
  const text = totalText(total, isEstimate);
  return (
    <p className="text-sm">
      <span className="font-semibold">
        {text.isEstimate
          ? t('discover.results.totalEstimate', { count: total, value: text.value })
          : t('discover.results.total', { count: total, value: text.value })}
      </span>
      {text.isEstimate ? (
        <span className="block text-xs text-text-dark/70">
          {t('discover.results.estimateHint')}
        </span>
      ) : null}
    </p>
  );
}
