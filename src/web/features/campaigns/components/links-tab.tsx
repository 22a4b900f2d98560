import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessagePanel } from '../../../components/ui/message-panel';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useCopyText } from '../../../lib/use-copy-text';
import { useCampaignAction } from '../api';
import { formatMetric } from '../campaign-format';
import type { CampaignDetail, CampaignLink } from '../types';
import { ClicksChart } from './clicks-chart';

export type LinksTabProps = { campaign: CampaignDetail; isReadOnly: boolean };

/** Tracked short links per influencer and their clicks. */
export function LinksTab({ campaign, isReadOnly }: LinksTabProps) {
  const { t } = useTranslation();
  const action = useCampaignAction(campaign._id);
  const copy = useCopyText({ copied: t('campaigns.copied'), failed: t('campaigns.copyFailed') });
  const [profileId, setProfileId] = useState('');
  const [label, setLabel] = useState('');
  const [destinationUrl, setDestinationUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [toRemove, setToRemove] = useState<CampaignLink | null>(null);
  const totals = campaign.clicks.totals;

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.isPending) return;
    const url = destinationUrl.trim();
    if (!url && !campaign.destinationUrl) {
      setUrlError(t('campaigns.links.urlRequired'));
      return;
    }
    if (url && !/^https?:\/\/\S+$/i.test(url)) {
      setUrlError(t('campaigns.form.urlInvalid'));
      return;
    }
    action.mutate(
      {
        action: 'addLink',
        profileId: profileId || undefined,
        label: label.trim() || undefined,
        destinationUrl: url || undefined,
      },
      {
        onSuccess: () => {
          toast.success(t('campaigns.links.added'));
          setLabel('');
          setDestinationUrl('');
          setProfileId('');
        },
      },
    );
  }

  const usernameOf = (id: string | null) =>
    campaign.influencers.find((influencer) => influencer.profileId === id)?.platform_username;

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-3 gap-3" aria-label={t('campaigns.links.totals')}>
        {(['total', 'unique', 'bots'] as const).map((key) => (
          <div key={key} className="rounded-xl border border-text-dark/10 bg-surface p-4">
            <dt className="text-sm text-text-dark/70">{t(`campaigns.links.clicks.${key}`)}</dt>
            <dd className="mt-1 text-xl font-bold">{formatMetric(totals[key])}</dd>
          </div>
        ))}
      </dl>
      {isReadOnly ? null : (
        <form
          onSubmit={handleAdd}
          noValidate
          className="grid grid-cols-1 items-end gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 md:grid-cols-4"
        >
          <SelectField
            label={t('campaigns.posts.influencer')}
            value={profileId}
            onValueChange={setProfileId}
          >
            <option value="">{t('campaigns.links.noInfluencer')}</option>
            {campaign.influencers.map((influencer) => (
              <option key={influencer.profileId} value={influencer.profileId}>
                @{influencer.platform_username}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('campaigns.links.label')}
            optionalText={t('campaigns.form.optional')}
            value={label}
            onValueChange={setLabel}
          />
          <TextField
            label={t('campaigns.links.destination')}
            type="url"
            placeholder={campaign.destinationUrl ?? 'https://'}
            value={destinationUrl}
            onValueChange={(value) => {
              setDestinationUrl(value);
              setUrlError(undefined);
            }}
            error={urlError}
          />
          <SubmitButton isPending={action.isPending && action.variables?.action === 'addLink'}>
            {t('campaigns.links.add')}
          </SubmitButton>
        </form>
      )}
      {campaign.links.length === 0 ? (
        <MessagePanel title={t('campaigns.links.emptyTitle')}>
          <p>{t('campaigns.links.emptyText')}</p>
        </MessagePanel>
      ) : (
        <ul aria-label={t('campaigns.tabs.links')} className="flex flex-col gap-3">
          {campaign.links.map((link) => (
            <li
              key={link._id}
              className="flex flex-col gap-2 rounded-xl border border-text-dark/10 bg-surface p-4 md:flex-row md:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {link.label ?? t('campaigns.links.untitled')}
                  {usernameOf(link.profileId) ? ` · @${usernameOf(link.profileId)}` : ''}
                </p>
                <p className="truncate text-sm text-primary">{link.shortUrl}</p>
                <p className="truncate text-xs text-text-dark/60">{link.targetUrl}</p>
              </div>
              <p className="text-sm">
                {t('campaigns.links.clickLine', {
                  total: formatMetric(link.clicks.total),
                  unique: formatMetric(link.clicks.unique),
                  bots: formatMetric(link.clicks.bots),
                })}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => void copy(link.shortUrl)}>
                  {t('campaigns.links.copy')}
                </Button>
                {isReadOnly ? null : (
                  <Button variant="ghost" onClick={() => setToRemove(link)}>
                    {t('campaigns.remove')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Card className="p-4">
        <ClicksChart days={campaign.clicks.days} />
      </Card>
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToRemove(null);
        }}
        title={t('campaigns.links.removeTitle')}
        description={t('campaigns.links.removeBody', { url: toRemove?.shortUrl ?? '' })}
        confirmLabel={t('campaigns.remove')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={action.isPending}
        onConfirm={() => {
          if (!toRemove) return;
          action.mutate(
            { action: 'removeLink', linkId: toRemove._id },
            { onSuccess: () => setToRemove(null) },
          );
        }}
      />
    </div>
  );
}
