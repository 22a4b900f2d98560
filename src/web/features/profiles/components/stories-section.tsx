import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { QueryView } from '../../../components/ui/query-view';
import { useProfileAction, useProfileStories } from '../api';
import { storyTrackingText } from '../profile-toasts';
import type { Profile } from '../types';
import { usePendingValue } from '../use-pending-value';
import { ContentGrid } from './content-grid';
import { DetailSection } from './detail-section';

export type StoriesSectionProps = { profile: Profile; isReadOnly: boolean };

/** Stories of the creator; story tracking on or off, and uploads on the content page. */
export function StoriesSection({ profile, isReadOnly }: StoriesSectionProps) {
  const { t } = useTranslation();
  const stories = useProfileStories(profile.profileId);
  const action = useProfileAction(profile.profileId);
  const isTracking = usePendingValue(profile.storyTracking);
  const body = (
    <QueryView
      query={stories}
      loadingLabel={t('profiles.states.loading')}
      errorTitle={t('profiles.stories.error')}
      canRetry={false}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="text-sm text-text-dark/70">{t('profiles.stories.empty')}</p>}
    >
      {(data) => <ContentGrid items={data.items} />}
    </QueryView>
  );

  return (
    <DetailSection
      title={t('profiles.stories.title')}
      actions={
        <Link to="/content" className="text-sm font-semibold text-primary hover:underline">
          {t('profiles.stories.upload')}
        </Link>
      }
    >
      <label className="mb-4 flex min-h-10 items-center gap-2.5 text-sm">
        <input
          type="checkbox"
          checked={isTracking.value}
          disabled={isReadOnly}
          onChange={(event) => {
            const next = event.target.checked;
            isTracking.hold(next);
            action.mutate(
              { action: 'enableStoryTracking', enabled: next },
              {
                onSuccess: () => toast.success(storyTrackingText(t, next)),
                onSettled: isTracking.settle,
              },
            );
          }}
          className="size-4 accent-primary"
        />
        {t('profiles.stories.tracking')}
      </label>
      {body}
    </DetailSection>
  );
}
