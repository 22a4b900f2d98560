import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataSourceId } from '../../../../common/api/data-sources';
import { Button } from '../../../components/ui/button';
import { type DataSource, searchCostText } from '../../datasources';

export type SourceSearchActionsProps = {
  /** Connected sources that can search the current platform. */
  sources: readonly DataSource[];
  /** The note on the plan's searches left, which a source search spends too. */
  allowanceNoteId: string | undefined;
  pendingSource: DataSourceId | null;
  onSearch: (source: DataSourceId) => void;
};

/** "Search Modash" and the like, under "Search the bank", each saying first what it spends. */
export function SourceSearchActions({
  sources,
  allowanceNoteId,
  pendingSource,
  onSearch,
}: SourceSearchActionsProps) {
  if (sources.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-text-dark/10 pt-3">
      {sources.map((source) => (
        <SourceSearchAction
          key={source.id}
          source={source}
          allowanceNoteId={allowanceNoteId}
          isPending={pendingSource === source.id}
          onSearch={onSearch}
        />
      ))}
    </div>
  );
}

type SourceSearchActionProps = {
  source: DataSource;
  allowanceNoteId: string | undefined;
  isPending: boolean;
  onSearch: (source: DataSourceId) => void;
};

function SourceSearchAction({
  source,
  allowanceNoteId,
  isPending,
  onSearch,
}: SourceSearchActionProps) {
  const { t } = useTranslation();
  const costId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        isPending={isPending}
        onClick={() => onSearch(source.id)}
        aria-describedby={[costId, allowanceNoteId].filter(Boolean).join(' ')}
      >
        {t('dataSources.discover.searchSource', { source: source.name })}
      </Button>
      <p id={costId} className="text-sm text-text-dark/75">
        {searchCostText(t, source)}
      </p>
    </div>
  );
}
