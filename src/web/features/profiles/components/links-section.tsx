import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useProfileAction } from '../api';
import type { ProfileSectionProps } from '../types';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { DetailSection } from './detail-section';

export type LinksSectionProps = ProfileSectionProps;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function LinksSection({ profile, isReadOnly }: LinksSectionProps) {
  const { t } = useTranslation();
  const action = useProfileAction(profile.profileId);
  const remove = useProfileAction(profile.profileId);
  const [url, setUrl] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.isPending) return;
    const trimmed = url.trim();
    if (!isWebUrl(trimmed)) {
      setError(t('profiles.links.invalid'));
      return;
    }
    setError(undefined);
    action.mutate(
      { action: 'addLink', url: trimmed, ...(label.trim() ? { label: label.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(t('profiles.links.added'));
          setUrl('');
          setLabel('');
        },
      },
    );
  }

  return (
    <DetailSection title={t('profiles.links.title')}>
      {profile.links.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('profiles.links.empty')}</p>
      ) : (
        <ul className="flex flex-col">
          {profile.links.map((link) => (
            <li
              key={link._id}
              className="flex items-center gap-2 border-t border-text-dark/10 py-1 first:border-t-0"
            >
              <a
                href={link.url}
                target="_blank"
                rel="noreferrer noopener"
                className="min-w-0 flex-1 truncate text-sm text-primary hover:underline"
              >
                {link.label ?? link.url}
              </a>
              {isReadOnly ? null : (
                <ConfirmRemoveButton
                  label={t('profiles.links.remove', { link: link.label ?? link.url })}
                  title={t('profiles.links.removeTitle')}
                  description={link.url}
                  isPending={remove.isPending}
                  onConfirm={(done) =>
                    remove.mutate({ action: 'removeLink', linkId: link._id }, { onSuccess: done })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {isReadOnly ? null : (
        <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-wrap items-start gap-2">
          <TextField
            label={t('profiles.links.url')}
            type="url"
            value={url}
            onValueChange={setUrl}
            error={error}
            placeholder="https://"
            maxLength={2000}
            className="min-w-48 flex-[2]"
          />
          <TextField
            label={t('profiles.links.label')}
            optionalText={t('profiles.detail.optional')}
            value={label}
            onValueChange={setLabel}
            maxLength={120}
            className="min-w-32 flex-1"
          />
          <Button isSubmit isPending={action.isPending} className="mt-7">
            {t('profiles.links.add')}
          </Button>
        </form>
      )}
    </DetailSection>
  );
}
