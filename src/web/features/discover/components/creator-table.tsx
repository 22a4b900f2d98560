import { useTranslation } from 'react-i18next';
import type { CreatorResult } from '../results';
import { pageSelectionState, type Selection } from '../selection';
import { CreatorRow } from './creator-row';

export type CreatorTableProps = {
  caption: string;
  creators: readonly CreatorResult[];
  categoryLabels: ReadonlyMap<string, string>;
  unlockingProfileId: string | null;
  onUnlock: (creator: CreatorResult) => void;
  /** Rows get checkboxes, and the header one for all shown rows, when this is given. */
  selection?: CreatorTableSelection;
};

export type CreatorTableSelection = {
  selected: Selection;
  onToggle: (creator: CreatorResult) => void;
  onSetAll: (isSelected: boolean) => void;
};

const HEADER_CELL = 'px-2.5 py-2.5 font-semibold whitespace-nowrap';
const WIDE_ONLY = 'hidden lg:table-cell';

/**
 * Creators with their size and reach. On narrow screens location and categories give way so the
 * numbers stay readable; the table scrolls sideways rather than widening the page.
 */
export function CreatorTable({
  caption,
  creators,
  categoryLabels,
  unlockingProfileId,
  onUnlock,
  selection,
}: CreatorTableProps) {
  const { t } = useTranslation();
  const allState = selection
    ? pageSelectionState(
        selection.selected,
        creators.map((creator) => creator._id),
      )
    : 'none';
  return (
    // relative: screen-reader-only text is positioned absolutely, and would otherwise widen the
    // page from a column scrolled out of view.
    <div className="relative overflow-x-auto rounded-xl border border-text-dark/10 bg-surface shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-app-background text-xs text-text-dark/70 uppercase">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 py-0 pr-0 pl-1">
                <label className="grid size-10 cursor-pointer place-items-center">
                  <input
                    type="checkbox"
                    checked={allState === 'all'}
                    // Some ticked: the box shows a dash, and a click selects the rest.
                    ref={(input) => {
                      if (input) input.indeterminate = allState === 'some';
                    }}
                    onChange={() => selection.onSetAll(allState !== 'all')}
                    aria-label={t('discover.selection.selectAll')}
                    className="size-4 accent-primary"
                  />
                </label>
              </th>
            ) : null}
            <th scope="col" className={HEADER_CELL}>
              {t('discover.table.creator')}
            </th>
            <th scope="col" className={`${HEADER_CELL} text-right`}>
              {t('discover.table.followers')}
            </th>
            <th scope="col" className={`${HEADER_CELL} text-right`}>
              <abbr title={t('discover.table.engagementRate')} className="no-underline">
                {t('discover.table.engagementShort')}
              </abbr>
            </th>
            <th scope="col" className={`${HEADER_CELL} text-right`}>
              {t('discover.table.avgViews')}
            </th>
            <th scope="col" className={`${HEADER_CELL} ${WIDE_ONLY}`}>
              {t('discover.table.location')}
            </th>
            <th scope="col" className={`${HEADER_CELL} ${WIDE_ONLY}`}>
              {t('discover.table.categories')}
            </th>
            <th scope="col" className={HEADER_CELL}>
              <span className="sr-only">{t('discover.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {creators.map((creator) => (
            <CreatorRow
              key={`${creator.platform}:${creator.platform_username}`}
              creator={creator}
              categoryLabels={categoryLabels}
              isUnlocking={unlockingProfileId === creator.profileId}
              onUnlock={onUnlock}
              isSelected={selection?.selected.has(creator._id) ?? false}
              onSelectedChange={selection?.onToggle}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
