import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../app/session-store';

export type GuestProfileProps = {
  profile: UserProfile;
};

/** Guests have read-only access, their own profile included: the owner keeps it up to date. */
export function GuestProfile({ profile }: GuestProfileProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('fields.fullName')}</dt>
        <dd>{profile.fullName}</dd>
        <dt className="font-semibold">{t('fields.email')}</dt>
        <dd className="break-all">{profile.email}</dd>
      </dl>
      <p className="text-sm text-text-dark/75">{t('settings.profile.guestNote')}</p>
    </div>
  );
}
