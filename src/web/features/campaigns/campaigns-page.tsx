import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useFormatDate } from '../../lib/use-format-date';
import { useCampaigns, useCreateCampaign } from './api';
import { formatMetric, formatMinor } from './campaign-format';
import { CampaignFormDialog } from './components/campaign-form-dialog';
import { CampaignStatusBadge } from './components/campaign-status-badge';
import { CAMPAIGN_STATUSES, type CampaignStatus } from './types';
import { useDebouncedUrlText } from './use-debounced-url-text';

function readStatus(value: string | null): CampaignStatus | '' {
  return CAMPAIGN_STATUSES.find((status) => status === value) ?? '';
}

/** The organization's campaigns; status, search and page live in the URL. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const text = searchParams.get('text') ?? '';
  const [searchText, setSearchText] = useDebouncedUrlText('text');
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const campaigns = useCampaigns({ status, text, page });
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const createCampaign = useCreateCampaign();
  const [isCreateOpen, setIsCreateOpen] = useState(
    () => searchParams.get('create') === '1' && !isReadOnly,
  );

  function setParam(key: string, value: string) {
    const params = new URLSearchParams(searchParams);
    if (value) params.set(key, value);
    else params.delete(key);
    if (key !== 'page') params.delete('page');
    setSearchParams(params, { replace: true });
  }

  const isFiltered = status !== '' || text !== '';
  const content = (
    <QueryView
      query={campaigns}
      loadingLabel={t('campaigns.loading')}
      errorTitle={t('campaigns.loadError')}
      errorLayout="panel"
      isEmpty={(data) => data.items.length === 0}
      empty={
        <MessagePanel title={isFiltered ? t('campaigns.noMatch') : t('campaigns.emptyTitle')}>
          <p>{isFiltered ? t('campaigns.noMatchText') : t('campaigns.emptyText')}</p>
          {isReadOnly || isFiltered ? null : (
            <Button onClick={() => setIsCreateOpen(true)}>{t('campaigns.create')}</Button>
          )}
        </MessagePanel>
      }
    >
      {({ items, total, hasMore }) => {
        return (
          <>
            <ul aria-label={t('campaigns.title')} className="flex flex-col gap-3">
              {items.map((campaign) => (
                <li
                  key={campaign._id}
                  className="rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/campaigns/${campaign._id}`}
                      className="min-w-0 truncate text-base font-semibold text-primary hover:underline"
                    >
                      {campaign.name}
                    </Link>
                    <CampaignStatusBadge status={campaign.status} />
                  </div>
                  <p className="mt-1 text-sm text-text-dark/70">
                    {campaign.startsOn || campaign.endsOn
                      ? t('campaigns.dates', {
                          from: campaign.startsOn ? formatDate(campaign.startsOn) : '…',
                          to: campaign.endsOn ? formatDate(campaign.endsOn) : '…',
                        })
                      : t('campaigns.createdOn', { date: formatDate(campaign.createdAt) })}
                  </p>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
                    <Stat
                      label={t('campaigns.totals.influencers')}
                      value={formatMetric(campaign.totals.influencers)}
                    />
                    <Stat
                      label={t('campaigns.totals.posts')}
                      value={formatMetric(campaign.totals.posts + campaign.totals.stories)}
                    />
                    <Stat
                      label={t('campaigns.totals.views')}
                      value={
                        campaign.totals.views === null
                          ? t('campaigns.results.notAvailable')
                          : formatMetric(campaign.totals.views)
                      }
                    />
                    <Stat
                      label={t('campaigns.totals.clicks')}
                      value={formatMetric(campaign.totals.clicks)}
                    />
                    <Stat
                      label={t('campaigns.totals.spend')}
                      value={
                        campaign.totals.spend.length === 0
                          ? formatMinor(0, campaign.currency)
                          : campaign.totals.spend
                              .map((money) => formatMinor(money.amountMinor, money.currency))
                              .join(' · ')
                      }
                    />
                  </dl>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex items-center justify-between gap-3 text-sm">
              <span className="text-text-dark/70">{t('campaigns.count', { count: total })}</span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => setParam('page', String(page - 1))}
                >
                  {t('campaigns.previous')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={!hasMore}
                  onClick={() => setParam('page', String(page + 1))}
                >
                  {t('campaigns.next')}
                </Button>
              </div>
            </div>
          </>
        );
      }}
    </QueryView>
  );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('campaigns.title')}</h1>
          <p className="mt-1 text-text-dark/70">{t('campaigns.intro')}</p>
        </div>
        {isReadOnly ? null : (
          <Button onClick={() => setIsCreateOpen(true)}>{t('campaigns.create')}</Button>
        )}
      </div>
      <div className="mt-5 mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField
          label={t('campaigns.search')}
          type="search"
          value={searchText}
          onValueChange={setSearchText}
        />
        <SelectField
          label={t('campaigns.statusFilter')}
          value={status}
          onValueChange={(value) => setParam('status', value)}
        >
          <option value="">{t('campaigns.allStatuses')}</option>
          {CAMPAIGN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`campaigns.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {content}
      <CampaignFormDialog
        isOpen={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        title={t('campaigns.createDialogTitle')}
        submitLabel={t('campaigns.create')}
        isPending={createCampaign.isPending}
        onSubmit={(fields) =>
          createCampaign.mutateAsync(fields).then((campaign) => {
            toast.success(t('campaigns.created', { name: campaign.name }));
            void navigate(`/campaigns/${campaign._id}`);
          })
        }
      />
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-text-dark/60">{label}</dt>
      <dd className="truncate font-semibold">{value}</dd>
    </div>
  );
}
