import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useProfileAction, useProfileStories } from '../api';
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
  let body: React.ReactNode;
  if (stories.isPending) body = <Spinner label={t('profiles.states.loading')} />;
  else if (stories.isError)
    body = (
      <p role="alert" className="text-sm text-danger">
        {t('profiles.stories.error')}
      </p>
    );
  else if (stories.data.items.length === 0)
    body = <p className="text-sm text-text-dark/70">{t('profiles.stories.empty')}</p>;
  else body = <ContentGrid items={stories.data.items} />;

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
              { onSettled: isTracking.settle },
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
