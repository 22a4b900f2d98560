import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { useRelatedProfiles, useTrackBankProfile } from '../api';
import { formatCount, formatPercent } from '../display';
import { DetailSection } from './detail-section';
import { ProfileAvatar } from './profile-avatar';

export type RelatedProfilesSectionProps = { profileId: string; isReadOnly: boolean };

/** Lookalikes from the bank, each trackable with one button. */
export function RelatedProfilesSection({ profileId, isReadOnly }: RelatedProfilesSectionProps) {
  const { t } = useTranslation();
  const related = useRelatedProfiles(profileId);
  const track = useTrackBankProfile();

  const body = (
    <QueryView
      query={related}
      loadingLabel={t('profiles.states.loading')}
      errorTitle={t('profiles.related.error')}
      canRetry={false}
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-sm text-text-dark/70">{t('profiles.related.empty')}</p>}
    >
      {(data) => (
        <ul className="flex flex-col">
          {data.map((item) => (
            <li
              key={item._id}
              className="flex items-center gap-3 border-t border-text-dark/10 py-2 first:border-t-0"
            >
              <ProfileAvatar
                name={item.fullName ?? item.platform_username}
                avatarUrl={item.avatarUrl}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">@{item.platform_username}</p>
                <p className="text-xs text-text-dark/70">
                  {t('profiles.related.stats', {
                    followers: formatCount(item.followers),
                    engagement: formatPercent(item.engagementRate),
                  })}
                </p>
              </div>
              {item.tracked && item.trackedProfileId ? (
                <Link
                  to={`/influencers/${item.trackedProfileId}`}
                  className="text-sm font-semibold text-primary hover:underline"
                >
                  {t('profiles.related.open')}
                </Link>
              ) : isReadOnly ? null : (
                <Button
                  variant="secondary"
                  aria-label={t('profiles.related.trackLabel', {
                    username: item.platform_username,
                  })}
                  isPending={track.isPending && track.variables === item._id}
                  onClick={() =>
                    track.mutate(item._id, {
                      onSuccess: () =>
                        toast.success(
                          t('profiles.related.tracked', { username: item.platform_username }),
                        ),
                    })
                  }
                >
                  {t('profiles.related.track')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );

  return <DetailSection title={t('profiles.related.title')}>{body}</DetailSection>;
}
