import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useEmailConnectLink } from '../api';
import { failureMessage } from '../connect-rules';

export type EmailLinkFormProps = {
  id: string;
  profileId: string;
  expiresInDays: number;
  /** The creator's email contact, if the profile has one. */
  defaultEmail: string | null;
  /** Mailing makes a new link, so a live one stops working: the form says so. */
  hasLiveLink: boolean;
  onDone: () => void;
};

/** Mails a connect link to the creator; a refused address is shown next to the field. */
export function EmailLinkForm({
  id,
  profileId,
  expiresInDays,
  defaultEmail,
  hasLiveLink,
  onDone,
}: EmailLinkFormProps) {
  const { t } = useTranslation();
  const send = useEmailConnectLink(profileId);
  const [email, setEmail] = useState(defaultEmail ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  // Opened by a button: the address is what the member came to check or type.
  useEffect(() => inputRef.current?.focus(), []);
  const failure = send.error instanceof ApiError ? send.error : null;
  const fieldError = failure?.fields.find((field) => field.field === 'email')?.message;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    send.mutate(
      { email: address, expiresInDays },
      {
        onSuccess: () => {
          toast.success(t('connect.member.emailSent', { email: address }));
          onDone();
        },
      },
    );
  }

  return (
    <form
      id={id}
      onSubmit={handleSubmit}
      aria-label={t('connect.member.emailFormLabel')}
      className="flex flex-col gap-3 rounded-lg bg-app-background p-3"
    >
      <TextField
        ref={inputRef}
        label={t('connect.member.emailLabel')}
        type="email"
        required
        autoComplete="off"
        maxLength={254}
        value={email}
        onValueChange={setEmail}
        hint={hasLiveLink ? t('connect.member.emailReplaces') : undefined}
        error={fieldError}
      />
      {send.isError && !fieldError ? (
        <FormAlert>{failureMessage(send.error, t('connect.errors.generic'))}</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={send.isPending}>{t('connect.member.emailSend')}</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {t('connect.member.emailCancel')}
        </Button>
      </div>
    </form>
  );
}
