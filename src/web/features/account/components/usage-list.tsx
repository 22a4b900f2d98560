import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUsage } from '../api';
import { USAGE_METRICS } from '../usage';
import { UsageMeter } from './usage-meter';

/** Used and allowed amount of every plan metric. */
export function UsageList() {
  const { t } = useTranslation();
  const usage = useUsage(USAGE_METRICS);

  if (usage.isPending) return <Spinner label={t('usage.loading')} />;
  if (usage.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p className="text-danger">{t('usage.loadError')}</p>
        <Button
          variant="secondary"
          onClick={() => void usage.refetch()}
          isPending={usage.isFetching}
        >
          {t('usage.retry')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-5">
      {USAGE_METRICS.map((metric) => {
        const entry = usage.data[metric];
        return entry ? <UsageMeter key={metric} metric={metric} entry={entry} /> : null;
      })}
    </ul>
  );
}
