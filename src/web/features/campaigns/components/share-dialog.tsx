import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { useCopyText } from '../../../lib/use-copy-text';
import { useCampaignAction } from '../api';
import type { CampaignDetail } from '../types';

export type ShareDialogProps = {
  campaign: CampaignDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The public report page: make its link, copy it, switch sharing on or off. */
export function ShareDialog({ campaign, isOpen, onOpenChange }: ShareDialogProps) {
  const { t } = useTranslation();
  const action = useCampaignAction(campaign._id);
  const copy = useCopyText({ copied: t('campaigns.copied'), failed: t('campaigns.copyFailed') });
  const hasSlug = campaign.publicSlug !== null;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('campaigns.share.title')}
      description={t('campaigns.share.description')}
      closeLabel={t('dialog.close')}
      body={
        <div className="flex flex-col gap-4">
          {hasSlug ? (
            <CheckboxField
              label={t('campaigns.share.enabled')}
              isChecked={campaign.shareEnabled}
              onCheckedChange={(enabled) =>
                action.mutate(
                  { action: 'updateShareStatus', enabled },
                  {
                    onSuccess: () =>
                      toast.success(
                        t(enabled ? 'campaigns.share.turnedOn' : 'campaigns.share.turnedOff'),
                      ),
                  },
                )
              }
            />
          ) : (
            <Button
              isPending={action.isPending}
              onClick={() =>
                action.mutate(
                  { action: 'generatePublicUrl' },
                  { onSuccess: () => toast.success(t('campaigns.share.created')) },
                )
              }
            >
              {t('campaigns.share.generate')}
            </Button>
          )}
          {campaign.publicUrl ? (
            <div className="flex flex-col gap-2">
              <label className="text-sm font-semibold" htmlFor="campaign-public-url">
                {t('campaigns.share.link')}
              </label>
              <div className="flex gap-2">
                <input
                  id="campaign-public-url"
                  readOnly
                  value={campaign.publicUrl}
                  className="min-w-0 flex-1 rounded-lg border border-text-dark/20 px-3 py-2 text-sm"
                  onFocus={(event) => event.target.select()}
                />
                <Button variant="secondary" onClick={() => void copy(campaign.publicUrl ?? '')}>
                  {t('campaigns.share.copy')}
                </Button>
              </div>
            </div>
          ) : hasSlug ? (
            <p className="text-sm text-text-dark/70">{t('campaigns.share.off')}</p>
          ) : null}
        </div>
      }
    />
  );
}
