import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cx } from '../../../lib/class-names';
import { USAGE_METRICS } from '../../account/usage';
import type { CataloguePlan, Interval } from '../api';
import { formatMinorUnits } from './money';

export type PlanCardProps = {
  plan: CataloguePlan;
  isCurrent: boolean;
  /** The price shown is of this interval, in the catalogue's currency. */
  interval: Interval;
  currency: string;
  /** With billing on: a button to choose the plan. */
  action?: ReactNode;
};

/** One plan of the catalogue: price, what it includes, and whether it is the organization's. */
export function PlanCard({ plan, isCurrent, interval, currency, action }: PlanCardProps) {
  const { t } = useTranslation();
  const headingId = `plan-${plan.key}`;

  function limitText(limit: number | 'Infinity'): string {
    if (limit === 'Infinity') return t('plans.unlimited');
    if (limit === 0) return t('plans.notIncluded');
    return t('plans.limit', { limit });
  }

  function priceText(): string {
    if (plan.prices.month === 0) return t('plans.free');
    const price = formatMinorUnits(plan.prices[interval], currency, { noFractionAbove: 0 });
    return t(interval === 'year' ? 'plans.perYear' : 'plans.perMonth', { price });
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col gap-4 rounded-xl border bg-white p-5',
        isCurrent ? 'border-primary ring-2 ring-primary/30' : 'border-text-dark/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {plan.name}
        </h2>
        {isCurrent ? <Badge tone="primary">{t('plans.current')}</Badge> : null}
        {plan.isAgency ? <Badge tone="neutral">{t('plans.whiteLabel')}</Badge> : null}
      </div>
      <p className="text-2xl font-bold">{priceText()}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {USAGE_METRICS.map((metric) => (
          <div key={metric} className="contents">
            <dt className="text-text-dark/70">{t(`usage.metrics.${metric}`)}</dt>
            <dd className="text-right font-semibold">{limitText(plan.limits[metric])}</dd>
          </div>
        ))}
      </dl>
      {action ? <div className="mt-auto">{action}</div> : null}
    </section>
  );
}
