import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { cx } from '../../lib/class-names';

export type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  closeLabel: string;
  /** Content between the description and the footer: a form, a list. */
  body?: ReactNode;
  /** Footer actions; wrap a dismissing button in DialogClose. */
  children?: ReactNode;
  /**
   * Focus goes back to the opening button on close; call preventDefault and focus something else
   * when that button is gone (the removed row of a table).
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** 'wide' for a table or a list of rows with fields (up to 48rem); a form keeps the default. */
  size?: 'default' | 'wide';
};

/**
 * Modal dialog on Radix: focus trap, Escape and labelling come with it. Focus goes back to what had
 * it before opening (Radix alone only returns it to a Dialog.Trigger, and ours open from state).
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  closeLabel,
  body,
  children,
  onCloseAutoFocus,
  size = 'default',
}: DialogProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function handleOpenAutoFocus() {
    // Runs before focus moves into the dialog, so this is the element that opened it.
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }

  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-text-dark/50" />
        <RadixDialog.Content
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-surface p-6 text-text-dark shadow-xl',
            size === 'wide' ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-text-dark/75">
            {description}
          </RadixDialog.Description>
          {body ? <div className="mt-5">{body}</div> : null}
          {children ? (
            <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>
          ) : null}
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-lg text-text-dark/60 hover:bg-primary-light hover:text-text-dark"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
