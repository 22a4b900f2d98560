import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { QueryView } from '../../../components/ui/query-view';
import { useFormatDate } from '../../../lib/use-format-date';
import { type ThreadMessage, useThread } from '../api';

/** An entry as its thread (`full-outreach-data`): every email sent and every reply or bounce. */
export function EntryThread({
  outreachId,
  name,
  onClose,
}: {
  outreachId: string | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const thread = useThread(outreachId);
  return (
    <Dialog
      isOpen={outreachId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('outreach.thread.title', { name })}
      description={thread.data ? thread.data.sequence.name : ''}
      closeLabel={t('outreach.mailboxes.close')}
      body={
        <QueryView
          query={thread}
          loadingLabel={t('outreach.thread.loading')}
          errorTitle={t('outreach.thread.loadError')}
          canRetry={false}
          isEmpty={(data) => data.messages.length === 0}
          empty={<p className="text-sm text-text-dark/75">{t('outreach.thread.empty')}</p>}
        >
          {(data) => (
            <ol aria-label={t('outreach.thread.messages')} className="flex flex-col gap-3">
              {data.messages.map((message) => (
                <ThreadItem key={message.id} message={message} />
              ))}
            </ol>
          )}
        </QueryView>
      }
    />
  );
}

function ThreadItem({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const incoming = message.direction === 'in';
  return (
    <li
      className={`flex flex-col gap-1 rounded-lg p-3 text-sm ${
        incoming ? 'bg-primary/10' : 'bg-text-dark/5'
      }`}
    >
      <p className="text-xs text-text-dark/70">
        {t(`outreach.thread.kind.${message.status}`, {
          step: (message.step ?? 0) + 1,
          from: message.from,
        })}{' '}
        · <time dateTime={message.at}>{formatDate(message.at, 'dateTime')}</time>
      </p>
      <p className="font-semibold">{message.subject}</p>
      <p className="whitespace-pre-wrap break-words">{message.body}</p>
      {message.error ? <p className="text-danger">{message.error}</p> : null}
    </li>
  );
}
