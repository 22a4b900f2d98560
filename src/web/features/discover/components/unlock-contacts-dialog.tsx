import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import type { UnlockedContacts } from '../api';

export type UnlockContactsDialogProps = {
  username: string | null;
  contacts: UnlockedContacts | null;
  onClose: () => void;
};

/** What an unlock revealed: the creator's emails and phones, as links the user can act on. */
export function UnlockContactsDialog({ username, contacts, onClose }: UnlockContactsDialogProps) {
  const { t } = useTranslation();
  const isEmpty = contacts !== null && contacts.emails.length === 0 && contacts.phones.length === 0;
  return (
    <Dialog
      isOpen={username !== null && contacts !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('discover.contacts.title', { username: username ?? '' })}
      description={isEmpty ? t('discover.contacts.none') : t('discover.contacts.description')}
      closeLabel={t('dialog.close')}
      body={
        contacts && !isEmpty ? (
          <dl className="space-y-4 text-sm">
            {contacts.emails.length > 0 ? (
              <div>
                <dt className="font-semibold">{t('discover.contacts.emails')}</dt>
                <dd>
                  <ul className="mt-1 space-y-1">
                    {contacts.emails.map((email) => (
                      <li key={email}>
                        <a href={`mailto:${email}`} className="break-all text-primary underline">
                          {email}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {contacts.phones.length > 0 ? (
              <div>
                <dt className="font-semibold">{t('discover.contacts.phones')}</dt>
                <dd>
                  <ul className="mt-1 space-y-1">
                    {contacts.phones.map((phone) => (
                      <li key={phone}>
                        <a
                          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                          className="text-primary underline"
                        >
                          {phone}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : undefined
      }
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('discover.contacts.done')}</Button>
      </DialogClose>
    </Dialog>
  );
}
