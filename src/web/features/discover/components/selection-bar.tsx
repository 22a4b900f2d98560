import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type SelectionBarProps = {
  count: number;
  isAdding: boolean;
  onAddToCrm: () => void;
  onAddToList: () => void;
  onClear: () => void;
};

/**
 * What can be done with the ticked rows. It sticks to the bottom of the screen while the table
 * scrolls, so the actions stay in reach from any row.
 */
export function SelectionBar({
  count,
  isAdding,
  onAddToCrm,
  onAddToList,
  onClear,
}: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t('discover.selection.label')}
      className="sticky bottom-3 z-10 mt-3 flex flex-wrap items-center gap-2 rounded-xl border border-primary/30 bg-surface p-3 shadow-lg"
    >
      <p aria-live="polite" className="mr-auto text-sm font-semibold">
        {t('discover.selection.count', { count })}
      </p>
      {/* Phones: "Clear" beside the count, the two actions in a row of their own below. */}
      <Button variant="ghost" onClick={onClear} className="px-3 sm:order-last">
        {t('discover.selection.clear')}
      </Button>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button isPending={isAdding} onClick={onAddToCrm} className="flex-1 px-3 sm:flex-none">
          {t('discover.selection.addToCrm')}
        </Button>
        <Button variant="secondary" onClick={onAddToList} className="flex-1 px-3 sm:flex-none">
          {t('discover.selection.addToList')}
        </Button>
      </div>
    </div>
  );
}
