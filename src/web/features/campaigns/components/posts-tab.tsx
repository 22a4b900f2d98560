import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessagePanel } from '../../../components/ui/message-panel';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../lib/use-format-date';
import { useCampaignAction } from '../api';
import { formatMetric } from '../campaign-format';
import { useDeletePost, useRetryPost } from '../content-api';
import { type CampaignDetail, type CampaignPost, METRIC_NAMES } from '../types';
import { AddPostDialog } from './add-post-dialog';
import { MetricsDialog } from './metrics-dialog';

export type PostsTabProps = { campaign: CampaignDetail; isReadOnly: boolean };

/** Posts and stories: added by URL, fetched in the background, or typed in. */
export function PostsTab({ campaign, isReadOnly }: PostsTabProps) {
  const { t } = useTranslation();
  const retry = useRetryPost(campaign._id);
  const remove = useDeletePost(campaign._id);
  const action = useCampaignAction(campaign._id);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [toEdit, setToEdit] = useState<CampaignPost | null>(null);
  const [toDelete, setToDelete] = useState<CampaignPost | null>(null);
  const items = [...campaign.posts, ...campaign.stories];

  return (
    <div className="flex flex-col gap-4">
      {isReadOnly ? null : (
        <div>
          <Button onClick={() => setIsAddOpen(true)}>{t('campaigns.posts.addByUrl')}</Button>
        </div>
      )}
      {items.length === 0 ? (
        <MessagePanel title={t('campaigns.posts.emptyTitle')}>
          <p>{t('campaigns.posts.emptyText')}</p>
        </MessagePanel>
      ) : (
        <ul aria-label={t('campaigns.tabs.posts')} className="flex flex-col gap-3">
          {items.map((post) => (
            <PostRow
              key={post._id}
              post={post}
              campaign={campaign}
              isReadOnly={isReadOnly}
              isRetrying={retry.isPending && retry.variables === post._id}
              onRetry={() => retry.mutate(post._id)}
              onEdit={() => setToEdit(post)}
              onDelete={() => setToDelete(post)}
            />
          ))}
        </ul>
      )}
      <AddPostDialog campaign={campaign} isOpen={isAddOpen} onOpenChange={setIsAddOpen} />
      <MetricsDialog
        post={toEdit}
        isPending={action.isPending}
        onClose={() => setToEdit(null)}
        onSubmit={(metrics) =>
          toEdit
            ? action
                .mutateAsync({
                  action: toEdit.kind === 'story' ? 'editStory' : 'editPost',
                  postId: toEdit._id,
                  ...metrics,
                })
                .then(() => toast.success(t('campaigns.posts.metricsSaved')))
            : Promise.resolve(undefined)
        }
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title={t('campaigns.posts.deleteTitle')}
        description={toDelete?.url ?? t('campaigns.posts.deleteBody')}
        confirmLabel={t('campaigns.delete')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) });
        }}
      />
    </div>
  );
}

type PostRowProps = {
  post: CampaignPost;
  campaign: CampaignDetail;
  isReadOnly: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

function PostRow({
  post,
  campaign,
  isReadOnly,
  isRetrying,
  onRetry,
  onEdit,
  onDelete,
}: PostRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const author = campaign.influencers.find((influencer) => influencer.profileId === post.profileId);
  return (
    <li className="rounded-xl border border-text-dark/10 bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="neutral">{t(`campaigns.posts.kind.${post.kind}`)}</Badge>
        {post.platform ? <Badge tone="neutral">{t(`platforms.${post.platform}`)}</Badge> : null}
        <Badge tone={post.state === 'failed' ? 'secondary' : 'primary'}>
          {t(`campaigns.posts.state.${post.state}`)}
        </Badge>
        {post.editedManuallyAt ? (
          <Badge tone="neutral" title={formatDate(post.editedManuallyAt, 'dateTime')}>
            {t('campaigns.posts.edited')}
          </Badge>
        ) : null}
        {post.metricsSource === 'connected' ? (
          <Badge tone="primary" data-testid="post-source">
            {t('campaigns.posts.connected')}
          </Badge>
        ) : null}
        {author ? <span className="text-sm font-semibold">@{author.platform_username}</span> : null}
      </div>
      {post.url ? (
        <a
          href={post.url}
          target="_blank"
          rel="noreferrer noopener"
          className="mt-2 block truncate text-sm text-primary underline"
        >
          {post.url}
        </a>
      ) : null}
      {post.caption ? <p className="mt-1 line-clamp-2 text-sm">{post.caption}</p> : null}
      {post.state === 'pending' ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-text-dark/70" role="status">
          <Spinner className="size-4" />
          {t('campaigns.posts.pendingText')}
        </p>
      ) : null}
      {post.state === 'failed' ? (
        <p className="mt-2 text-sm text-danger" role="alert">
          {t('campaigns.posts.failedText', {
            reason: post.failureReason ?? t('campaigns.genericError'),
          })}
        </p>
      ) : null}
      {post.state === 'tracked' ? (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {METRIC_NAMES.filter((name) => post[name] !== null).map((name) => (
            <div key={name} className="flex gap-1">
              <dt className="text-text-dark/60">{t(`campaigns.metrics.${name}`)}</dt>
              <dd className="font-semibold">{formatMetric(post[name])}</dd>
            </div>
          ))}
          {post.publishedAt ? (
            <div className="flex gap-1">
              <dt className="text-text-dark/60">{t('campaigns.posts.published')}</dt>
              <dd>{formatDate(post.publishedAt)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {isReadOnly ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          {post.state === 'failed' ? (
            <Button variant="secondary" isPending={isRetrying} onClick={onRetry}>
              {t('campaigns.posts.retry')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onEdit}>
            {t('campaigns.posts.editMetrics')}
          </Button>
          <Button variant="ghost" onClick={onDelete}>
            {t('campaigns.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
