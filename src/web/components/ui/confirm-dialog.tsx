import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  /** Between the description and the buttons: an option the action takes (a checkbox). */
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** Asks before a destructive action; the caller closes it once the action has succeeded. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  body,
  confirmLabel,
  cancelLabel,
  closeLabel,
  isPending,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      body={body}
      closeLabel={closeLabel}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogClose asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </DialogClose>
      <Button variant="danger" onClick={onConfirm} isPending={isPending}>
        {confirmLabel}
      </Button>
    </Dialog>
  );
}
