import { useTranslation } from 'react-i18next';
import { activityText } from '../../../lib/activity-text';
import { useFormatDate } from '../../../lib/use-format-date';
import { useProfileAction } from '../api';
import type { ProfileDetail } from '../types';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { DetailSection } from './detail-section';

export type ActivitySectionProps = { profile: ProfileDetail; isReadOnly: boolean };

export function ActivitySection({ profile, isReadOnly }: ActivitySectionProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const remove = useProfileAction(profile.profileId);

  return (
    <DetailSection title={t('profiles.activity.title')}>
      {profile.activities.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('profiles.activity.empty')}</p>
      ) : (
        <ol className="flex flex-col">
          {profile.activities.map((entry) => {
            const message = activityText(entry.message, t, i18n.language);
            return (
              <li
                key={entry._id}
                className="flex items-start gap-2 border-t border-text-dark/10 py-2 first:border-t-0"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm">{message}</p>
                  <p className="text-xs text-text-dark/70">
                    {formatDate(entry.createdAt, 'dateTime')}
                    {entry.userName ? ` · ${entry.userName}` : ''}
                  </p>
                </div>
                {isReadOnly ? null : (
                  <ConfirmRemoveButton
                    label={t('profiles.activity.remove', { message })}
                    title={t('profiles.activity.removeTitle')}
                    description={message}
                    isPending={remove.isPending}
                    onConfirm={(done) =>
                      remove.mutate(
                        { action: 'removeActivity', activityId: entry._id },
                        { onSuccess: done },
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
