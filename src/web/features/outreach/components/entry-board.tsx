import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { OUTREACH_STAGES } from '../../../../common/product-labels';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { KanbanBoard } from '../../../components/ui/kanban-board';
import { QueryView } from '../../../components/ui/query-view';
import { SelectField } from '../../../components/ui/select-field';
import { UpgradeLink } from '../../../components/ui/upgrade-link';
import { stageLabel } from '../../../lib/product-labels';
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
import { type EntryDone, entryDoneText } from './entry-toasts';

/** Stages a user can move entries to besides their status; their columns are always there. */
const STAGES = OUTREACH_STAGES.map((stage) => stage.name);
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

const CARD_CLASS_NAME = 'flex flex-col gap-2 rounded-lg bg-white p-3 text-sm shadow-sm';

const outreachIdOf = (entry: OutreachEntry) => entry.outreachId;

/**
 * The kanban (`kanban-data`): a column per status, then the user's stages, scrolling sideways.
 * An entry moves to a stage with its stage select (any keyboard) or by dragging its handle
 * (pointer, or Space and arrows).
 */
export function EntryBoard() {
  const { t } = useTranslation();
  const board = useKanban();
  const setStage = useSetStage();
  return (
    <QueryView
      query={board}
      loadingLabel={t('outreach.entries.loading')}
      errorTitle={t('outreach.entries.loadError')}
      isEmpty={(data) => data.columns.every((column) => column.total === 0)}
      empty={<p className="text-sm text-text-dark/75">{t('outreach.entries.empty')}</p>}
    >
      {(data) => (
        <KanbanBoard
          columns={withStageColumns(data.columns).map((column) => ({
            id: column.key,
            title: columnTitle(t, column.key),
            cards: column.entries,
            count: column.total,
          }))}
          cardId={outreachIdOf}
          cardName={entryName}
          canDrop={(entry, columnKey) => stageForDrop(entry, columnKey) !== undefined}
          instructions={t('outreach.board.instructions')}
          emptyColumnText={t('outreach.board.emptyColumn')}
          onMove={({ card, toColumnId }) => {
            const stage = stageForDrop(card, toColumnId);
            if (stage !== undefined && stage !== card.stage) {
              setStage.mutate({ outreachId: card.outreachId, stage });
            }
          }}
          renderCard={(entry, { handle, isOverlay }) =>
            isOverlay ? (
              <div className={CARD_CLASS_NAME}>
                <EntryFace entry={entry} handle={null} />
              </div>
            ) : (
              <EntryCard entry={entry} handle={handle} />
            )
          }
        />
      )}
    </QueryView>
  );
}

const entryName = (entry: OutreachEntry) => (entry.username ? `@${entry.username}` : entry.email);

function columnTitle(t: TFunction, key: string): string {
  if (key.startsWith(STAGE_PREFIX)) return stageLabel(t, key.slice(STAGE_PREFIX.length));
  return t(`outreach.entries.status.${key as EntryStatus}`);
}

/** The entry's name and address: the card's top, and all of the copy that follows the pointer. */
function EntryFace({ entry, handle }: { entry: OutreachEntry; handle: ReactNode }) {
  const name = entryName(entry);
  return (
    <>
      <div className="flex items-center gap-2">
        {handle}
        <p className="min-w-0 truncate font-semibold">{name}</p>
      </div>
      <p className="truncate text-text-dark/70">{entry.email}</p>
    </>
  );
}

function EntryCard({ entry, handle }: { entry: OutreachEntry; handle: ReactNode }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const replied = useMarkReplied();
  const restart = useRestartEntry();
  const setStage = useSetStage();
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  const [threadOpen, setThreadOpen] = useState(false);
  const name = entryName(entry);
  // A drop needs no toast: the card lands where it was dropped, as on every board. The select
  // and buttons move or change a card away from the pointer, so they say what happened.
  const confirm = (request: Promise<unknown>, done: EntryDone) =>
    confirmDone(t, request, name, done);
  return (
    <article aria-label={name} className={CARD_CLASS_NAME}>
      <EntryFace entry={entry} handle={handle} />
      {entry.nextSendAt && entry.nextStep !== null ? (
        <p className="text-text-dark/70">
          {t('outreach.entries.next', {
            step: entry.nextStep + 1,
            when: formatDate(entry.nextSendAt, 'dateTime'),
          })}
        </p>
      ) : null}
      {entry.reason ? <EntryReason reason={entry.reason} /> : null}
      {entry.status === 'unconfirmed' ? (
        <UnconfirmedStep outreachId={entry.outreachId} name={name} />
      ) : null}
      <SelectField
        label={t('outreach.entries.stage')}
        value={entry.stage ?? ''}
        onValueChange={(value) => {
          const stage = value || null;
          confirm(setStage.mutateAsync({ outreachId: entry.outreachId, stage }), {
            kind: 'stage',
            stage,
          });
        }}
      >
        <option value="">{t('outreach.entries.noStage')}</option>
        {[...new Set([...STAGES, ...(entry.stage ? [entry.stage] : [])])].map((stage) => (
          <option key={stage} value={stage}>
            {stageLabel(t, stage)}
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
            onClick={() => confirm(replied.mutateAsync(entry.outreachId), { kind: 'replied' })}
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
          confirm(
            restart.mutateAsync(entry.outreachId).then(() => setConfirmingRestart(false)),
            { kind: 'restarted' },
          )
        }
      />
    </article>
  );
}

/**
 * Toasts once the request succeeds. Awaited rather than a `mutate` callback, which would not run:
 * the refetched board moves the card to another column, remounting it. A failure was already
 * shown by the API client.
 */
function confirmDone(t: TFunction, request: Promise<unknown>, name: string, done: EntryDone) {
  request.then(
    () => toast.success(entryDoneText(t, name, done)),
    () => {},
  );
}

/** A step that may have been sent: the person checks and decides; nothing is resent until then. */
function UnconfirmedStep({ outreachId, name }: { outreachId: string; name: string }) {
  const { t } = useTranslation();
  const resolve = useResolveUnconfirmed();
  const decide = (decision: 'markSent' | 'send') =>
    confirmDone(t, resolve.mutateAsync({ outreachId, decision }), name, { kind: decision });
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-text-dark/80">{t('outreach.entries.unconfirmed')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          isPending={resolve.isPending && resolve.variables?.decision === 'markSent'}
          onClick={() => decide('markSent')}
        >
          {t('outreach.entries.markSent')}
        </Button>
        <Button
          variant="secondary"
          isPending={resolve.isPending && resolve.variables?.decision === 'send'}
          onClick={() => decide('send')}
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
  if (reason !== ALLOWANCE_REASON) return <p className="break-words text-danger">{reason}</p>;
  return (
    <div className="flex flex-col items-start gap-1">
      <p className="text-danger">{t('outreach.entries.allowancePaused')}</p>
      <UpgradeLink className={buttonClassName('secondary')}>
        {t('outreach.entries.upgrade')}
      </UpgradeLink>
    </div>
  );
}
