import { useTranslation } from 'react-i18next';
import { INTERVAL_VALUES } from '../../../../common/api/billing';
import { cx } from '../../../lib/class-names';
import type { Interval } from '../api';

/** Monthly or yearly prices: a radio group, so arrow keys move between the two. */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: Interval;
  onChange: (interval: Interval) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex self-start rounded-lg border border-text-dark/15 bg-white p-1">
      <legend className="sr-only">{t('plans.interval.label')}</legend>
      {INTERVAL_VALUES.map((interval) => (
        <label
          key={interval}
          className={cx(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold focus-within:ring-2 focus-within:ring-primary',
            value === interval ? 'bg-primary text-white' : 'text-text-dark/80',
          )}
        >
          <input
            type="radio"
            name="billing-interval"
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
            className="sr-only"
          />
          {t(`plans.interval.${interval}`)}
        </label>
      ))}
    </fieldset>
  );
}
