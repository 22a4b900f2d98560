import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import {
  describedBy,
  ERROR_CLASS_NAME,
  HINT_CLASS_NAME,
  LABEL_CLASS_NAME,
} from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useTimeZone } from '../../../lib/use-format-date';
import { useUploadStory } from '../api';
import { STORY_ACCEPT, storyFileProblem } from '../content-rules';
import { dayKeyOf, instantAt, timeOf } from '../zoned-time';
import { CampaignSelect } from './campaign-select';
import { ProfileSelect } from './profile-select';

export type UploadStoryDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

export function UploadStoryDialog({ isOpen, onOpenChange }: UploadStoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('content.upload.title')}
      description={t('content.upload.description')}
      closeLabel={t('dialog.close')}
      body={isOpen ? <UploadStoryForm onDone={() => onOpenChange(false)} /> : null}
    />
  );
}

type Field = 'profile' | 'file' | 'views' | 'publishedAt' | 'campaignId';
/** The server's field names, for its 400 answers. */
const SERVER_FIELDS: Record<string, Field> = {
  influencerId: 'profile',
  file: 'file',
  views: 'views',
  publishedAt: 'publishedAt',
  campaignId: 'campaignId',
};

function nowIn(timeZone: string): string {
  const now = new Date();
  return `${dayKeyOf(now, timeZone)}T${timeOf(now, timeZone)}`;
}

function UploadStoryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const upload = useUploadStory();
  const fileId = useId();
  const [profileId, setProfileId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [views, setViews] = useState('0');
  const [publishedAt, setPublishedAt] = useState(() => nowIn(timeZone));
  const [campaignId, setCampaignId] = useState('');
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!profileId) found.profile = t('content.upload.errors.profile');
    if (!file) found.file = t('content.upload.errors.file');
    else {
      const problem = storyFileProblem(file);
      if (problem) found.file = t(`content.upload.errors.${problem}`);
    }
    if (!/^\d+$/.test(views.trim())) found.views = t('content.upload.errors.views');
    if (!publishedAt) found.publishedAt = t('content.upload.errors.publishedAt');
    return found;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !file) return;
    const [day = '', time = '00:00'] = publishedAt.split('T');
    setProgress(0);
    upload.mutate(
      {
        file,
        influencerId: profileId,
        views: Number(views.trim()),
        publishedAt: instantAt(day, time, timeZone).toISOString(),
        campaignId: campaignId || undefined,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          toast.success(t('content.upload.done'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 423) {
            onDone();
            return;
          }
          const field =
            error instanceof ApiError && error.field ? SERVER_FIELDS[error.field] : undefined;
          if (field) setErrors({ [field]: error.message });
          else setFormError(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <ProfileSelect
        label={t('content.upload.profile')}
        value={profileId}
        onValueChange={setProfileId}
        error={errors.profile}
        required
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className={LABEL_CLASS_NAME}>
          {t('content.upload.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept={STORY_ACCEPT}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            const problem = chosen ? storyFileProblem(chosen) : null;
            setErrors((current) => ({
              ...current,
              file: problem ? t(`content.upload.errors.${problem}`) : undefined,
            }));
          }}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy(`${fileId}-hint`, errors.file ? `${fileId}-error` : null)}
          className="text-sm file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-text-dark/15 file:bg-surface file:px-3 file:font-semibold"
        />
        <p id={`${fileId}-hint`} className={HINT_CLASS_NAME}>
          {t('content.upload.fileHint')}
        </p>
        {errors.file ? (
          <p id={`${fileId}-error`} className={ERROR_CLASS_NAME}>
            {errors.file}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('content.upload.views')}
          type="number"
          inputMode="numeric"
          min={0}
          value={views}
          onValueChange={setViews}
          error={errors.views}
          required
        />
        <TextField
          label={t('content.upload.publishedAt')}
          type="datetime-local"
          value={publishedAt}
          onValueChange={setPublishedAt}
          error={errors.publishedAt}
          hint={t('content.timeInZone', { zone: timeZone })}
          required
        />
      </div>
      <CampaignSelect
        label={t('content.upload.campaign')}
        optionalText={t('fields.optional')}
        value={campaignId}
        onValueChange={setCampaignId}
        error={errors.campaignId}
      />
      {upload.isPending ? (
        <ProgressBar
          value={Math.round(progress * 100)}
          max={100}
          label={t('content.upload.progress')}
        />
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <SubmitButton isPending={upload.isPending}>{t('content.upload.submit')}</SubmitButton>
      </div>
    </form>
  );
}
