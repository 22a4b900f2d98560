import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
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

  let body: React.ReactNode;
  if (related.isPending) body = <Spinner label={t('profiles.states.loading')} />;
  else if (related.isError)
    body = (
      <p role="alert" className="text-sm text-danger">
        {t('profiles.related.error')}
      </p>
    );
  else if (related.data.length === 0)
    body = <p className="text-sm text-text-dark/70">{t('profiles.related.empty')}</p>;
  else
    body = (
      <ul className="flex flex-col">
        {related.data.map((item) => (
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
                aria-label={t('profiles.related.trackLabel', { username: item.platform_username })}
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
    );

  return <DetailSection title={t('profiles.related.title')}>{body}</DetailSection>;
}
