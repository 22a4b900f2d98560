import { useTranslation } from 'react-i18next';
import type { CreatorResult } from '../results';
import { CreatorRow } from './creator-row';

export type CreatorTableProps = {
  caption: string;
  creators: readonly CreatorResult[];
  categoryLabels: ReadonlyMap<string, string>;
  unlockingProfileId: string | null;
  onUnlock: (creator: CreatorResult) => void;
};

const HEADER_CELL = 'px-3 py-2.5 font-semibold whitespace-nowrap';
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
}: CreatorTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-text-dark/10 bg-surface shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-app-background text-xs text-text-dark/70 uppercase">
          <tr>
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
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
