import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SourceLabel } from '../../../components/ui/source-label';
import { useDeleteProfiles, useEnrichProfile, useProfileAction } from '../api';
import { displayName, formatCount, formatGrowth, formatPercent } from '../display';
import type { ProfileDetail } from '../types';
import { EditInfoDialog } from './edit-info-dialog';
import { FavouriteToggle } from './favourite-toggle';
import { ProfileAvatar } from './profile-avatar';
import { StatTile } from './stat-tile';

export type ProfileHeaderCardProps = { profile: ProfileDetail; isReadOnly: boolean };

export function ProfileHeaderCard({ profile, isReadOnly }: ProfileHeaderCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useProfileAction(profile.profileId);
  const enrich = useEnrichProfile(profile.profileId);
  const remove = useDeleteProfiles();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isInfoOpen, setIsInfoOpen] = useState(false);
  const name = displayName(profile);

  return (
    <Card aria-labelledby="profile-name">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProfileAvatar name={name} avatarUrl={profile.avatarUrl} className="size-20 text-xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="profile-name" className="text-2xl font-bold tracking-tight">
              {name}
            </h1>
            <FavouriteToggle
              isFavourite={profile.favourite}
              username={profile.platform_username}
              isPending={action.isPending || isReadOnly}
              onToggle={() =>
                action.mutate({ action: 'updateFavourite', favourite: !profile.favourite })
              }
            />
          </div>
          <p className="text-text-dark/70">
            @{profile.platform_username} · {t(`platforms.${profile.platform}`)}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {profile.isVerified ? (
              <Badge tone="primary">{t('profiles.detail.verified')}</Badge>
            ) : null}
            <SourceLabel origin={profile} />
            {profile.category ? <Badge>{profile.category}</Badge> : null}
          </div>
          {profile.bio ? <p className="mt-2 max-w-prose text-sm">{profile.bio}</p> : null}
        </div>
        {isReadOnly ? null : (
          <div className="flex flex-wrap gap-2 sm:flex-col">
            <Button
              variant="secondary"
              isPending={enrich.isPending}
              onClick={() =>
                enrich.mutate(undefined, {
                  onSuccess: () => toast.success(t('profiles.detail.refreshQueued')),
                })
              }
            >
              {t('profiles.detail.refresh')}
            </Button>
            <Button variant="secondary" onClick={() => setIsInfoOpen(true)}>
              {t('profiles.info.open')}
            </Button>
            <Button variant="danger" onClick={() => setIsDeleteOpen(true)}>
              {t('profiles.detail.delete')}
            </Button>
          </div>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <StatTile label={t('profiles.stats.followers')} value={formatCount(profile.followers)} />
        <StatTile
          label={t('profiles.stats.engagement')}
          value={formatPercent(profile.engagementRate)}
        />
        <StatTile label={t('profiles.stats.avgLikes')} value={formatCount(profile.avgLikes)} />
        <StatTile label={t('profiles.stats.avgViews')} value={formatCount(profile.avgViews)} />
        <StatTile
          label={t('profiles.stats.avgComments')}
          value={formatCount(profile.avgComments)}
        />
        <StatTile
          label={t('profiles.stats.growth')}
          value={formatGrowth(profile.followerGrowth30d)}
        />
      </dl>
      <EditInfoDialog profile={profile} isOpen={isInfoOpen} onOpenChange={setIsInfoOpen} />
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title={t('profiles.detail.deleteTitle', { username: profile.platform_username })}
        description={t('profiles.detail.deleteDescription')}
        confirmLabel={t('profiles.detail.delete')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate([profile.profileId], {
            onSuccess: () => {
              toast.success(t('profiles.detail.deleted', { username: profile.platform_username }));
              void navigate('/influencers');
            },
          })
        }
      />
    </Card>
  );
}
