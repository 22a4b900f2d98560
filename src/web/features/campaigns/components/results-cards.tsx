import { useTranslation } from 'react-i18next';
import { formatMajor, formatMetric, formatMinor, formatPercent } from '../campaign-format';
import type { Costs, PublicResults } from '../types';
import { EmvRule } from './emv-rule';

export type ResultsCardsProps = {
  results: PublicResults;
  /** Left out on the public page, which never shows payments. */
  costs?: Costs[];
  /** The campaign's currency, where the reader may see it (not on the public page). */
  currency?: string;
};

/** The campaign's results as cards: reach to EMV, costs per currency, then how EMV is valued. */
export function ResultsCards({ results, costs, currency }: ResultsCardsProps) {
  const { t } = useTranslation();
  const { emv } = results;
  const cards: { label: string; value: string }[] = [
    { label: t('campaigns.results.reach'), value: formatMetric(results.reach) },
    { label: t('campaigns.results.impressions'), value: formatMetric(results.impressions) },
    { label: t('campaigns.results.views'), value: formatMetric(results.views) },
    { label: t('campaigns.results.engagements'), value: formatMetric(results.engagements) },
    { label: t('campaigns.results.engagementRate'), value: formatPercent(results.engagementRate) },
    { label: t('campaigns.results.clicks'), value: formatMetric(results.clicks) },
    { label: t('campaigns.results.emv'), value: formatMinor(emv.valueMinor, emv.currency) },
  ];
  for (const cost of costs ?? []) {
    const suffix = costs && costs.length > 1 ? ` (${cost.currency})` : '';
    cards.push(
      {
        label: t('campaigns.results.cpe') + suffix,
        value: formatMajor(cost.costPerEngagement, cost.currency),
      },
      {
        label: t('campaigns.results.cpc') + suffix,
        value: formatMajor(cost.costPerClick, cost.currency),
      },
      { label: t('campaigns.results.cpm') + suffix, value: formatMajor(cost.cpm, cost.currency) },
    );
  }
  if (costs && costs.length === 0) {
    cards.push(
      { label: t('campaigns.results.cpe'), value: formatMajor(null, 'USD') },
      { label: t('campaigns.results.cpc'), value: formatMajor(null, 'USD') },
      { label: t('campaigns.results.cpm'), value: formatMajor(null, 'USD') },
    );
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((card) => (
          <div
            key={card.label}
            className="rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm"
          >
            <dt className="text-sm text-text-dark/70">{card.label}</dt>
            <dd className="mt-1 text-xl font-bold">{card.value}</dd>
          </div>
        ))}
      </dl>
      <EmvRule emv={emv} currency={currency} />
    </>
  );
}
