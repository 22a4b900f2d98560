import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useProfileAction } from '../api';
import type { ProfileDetail } from '../types';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { DetailSection } from './detail-section';

export type SharingSectionProps = { profile: ProfileDetail; isReadOnly: boolean };

/**
 * The public profile page, off until a member shares it: an unguessable link to copy, and
 * revoking it (after asking) makes that link stop working for good.
 */
export function SharingSection({ profile, isReadOnly }: SharingSectionProps) {
  const { t } = useTranslation();
  const share = useProfileAction(profile.profileId);
  const revoke = useProfileAction(profile.profileId);

  async function handleCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('profiles.sharing.copied'));
    } catch {
      toast.error(t('profiles.sharing.copyFailed'));
    }
  }

  return (
    <DetailSection title={t('profiles.sharing.title')}>
      <p className="text-sm text-text-dark/70">{t('profiles.sharing.description')}</p>
      {profile.publicUrl ? (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <a
              href={profile.publicUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="min-w-0 flex-1 truncate text-sm text-primary hover:underline"
              data-testid="public-link"
            >
              {profile.publicUrl}
            </a>
            <Button variant="secondary" onClick={() => void handleCopy(profile.publicUrl ?? '')}>
              {t('profiles.sharing.copy')}
            </Button>
          </div>
          {isReadOnly ? null : (
            <div className="mt-2 flex justify-end">
              <ConfirmRemoveButton
                label={t('profiles.sharing.revoke')}
                text={t('profiles.sharing.revoke')}
                title={t('profiles.sharing.revokeTitle')}
                description={t('profiles.sharing.revokeWarning')}
                isPending={revoke.isPending}
                onConfirm={(done) =>
                  revoke.mutate(
                    { action: 'disableShare', disabled: true },
                    {
                      onSuccess: () => {
                        done();
                        toast.success(t('profiles.sharing.revoked'));
                      },
                    },
                  )
                }
              />
            </div>
          )}
        </>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">{t('profiles.sharing.off')}</p>
          {isReadOnly ? null : (
            <Button
              isPending={share.isPending}
              onClick={() => share.mutate({ action: 'disableShare', disabled: false })}
            >
              {t('profiles.sharing.share')}
            </Button>
          )}
        </div>
      )}
    </DetailSection>
  );
}
