import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessagePanel } from '../../../components/ui/message-panel';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFormatDate } from '../../../lib/use-format-date';
import {
  downloadCampaignFile,
  useDeleteFile,
  useLinkUgc,
  useUpdateFile,
  useUploadFile,
} from '../content-api';
import {
  type CampaignDetail,
  type CampaignFile,
  FILE_KINDS,
  type FileKind,
  USAGE_RIGHTS,
  type UsageRights,
} from '../types';

export type FilesTabProps = { campaign: CampaignDetail; isReadOnly: boolean };

const toUsageRights = (value: string): UsageRights =>
  USAGE_RIGHTS.find((rights) => rights === value) ?? 'none';

/** Briefs, UGC and other files: uploaded with progress or linked, with usage rights. */
export function FilesTab({ campaign, isReadOnly }: FilesTabProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const upload = useUploadFile(campaign._id);
  const linkUgc = useLinkUgc(campaign._id);
  const updateFile = useUpdateFile(campaign._id);
  const deleteFile = useDeleteFile(campaign._id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<FileKind>('brief');
  const [progress, setProgress] = useState<number | null>(null);
  const [ugcUrl, setUgcUrl] = useState('');
  const [ugcTitle, setUgcTitle] = useState('');
  const [ugcError, setUgcError] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<CampaignFile | null>(null);

  function handleFile(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, kind, title: file.name, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('campaigns.files.uploaded', { name: file.name })),
        onSettled: () => {
          setProgress(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  }

  function handleUgc(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (linkUgc.isPending) return;
    const url = ugcUrl.trim();
    if (!/^https?:\/\/\S+$/i.test(url)) {
      setUgcError(t('campaigns.form.urlInvalid'));
      return;
    }
    linkUgc.mutate(
      { url, title: ugcTitle.trim() || undefined },
      {
        onSuccess: () => {
          setUgcUrl('');
          setUgcTitle('');
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {isReadOnly ? null : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-3 rounded-xl border border-text-dark/10 bg-surface p-4">
            <h2 className="font-semibold">{t('campaigns.files.uploadTitle')}</h2>
            <SelectField
              label={t('campaigns.files.kind')}
              value={kind}
              onValueChange={(value) => setKind(FILE_KINDS.find((k) => k === value) ?? 'file')}
            >
              {FILE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`campaigns.files.kinds.${value}`)}
                </option>
              ))}
            </SelectField>
            <label className="flex flex-col gap-1.5 text-sm font-semibold">
              {t('campaigns.files.chooseFile')}
              <input
                ref={fileInput}
                type="file"
                disabled={upload.isPending}
                onChange={(event) => handleFile(event.target.files?.[0])}
                className="text-sm font-normal"
              />
            </label>
            <p className="text-xs text-text-dark/60">{t('campaigns.files.limits')}</p>
            {progress !== null ? (
              <ProgressBar
                value={Math.round(progress * 100)}
                max={100}
                label={t('campaigns.files.uploading')}
              />
            ) : null}
          </div>
          <form
            onSubmit={handleUgc}
            noValidate
            className="flex flex-col gap-3 rounded-xl border border-text-dark/10 bg-surface p-4"
          >
            <h2 className="font-semibold">{t('campaigns.files.ugcTitle')}</h2>
            <TextField
              label={t('campaigns.files.ugcUrl')}
              type="url"
              placeholder="https://"
              value={ugcUrl}
              onValueChange={(value) => {
                setUgcUrl(value);
                setUgcError(undefined);
              }}
              error={ugcError}
            />
            <TextField
              label={t('campaigns.files.title')}
              optionalText={t('campaigns.form.optional')}
              value={ugcTitle}
              onValueChange={setUgcTitle}
            />
            <div>
              <SubmitButton isPending={linkUgc.isPending}>
                {t('campaigns.files.addUgc')}
              </SubmitButton>
            </div>
          </form>
        </div>
      )}
      {campaign.files.length === 0 ? (
        <MessagePanel title={t('campaigns.files.emptyTitle')}>
          <p>{t('campaigns.files.emptyText')}</p>
        </MessagePanel>
      ) : (
        <ul aria-label={t('campaigns.tabs.files')} className="flex flex-col gap-3">
          {campaign.files.map((file) => (
            <li
              key={file._id}
              className="flex flex-col gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 md:flex-row md:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <span className="truncate">{file.title ?? file.fileName ?? file.url}</span>
                  <Badge tone="neutral">{t(`campaigns.files.kinds.${file.kind}`)}</Badge>
                </p>
                {file.url ? (
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="block truncate text-sm text-primary underline"
                  >
                    {file.url}
                  </a>
                ) : null}
                <p className="text-xs text-text-dark/60">{formatDate(file.createdAt)}</p>
              </div>
              <SelectField
                className="md:w-44"
                label={t('campaigns.files.usageRights')}
                value={file.usageRights}
                disabled={isReadOnly}
                onValueChange={(value) =>
                  updateFile.mutate({ fileId: file._id, usageRights: toUsageRights(value) })
                }
              >
                {USAGE_RIGHTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`campaigns.files.rights.${value}`)}
                  </option>
                ))}
              </SelectField>
              <div className="flex gap-2">
                {file.downloadUrl ? (
                  <Button
                    variant="secondary"
                    onClick={() => void downloadCampaignFile(file).catch(() => {})}
                  >
                    {t('campaigns.files.download')}
                  </Button>
                ) : null}
                {isReadOnly ? null : (
                  <Button variant="ghost" onClick={() => setToDelete(file)}>
                    {t('campaigns.delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title={t('campaigns.files.deleteTitle')}
        description={toDelete?.title ?? toDelete?.fileName ?? toDelete?.url ?? ''}
        confirmLabel={t('campaigns.delete')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={deleteFile.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          deleteFile.mutate(toDelete._id, { onSuccess: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
