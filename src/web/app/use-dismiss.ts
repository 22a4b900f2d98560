import { type RefObject, useEffect } from 'react';

/**
 * Closes an open disclosure (a menu of links) the way people expect: a click or focus anywhere
 * outside it, or Escape, which also hands focus back to its button.
 */
export function useDismiss(
  isOpen: boolean,
  onClose: () => void,
  containerRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refs are stable; onClose only closes.
  useEffect(() => {
    if (!isOpen) return;
    function isOutside(target: EventTarget | null): boolean {
      return !(target instanceof Node && containerRef.current?.contains(target));
    }
    function handlePointerDown(event: PointerEvent) {
      if (isOutside(event.target)) onClose();
    }
    function handleFocusIn(event: FocusEvent) {
      if (isOutside(event.target)) onClose();
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      onClose();
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('focusin', handleFocusIn);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('focusin', handleFocusIn);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen]);
}
