import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONTACT_CHANNELS, type ContactChannel } from '../../../../common/api/profiles';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormatDate } from '../../../lib/use-format-date';
import { AllowanceNote, useAllowance } from '../../account';
import { useCollectContacts, useProfileAction } from '../api';
import { contactsUnlockedText } from '../profile-toasts';
import type { ProfileDetail } from '../types';
import { DetailSection } from './detail-section';

export type ContactsSectionProps = { profile: ProfileDetail; isReadOnly: boolean };

/** Emails and phones (collected from the bank), and a log of when the creator was contacted. */
export function ContactsSection({ profile, isReadOnly }: ContactsSectionProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const collect = useCollectContacts(profile.profileId);
  const action = useProfileAction(profile.profileId);
  const [channel, setChannel] = useState<ContactChannel>('email');
  const [note, setNote] = useState('');
  // Contacts from the bank mean the creator is unlocked: collecting again is free.
  const hasBankContacts = profile.contacts.some((contact) => contact.source === 'bank');
  const unlockAllowance = useAllowance('contactUnlocks', {
    isEnabled: !isReadOnly && !hasBankContacts,
  });

  function handleLog(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.isPending) return;
    action.mutate(
      { action: 'contact', channel, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          toast.success(t('profiles.contacts.logged'));
        },
      },
    );
  }

  return (
    <DetailSection
      title={t('profiles.contacts.title')}
      actions={
        isReadOnly ? null : (
          <Button
            variant="secondary"
            isPending={collect.isPending}
            onClick={() =>
              collect.mutate(undefined, {
                onSuccess: (unlocked) => {
                  const found = unlocked.contacts.filter((contact) => contact.source === 'bank');
                  toast.success(contactsUnlockedText(t, found.length));
                },
              })
            }
          >
            {t('profiles.contacts.collect')}
          </Button>
        )
      }
    >
      {isReadOnly || hasBankContacts ? null : (
        // Collecting is a contact unlock: its cost is said before the click.
        <AllowanceNote metric="contactUnlocks" allowance={unlockAllowance} className="mb-2" />
      )}
      {profile.contacts.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('profiles.contacts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {profile.contacts.map((contact) => (
            <li key={`${contact.kind}:${contact.value}`}>
              <span className="font-semibold">{t(`profiles.contacts.kind.${contact.kind}`)}:</span>{' '}
              <a
                href={contact.kind === 'email' ? `mailto:${contact.value}` : `tel:${contact.value}`}
                className="text-primary hover:underline"
              >
                {contact.value}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-text-dark/70">
        {profile.lastContactedAt
          ? t('profiles.contacts.lastContacted', {
              date: formatDate(profile.lastContactedAt, 'dateTime'),
            })
          : t('profiles.contacts.neverContacted')}
      </p>
      {isReadOnly ? null : (
        <form onSubmit={handleLog} className="mt-3 flex flex-wrap items-end gap-2">
          <SelectField
            label={t('profiles.contacts.channel')}
            value={channel}
            onValueChange={(value) => setChannel(value as ContactChannel)}
          >
            {CONTACT_CHANNELS.map((option) => (
              <option key={option} value={option}>
                {t(`profiles.contacts.channels.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('profiles.contacts.note')}
            optionalText={t('profiles.detail.optional')}
            value={note}
            onValueChange={setNote}
            maxLength={2000}
            className="min-w-48 flex-1"
          />
          <Button isSubmit isPending={action.isPending}>
            {t('profiles.contacts.log')}
          </Button>
        </form>
      )}
    </DetailSection>
  );
}
