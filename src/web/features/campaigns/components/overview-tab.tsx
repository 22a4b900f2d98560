import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatMinor } from '../campaign-format';
import type { CampaignDetail } from '../types';
import { ClicksChart } from './clicks-chart';
import { ContentChart } from './content-chart';
import { ResultsCards } from './results-cards';

export type OverviewTabProps = { campaign: CampaignDetail };

export function OverviewTab({ campaign }: OverviewTabProps) {
  const { t } = useTranslation();
  const spend = campaign.results.costs;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="campaign-results">
        <h2 id="campaign-results" className="mb-3 text-lg font-semibold">
          {t('campaigns.results.title')}
        </h2>
        <ResultsCards results={campaign.results} currency={campaign.currency} />
      </section>
      <section aria-labelledby="campaign-over-time">
        <h2 id="campaign-over-time" className="mb-3 text-lg font-semibold">
          {t('campaigns.charts.title')}
        </h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card className="p-4">
            <ContentChart posts={campaign.posts} stories={campaign.stories} />
          </Card>
          <Card className="p-4">
            <ClicksChart days={campaign.clicks.days} />
          </Card>
        </div>
      </section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card className="p-4">
          <h2 className="mb-3 font-semibold">{t('campaigns.overview.budget')}</h2>
          <p className="text-sm">
            {campaign.budgetMinor === null
              ? t('campaigns.overview.noBudget')
              : t('campaigns.overview.budgetOf', {
                  amount: formatMinor(campaign.budgetMinor, campaign.currency),
                })}
          </p>
          <p className="mt-1 text-sm">
            {t('campaigns.overview.spent', {
              amount:
                spend.length === 0
                  ? formatMinor(0, campaign.currency)
                  : spend.map((cost) => formatMinor(cost.spendMinor, cost.currency)).join(' · '),
            })}
          </p>
          {campaign.destinationUrl ? (
            <p className="mt-1 truncate text-sm text-text-dark/70">{campaign.destinationUrl}</p>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
