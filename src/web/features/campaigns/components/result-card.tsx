import { useTranslation } from 'react-i18next';
import type { ResultStatus } from '../types';

export type ResultCardProps = {
  label: string;
  /** The formatted figure; null when the campaign does not have it. */
  value: string | null;
  status: ResultStatus;
};

/**
 * One result: its figure, or "Not available" with the reason, never 0 or a dash for a figure
 * nobody has; a figure computed from some of the posts says from how many.
 */
export function ResultCard({ label, value, status }: ResultCardProps) {
  const { t } = useTranslation();
  const { missing, coverage } = status;
  let note: string | null = null;
  if (missing) note = t(`campaigns.results.missing.${missing}`);
  else if (coverage && coverage.counted < coverage.of) {
    note = t('campaigns.results.coverage', { counted: coverage.counted, of: coverage.of });
  }
  return (
    <div className="rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm">
      <dt className="text-sm text-text-dark/70">{label}</dt>
      {value === null ? (
        <dd className="mt-1 text-base font-semibold text-text-dark/70">
          {t('campaigns.results.notAvailable')}
        </dd>
      ) : (
        <dd className="mt-1 text-xl font-bold">{value}</dd>
      )}
      {note ? <dd className="mt-1 text-xs text-text-dark/70">{note}</dd> : null}
    </div>
  );
}
