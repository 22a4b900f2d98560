import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { cx } from '../../../lib/class-names';
import { type DataSource, unsupportedFiltersText } from '../../datasources';

export type SourceSearchNoticeProps = {
  source: DataSource;
  isLoading: boolean;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
  /** Of the source's answer: how many it found, and the filters it searched without. */
  found: { count: number; unsupportedFilters: readonly string[] } | null;
};

/**
 * What a source search did, above the merged results: still searching, found so many (and which
 * filters it could not use), or failed with the server's plain message while the bank's results
 * stay below.
 */
export function SourceSearchNotice({
  source,
  isLoading,
  error,
  isRetrying,
  onRetry,
  found,
}: SourceSearchNoticeProps) {
  const { t, i18n } = useTranslation();
  const box = 'mb-4 flex flex-col items-start gap-2 rounded-lg border p-3 text-sm';

  if (error) {
    const apiError = error instanceof ApiError ? error : null;
    // Down, slow or asking to slow down may pass; a refusal (no credits, a bad key) will not.
    const canRetry =
      !apiError || apiError.status === 0 || apiError.status === 429 || apiError.status >= 500;
    return (
      <div role="alert" className={cx(box, 'border-danger/30 bg-danger-light')}>
        <p className="font-semibold text-danger">
          {t('dataSources.discover.failedTitle', { source: source.name })}
        </p>
        {apiError?.message ? <p>{apiError.message}</p> : null}
        <p className="text-text-dark/80">{t('dataSources.discover.bankStays')}</p>
        {canRetry ? (
          <Button variant="secondary" isPending={isRetrying} onClick={onRetry}>
            {t('dataSources.discover.retry', { source: source.name })}
          </Button>
        ) : null}
      </div>
    );
  }

  if (isLoading || !found) {
    return (
      <p role="status" className={cx(box, 'border-text-dark/10 bg-surface')}>
        {t('dataSources.discover.searching', { source: source.name })}
      </p>
    );
  }

  const unsupported = unsupportedFiltersText(
    t,
    i18n.language,
    source.name,
    found.unsupportedFilters,
  );
  return (
    <div role="status" className={cx(box, 'border-text-dark/10 bg-surface')}>
      <p>
        {found.count === 0
          ? t('dataSources.discover.foundNone', { source: source.name })
          : t('dataSources.discover.found', { source: source.name, count: found.count })}
      </p>
      {unsupported ? <p className="font-medium">{unsupported}</p> : null}
    </div>
  );
}
