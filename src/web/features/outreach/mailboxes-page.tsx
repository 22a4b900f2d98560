import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryView } from '../../components/ui/query-view';
import { useFormatDate } from '../../lib/use-format-date';
import { SettingsSection } from '../account';
import { type Mailbox, PAUSE_REASON_VALUES, useMailboxes, useRemoveMailbox } from './api';
import { MailboxForm } from './components/mailbox-form';

/** Settings → Mailboxes: the addresses outreach sends from, with their SMTP and IMAP servers. */
export function MailboxesPage() {
  const { t } = useTranslation();
  const mailboxes = useMailboxes();

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('outreach.mailboxes.title')}
      </h1>
      <p className="mt-1 text-text-dark/70">{t('outreach.mailboxes.intro')}</p>
      <div className="mt-6 flex flex-col gap-6">
        <QueryView
          query={mailboxes}
          loadingLabel={t('outreach.mailboxes.loading')}
          errorTitle={t('outreach.mailboxes.loadError')}
        >
          {(data) => (
            <section aria-label={t('outreach.mailboxes.listLabel')} className="flex flex-col gap-3">
              {data.items.length === 0 ? (
                <p className="text-sm text-text-dark/75">{t('outreach.mailboxes.empty')}</p>
              ) : (
                data.items.map((mailbox) => <MailboxCard key={mailbox.id} mailbox={mailbox} />)
              )}
            </section>
          )}
        </QueryView>
        <SettingsSection
          title={t('outreach.mailboxes.form.title')}
          description={t('outreach.mailboxes.form.intro')}
        >
          <MailboxForm />
        </SettingsSection>
      </div>
    </>
  );
}

function MailboxCard({ mailbox }: { mailbox: Mailbox }) {
  const { t } = useTranslation();
  const remove = useRemoveMailbox();
  const [confirming, setConfirming] = useState(false);
  const formatDate = useFormatDate();
  return (
    <article
      aria-label={mailbox.fromEmail}
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-text-dark/10 bg-white p-4"
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {t('outreach.mailboxes.sender', { name: mailbox.fromName, email: mailbox.fromEmail })}
        </p>
        <p className="text-text-dark/70">
          {t('outreach.mailboxes.servers', {
            smtp: `${mailbox.smtp.host}:${mailbox.smtp.port}`,
            imap: `${mailbox.imap.host}:${mailbox.imap.port}`,
          })}
        </p>
        <p className="text-text-dark/70">
          {t('outreach.mailboxes.sending', {
            cap: mailbox.dailyCap,
            start: mailbox.window.start,
            end: mailbox.window.end,
            zone: mailbox.timeZone,
          })}
        </p>
        {mailbox.status.pausedUntil ? (
          <p className="text-text-dark/70">
            {t('outreach.mailboxes.paused', {
              when: formatDate(mailbox.status.pausedUntil, 'dateTime'),
              why: pauseText(t, mailbox.status.pauseReason),
            })}
          </p>
        ) : null}
        {mailbox.status.inboxError ? (
          <p className="text-danger">
            {t('outreach.mailboxes.inboxError', { reason: mailbox.status.inboxError })}
          </p>
        ) : null}
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('outreach.mailboxes.remove')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('outreach.mailboxes.removeTitle', { email: mailbox.fromEmail })}
        description={t('outreach.mailboxes.removeText')}
        confirmLabel={t('outreach.mailboxes.removeConfirm')}
        cancelLabel={t('outreach.mailboxes.cancel')}
        closeLabel={t('outreach.mailboxes.close')}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(mailbox.id, { onSuccess: () => setConfirming(false) })}
      />
    </article>
  );
}

/** Why sending waits, in words; an unreachable server's own reply as it came. */
function pauseText(t: TFunction, reason: string | null): string {
  const known = PAUSE_REASON_VALUES.find((pause) => pause === reason);
  if (known) return t(`outreach.mailboxes.pause.${known}`);
  return t('outreach.mailboxes.pause.smtp', {
    reason: reason?.replace(/^smtp_unreachable: /, '') ?? '',
  });
}
