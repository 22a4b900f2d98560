import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/use-format-date';
import { formatCount } from '../display';
import type { ContentItem } from '../types';

export type ContentGridProps = { items: readonly ContentItem[] };

/**
 * Posts or stories as cards: picture (an uploaded story's thumbnail or video), type, date, caption
 * and counts, linking out when there is a URL.
 */
export function ContentGrid({ items }: ContentGridProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item._id}
          className="flex flex-col gap-2 rounded-lg border border-text-dark/10 p-3"
        >
          {/* Signed URLs: the browser loads them without the access token. */}
          {item.thumbnailUrl ? (
            <img
              src={item.thumbnailUrl}
              alt={t('profiles.posts.preview', { username: item.username })}
              loading="lazy"
              className="aspect-video w-full rounded-md object-cover"
            />
          ) : item.mediaUrl ? (
            <video
              src={item.mediaUrl}
              muted
              playsInline
              controls
              preload="metadata"
              aria-label={t('profiles.posts.preview', { username: item.username })}
              className="aspect-video w-full rounded-md bg-text-dark/5 object-cover"
            />
          ) : null}
          <p className="text-xs font-semibold text-text-dark/70">
            {item.type} · {formatDate(item.publishedAt)}
          </p>
          <p className="line-clamp-3 text-sm">{item.caption ?? t('profiles.posts.noCaption')}</p>
          <p className="mt-auto text-xs text-text-dark/70 tabular-nums">
            {t('profiles.posts.counts', {
              likes: formatCount(item.likes),
              comments: formatCount(item.comments),
            })}
            {item.views !== null
              ? ` · ${t('profiles.posts.views', { views: formatCount(item.views) })}`
              : ''}
          </p>
          {item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noreferrer noopener"
              className="text-sm font-semibold text-primary hover:underline"
            >
              {t('profiles.posts.open')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
