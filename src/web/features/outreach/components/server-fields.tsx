import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type CreateMailboxInput, MAIL_SECURITY_VALUES, type MailSecurity } from '../api';

/** A server as the form holds it: the port as typed. */
export type ServerDraft = Omit<CreateMailboxInput['smtp'], 'port'> & { port: string };

/** The usual port of each security, filled in when the user switches it. */
export const DEFAULT_PORTS: Record<'smtp' | 'imap', Record<MailSecurity, string>> = {
  smtp: { tls: '465', starttls: '587', none: '25' },
  imap: { tls: '993', starttls: '143', none: '143' },
};

/** Host, port, security, user and password of one mail server (SMTP or IMAP). */
export function ServerFields({
  protocol,
  value,
  onChange,
  error,
}: {
  protocol: 'smtp' | 'imap';
  value: ServerDraft;
  onChange: (value: ServerDraft) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<ServerDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t(`outreach.mailboxes.form.${protocol}`)}</legend>
      <TextField
        label={t('outreach.mailboxes.form.host')}
        value={value.host}
        onValueChange={(host) => set({ host })}
        placeholder={t('outreach.mailboxes.form.hostPlaceholder', { protocol })}
        error={error}
        required
      />
      <SelectField
        label={t('outreach.mailboxes.form.security')}
        value={value.security}
        onValueChange={(security) =>
          set({
            security: security as MailSecurity,
            port: DEFAULT_PORTS[protocol][security as MailSecurity],
          })
        }
      >
        {MAIL_SECURITY_VALUES.map((security) => (
          <option key={security} value={security}>
            {t(`outreach.mailboxes.security.${security}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('outreach.mailboxes.form.port')}
        inputMode="numeric"
        value={value.port}
        onValueChange={(port) => set({ port })}
        required
      />
      <TextField
        label={t('outreach.mailboxes.form.user')}
        autoComplete="off"
        value={value.user}
        onValueChange={(user) => set({ user })}
        required
      />
      <PasswordField
        label={t('outreach.mailboxes.form.password')}
        purpose="new"
        hint={t('outreach.mailboxes.form.passwordHint')}
        value={value.password}
        onValueChange={(password) => set({ password })}
        required
      />
    </fieldset>
  );
}
