import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { MessagePanel } from '../../../components/ui/message-panel';
import { SelectField } from '../../../components/ui/select-field';
import { useCampaignAction, useListChoices, useTrackedProfileChoices } from '../api';
import { formatMetric, formatMinor, formatPercent } from '../campaign-format';
import {
  type CampaignDetail,
  INFLUENCER_STATUSES,
  type Influencer,
  type InfluencerStatus,
} from '../types';
import { DealDialog } from './deal-dialog';
import { InfluencerBoard } from './influencer-board';

export type InfluencersTabProps = { campaign: CampaignDetail; isReadOnly: boolean };
type InfluencerView = 'table' | 'board';

/** The campaign's creators: add from a list or one by one, status board, deals. */
export function InfluencersTab({ campaign, isReadOnly }: InfluencersTabProps) {
  const { t } = useTranslation();
  const action = useCampaignAction(campaign._id);
  const lists = useListChoices(!isReadOnly);
  const profiles = useTrackedProfileChoices(!isReadOnly);
  const [listId, setListId] = useState('');
  const [profileId, setProfileId] = useState('');
  const [toEdit, setToEdit] = useState<Influencer | null>(null);
  const [toRemove, setToRemove] = useState<Influencer | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: InfluencerView = searchParams.get('view') === 'board' ? 'board' : 'table';
  const inCampaign = new Set(campaign.influencers.map((influencer) => influencer.profileId));

  function addList() {
    if (!listId) return;
    action.mutate(
      { action: 'addList', listId },
      {
        onSuccess: (answer) => {
          toast.success(
            t('campaigns.influencers.listAdded', {
              count: answer.added ?? 0,
              already: answer.alreadyInCampaign ?? 0,
            }),
          );
          setListId('');
        },
      },
    );
  }

  function addProfile() {
    if (!profileId) return;
    action.mutate(
      { action: 'addProfile', profileId },
      {
        onSuccess: () => {
          toast.success(t('campaigns.influencers.profileAdded'));
          setProfileId('');
        },
      },
    );
  }

  /** The view lives in the URL beside the tab, so a reload or a shared link keeps it. */
  function setView(next: InfluencerView) {
    setSearchParams(
      (params) => {
        const after = new URLSearchParams(params);
        if (next === 'board') after.set('view', 'board');
        else after.delete('view');
        return after;
      },
      { replace: true },
    );
  }

  function setStatus(influencer: Influencer, status: InfluencerStatus) {
    action.mutate({ action: 'updateStatus', profileId: influencer.profileId, status });
  }

  return (
    <div className="flex flex-col gap-5">
      {isReadOnly ? null : (
        <div className="grid grid-cols-1 gap-4 rounded-xl border border-text-dark/10 bg-surface p-4 md:grid-cols-2">
          <div className="flex items-end gap-2">
            <SelectField
              className="min-w-0 flex-1"
              label={t('campaigns.influencers.fromList')}
              value={listId}
              onValueChange={setListId}
            >
              <option value="">{t('campaigns.influencers.chooseList')}</option>
              {(lists.data ?? []).map((list) => (
                <option key={list._id} value={list._id}>
                  {t('campaigns.influencers.listOption', { name: list.name, count: list.count })}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              disabled={!listId}
              isPending={action.isPending && action.variables?.action === 'addList'}
              onClick={addList}
            >
              {t('campaigns.influencers.addList')}
            </Button>
          </div>
          <div className="flex items-end gap-2">
            <SelectField
              className="min-w-0 flex-1"
              label={t('campaigns.influencers.oneProfile')}
              value={profileId}
              onValueChange={setProfileId}
            >
              <option value="">{t('campaigns.influencers.chooseProfile')}</option>
              {(profiles.data ?? [])
                .filter((profile) => !inCampaign.has(profile.profileId))
                .map((profile) => (
                  <option key={profile.profileId} value={profile.profileId}>
                    @{profile.platform_username} · {t(`platforms.${profile.platform}`)}
                  </option>
                ))}
            </SelectField>
            <Button
              variant="secondary"
              disabled={!profileId}
              isPending={action.isPending && action.variables?.action === 'addProfile'}
              onClick={addProfile}
            >
              {t('campaigns.influencers.addProfile')}
            </Button>
          </div>
        </div>
      )}
      {campaign.influencers.length === 0 ? (
        <MessagePanel title={t('campaigns.influencers.emptyTitle')}>
          <p>{t('campaigns.influencers.emptyText')}</p>
          <Link to="/discover" className="font-semibold text-primary underline">
            {t('campaigns.influencers.goDiscover')}
          </Link>
        </MessagePanel>
      ) : (
        <fieldset className="flex gap-1 self-start rounded-lg bg-app-background p-1 ring-1 ring-text-dark/10">
          <legend className="sr-only">{t('campaigns.board.viewLabel')}</legend>
          {(['table', 'board'] as const).map((name) => (
            <Button
              key={name}
              variant={view === name ? 'primary' : 'ghost'}
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {t(`campaigns.board.views.${name}`)}
            </Button>
          ))}
        </fieldset>
      )}
      {campaign.influencers.length === 0 ? null : view === 'board' ? (
        <InfluencerBoard
          influencers={campaign.influencers}
          defaultCurrency={campaign.currency}
          isReadOnly={isReadOnly}
          onMove={(influencer, status, onSettled) =>
            action.mutate(
              { action: 'updateStatus', profileId: influencer.profileId, status },
              { onSettled },
            )
          }
        />
      ) : (
        <ul aria-label={t('campaigns.tabs.influencers')} className="flex flex-col gap-3">
          {campaign.influencers.map((influencer) => (
            <li
              key={influencer.profileId}
              className="flex flex-col gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <Link
                  to={`/influencers/${influencer.profileId}`}
                  className="font-semibold text-primary hover:underline"
                >
                  @{influencer.platform_username}
                </Link>
                <span className="ml-2 text-sm text-text-dark/70">
                  {influencer.fullName ?? ''} · {t(`platforms.${influencer.platform}`)}
                </span>
                {influencer.isDemo ? <DemoBadge className="ml-2" /> : null}
                <p className="mt-1 text-sm text-text-dark/70">
                  {t('campaigns.influencers.summary', {
                    followers: formatMetric(influencer.followers),
                    er: formatPercent(influencer.engagementRate),
                    fee:
                      influencer.feeMinor === null
                        ? t('campaigns.influencers.noFee')
                        : formatMinor(
                            influencer.feeMinor,
                            influencer.currency ?? campaign.currency,
                          ),
                  })}
                </p>
                {influencer.deliverables ? (
                  <p className="mt-1 text-sm">{influencer.deliverables}</p>
                ) : null}
              </div>
              <SelectField
                className="sm:w-48"
                label={t('campaigns.influencers.statusOf', {
                  username: influencer.platform_username,
                })}
                value={influencer.status}
                disabled={isReadOnly}
                onValueChange={(value) => setStatus(influencer, value as InfluencerStatus)}
              >
                {INFLUENCER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`campaigns.influencerStatus.${status}`)}
                  </option>
                ))}
              </SelectField>
              {isReadOnly ? null : (
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setToEdit(influencer)}>
                    {t('campaigns.influencers.editDeal')}
                  </Button>
                  <Button variant="ghost" onClick={() => setToRemove(influencer)}>
                    {t('campaigns.remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <DealDialog
        influencer={toEdit}
        defaultCurrency={campaign.currency}
        isPending={action.isPending}
        onClose={() => setToEdit(null)}
        onSubmit={(deal) =>
          toEdit
            ? action
                .mutateAsync({
                  action: 'updateInfluencer',
                  profileId: toEdit.profileId,
                  ...deal,
                })
                .then(() => toast.success(t('campaigns.influencers.dealSaved')))
            : Promise.resolve(undefined)
        }
      />
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToRemove(null);
        }}
        title={t('campaigns.influencers.removeTitle', {
          username: toRemove?.platform_username ?? '',
        })}
        description={t('campaigns.influencers.removeBody')}
        confirmLabel={t('campaigns.remove')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={action.isPending}
        onConfirm={() => {
          if (!toRemove) return;
          action.mutate(
            { action: 'removeProfile', profileId: toRemove.profileId },
            { onSuccess: () => setToRemove(null) },
          );
        }}
      />
    </div>
  );
}
