import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { listStatusLabel } from '../../../lib/product-labels';
import type { CrmList } from '../api';
import { StatusDot } from './status-dot';

export type ListRowProps = {
  list: CrmList;
  isReadOnly: boolean;
  isEnriching: boolean;
  onRename: (list: CrmList) => void;
  onShare: (list: CrmList) => void;
  onEnrich: (list: CrmList) => void;
  onDelete: (list: CrmList) => void;
};

export function ListRow({
  list,
  isReadOnly,
  isEnriching,
  onRename,
  onShare,
  onEnrich,
  onDelete,
}: ListRowProps) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/lists/${encodeURIComponent(list._id)}`}
            className="truncate text-base font-semibold text-primary underline-offset-2 hover:underline"
          >
            {list.name}
          </Link>
          {list.shared ? <Badge tone="secondary">{t('lists.sharedBadge')}</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-text-dark/70">
          {t('lists.profileCount', { count: list.count })}
        </p>
        {list.statuses.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-text-dark/70">
            {list.statuses.map((status) => (
              <li key={status._id} className="inline-flex items-center gap-1.5">
                <StatusDot color={status.color} />
                {listStatusLabel(t, status)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {isReadOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onShare(list)} className="px-3">
            {t('lists.actions.share')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onEnrich(list)}
            isPending={isEnriching}
            disabled={list.count === 0}
            className="px-3"
          >
            {t('lists.actions.enrich')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => onRename(list)}
            aria-label={t('lists.actions.renameNamed', { name: list.name })}
            className="px-3"
          >
            {t('lists.actions.rename')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => onDelete(list)}
            aria-label={t('lists.actions.deleteNamed', { name: list.name })}
            className="px-3 text-danger"
          >
            {t('lists.actions.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
