import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { type ColumnChoice, type ColumnId, columnChoices, moveChoice } from '../columns';

export type ColumnSettingsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  visible: readonly ColumnId[];
  available: readonly ColumnId[];
  labelOf: (column: ColumnId) => string;
  isPending: boolean;
  onSave: (columns: ColumnId[]) => void;
};

/** Show, hide and order the table's columns with checkboxes and up/down buttons. */
export function ColumnSettingsDialog({
  isOpen,
  onOpenChange,
  visible,
  available,
  labelOf,
  isPending,
  onSave,
}: ColumnSettingsDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ColumnChoice[]>([]);
  const [wasOpen, setWasOpen] = useState(false);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setChoices(columnChoices(visible, available));
  }

  function toggle(index: number) {
    setChoices((current) =>
      current.map((choice, i) =>
        i === index ? { ...choice, isVisible: !choice.isVisible } : choice,
      ),
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('profiles.columnsDialog.title')}
      description={t('profiles.columnsDialog.description')}
      closeLabel={t('dialog.close')}
      body={
        <ol className="flex flex-col gap-1">
          {choices.map((choice, index) => {
            const label = labelOf(choice.id);
            return (
              <li
                key={choice.id}
                className="flex items-center gap-2 rounded-lg px-1 hover:bg-app-background"
              >
                <label className="flex min-h-10 flex-1 cursor-pointer items-center gap-2.5 text-sm">
                  <input
                    type="checkbox"
                    checked={choice.isVisible}
                    onChange={() => toggle(index)}
                    className="size-4 accent-primary"
                  />
                  {label}
                </label>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === 0}
                  aria-label={t('profiles.columnsDialog.moveUp', { column: label })}
                  onClick={() => setChoices((current) => moveChoice(current, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === choices.length - 1}
                  aria-label={t('profiles.columnsDialog.moveDown', { column: label })}
                  onClick={() => setChoices((current) => moveChoice(current, index, 1))}
                >
                  ↓
                </Button>
              </li>
            );
          })}
        </ol>
      }
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('dialog.cancel')}</Button>
      </DialogClose>
      <Button
        isPending={isPending}
        onClick={() =>
          onSave(choices.filter((choice) => choice.isVisible).map((choice) => choice.id))
        }
      >
        {t('profiles.columnsDialog.save')}
      </Button>
    </Dialog>
  );
}
