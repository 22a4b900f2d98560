import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useFormatDate } from '../../../lib/use-format-date';
import { amountText, type DataSource, filterListText } from '../source-texts';
import { DataSourceKeyForm } from './data-source-key-form';
import { DisconnectDataSource } from './disconnect-data-source';

export type DataSourceCardProps = {
  source: DataSource;
  /** The owner may paste and remove the key; everyone else reads. */
  isOwner: boolean;
};

const OFFERS = ['search', 'audience', 'posts', 'contacts'] as const;

/** One source: what it covers and costs, whose key it runs on, and the owner's key form. */
export function DataSourceCard({ source, isOwner }: DataSourceCardProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { connection, costs } = source;
  const offered = OFFERS.filter((offer) => source.offers[offer]);
  const costOf = (count: number) =>
    count > 0
      ? t('dataSources.card.about', { amount: amountText(t, count, costs.unit) })
      : t('dataSources.card.free');

  return (
    <Card aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} ref={title} tabIndex={-1} className="text-lg font-semibold outline-none">
          {source.name}
        </h2>
        {connection ? (
          <Badge tone="primary">
            {connection.scope === 'install'
              ? t('dataSources.card.byOperator')
              : t('dataSources.card.connected')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('dataSources.card.notConnected')}</Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-text-dark/75">{t(`dataSources.getKey.${source.id}`)}</p>

      {connection ? (
        <div className="mt-4 rounded-lg bg-primary-light/50 p-3 text-sm break-words">
          <p className="font-semibold">
            {connection.scope === 'install'
              ? t('dataSources.card.installKey', { label: connection.label })
              : t('dataSources.card.orgKey', { label: connection.label })}
          </p>
          <p className="text-text-dark/80">
            {connection.creditsLeft === null
              ? t('dataSources.card.checked', {
                  when: formatDate(connection.checkedAt, 'dateTime'),
                })
              : t('dataSources.card.creditsLeft', {
                  amount: amountText(t, connection.creditsLeft, costs.unit),
                  when: formatDate(connection.checkedAt, 'dateTime'),
                })}
          </p>
        </div>
      ) : null}

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-semibold">{t('dataSources.card.platforms')}</dt>
        <dd>{source.platforms.map((platform) => t(`platforms.${platform}`)).join(', ')}</dd>
        <dt className="font-semibold">{t('dataSources.card.offers')}</dt>
        <dd>
          {offered.length > 0
            ? offered.map((offer) => t(`dataSources.offers.${offer}`)).join(', ')
            : t('dataSources.card.none')}
        </dd>
        {source.offers.search ? (
          <>
            <dt className="font-semibold">{t('dataSources.card.searchCost')}</dt>
            <dd>{costOf(costs.search)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('dataSources.card.reportCost')}</dt>
        <dd>{costOf(costs.report)}</dd>
        {source.offers.search ? (
          <>
            <dt className="font-semibold">{t('dataSources.card.filters')}</dt>
            <dd>
              {source.filters.length > 0
                ? filterListText(t, i18n.language, source.filters)
                : t('dataSources.card.none')}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('dataSources.card.refresh')}</dt>
        <dd>{t('dataSources.card.refreshDays', { count: source.refreshDays })}</dd>
      </dl>

      {isOwner ? (
        <div className="mt-5 flex flex-col gap-4 border-t border-text-dark/10 pt-4">
          <DataSourceKeyForm source={source} />
          {connection?.scope === 'organization' ? (
            <DisconnectDataSource source={source} onDisconnected={() => title.current?.focus()} />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
