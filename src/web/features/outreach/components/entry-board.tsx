import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/ui-store';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../lib/use-format-date';
import {
  type EntryStatus,
  type KanbanColumn,
  type OutreachEntry,
  useKanban,
  useMarkReplied,
  useRestartEntry,
  useSetStage,
} from '../api';
import { EntryThread } from './entry-thread';

/** The reason the sender gives entries it paused for an exhausted outreachEmails allowance. */
const ALLOWANCE_REASON = 'outreach_emails_exhausted';

/** Stages a user can move entries to besides their status; columns appear once used. */
const STAGES = ['Interested', 'Declined'];

/** The kanban (`kanban-data`): a column per status, then the user's stages, scrolling sideways. */
export function EntryBoard() {
  const { t } = useTranslation();
  const board = useKanban();
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
  return (
    <div className="flex gap-3 overflow-x-auto pb-2">
      {board.data.columns.map((column) => (
        <BoardColumn key={column.key} column={column} />
      ))}
    </div>
  );
}

function columnTitle(t: TFunction, key: string): string {
  if (key.startsWith('stage:')) return key.slice('stage:'.length);
  return t(`outreach.entries.status.${key as EntryStatus}`);
}

function BoardColumn({ column }: { column: KanbanColumn }) {
  const { t } = useTranslation();
  const title = columnTitle(t, column.key);
  return (
    <section
      aria-label={t('outreach.entries.column', { title, count: column.total })}
      className="flex w-64 shrink-0 flex-col gap-2 rounded-xl bg-text-dark/5 p-3"
    >
      <h3 className="text-sm font-semibold">
        {title} <span className="text-text-dark/60">{column.total}</span>
      </h3>
      {column.entries.map((entry) => (
        <EntryCard key={entry.outreachId} entry={entry} />
      ))}
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
  const name = entry.username ? `@${entry.username}` : entry.email;
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-2 rounded-lg bg-white p-3 text-sm shadow-sm"
    >
      <p className="truncate font-semibold">{name}</p>
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
