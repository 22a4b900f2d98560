import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import {
  type CreateMailboxInput,
  useConnectMailbox,
  useConnectWhitelabelMailbox,
  useWhitelabelSender,
} from '../api';
import { DEFAULT_PORTS, type ServerDraft, ServerFields } from './server-fields';

const emptyServer = (protocol: 'smtp' | 'imap'): ServerDraft => ({
  host: '',
  port: DEFAULT_PORTS[protocol].tls,
  security: 'tls',
  user: '',
  password: '',
});

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Vienna';
}

/**
 * Connects a mailbox. The server logs in to both servers before saving: a refusal is shown here,
 * next to the server that refused, and what was typed stays.
 */
export function MailboxForm() {
  const { t } = useTranslation();
  const ownConnect = useConnectMailbox();
  const whitelabelConnect = useConnectWhitelabelMailbox();
  const whitelabel = useWhitelabelSender().data?.sender ?? null;
  const [viaWhitelabel, setViaWhitelabel] = useState(false);
  const usesWhitelabel = viaWhitelabel && whitelabel !== null;
  const connect = usesWhitelabel ? whitelabelConnect : ownConnect;
  const [fromName, setFromName] = useState('');
  const [fromEmail, setFromEmail] = useState('');
  const [smtp, setSmtp] = useState(() => emptyServer('smtp'));
  const [imap, setImap] = useState(() => emptyServer('imap'));
  const [dailyCap, setDailyCap] = useState('50');
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('18:00');
  const [timeZone, setTimeZone] = useState(browserTimeZone);

  const failure = connect.error instanceof ApiError ? connect.error : null;
  const fieldError = (field: string) =>
    failure?.fields.find((candidate) => candidate.field === field)?.message;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const server = (draft: ServerDraft) => ({ ...draft, port: Number(draft.port) });
    const input: CreateMailboxInput = {
      fromName: fromName.trim(),
      fromEmail: fromEmail.trim(),
      smtp: server(smtp),
      imap: server(imap),
      dailyCap: Number(dailyCap),
      window: { start, end },
      timeZone: timeZone.trim(),
    };
    const done = {
      onSuccess: () => {
        toast.success(t('outreach.mailboxes.connected'));
        setSmtp(emptyServer('smtp'));
        setImap(emptyServer('imap'));
        setFromName('');
        setFromEmail('');
      },
    };
    if (usesWhitelabel) {
      const { fromName: _name, fromEmail: _email, smtp: _smtp, ...rest } = input;
      whitelabelConnect.mutate(rest, done);
    } else ownConnect.mutate(input, done);
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-6">
      {whitelabel ? (
        <CheckboxField
          label={t('outreach.mailboxes.form.viaWhitelabel', {
            name: whitelabel.fromName,
            email: whitelabel.fromEmail,
          })}
          hint={t('outreach.mailboxes.form.viaWhitelabelHint')}
          isChecked={viaWhitelabel}
          onCheckedChange={setViaWhitelabel}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('outreach.mailboxes.form.fromName')}
          value={usesWhitelabel ? whitelabel.fromName : fromName}
          onValueChange={setFromName}
          error={fieldError('fromName')}
          disabled={usesWhitelabel}
          required
        />
        <TextField
          label={t('outreach.mailboxes.form.fromEmail')}
          type="email"
          value={usesWhitelabel ? whitelabel.fromEmail : fromEmail}
          onValueChange={setFromEmail}
          error={fieldError('fromEmail')}
          disabled={usesWhitelabel}
          required
        />
      </div>
      {usesWhitelabel ? null : (
        <ServerFields protocol="smtp" value={smtp} onChange={setSmtp} error={fieldError('smtp')} />
      )}
      {usesWhitelabel && fieldError('smtp') ? <FormAlert>{fieldError('smtp')}</FormAlert> : null}
      <ServerFields protocol="imap" value={imap} onChange={setImap} error={fieldError('imap')} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('outreach.mailboxes.form.sending')}</legend>
        <TextField
          label={t('outreach.mailboxes.form.dailyCap')}
          inputMode="numeric"
          hint={t('outreach.mailboxes.form.dailyCapHint')}
          value={dailyCap}
          onValueChange={setDailyCap}
          error={fieldError('dailyCap')}
        />
        <TextField
          label={t('outreach.mailboxes.form.timeZone')}
          value={timeZone}
          onValueChange={setTimeZone}
          error={fieldError('timeZone')}
        />
        <TextField
          label={t('outreach.mailboxes.form.windowStart')}
          type="time"
          value={start}
          onValueChange={setStart}
        />
        <TextField
          label={t('outreach.mailboxes.form.windowEnd')}
          type="time"
          value={end}
          onValueChange={setEnd}
          error={fieldError('window.end')}
        />
      </fieldset>
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      <SubmitButton isPending={connect.isPending} className="self-start">
        {connect.isPending
          ? t('outreach.mailboxes.form.testing')
          : t('outreach.mailboxes.form.submit')}
      </SubmitButton>
    </form>
  );
}
