import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { type CrmList, useShareList, useUnshareList } from '../api';

export type ShareListDialogProps = {
  /** The list to share; null keeps the dialog closed. */
  list: CrmList | null;
  onClose: () => void;
};

/** Creates, copies and revokes the public read-only link of a list. */
export function ShareListDialog({ list, onClose }: ShareListDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={list !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('lists.share.title', { name: list?.name ?? '' })}
      description={t('lists.share.description')}
      closeLabel={t('dialog.close')}
      body={list ? <ShareListBody list={list} /> : null}
    />
  );
}

function ShareListBody({ list }: { list: CrmList }) {
  const { t } = useTranslation();
  const share = useShareList();
  const unshare = useUnshareList();
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false);
  // The answer of share shows at once; the list itself catches up on refetch.
  const shareUrl = unshare.isSuccess ? null : (share.data?.shareUrl ?? list.shareUrl);

  async function handleCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('lists.share.copied'));
    } catch {
      toast.error(t('lists.share.copyFailed'));
    }
  }

  if (!shareUrl) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text-dark/75">{t('lists.share.notShared')}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">{t('dialog.cancel')}</Button>
          </DialogClose>
          <Button
            isPending={share.isPending}
            onClick={() => {
              unshare.reset();
              share.mutate(list._id);
            }}
          >
            {t('lists.share.create')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('lists.share.linkLabel')}
        value={shareUrl}
        onValueChange={() => {}}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void handleCopy(shareUrl)}>{t('lists.share.copy')}</Button>
        <a
          href={shareUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold text-primary hover:bg-primary-light"
        >
          {t('lists.share.open')}
        </a>
      </div>
      {isConfirmingRevoke ? (
        <div role="alert" className="flex flex-col gap-3 rounded-lg bg-danger-light p-3 text-sm">
          <p>{t('lists.share.revokeWarning')}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setIsConfirmingRevoke(false)}>
              {t('lists.share.keep')}
            </Button>
            <Button
              variant="danger"
              isPending={unshare.isPending}
              onClick={() =>
                unshare.mutate(list._id, {
                  onSuccess: () => {
                    share.reset();
                    setIsConfirmingRevoke(false);
                    toast.success(t('lists.share.revoked'));
                  },
                })
              }
            >
              {t('lists.share.revoke')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={() => setIsConfirmingRevoke(true)}>
            {t('lists.share.revoke')}
          </Button>
        </div>
      )}
    </div>
  );
}
