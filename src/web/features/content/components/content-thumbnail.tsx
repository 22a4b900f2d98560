import { useTranslation } from 'react-i18next';
import type { ContentDto } from '../../../../common/api/content';

export type ContentThumbnailProps = { content: ContentDto };

/**
 * The picture of a content: an uploaded image story's thumbnail, an uploaded video itself,
 * otherwise a tile naming the content type. The URLs are signed by the API, so the browser loads
 * them without the access token. Uploaded images always get a thumbnail, so a file without one is
 * a video.
 */
export function ContentThumbnail({ content }: ContentThumbnailProps) {
  const { t } = useTranslation();
  const label = t('content.card.preview', { username: content.username });
  const className = 'aspect-[4/3] w-full rounded-t-xl bg-text-dark/5 object-cover';
  if (content.thumbnailUrl) {
    return <img src={content.thumbnailUrl} alt={label} loading="lazy" className={className} />;
  }
  if (content.mediaUrl) {
    return (
      <video
        src={content.mediaUrl}
        muted
        playsInline
        preload="metadata"
        aria-label={label}
        className={className}
      />
    );
  }
  return (
    <div className="grid aspect-[4/3] w-full place-items-center rounded-t-xl bg-primary-light text-sm font-semibold text-primary">
      {t(`content.types.${content.type}`)}
    </div>
  );
}
