import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/query-view';
import { useUsage } from '../api';
import { USAGE_METRICS } from '../usage';
import { UsageMeter } from './usage-meter';

/** Used and allowed amount of every plan metric. */
export function UsageList() {
  const { t } = useTranslation();
  const usage = useUsage(USAGE_METRICS);

  return (
    <QueryView query={usage} loadingLabel={t('usage.loading')} errorTitle={t('usage.loadError')}>
      {(data) => (
        <ul className="flex flex-col gap-5">
          {USAGE_METRICS.map((metric) => {
            const entry = data[metric];
            return entry ? <UsageMeter key={metric} metric={metric} entry={entry} /> : null;
          })}
        </ul>
      )}
    </QueryView>
  );
}
