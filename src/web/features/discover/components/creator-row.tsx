import { useTranslation } from 'react-i18next';
import { PLATFORMS, type Platform } from '../../../../common/constants';
import { formatCompact, formatPercent } from '../../../../common/format-number';
import { initialsOf } from '../../../app/initials';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SourceLabel } from '../../../components/ui/source-label';
import { cx } from '../../../lib/class-names';
import { categoryLabel } from '../../../lib/product-labels';
import { countryName } from '../display-names';
import type { CreatorResult } from '../results';

export type CreatorRowProps = {
  creator: CreatorResult;
  /** Niche labels by key; a category without one shows its key. */
  categoryLabels: ReadonlyMap<string, string>;
  isUnlocking: boolean;
  onUnlock: (creator: CreatorResult) => void;
  /** With a selection handler the row starts with its checkbox. */
  isSelected?: boolean;
  onSelectedChange?: (creator: CreatorResult) => void;
};

const CELL = 'px-2.5 py-3 align-middle';
const NUMBER_CELL = `${CELL} text-right whitespace-nowrap tabular-nums`;
const WIDE_ONLY = 'hidden lg:table-cell';

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

function isKnown(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function CreatorRow({
  creator,
  categoryLabels,
  isUnlocking,
  onUnlock,
  isSelected = false,
  onSelectedChange,
}: CreatorRowProps) {
  const { t, i18n } = useTranslation();
  const name = creator.fullName?.trim() || creator.platform_username;
  const location = [
    creator.city,
    creator.country ? countryName(i18n.language, creator.country) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const platformName = isPlatform(creator.platform)
    ? t(`platforms.${creator.platform}`)
    : (creator.work_platform?.name ?? creator.platform);

  return (
    <tr className={cx('border-t border-text-dark/10', isSelected && 'bg-primary-light/60')}>
      {onSelectedChange ? (
        <td className="w-10 py-0 pr-0 pl-1 align-middle">
          {/* The label widens the target to the whole cell for a finger. */}
          <label className="grid size-10 cursor-pointer place-items-center">
            <input
              type="checkbox"
              checked={isSelected}
              onChange={() => onSelectedChange(creator)}
              aria-label={t('discover.selection.selectRow', {
                username: creator.platform_username,
              })}
              className="size-4 accent-primary"
            />
          </label>
        </td>
      ) : null}
      <th scope="row" className={`${CELL} text-left font-normal`}>
        <div className="flex max-w-56 min-w-36 items-center gap-3 sm:min-w-44">
          <span
            aria-hidden="true"
            className="hidden size-10 shrink-0 place-items-center rounded-full bg-primary-light text-sm font-bold text-primary sm:grid"
          >
            {initialsOf(name)}
          </span>
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 font-semibold">
              <span className="truncate" title={`@${creator.platform_username}`}>
                @{creator.platform_username}
              </span>
              {creator.isVerified ? (
                <span title={t('discover.table.verified')} className="shrink-0 text-primary">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="currentColor"
                  >
                    <path d="M12 2l2.4 2.2 3.2-.4.9 3.1 2.9 1.5-1.1 3 1.1 3-2.9 1.5-.9 3.1-3.2-.4L12 22l-2.4-2.2-3.2.4-.9-3.1-2.9-1.5 1.1-3-1.1-3 2.9-1.5.9-3.1 3.2.4z" />
                    <path d="M8.5 12.5l2.3 2.3 4.7-5" stroke="white" strokeWidth="2" fill="none" />
                  </svg>
                  <span className="sr-only">{t('discover.table.verified')}</span>
                </span>
              ) : null}
            </p>
            <p className="truncate text-xs text-text-dark/70">
              {creator.fullName ? `${creator.fullName} · ${platformName}` : platformName}
            </p>
            <p className="mt-1 flex flex-wrap gap-1">
              {creator.tracked ? <Badge tone="primary">{t('discover.table.tracked')}</Badge> : null}
              <SourceLabel origin={creator} />
            </p>
          </div>
        </div>
      </th>
      <td className={NUMBER_CELL}>{formatCompact(creator.followers)}</td>
      <td className={NUMBER_CELL}>
        {isKnown(creator.engagementRate)
          ? formatPercent(creator.engagementRate)
          : t('discover.table.unknown')}
      </td>
      <td className={NUMBER_CELL}>
        {isKnown(creator.avgViews) ? formatCompact(creator.avgViews) : t('discover.table.unknown')}
      </td>
      <td className={`${CELL} ${WIDE_ONLY}`}>{location || t('discover.table.unknown')}</td>
      <td className={`${CELL} ${WIDE_ONLY}`}>
        {creator.categories.length > 0 ? (
          <ul className="flex max-w-40 flex-wrap gap-1">
            {creator.categories.map((category) => (
              <li key={category}>
                <Badge tone="primary">
                  {categoryLabels.get(category) ?? categoryLabel(t, category)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          t('discover.table.unknown')
        )}
      </td>
      <td className={`${CELL} text-right`}>
        {creator.contacts ? (
          <Button
            variant="secondary"
            isPending={isUnlocking}
            onClick={() => onUnlock(creator)}
            aria-label={t('discover.contacts.unlockFor', { username: creator.platform_username })}
            className="px-3 whitespace-nowrap"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
              <rect
                x="5"
                y="11"
                width="14"
                height="9"
                rx="2"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path
                d="M8 11V8a4 4 0 0 1 7.5-2"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {/* Beside location and categories the button keeps to its icon (its label says it). */}
            <span className="lg:hidden 2xl:inline">{t('discover.contacts.unlockShort')}</span>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
