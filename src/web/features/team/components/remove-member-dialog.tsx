import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type Member, useRemoveMember } from '../api';
import { memberDisplayName } from '../member-name';

export type RemoveMemberDialogProps = {
  /** The member to remove; null keeps the dialog closed. */
  member: Member | null;
  onClose: () => void;
  /** Takes the focus once the member is gone, together with the button that opened the dialog. */
  focusAfterRemovalRef: RefObject<HTMLElement | null>;
};

export function RemoveMemberDialog({
  member,
  onClose,
  focusAfterRemovalRef,
}: RemoveMemberDialogProps) {
  const { t } = useTranslation();
  const removeMember = useRemoveMember();
  const wasRemoved = useRef(false);
  const name = member ? memberDisplayName(member) : '';

  function handleConfirm() {
    if (!member) return;
    removeMember.mutate(member._id, {
      onSuccess: () => {
        toast.success(t('team.removeDialog.removed', { name }));
        wasRemoved.current = true;
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      isOpen={member !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('team.removeDialog.title', { name })}
      description={
        member?.status === 'invited'
          ? t('team.removeDialog.invitedBody')
          : t('team.removeDialog.activeBody')
      }
      confirmLabel={t('team.removeDialog.confirm')}
      cancelLabel={t('dialog.cancel')}
      closeLabel={t('dialog.close')}
      isPending={removeMember.isPending}
      onConfirm={handleConfirm}
      onCloseAutoFocus={(event) => {
        if (!wasRemoved.current) return;
        wasRemoved.current = false;
        event.preventDefault();
        focusAfterRemovalRef.current?.focus();
      }}
    />
  );
}
