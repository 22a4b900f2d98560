import { useTranslation } from 'react-i18next';
import { timeZoneOrDefault } from '../../../common/time-zone';
import { useSessionStore } from '../../app/session-store';
import { Spinner } from '../../components/ui/spinner';
import { useMe } from './api';
import { GuestProfile } from './components/guest-profile';
import { PasswordForm } from './components/password-form';
import { ProfileForm } from './components/profile-form';
import { SettingsSection } from './components/settings-section';
import { SurveyForm } from './components/survey-form';
import { TimeZoneForm } from './components/time-zone-form';
import { UsageList } from './components/usage-list';

export function SettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const storedProfile = useSessionStore((state) => state.profile);
  // The forms start from the full profile (GET me), not the basics the sign-in answer gave.
  const profile = me.data ? storedProfile : null;
  const userId = profile?._id;

  function renderProfile() {
    if (me.isError && !profile) return <p role="alert">{t('settings.profileLoadError')}</p>;
    if (!profile || !userId) return <Spinner label={t('shell.loading')} />;
    if (profile.role === 'guest') return <GuestProfile profile={profile} />;
    return (
      <ProfileForm key={userId} profile={profile} canEditOrganization={profile.role === 'owner'} />
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('settings.title')}</h1>
      <div className="mt-6 flex flex-col gap-6">
        <SettingsSection title={t('settings.profile.title')}>{renderProfile()}</SettingsSection>
        <SettingsSection
          title={t('settings.timeZone.title')}
          description={t('settings.timeZone.description')}
        >
          {!profile || !userId ? (
            <Spinner label={t('shell.loading')} />
          ) : profile.role === 'guest' ? (
            <p className="text-sm text-text-dark/75">
              {t('settings.timeZone.guestNote', { zone: timeZoneOrDefault(profile.timeZone) })}
            </p>
          ) : (
            <TimeZoneForm key={userId} timeZone={profile.timeZone} />
          )}
        </SettingsSection>
        {/* Guests are read-only, their password included: the server refuses their change. */}
        {profile?.role === 'guest' ? null : (
          <SettingsSection title={t('settings.password.title')}>
            {profile?.email ? (
              <PasswordForm email={profile.email} fullName={profile.fullName} />
            ) : (
              <Spinner label={t('shell.loading')} />
            )}
          </SettingsSection>
        )}
        {profile?.role === 'owner' ? (
          <SettingsSection
            title={t('settings.survey.title')}
            description={t('settings.survey.description')}
          >
            <SurveyForm
              key={userId}
              surveyData={profile.orgInfo?.surveyData}
              isAnswered={profile.orgInfo?.surveyStatus === true}
            />
          </SettingsSection>
        ) : null}
        <SettingsSection
          title={t('settings.usage.title')}
          description={t('settings.usage.description')}
        >
          <UsageList />
        </SettingsSection>
      </div>
    </>
  );
}
