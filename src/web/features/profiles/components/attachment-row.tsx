import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { numberFormatter } from '../../../../common/number-locale';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useFormatDate } from '../../../lib/use-format-date';
import { downloadAttachment, useProfileAction } from '../api';
import { attachmentRemovedText, attachmentRenamedText } from '../profile-toasts';
import type { Attachment } from '../types';
import { ConfirmRemoveButton } from './confirm-remove-button';

export type AttachmentRowProps = {
  profileId: string;
  attachment: Attachment;
  isReadOnly: boolean;
};

function formatSize(bytes: number): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte'];
  return numberFormatter({ style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

export function AttachmentRow({ profileId, attachment, isReadOnly }: AttachmentRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rename = useProfileAction(profileId);
  const remove = useProfileAction(profileId);
  const [isDownloading, setIsDownloading] = useState(false);
  const [isRenaming, setIsRenaming] = useState(false);
  const title = attachment.title ?? attachment.fileName;
  const [draft, setDraft] = useState(title);

  function handleRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = draft.trim();
    if (!next || next === title) {
      setIsRenaming(false);
      return;
    }
    rename.mutate(
      { action: 'editAttachment', attachmentId: attachment._id, title: next },
      {
        onSuccess: () => {
          setIsRenaming(false);
          toast.success(attachmentRenamedText(t, next));
        },
      },
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-2 border-t border-text-dark/10 py-2 first:border-t-0">
      {isRenaming ? (
        <form onSubmit={handleRename} className="flex flex-1 flex-wrap items-end gap-2">
          <TextField
            label={t('profiles.attachments.title')}
            value={draft}
            onValueChange={setDraft}
            maxLength={200}
            className="min-w-48 flex-1"
            autoFocus
          />
          <Button isSubmit isPending={rename.isPending}>
            {t('profiles.attachments.save')}
          </Button>
          <Button variant="ghost" onClick={() => setIsRenaming(false)}>
            {t('dialog.cancel')}
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{title}</p>
            <p className="text-xs text-text-dark/70">
              {attachment.fileName} · {formatSize(attachment.sizeBytes)} ·{' '}
              {formatDate(attachment.createdAt)}
            </p>
          </div>
          <Button
            variant="ghost"
            className="px-2"
            isPending={isDownloading}
            aria-label={t('profiles.attachments.download', { title })}
            onClick={() => {
              setIsDownloading(true);
              downloadAttachment(attachment)
                .catch(() => {})
                .finally(() => setIsDownloading(false));
            }}
          >
            {t('profiles.attachments.downloadShort')}
          </Button>
          {isReadOnly ? null : (
            <>
              <Button
                variant="ghost"
                className="px-2"
                aria-label={t('profiles.attachments.rename', { title })}
                onClick={() => {
                  setDraft(title);
                  setIsRenaming(true);
                }}
              >
                {t('profiles.attachments.renameShort')}
              </Button>
              <ConfirmRemoveButton
                label={t('profiles.attachments.remove', { title })}
                title={t('profiles.attachments.removeTitle', { title })}
                description={t('profiles.attachments.removeDescription')}
                isPending={remove.isPending}
                onConfirm={(done) =>
                  // Awaited, not a `mutate` callback: the removed row unmounts before that runs.
                  // A failure was already shown by the API client.
                  remove
                    .mutateAsync({ action: 'removeAttachment', attachmentId: attachment._id })
                    .then(
                      () => {
                        done();
                        toast.success(attachmentRemovedText(t, title));
                      },
                      () => {},
                    )
                }
              />
            </>
          )}
        </>
      )}
    </li>
  );
}
