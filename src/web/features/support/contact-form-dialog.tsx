import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSessionStore } from '../../app/session-store';
import { useUiStore } from '../../app/ui-store';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { FieldFrame } from '../../components/ui/field-frame';
import { inputClassName } from '../../components/ui/field-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-error';
import { useCreateTicket } from './api';
import {
  ATTACHMENT_ACCEPT,
  MESSAGE_MAX,
  SUBJECT_MAX,
  type TicketField,
  type TicketProblem,
  ticketProblems,
} from './ticket-form';

/**
 * The contact form popup (SPEC 2, `contactForm`): subject, message and an optional screenshot,
 * sent with the page it was opened on. What was typed stays until it is sent, also when the
 * popup is closed and opened again or sending fails.
 */
export function ContactFormDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.contactForm);
  const setFlag = useUiStore((state) => state.setFlag);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const email = useSessionStore((state) => state.profile?.email);
  const createTicket = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [problems, setProblems] = useState<Partial<Record<TicketField, TicketProblem>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const problemText = (field: TicketField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return t(`support.errors.${problem}`, {
      max: field === 'subject' ? SUBJECT_MAX : MESSAGE_MAX,
    });
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = ticketProblems({ subject, message, file });
    setProblems(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    createTicket.mutate(
      // Mounted beside the router, so the page comes from the address bar.
      { subject, message, page: `${window.location.pathname}${window.location.search}`, file },
      {
        onSuccess: (ticket) => {
          toast.success(t('support.sent', { email: ticket.replyTo }));
          setSubject('');
          setMessage('');
          setFile(null);
          setFileInputKey((key) => key + 1);
          setFlag('contactForm', false);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : null;
          if (field === 'subject' || field === 'message' || field === 'file') {
            setProblems({ [field]: 'required' });
          }
          setFormError(error instanceof ApiError ? error.message : t('errors.generic'));
        },
      },
    );
  }

  return (
    <Dialog
      isOpen={isOpen && isLoggedIn}
      onOpenChange={(isNowOpen) => setFlag('contactForm', isNowOpen)}
      title={t('support.title')}
      description={t('support.description', { email: email ?? '' })}
      closeLabel={t('dialog.close')}
      body={
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('support.subject')}
            value={subject}
            onValueChange={setSubject}
            error={problemText('subject')}
            maxLength={SUBJECT_MAX}
            required
          />
          <FieldFrame label={t('support.message')} error={problemText('message')}>
            {(control) => (
              <textarea
                {...control}
                value={message}
                maxLength={MESSAGE_MAX}
                rows={6}
                required
                onChange={(event) => setMessage(event.target.value)}
                className={inputClassName('w-full')}
              />
            )}
          </FieldFrame>
          <FieldFrame
            label={t('support.file')}
            hint={t('support.fileHint')}
            error={problems.file ? t('support.errors.fileTooLarge') : undefined}
            optionalText={t('fields.optional')}
          >
            {(control) => (
              <input
                {...control}
                key={fileInputKey}
                type="file"
                accept={ATTACHMENT_ACCEPT}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="text-sm"
              />
            )}
          </FieldFrame>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">{t('dialog.cancel')}</Button>
            </DialogClose>
            <SubmitButton isPending={createTicket.isPending}>{t('support.send')}</SubmitButton>
          </div>
        </form>
      }
    />
  );
}
