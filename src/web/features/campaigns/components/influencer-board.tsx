import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { DragHandle } from '../../../components/ui/drag-handle';
import { SelectField } from '../../../components/ui/select-field';
import { cx } from '../../../lib/class-names';
import { formatMetric, formatMinor } from '../campaign-format';
import { INFLUENCER_STATUSES, type Influencer, type InfluencerStatus } from '../types';

export type InfluencerBoardProps = {
  influencers: Influencer[];
  defaultCurrency: string;
  isReadOnly: boolean;
  onMove: (influencer: Influencer, status: InfluencerStatus, onSettled: () => void) => void;
};

const isStatus = (value: unknown): value is InfluencerStatus =>
  INFLUENCER_STATUSES.some((status) => status === value);

/**
 * The influencers as a board, one column per status in pipeline order. A card moves with its
 * status select (any keyboard) or by dragging its handle (pointer, or Space and arrows).
 */
export function InfluencerBoard({
  influencers,
  defaultCurrency,
  isReadOnly,
  onMove,
}: InfluencerBoardProps) {
  const { t } = useTranslation();
  // Moves on their way to the server show at once; the answer then replaces them.
  const [moving, setMoving] = useState<Record<string, InfluencerStatus>>({});
  const statusOf = (influencer: Influencer) => moving[influencer.profileId] ?? influencer.status;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  function move(influencer: Influencer, status: InfluencerStatus) {
    if (statusOf(influencer) === status) return;
    setMoving((current) => ({ ...current, [influencer.profileId]: status }));
    onMove(influencer, status, () =>
      setMoving(({ [influencer.profileId]: _done, ...rest }) => rest),
    );
  }

  const byId = (id: UniqueIdentifier | undefined) =>
    influencers.find((influencer) => influencer.profileId === String(id));
  const columnName = (id: UniqueIdentifier | undefined) =>
    isStatus(id) ? t(`campaigns.influencerStatus.${id}`) : '';
  const usernameOf = (id: UniqueIdentifier) => byId(id)?.platform_username ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('campaigns.board.announce.start', { username: usernameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('campaigns.board.announce.over', {
            username: usernameOf(active.id),
            column: columnName(over.id),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('campaigns.board.announce.drop', {
            username: usernameOf(active.id),
            column: columnName(over.id),
          })
        : t('campaigns.board.announce.cancel', { username: usernameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('campaigns.board.announce.cancel', { username: usernameOf(active.id) }),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    const influencer = byId(active.id);
    if (influencer && over && isStatus(over.id)) move(influencer, over.id);
  }

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('campaigns.board.instructions') },
      }}
    >
      <div className="relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
        {INFLUENCER_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            influencers={influencers.filter((influencer) => statusOf(influencer) === status)}
            defaultCurrency={defaultCurrency}
            isReadOnly={isReadOnly}
            onMove={move}
          />
        ))}
      </div>
    </DndContext>
  );
}

type BoardColumnProps = {
  status: InfluencerStatus;
  influencers: Influencer[];
  defaultCurrency: string;
  isReadOnly: boolean;
  onMove: (influencer: Influencer, status: InfluencerStatus) => void;
};

function BoardColumn({
  status,
  influencers,
  defaultCurrency,
  isReadOnly,
  onMove,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const droppable = useDroppable({ id: status });
  const title = t(`campaigns.influencerStatus.${status}`);
  return (
    <section
      aria-labelledby={headingId}
      data-status={status}
      className="flex w-64 shrink-0 snap-start flex-col rounded-xl bg-app-background p-2 ring-1 ring-text-dark/10"
    >
      <h3 id={headingId} className="flex items-center gap-2 px-1 py-1.5 text-sm font-semibold">
        <span className="truncate">{title}</span>
        <span className="ml-auto text-xs font-normal text-text-dark/60">
          <span className="sr-only">{t('campaigns.board.count')} </span>
          {influencers.length}
        </span>
      </h3>
      <ul
        ref={droppable.setNodeRef}
        aria-label={title}
        className={cx(
          'flex min-h-24 flex-1 flex-col gap-2 rounded-lg p-1',
          droppable.isOver && 'bg-primary-light',
        )}
      >
        {influencers.map((influencer) => (
          <BoardCard
            key={influencer.profileId}
            influencer={influencer}
            status={status}
            defaultCurrency={defaultCurrency}
            isReadOnly={isReadOnly}
            onMove={onMove}
          />
        ))}
        {influencers.length === 0 ? (
          <li className="px-2 py-6 text-center text-xs text-text-dark/50">
            {t('campaigns.board.emptyColumn')}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

type BoardCardProps = {
  influencer: Influencer;
  status: InfluencerStatus;
  defaultCurrency: string;
  isReadOnly: boolean;
  onMove: (influencer: Influencer, status: InfluencerStatus) => void;
};

function BoardCard({ influencer, status, defaultCurrency, isReadOnly, onMove }: BoardCardProps) {
  const { t } = useTranslation();
  const draggable = useDraggable({ id: influencer.profileId, disabled: isReadOnly });
  const username = influencer.platform_username;
  return (
    <li
      ref={draggable.setNodeRef}
      style={{ transform: CSS.Translate.toString(draggable.transform) }}
      className={cx(
        'flex flex-col gap-2 rounded-lg border border-text-dark/10 bg-surface p-2 shadow-sm',
        draggable.isDragging && 'relative z-10 shadow-lg',
      )}
      data-profile-id={influencer.profileId}
    >
      <div className="flex items-start gap-2">
        {isReadOnly ? null : (
          <DragHandle drag={draggable} label={t('campaigns.board.moveCard', { username })} />
        )}
        <div className="min-w-0 flex-1">
          <Link
            to={`/influencers/${influencer.profileId}`}
            className="block truncate text-sm font-semibold text-primary hover:underline"
          >
            @{username}
          </Link>
          {influencer.isDemo ? <DemoBadge /> : null}
          <p className="truncate text-xs text-text-dark/70">
            {[
              t(`platforms.${influencer.platform}`),
              formatMetric(influencer.followers),
              influencer.feeMinor === null
                ? null
                : formatMinor(influencer.feeMinor, influencer.currency ?? defaultCurrency),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {isReadOnly ? null : (
        <SelectField
          label={t('campaigns.influencers.statusOf', { username })}
          value={status}
          onValueChange={(value) => {
            if (isStatus(value)) onMove(influencer, value);
          }}
        >
          {INFLUENCER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`campaigns.influencerStatus.${option}`)}
            </option>
          ))}
        </SelectField>
      )}
    </li>
  );
}
