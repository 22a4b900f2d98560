import { useTranslation } from 'react-i18next';
import { formatMajor, formatMetric, formatMinor, formatPercent } from '../campaign-format';
import type { PublicResults, ResultStatus, Results } from '../types';
import { EmvRule } from './emv-rule';
import { ResultCard } from './result-card';

export type ResultsCardsProps = {
  /** The results tab passes results with costs; the public page, which never shows payments, without. */
  results: Results | PublicResults;
  /** The campaign's currency, where the reader may see it (not on the public page). */
  currency?: string;
};

type Card = { label: string; value: string | null; status: ResultStatus };

const known = <T,>(value: T | null, format: (value: T) => string) =>
  value === null ? null : format(value);

/** The campaign's results as cards: reach to EMV, costs per currency, then how EMV is valued. */
export function ResultsCards({ results, currency }: ResultsCardsProps) {
  const { t } = useTranslation();
  const { emv, availability } = results;
  const figure = (name: 'reach' | 'impressions' | 'views' | 'engagements' | 'clicks'): Card => ({
    label: t(`campaigns.results.${name}`),
    value: known(results[name], formatMetric),
    status: availability[name],
  });
  const cards: Card[] = [
    figure('reach'),
    figure('impressions'),
    figure('views'),
    figure('engagements'),
    {
      label: t('campaigns.results.engagementRate'),
      value: known(results.engagementRate, formatPercent),
      status: availability.engagementRate,
    },
    figure('clicks'),
    {
      label: t('campaigns.results.emv'),
      value: known(emv, (value) => formatMinor(value.valueMinor, value.currency)),
      status: availability.emv,
    },
  ];
  if ('costs' in results) {
    const { costs } = results;
    const costCard = (
      name: 'cpe' | 'cpc' | 'cpm',
      key: 'costPerEngagement' | 'costPerClick' | 'cpm',
      cost?: Results['costs'][number],
    ): Card => ({
      label:
        t(`campaigns.results.${name}`) + (cost && costs.length > 1 ? ` (${cost.currency})` : ''),
      value: cost ? known(cost[key], (value) => formatMajor(value, cost.currency)) : null,
      status: results.availability[key],
    });
    for (const cost of costs.length > 0 ? costs : [undefined]) {
      cards.push(
        costCard('cpe', 'costPerEngagement', cost),
        costCard('cpc', 'costPerClick', cost),
        costCard('cpm', 'cpm', cost),
      );
    }
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((card) => (
          <ResultCard key={card.label} {...card} />
        ))}
      </dl>
      {emv ? <EmvRule emv={emv} currency={currency} /> : null}
    </>
  );
}
