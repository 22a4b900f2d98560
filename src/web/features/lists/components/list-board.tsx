import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanBoard, type KanbanColumn } from '../../../components/ui/kanban-board';
import { listStatusLabel } from '../../../lib/product-labels';
import { type ListStatus, useMoveCard } from '../api';
import { buildColumns, type ListItem, planMove } from '../kanban';
import { ListCard } from './list-card';
import { StatusDot } from './status-dot';

export type ListBoardProps = {
  listId: string;
  statuses: readonly ListStatus[];
  items: readonly ListItem[];
  isReadOnly: boolean;
  onRemove: (item: ListItem) => void;
};

const profileIdOf = (item: ListItem) => item.profileId;

/**
 * The list's status pipeline: one column per status, in order, then "No status". Cards keep
 * their order within a column; a drop sends one move to the server.
 */
export function ListBoard({ listId, statuses, items, isReadOnly, onRemove }: ListBoardProps) {
  const { t } = useTranslation();
  const moveCard = useMoveCard(listId);
  const pipeline = useMemo(() => buildColumns(statuses, items), [statuses, items]);
  const columns = useMemo(
    (): KanbanColumn<ListItem>[] =>
      pipeline.map((column) => ({
        id: column.id,
        title:
          column.name === null
            ? t('lists.board.noStatus')
            : listStatusLabel(t, { name: column.name, labelKey: column.labelKey }),
        cards: column.items,
        marker: column.statusId ? <StatusDot color={column.color} /> : null,
      })),
    [pipeline, t],
  );
  return (
    <KanbanBoard
      columns={columns}
      cardId={profileIdOf}
      cardName={(item) => `@${item.username}`}
      isSortable
      isReadOnly={isReadOnly}
      headingLevel={2}
      instructions={t('lists.board.instructions')}
      emptyColumnText={t('lists.board.emptyColumn')}
      onMove={({ card, toColumnId, index }) => {
        const target = planMove(pipeline, card.profileId, toColumnId, index);
        if (target) moveCard.mutate({ profileId: card.profileId, target });
      }}
      renderCard={(item, { handle, isOverlay }) => (
        <ListCard
          item={item}
          handle={handle}
          onRemove={isReadOnly || isOverlay ? undefined : () => onRemove(item)}
        />
      )}
    />
  );
}
