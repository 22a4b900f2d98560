import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { activityText } from '../../lib/activity-text';
import { useFormatDate } from '../../lib/use-format-date';
import type { DashboardActivity } from '../profiles';

export type RecentActivityCardProps = { activity: readonly DashboardActivity[] };

export function RecentActivityCard({ activity }: RecentActivityCardProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className="md:col-span-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('dashboard.activity.title')}
      </h2>
      {activity.length === 0 ? (
        <p className="mt-3 text-sm text-text-dark/70">{t('dashboard.activity.empty')}</p>
      ) : (
        <ol className="mt-3 flex flex-col">
          {activity.map((entry) => (
            <li key={entry._id} className="border-t border-text-dark/10 py-2 first:border-t-0">
              <p className="text-sm">
                <Link
                  to={`/influencers/${entry.profileId}`}
                  className="font-semibold text-primary hover:underline"
                >
                  @{entry.platform_username}
                </Link>{' '}
                {activityText(entry.message, t, i18n.language)}
              </p>
              <p className="text-xs text-text-dark/70">
                {formatDate(entry.createdAt, 'dateTime')}
                {entry.userName ? ` · ${entry.userName}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
