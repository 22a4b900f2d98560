import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { cx } from '../../lib/class-names';

/** What dnd-kit's useDraggable and useSortable hand a card for the element that starts a drag. */
export type DragActivator = {
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
};

/**
 * The six-dot handle a board card is dragged by: a button, so the keyboard can pick the card up
 * (Space, the arrows, Space) and a screen reader names it by `label`.
 */
export function DragHandle({
  drag,
  label,
  className,
}: {
  drag: DragActivator;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      ref={drag.setActivatorNodeRef}
      {...drag.attributes}
      {...drag.listeners}
      aria-label={label}
      className={cx(
        'grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-text-dark/60 hover:bg-primary-light active:cursor-grabbing',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
}
