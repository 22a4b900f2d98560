import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/ui-store';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DragHandle } from '../../../components/ui/drag-handle';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/class-names';
import { useFormatDate } from '../../../lib/use-format-date';
import {
  ALLOWANCE_REASON,
  type EntryStatus,
  type KanbanColumn,
  type OutreachEntry,
  useKanban,
  useMarkReplied,
  useResolveUnconfirmed,
  useRestartEntry,
  useSetStage,
} from '../api';
import { EntryThread } from './entry-thread';

/** Stages a user can move entries to besides their status; their columns are always there. */
const STAGES = ['Interested', 'Declined'];
const STAGE_PREFIX = 'stage:';

/** The server's columns, with an empty one for each default stage no entry is in yet. */
function withStageColumns(columns: KanbanColumn[]): KanbanColumn[] {
  const missing = STAGES.map((stage) => `${STAGE_PREFIX}${stage}`)
    .filter((key) => !columns.some((column) => column.key === key))
    .map((key) => ({ key, total: 0, entries: [] }));
  return [...columns, ...missing];
}

/**
 * Where an entry can be dropped: any stage column, or its own status column, which takes it out
 * of its stage. Statuses themselves follow the mail, so no other status column takes it.
 */
function stageForDrop(entry: OutreachEntry, columnKey: string): string | null | undefined {
  if (columnKey.startsWith(STAGE_PREFIX)) return columnKey.slice(STAGE_PREFIX.length);
  return columnKey === entry.status ? null : undefined;
}

/**
 * The column under the pointer; the board scrolls sideways while dragging, and the card's own
 * rectangle can overlap two columns. The keyboard, having no pointer, goes by the rectangle.
 */
const columnUnderPointer: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/**
 * The kanban (`kanban-data`): a column per status, then the user's stages, scrolling sideways.
 * An entry moves to a stage with its stage select (any keyboard) or by dragging its handle
 * (pointer, or Space and arrows).
 */
export function EntryBoard() {
  const { t } = useTranslation();
  const board = useKanban();
  const setStage = useSetStage();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  if (board.isPending) return <Spinner label={t('outreach.entries.loading')} />;
  if (board.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p className="text-danger">{t('outreach.entries.loadError')}</p>
        <Button variant="secondary" onClick={() => void board.refetch()}>
          {t('outreach.sequences.retry')}
        </Button>
      </div>
    );
  }
  const isEmpty = board.data.columns.every((column) => column.total === 0);
  if (isEmpty) return <p className="text-sm text-text-dark/75">{t('outreach.entries.empty')}</p>;
  const columns = withStageColumns(board.data.columns);
  const entryOf = (id: UniqueIdentifier) =>
    columns.flatMap((column) => column.entries).find((entry) => entry.outreachId === String(id));
  const nameOf = (id: UniqueIdentifier) => {
    const entry = entryOf(id);
    return entry ? entryName(entry) : '';
  };
  const titleOf = (id: UniqueIdentifier) => columnTitle(t, String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('outreach.board.announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('outreach.board.announce.over', { name: nameOf(active.id), column: titleOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) => {
      const entry = entryOf(active.id);
      const moved = entry && over && stageForDrop(entry, String(over.id)) !== undefined;
      return moved
        ? t('outreach.board.announce.drop', { name: nameOf(active.id), column: titleOf(over.id) })
        : t('outreach.board.announce.cancel', { name: nameOf(active.id) });
    },
    onDragCancel: ({ active }) => t('outreach.board.announce.cancel', { name: nameOf(active.id) }),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    const entry = entryOf(active.id);
    if (!entry || !over) return;
    const stage = stageForDrop(entry, String(over.id));
    if (stage === undefined || stage === entry.stage) return;
    setStage.mutate({ outreachId: entry.outreachId, stage });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderPointer}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('outreach.board.instructions') },
      }}
    >
      <div className="flex gap-3 overflow-x-auto pb-2">
        {columns.map((column) => (
          <BoardColumn key={column.key} column={column} />
        ))}
      </div>
    </DndContext>
  );
}

const entryName = (entry: OutreachEntry) => (entry.username ? `@${entry.username}` : entry.email);

function columnTitle(t: TFunction, key: string): string {
  if (key.startsWith(STAGE_PREFIX)) return key.slice(STAGE_PREFIX.length);
  return t(`outreach.entries.status.${key as EntryStatus}`);
}

function BoardColumn({ column }: { column: KanbanColumn }) {
  const { t } = useTranslation();
  const title = columnTitle(t, column.key);
  const droppable = useDroppable({ id: column.key });
  return (
    <section
      aria-label={t('outreach.entries.column', { title, count: column.total })}
      data-column={column.key}
      className="flex w-64 shrink-0 flex-col gap-2 rounded-xl bg-text-dark/5 p-3"
    >
      <h3 className="text-sm font-semibold">
        {title} <span className="text-text-dark/60">{column.total}</span>
      </h3>
      <div
        ref={droppable.setNodeRef}
        className={cx(
          'flex min-h-24 flex-1 flex-col gap-2 rounded-lg',
          droppable.isOver && 'bg-primary-light',
        )}
      >
        {column.entries.map((entry) => (
          <EntryCard key={entry.outreachId} entry={entry} />
        ))}
        {column.total === 0 ? (
          <p className="px-2 py-6 text-center text-xs text-text-dark/50">
            {t('outreach.board.emptyColumn')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function EntryCard({ entry }: { entry: OutreachEntry }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const replied = useMarkReplied();
  const restart = useRestartEntry();
  const setStage = useSetStage();
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  const [threadOpen, setThreadOpen] = useState(false);
  const draggable = useDraggable({ id: entry.outreachId });
  const name = entryName(entry);
  return (
    <article
      ref={draggable.setNodeRef}
      style={{ transform: CSS.Translate.toString(draggable.transform) }}
      aria-label={name}
      className={cx(
        'flex flex-col gap-2 rounded-lg bg-white p-3 text-sm shadow-sm',
        draggable.isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex items-center gap-2">
        <DragHandle drag={draggable} label={t('outreach.board.moveCard', { name })} />
        <p className="min-w-0 truncate font-semibold">{name}</p>
      </div>
      <p className="truncate text-text-dark/70">{entry.email}</p>
      {entry.nextSendAt && entry.nextStep !== null ? (
        <p className="text-text-dark/70">
          {t('outreach.entries.next', {
            step: entry.nextStep + 1,
            when: formatDate(entry.nextSendAt, 'dateTime'),
          })}
        </p>
      ) : null}
      {entry.reason ? <EntryReason reason={entry.reason} /> : null}
      {entry.status === 'unconfirmed' ? <UnconfirmedStep outreachId={entry.outreachId} /> : null}
      <SelectField
        label={t('outreach.entries.stage')}
        value={entry.stage ?? ''}
        onValueChange={(stage) =>
          setStage.mutate({ outreachId: entry.outreachId, stage: stage || null })
        }
      >
        <option value="">{t('outreach.entries.noStage')}</option>
        {[...new Set([...STAGES, ...(entry.stage ? [entry.stage] : [])])].map((stage) => (
          <option key={stage} value={stage}>
            {stage}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setThreadOpen(true)}>
          {t('outreach.thread.open')}
        </Button>
        {entry.status !== 'replied' ? (
          <Button
            variant="secondary"
            isPending={replied.isPending}
            onClick={() => replied.mutate(entry.outreachId)}
          >
            {t('outreach.entries.markReplied')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setConfirmingRestart(true)}>
          {t('outreach.entries.restart')}
        </Button>
      </div>
      <EntryThread
        outreachId={threadOpen ? entry.outreachId : null}
        name={name}
        onClose={() => setThreadOpen(false)}
      />
      <ConfirmDialog
        isOpen={confirmingRestart}
        onOpenChange={setConfirmingRestart}
        title={t('outreach.entries.restartTitle', { name })}
        description={t('outreach.entries.restartText')}
        confirmLabel={t('outreach.entries.restart')}
        cancelLabel={t('outreach.mailboxes.cancel')}
        closeLabel={t('outreach.mailboxes.close')}
        isPending={restart.isPending}
        onConfirm={() =>
          restart.mutate(entry.outreachId, { onSuccess: () => setConfirmingRestart(false) })
        }
      />
    </article>
  );
}

/** A step that may have been sent: the person checks and decides; nothing is resent until then. */
function UnconfirmedStep({ outreachId }: { outreachId: string }) {
  const { t } = useTranslation();
  const resolve = useResolveUnconfirmed();
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-text-dark/80">{t('outreach.entries.unconfirmed')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          isPending={resolve.isPending && resolve.variables?.decision === 'markSent'}
          onClick={() => resolve.mutate({ outreachId, decision: 'markSent' })}
        >
          {t('outreach.entries.markSent')}
        </Button>
        <Button
          variant="secondary"
          isPending={resolve.isPending && resolve.variables?.decision === 'send'}
          onClick={() => resolve.mutate({ outreachId, decision: 'send' })}
        >
          {t('outreach.entries.sendNow')}
        </Button>
      </div>
    </div>
  );
}

/** Why an entry waits or stopped: a paused allowance offers the upgrade, else the server's reply. */
function EntryReason({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const openUpgradePopup = useUiStore((state) => state.openUpgradePopup);
  if (reason !== ALLOWANCE_REASON) return <p className="break-words text-danger">{reason}</p>;
  return (
    <div className="flex flex-col items-start gap-1">
      <p className="text-danger">{t('outreach.entries.allowancePaused')}</p>
      <Button
        variant="secondary"
        onClick={() => openUpgradePopup('outreachEmails', t('outreach.entries.allowancePaused'))}
      >
        {t('outreach.entries.upgrade')}
      </Button>
    </div>
  );
}
