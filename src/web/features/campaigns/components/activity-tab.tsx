import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../../components/ui/message-panel';
import { activityText } from '../../../lib/activity-text';
import { useFormatDate } from '../../../lib/use-format-date';
import type { Activity } from '../types';

export type ActivityTabProps = { activities: Activity[] };

/** Everything done to the campaign, newest first. */
export function ActivityTab({ activities }: ActivityTabProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  if (activities.length === 0) {
    return <MessagePanel title={t('campaigns.activity.empty')} />;
  }
  return (
    <ol
      aria-label={t('campaigns.tabs.activity')}
      className="relative flex flex-col gap-4 border-l border-text-dark/15 pl-5"
    >
      {activities.map((activity) => (
        <li key={activity._id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary"
          />
          <p className="text-sm">{activityText(activity.message, t, i18n.language)}</p>
          <time dateTime={activity.createdAt} className="text-xs text-text-dark/60">
            {formatDate(activity.createdAt, 'dateTime')}
          </time>
        </li>
      ))}
    </ol>
  );
}
