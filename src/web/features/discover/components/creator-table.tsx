import { useTranslation } from 'react-i18next';
import {
  TABLE_FRAME_CLASS_NAME,
  TABLE_HEAD_BAND_CLASS_NAME,
  Table,
} from '../../../components/ui/table';
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
const NUMBER_CELL = `${HEADER_CELL} text-right`;
const WIDE_ONLY = `${HEADER_CELL} hidden lg:table-cell`;

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
    <Table
      caption={caption}
      className={`${TABLE_FRAME_CLASS_NAME} shadow-sm`}
      headClassName={TABLE_HEAD_BAND_CLASS_NAME}
      headerCellClassName={HEADER_CELL}
      columns={[
        selection
          ? {
              key: 'select',
              className: 'w-10 py-0 pr-0 pl-1',
              header: (
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
              ),
            }
          : null,
        { key: 'creator', header: t('discover.table.creator') },
        { key: 'followers', header: t('discover.table.followers'), className: NUMBER_CELL },
        {
          key: 'engagement',
          className: NUMBER_CELL,
          header: (
            <abbr title={t('discover.table.engagementRate')} className="no-underline">
              {t('discover.table.engagementShort')}
            </abbr>
          ),
        },
        { key: 'avgViews', header: t('discover.table.avgViews'), className: NUMBER_CELL },
        { key: 'location', header: t('discover.table.location'), className: WIDE_ONLY },
        { key: 'categories', header: t('discover.table.categories'), className: WIDE_ONLY },
        { key: 'actions', header: t('discover.table.actions'), isHeaderHidden: true },
      ]}
    >
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
    </Table>
  );
}
