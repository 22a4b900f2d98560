import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotifiedType,
} from '../../../common/api/notifications';
import { selectIsGuest, useSessionStore } from '../../app/session-store';
import { QueryView } from '../../components/ui/query-view';
import { SelectField } from '../../components/ui/select-field';
import { SettingsSection } from '../account';
import { useNotificationPreferences, useSaveNotificationPreference } from './api';

const TYPE_KEYS: Record<NotifiedType, string> = {
  'report.ready': 'reportReady',
  'report.failed': 'reportFailed',
  'post.failed': 'postFailed',
  'member.joined': 'memberJoined',
  'usage.near_limit': 'usageNearLimit',
  'usage.limit_reached': 'usageLimitReached',
};

/** Settings → Notifications: for each kind, the bell, an email, both or nothing. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const isGuest = useSessionStore(selectIsGuest);
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('notifications.preferences.title')}
      </h1>
      <p className="mt-1 text-text-dark/70">{t('notifications.preferences.intro')}</p>
      <div className="mt-6">
        {isGuest ? (
          <p className="text-text-dark/75">{t('notifications.preferences.guests')}</p>
        ) : (
          <SettingsSection
            title={t('notifications.preferences.sectionTitle')}
            description={t('notifications.preferences.emailHint')}
          >
            <PreferenceFields />
          </SettingsSection>
        )}
      </div>
    </>
  );
}

function PreferenceFields() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreference();

  return (
    <QueryView
      query={preferences}
      loadingLabel={t('notifications.preferences.loading')}
      errorTitle={t('notifications.preferences.loadError')}
      canRetry={false}
    >
      {({ items }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          {items.map(({ type, channel }) => (
            <SelectField
              key={type}
              label={t(
                `notifications.preferences.types.${TYPE_KEYS[type]}` as 'notifications.preferences.types.reportReady',
              )}
              value={channel}
              disabled={save.isPending && save.variables?.type === type}
              onValueChange={(value) =>
                save.mutate(
                  { type, channel: value as NotificationChannel },
                  { onSuccess: () => toast.success(t('notifications.preferences.saved')) },
                )
              }
            >
              {NOTIFICATION_CHANNELS.map((option) => (
                <option key={option} value={option}>
                  {t(`notifications.preferences.channels.${option}`)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      )}
    </QueryView>
  );
}
