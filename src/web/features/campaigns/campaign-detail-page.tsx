import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { SelectField } from '../../components/ui/select-field';
import { useFormatDate } from '../../lib/use-format-date';
import { BulkConnectDialog } from '../connect';
import { useCampaign, useCampaignAction, useDeleteCampaign } from './api';
import { ActivityTab } from './components/activity-tab';
import { CampaignFormDialog } from './components/campaign-form-dialog';
import { CampaignStatusBadge } from './components/campaign-status-badge';
import { FilesTab } from './components/files-tab';
import { InfluencersTab } from './components/influencers-tab';
import { LinksTab } from './components/links-tab';
import { OverviewTab } from './components/overview-tab';
import { PaymentsTab } from './components/payments-tab';
import { PostsTab } from './components/posts-tab';
import { ShareDialog } from './components/share-dialog';
import { CAMPAIGN_STATUSES, type CampaignDetail } from './types';

const TABS = [
  'overview',
  'influencers',
  'posts',
  'links',
  'payments',
  'activity',
  'files',
] as const;
type Tab = (typeof TABS)[number];

/** One campaign: header actions and a tab per part, the tab kept in the URL. */
export function CampaignDetailPage() {
  const { t } = useTranslation();
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);

  const backToList = (
    <Link to="/campaigns" className="font-semibold text-primary underline">
      {t('campaigns.backToList')}
    </Link>
  );
  return (
    <QueryView
      query={campaign}
      loadingLabel={t('campaigns.loading')}
      errorTitle={t('campaigns.loadError')}
      errorLayout="panel"
      errorActions={backToList}
      notFound={
        <MessagePanel title={t('campaigns.notFound')} tone="danger" isAlert>
          {backToList}
        </MessagePanel>
      }
    >
      {(data) => <CampaignView campaign={data} />}
    </QueryView>
  );
}

function CampaignView({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === searchParams.get('tab')) ?? 'overview';
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const action = useCampaignAction(campaign._id);
  const deleteCampaign = useDeleteCampaign();
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  // On a phone the tab row scrolls: keep the chosen tab in sight (a reload with ?tab= too).
  useEffect(() => {
    document
      .getElementById(`campaign-tab-${tab}`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  function selectTab(next: Tab) {
    const params = new URLSearchParams(searchParams);
    if (next === 'overview') params.delete('tab');
    else params.set('tab', next);
    setSearchParams(params, { replace: true });
  }

  const panels: Record<Tab, ReactNode> = {
    overview: <OverviewTab campaign={campaign} />,
    influencers: <InfluencersTab campaign={campaign} isReadOnly={isReadOnly} />,
    posts: <PostsTab campaign={campaign} isReadOnly={isReadOnly} />,
    links: <LinksTab campaign={campaign} isReadOnly={isReadOnly} />,
    payments: <PaymentsTab campaign={campaign} isReadOnly={isReadOnly} />,
    activity: <ActivityTab activities={campaign.activities} />,
    files: <FilesTab campaign={campaign} isReadOnly={isReadOnly} />,
  };

  return (
    <>
      <Link to="/campaigns" className="text-sm font-semibold text-primary hover:underline">
        {t('campaigns.backToList')}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {campaign.name}
            </h1>
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
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            className="w-40"
            label={t('campaigns.statusLabel')}
            value={campaign.status}
            disabled={isReadOnly}
            onValueChange={(status) => {
              const next = CAMPAIGN_STATUSES.find((value) => value === status);
              if (next) action.mutate({ action: 'updateStatus', status: next });
            }}
          >
            {CAMPAIGN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`campaigns.status.${value}`)}
              </option>
            ))}
          </SelectField>
          {isReadOnly ? null : (
            <>
              <Button variant="secondary" onClick={() => setIsShareOpen(true)}>
                {t('campaigns.share.open')}
              </Button>
              <BulkConnectDialog campaignId={campaign._id} name={campaign.name} />
              <Button variant="secondary" onClick={() => setIsEditOpen(true)}>
                {t('campaigns.edit')}
              </Button>
              <Button variant="ghost" onClick={() => setIsDeleteOpen(true)}>
                {t('campaigns.delete')}
              </Button>
            </>
          )}
        </div>
      </div>
      <div
        role="tablist"
        aria-label={t('campaigns.tabs.label')}
        className="mt-5 -mx-1 flex gap-1 overflow-x-auto border-b border-text-dark/10 px-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`campaign-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`campaign-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => selectTab(name)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = TABS[(TABS.indexOf(name) + step + TABS.length) % TABS.length];
              selectTab(next);
              document.getElementById(`campaign-tab-${next}`)?.focus();
            }}
            className={
              tab === name
                ? 'min-h-10 whitespace-nowrap border-b-2 border-primary px-3 text-sm font-semibold text-primary'
                : 'min-h-10 whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-semibold text-text-dark/70 hover:text-text-dark'
            }
          >
            {t(`campaigns.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`campaign-panel-${tab}`}
        aria-labelledby={`campaign-tab-${tab}`}
        className="mt-5"
      >
        {panels[tab]}
      </div>
      <CampaignFormDialog
        isOpen={isEditOpen}
        onOpenChange={setIsEditOpen}
        title={t('campaigns.editDialogTitle')}
        submitLabel={t('campaigns.save')}
        initial={campaign}
        isPending={action.isPending}
        onSubmit={(fields) =>
          action
            .mutateAsync({ action: 'update', ...fields })
            .then(() => toast.success(t('campaigns.saved')))
        }
      />
      <ShareDialog campaign={campaign} isOpen={isShareOpen} onOpenChange={setIsShareOpen} />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title={t('campaigns.deleteDialog.title', { name: campaign.name })}
        description={t('campaigns.deleteDialog.body')}
        confirmLabel={t('campaigns.delete')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={deleteCampaign.isPending}
        onConfirm={() =>
          deleteCampaign.mutate(campaign._id, {
            onSuccess: () => {
              toast.success(t('campaigns.deleted', { name: campaign.name }));
              void navigate('/campaigns');
            },
          })
        }
      />
    </>
  );
}
