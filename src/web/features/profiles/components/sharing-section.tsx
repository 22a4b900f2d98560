import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useProfileAction, useUpdateSlug } from '../api';
import type { ProfileDetail } from '../types';
import { usePendingValue } from '../use-pending-value';
import { DetailSection } from './detail-section';

export type SharingSectionProps = { profile: ProfileDetail; isReadOnly: boolean };

/** The public profile page: its address (slug), a copy button, and sharing on or off. */
export function SharingSection({ profile, isReadOnly }: SharingSectionProps) {
  const { t } = useTranslation();
  const updateSlug = useUpdateSlug(profile.profileId);
  const action = useProfileAction(profile.profileId);
  const isShared = usePendingValue(!profile.disableShare);
  const [slug, setSlug] = useState(profile.slug);
  const [lastSlug, setLastSlug] = useState(profile.slug);
  const [error, setError] = useState<string | undefined>();
  if (lastSlug !== profile.slug) {
    setLastSlug(profile.slug);
    setSlug(profile.slug);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateSlug.isPending) return;
    const next = slug.trim();
    if (!next) {
      setError(t('profiles.sharing.slugRequired'));
      return;
    }
    setError(undefined);
    updateSlug.mutate(next, {
      onSuccess: () => toast.success(t('profiles.sharing.slugSaved')),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : t('errors.generic')),
    });
  }

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('profiles.sharing.copied'));
    } catch {
      toast.error(t('profiles.sharing.copyFailed'));
    }
  }

  return (
    <DetailSection title={t('profiles.sharing.title')}>
      <label className="flex min-h-10 items-center gap-2.5 text-sm">
        <input
          type="checkbox"
          checked={isShared.value}
          disabled={isReadOnly}
          onChange={(event) => {
            const next = event.target.checked;
            isShared.hold(next);
            action.mutate(
              { action: 'disableShare', disabled: !next },
              { onSettled: isShared.settle },
            );
          }}
          className="size-4 accent-primary"
        />
        {t('profiles.sharing.enabled')}
      </label>
      {profile.publicUrl ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <a
            href={profile.publicUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="min-w-0 flex-1 truncate text-sm text-primary hover:underline"
            data-testid="public-link"
          >
            {profile.publicUrl}
          </a>
          <Button variant="secondary" onClick={() => void copyLink(profile.publicUrl ?? '')}>
            {t('profiles.sharing.copy')}
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-text-dark/70">{t('profiles.sharing.off')}</p>
      )}
      {isReadOnly ? null : (
        <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-wrap items-start gap-2">
          <TextField
            label={t('profiles.sharing.slug')}
            hint={t('profiles.sharing.slugHint')}
            value={slug}
            onValueChange={setSlug}
            error={error}
            maxLength={120}
            autoComplete="off"
            className="min-w-48 flex-1"
          />
          <Button isSubmit isPending={updateSlug.isPending} className="mt-7">
            {t('profiles.sharing.saveSlug')}
          </Button>
        </form>
      )}
    </DetailSection>
  );
}
