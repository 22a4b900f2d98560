import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { KanbanBoard, type KanbanColumn } from '../../../components/ui/kanban-board';
import { SelectField } from '../../../components/ui/select-field';
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

const profileIdOf = (influencer: Influencer) => influencer.profileId;

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
  const columns = useMemo(
    (): KanbanColumn<Influencer>[] =>
      INFLUENCER_STATUSES.map((status) => ({
        id: status,
        title: t(`campaigns.influencerStatus.${status}`),
        cards: influencers.filter(
          (influencer) => (moving[influencer.profileId] ?? influencer.status) === status,
        ),
      })),
    [influencers, moving, t],
  );

  function move(influencer: Influencer, status: InfluencerStatus) {
    if ((moving[influencer.profileId] ?? influencer.status) === status) return;
    setMoving((current) => ({ ...current, [influencer.profileId]: status }));
    onMove(influencer, status, () =>
      setMoving(({ [influencer.profileId]: _done, ...rest }) => rest),
    );
  }

  return (
    <KanbanBoard
      columns={columns}
      cardId={profileIdOf}
      cardName={(influencer) => `@${influencer.platform_username}`}
      isReadOnly={isReadOnly}
      instructions={t('campaigns.board.instructions')}
      emptyColumnText={t('campaigns.board.emptyColumn')}
      onMove={({ card, toColumnId }) => {
        if (isStatus(toColumnId)) move(card, toColumnId);
      }}
      renderCard={(influencer, { handle, isOverlay }) => (
        <BoardCard
          influencer={influencer}
          status={moving[influencer.profileId] ?? influencer.status}
          defaultCurrency={defaultCurrency}
          handle={handle}
          onMove={isReadOnly || isOverlay ? undefined : move}
        />
      )}
    />
  );
}

type BoardCardProps = {
  influencer: Influencer;
  status: InfluencerStatus;
  defaultCurrency: string;
  handle: ReactNode;
  /** Shows the status select; left out where the card cannot move. */
  onMove?: (influencer: Influencer, status: InfluencerStatus) => void;
};

function BoardCard({ influencer, status, defaultCurrency, handle, onMove }: BoardCardProps) {
  const { t } = useTranslation();
  const username = influencer.platform_username;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-text-dark/10 bg-surface p-2 shadow-sm">
      <div className="flex items-start gap-2">
        {handle}
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
      {onMove ? (
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
      ) : null}
    </div>
  );
}
