import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { combineQueries, QueryView } from '../../components/ui/query-view';
import { textLinkClassName } from '../../components/ui/text-link-styles';
import { SettingsSection } from '../account';
import { type Mailbox, type Sequence, useDeleteSequence, useMailboxes, useSequences } from './api';
import { AddCreators } from './components/add-creators';
import { EntryBoard } from './components/entry-board';
import { SequenceEditor } from './components/sequence-editor';

/** Outreach: the organization's sequences, written and previewed here; a mailbox comes first. */
export function SequencesPage() {
  const { t } = useTranslation();
  const mailboxes = useMailboxes();
  const sequences = useSequences();
  // null: the list; 'new' or a sequence: the editor.
  const [editing, setEditing] = useState<Sequence | 'new' | null>(null);

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('outreach.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('outreach.intro')}</p>
      <div className="mt-6 flex flex-col gap-4">
        <QueryView
          query={combineQueries(mailboxes, sequences)}
          loadingLabel={t('outreach.sequences.loading')}
          errorTitle={t('outreach.sequences.loadError')}
          isEmpty={([boxes]) => boxes.items.length === 0}
          empty={
            <div className="rounded-xl border border-dashed border-text-dark/20 p-6">
              <h2 className="font-semibold">{t('outreach.noMailbox.title')}</h2>
              <p className="mt-1 text-sm text-text-dark/75">{t('outreach.noMailbox.text')}</p>
              <Link to="/settings/mailboxes" className={textLinkClassName('mt-3 inline-block')}>
                {t('outreach.noMailbox.action')}
              </Link>
            </div>
          }
        >
          {([boxes, list]) =>
            editing ? (
              <SequenceEditor
                key={editing === 'new' ? 'new' : editing.id}
                sequence={editing === 'new' ? null : editing}
                mailboxes={boxes.items}
                onDone={() => setEditing(null)}
              />
            ) : (
              <>
                <SequenceList
                  sequences={list.items}
                  mailboxes={boxes.items}
                  onNew={() => setEditing('new')}
                  onEdit={setEditing}
                />
                {list.items.length > 0 ? (
                  <SettingsSection
                    title={t('outreach.entries.addTitle')}
                    description={t('outreach.entries.addIntro')}
                  >
                    <AddCreators sequences={list.items} />
                  </SettingsSection>
                ) : null}
                <section aria-labelledby="outreach-board" className="flex flex-col gap-3">
                  <h2 id="outreach-board" className="text-lg font-semibold">
                    {t('outreach.entries.boardTitle')}
                  </h2>
                  <p className="text-sm text-text-dark/70">{t('outreach.entries.sending')}</p>
                  <EntryBoard />
                </section>
              </>
            )
          }
        </QueryView>
      </div>
    </>
  );
}

function SequenceList({
  sequences,
  mailboxes,
  onNew,
  onEdit,
}: {
  sequences: Sequence[];
  mailboxes: Mailbox[];
  onNew: () => void;
  onEdit: (sequence: Sequence) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSequence();
  const [deleting, setDeleting] = useState<Sequence | null>(null);
  const senderOf = (id: string | null) =>
    mailboxes.find((mailbox) => mailbox.id === id)?.fromEmail ?? t('outreach.sequences.noSender');

  return (
    <section aria-label={t('outreach.sequences.listLabel')} className="flex flex-col gap-3">
      <Button className="self-start" onClick={onNew}>
        {t('outreach.sequences.new')}
      </Button>
      {sequences.length === 0 ? (
        <p className="text-sm text-text-dark/75">{t('outreach.sequences.empty')}</p>
      ) : (
        sequences.map((sequence) => (
          <article
            key={sequence.id}
            aria-label={sequence.name}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-text-dark/10 bg-white p-4"
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold">{sequence.name}</p>
              <p className="text-text-dark/70">
                {t('outreach.sequences.summary', {
                  count: sequence.steps.length,
                  sender: senderOf(sequence.mailboxId),
                })}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => onEdit(sequence)}>
                {t('outreach.sequences.edit')}
              </Button>
              <Button variant="secondary" onClick={() => setDeleting(sequence)}>
                {t('outreach.sequences.delete')}
              </Button>
            </div>
          </article>
        ))
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t('outreach.sequences.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('outreach.sequences.deleteText')}
        confirmLabel={t('outreach.sequences.delete')}
        cancelLabel={t('outreach.mailboxes.cancel')}
        closeLabel={t('outreach.mailboxes.close')}
        isPending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </section>
  );
}
