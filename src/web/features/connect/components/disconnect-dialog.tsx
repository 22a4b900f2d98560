import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';

export type DisconnectDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The provider's name, e.g. "Instagram". */
  providerName: string;
  accountName: string | null;
  isPending: boolean;
  /** Shown in the dialog, which stays open, so the choice can be made again. */
  error: string | null;
  onConfirm: (keepData: boolean) => void;
  /** As ConfirmDialog's: where focus goes when the opening button is gone. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks before disconnecting, and whether what was collected so far stays. Keeping is the default:
 * deleting is the step that cannot be undone.
 */
export function DisconnectDialog({
  isOpen,
  onOpenChange,
  providerName,
  accountName,
  isPending,
  error,
  onConfirm,
  onCloseAutoFocus,
}: DisconnectDialogProps) {
  const { t } = useTranslation();
  const [keepData, setKeepData] = useState(true);
  // Each opening starts from keeping, whatever was ticked the last time.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setKeepData(true);
  }
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('connect.disconnect.title', { provider: providerName })}
      description={
        accountName
          ? t('connect.disconnect.textNamed', { provider: providerName, account: accountName })
          : t('connect.disconnect.text', { provider: providerName })
      }
      body={
        <div className="flex flex-col gap-3">
          <CheckboxField
            label={t('connect.disconnect.keepData')}
            hint={keepData ? t('connect.disconnect.keepHint') : t('connect.disconnect.removeHint')}
            isChecked={keepData}
            onCheckedChange={setKeepData}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
        </div>
      }
      confirmLabel={t('connect.disconnect.confirm')}
      cancelLabel={t('dialog.cancel')}
      closeLabel={t('dialog.close')}
      isPending={isPending}
      onConfirm={() => onConfirm(keepData)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
