import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

export type FavouriteToggleProps = {
  isFavourite: boolean;
  username: string;
  isPending: boolean;
  onToggle: () => void;
};

/** A star that marks a creator as a favourite; a real toggle button for keyboards and readers. */
export function FavouriteToggle({
  isFavourite,
  username,
  isPending,
  onToggle,
}: FavouriteToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={t('profiles.favourite.toggle', { username })}
      aria-disabled={isPending || undefined}
      onClick={() => {
        if (!isPending) onToggle();
      }}
      className={cx(
        'grid size-10 place-items-center rounded-lg hover:bg-primary-light',
        isFavourite ? 'text-primary' : 'text-text-dark/50',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z"
          fill={isFavourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
