import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../../common/format-number';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { parseExportCount } from '../export';

export type ExportDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the row count starts at each time the dialog opens. */
  defaultCount: number;
  /** The most rows this search can export. */
  maxCount: number;
  onExport: (profileCount: number) => void;
  /** What the plan's exports allow: shown above the buttons. */
  allowanceNote?: ReactNode;
  /** What the rows of the typed count (null while invalid) carry of unlocked contacts. */
  renderContactsNote?: (profileCount: number | null) => ReactNode;
};

/** Asks how many rows to export before spending the plan's exports on them. */
export function ExportDialog({
  isOpen,
  onOpenChange,
  defaultCount,
  maxCount,
  onExport,
  allowanceNote,
  renderContactsNote,
}: ExportDialogProps) {
  const { t } = useTranslation();
  const [countText, setCountText] = useState(String(defaultCount));
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);

  // Every opening starts from the rows shown at that moment.
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setCountText(String(defaultCount));
      setHasTriedSubmit(false);
    }
  }

  const count = parseExportCount(countText, maxCount);
  const max = formatInteger(maxCount);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (count !== null) onExport(count);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('discover.export.title')}
      description={t('discover.export.description')}
      closeLabel={t('dialog.close')}
      body={
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
          <TextField
            label={t('discover.export.rows')}
            value={countText}
            onValueChange={setCountText}
            hint={t('discover.export.rowsHint', { max })}
            error={
              hasTriedSubmit && count === null
                ? t('discover.export.rowsInvalid', { max })
                : undefined
            }
            type="number"
            inputMode="numeric"
            min={1}
            max={maxCount}
            step={1}
            required
          />
          {renderContactsNote?.(count)}
          {allowanceNote}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">{t('dialog.cancel')}</Button>
            </DialogClose>
            <Button isSubmit>{t('discover.export.download')}</Button>
          </div>
        </form>
      }
    />
  );
}
