import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { MessagePanel } from '../../components/ui/message-panel';
import { SourceLabel } from '../../components/ui/source-label';
import { Spinner } from '../../components/ui/spinner';
import { categoryLabel } from '../../lib/product-labels';
import { useFormatDate } from '../../lib/use-format-date';
import { SharedByBanner, usePageBranding } from '../whitelabel';
import { usePublicProfile } from './api';
import { ProfileAvatar } from './components/profile-avatar';
import { StatTile } from './components/stat-tile';
import { displayName, formatCount, formatPercent } from './display';

/** /profile/{token}: a shared creator's public card, no login; a friendly 404 when not shared. */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // The router names the segment slug (SPEC 2 /profile/[slug]); it holds the share token.
  const { slug: token = '' } = useParams();
  const profile = usePublicProfile(token);
  usePageBranding(profile.data?.branding);

  if (token && profile.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label={t('profiles.states.loading')} className="size-8" />
      </div>
    );
  }
  if (!token || profile.isError || !profile.data) {
    return (
      <div className="mx-auto max-w-xl">
        <MessagePanel title={t('profiles.public.notFoundTitle')}>
          <p>{t('profiles.public.notFoundText')}</p>
        </MessagePanel>
      </div>
    );
  }

  const data = profile.data;
  const name = displayName(data);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <SharedByBanner branding={data.branding} />
      <Card aria-labelledby="public-profile-name">
        <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
          <ProfileAvatar name={name} avatarUrl={data.avatarUrl} className="size-24 text-2xl" />
          <div className="min-w-0">
            <h1 id="public-profile-name" className="text-2xl font-bold tracking-tight">
              {name}
            </h1>
            <p className="text-text-dark/70">
              @{data.platform_username} · {t(`platforms.${data.platform}`)}
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-1.5 sm:justify-start">
              <SourceLabel origin={data} />
              {data.isVerified ? (
                <Badge tone="primary">{t('profiles.detail.verified')}</Badge>
              ) : null}
              {data.categories.map((category) => (
                <Badge key={category}>{categoryLabel(t, category)}</Badge>
              ))}
            </div>
          </div>
        </div>
        {data.bio ? <p className="mt-4 text-sm">{data.bio}</p> : null}
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label={t('profiles.stats.followers')} value={formatCount(data.followers)} />
          <StatTile
            label={t('profiles.stats.engagement')}
            value={formatPercent(data.engagementRate)}
          />
          <StatTile label={t('profiles.stats.avgLikes')} value={formatCount(data.avgLikes)} />
          <StatTile label={t('profiles.stats.avgViews')} value={formatCount(data.avgViews)} />
        </dl>
      </Card>
      <Card aria-labelledby="public-posts">
        <h2 id="public-posts" className="text-lg font-semibold">
          {t('profiles.public.recentPosts')}
        </h2>
        {data.recentPosts.length === 0 ? (
          <p className="mt-3 text-sm text-text-dark/70">{t('profiles.posts.empty')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {data.recentPosts.map((post) => (
              <li
                key={`${post.publishedAt}-${post.type}-${post.caption ?? ''}`}
                className="rounded-lg border border-text-dark/10 p-3"
              >
                <p className="text-xs font-semibold text-text-dark/70">
                  {post.type} · {formatDate(post.publishedAt)}
                </p>
                <p className="mt-1 line-clamp-3 text-sm">
                  {post.caption ?? t('profiles.posts.noCaption')}
                </p>
                <p className="mt-2 text-xs text-text-dark/70 tabular-nums">
                  {t('profiles.posts.counts', {
                    likes: formatCount(post.likes),
                    comments: formatCount(post.comments),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
