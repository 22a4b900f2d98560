import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact } from '../../../../common/format-number';
import { DemoBadge } from '../../../components/ui/demo-badge';
import type { ListItem } from '../kanban';
import { CreatorAvatar } from './creator-avatar';

export type ListCardProps = {
  item: ListItem;
  handle?: ReactNode;
  onRemove?: () => void;
};

/** A creator on the list's board, and the copy that follows the pointer while it is dragged. */
export function ListCard({ item, handle, onRemove }: ListCardProps) {
  const { t } = useTranslation();
  const name = item.fullName?.trim() || item.username;
  return (
    <div className="flex items-center gap-2 rounded-lg border border-text-dark/10 bg-surface p-2 shadow-sm">
      {handle}
      <CreatorAvatar name={name} avatarUrl={item.avatarUrl} className="size-8" />
      <div className="min-w-0 flex-1">
        <Link
          to={`/influencers/${encodeURIComponent(item.profileId)}`}
          className="block truncate text-sm font-semibold hover:underline"
        >
          {name}
        </Link>
        <p className="truncate text-xs text-text-dark/70">
          @{item.username} · {t('lists.board.followers', { value: formatCompact(item.followers) })}
        </p>
        {item.isDemo ? <DemoBadge /> : null}
      </div>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('lists.board.remove', { username: item.username })}
          title={t('lists.board.remove', { username: item.username })}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-text-dark/50 hover:bg-danger-light hover:text-danger"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
