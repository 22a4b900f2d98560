import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRemoveWhitelabel } from '../settings-api';

/** "Remove white-label": every setting and file goes, after a confirmation. */
export function RemoveWhitelabel({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const remove = useRemoveWhitelabel();

  function handleConfirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        onRemoved();
        toast.success(t('whitelabel.remove.done'));
      },
    });
  }

  return (
    <>
      <Button variant="danger" className="self-start" onClick={() => setIsOpen(true)}>
        {t('whitelabel.remove.button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={t('whitelabel.remove.title')}
        description={t('whitelabel.remove.description')}
        confirmLabel={t('whitelabel.remove.confirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
