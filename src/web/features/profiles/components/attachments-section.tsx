import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { LABEL_CLASS_NAME } from '../../../components/ui/field-styles';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextField } from '../../../components/ui/text-field';
import { useUploadAttachment } from '../api';
import type { ProfileDetail } from '../types';
import { AttachmentRow } from './attachment-row';
import { DetailSection } from './detail-section';

export type AttachmentsSectionProps = { profile: ProfileDetail; isReadOnly: boolean };

/** The server refuses more (413); checked here first so nobody waits for a doomed upload. */
const MAX_BYTES = 25 * 1024 * 1024;

export function AttachmentsSection({ profile, isReadOnly }: AttachmentsSectionProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const upload = useUploadAttachment(profile.profileId, setProgress);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setError(t('profiles.attachments.chooseFile'));
      return;
    }
    if (file.size > MAX_BYTES) {
      setError(t('profiles.attachments.tooLarge'));
      return;
    }
    setError(undefined);
    setProgress(0);
    upload.mutate(
      { file, title },
      {
        onSuccess: () => {
          toast.success(t('profiles.attachments.uploaded'));
          setFile(null);
          setTitle('');
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  }

  return (
    <DetailSection title={t('profiles.attachments.heading')}>
      {profile.attachments.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('profiles.attachments.empty')}</p>
      ) : (
        <ul>
          {profile.attachments.map((attachment) => (
            <AttachmentRow
              key={attachment._id}
              profileId={profile.profileId}
              attachment={attachment}
              isReadOnly={isReadOnly}
            />
          ))}
        </ul>
      )}
      {isReadOnly ? null : (
        <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="attachment-file" className={LABEL_CLASS_NAME}>
              {t('profiles.attachments.file')}
            </label>
            <input
              id="attachment-file"
              ref={fileInput}
              type="file"
              aria-invalid={error ? true : undefined}
              aria-describedby="attachment-hint"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-primary-light file:px-3 file:py-2 file:font-semibold file:text-primary"
            />
            <p id="attachment-hint" className="text-xs text-text-dark/70">
              {t('profiles.attachments.hint')}
            </p>
            {error ? (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('profiles.attachments.title')}
            optionalText={t('profiles.detail.optional')}
            value={title}
            onValueChange={setTitle}
            maxLength={200}
          />
          {upload.isPending ? (
            <ProgressBar
              value={Math.round(progress * 100)}
              max={100}
              label={t('profiles.attachments.progress')}
            />
          ) : null}
          <div>
            <Button isSubmit isPending={upload.isPending}>
              {t('profiles.attachments.upload')}
            </Button>
          </div>
        </form>
      )}
    </DetailSection>
  );
}
