import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useAddPostFromUrl } from '../content-api';
import { type CampaignDetail, POST_KINDS, type PostKind } from '../types';

export type AddPostDialogProps = {
  campaign: CampaignDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Adds an Instagram, TikTok or YouTube post or story by its URL. */
export function AddPostDialog(props: AddPostDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={t('campaigns.posts.addTitle')}
      description={t('campaigns.posts.addDescription')}
      closeLabel={t('dialog.close')}
      body={props.isOpen ? <AddPostForm {...props} /> : null}
    />
  );
}

function AddPostForm({ campaign, onOpenChange }: AddPostDialogProps) {
  const { t } = useTranslation();
  const addPost = useAddPostFromUrl(campaign._id);
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<PostKind>('post');
  const [profileId, setProfileId] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addPost.isPending) return;
    if (!url.trim()) {
      setError(t('campaigns.posts.urlRequired'));
      return;
    }
    addPost.mutate(
      { url: url.trim(), kind, profileId: profileId || undefined },
      {
        onSuccess: () => {
          toast.success(t('campaigns.posts.added'));
          onOpenChange(false);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 423) onOpenChange(false);
          else setError(failure.message);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('campaigns.posts.url')}
        type="url"
        placeholder="https://www.instagram.com/p/…"
        value={url}
        onValueChange={(value) => {
          setUrl(value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t('campaigns.posts.kindLabel')}
          value={kind}
          onValueChange={(value) => setKind(POST_KINDS.find((k) => k === value) ?? 'post')}
        >
          {POST_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`campaigns.posts.kind.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('campaigns.posts.influencer')}
          value={profileId}
          onValueChange={setProfileId}
        >
          <option value="">{t('campaigns.posts.influencerAuto')}</option>
          {campaign.influencers.map((influencer) => (
            <option key={influencer.profileId} value={influencer.profileId}>
              @{influencer.platform_username}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <SubmitButton isPending={addPost.isPending}>{t('campaigns.posts.add')}</SubmitButton>
      </div>
    </form>
  );
}
