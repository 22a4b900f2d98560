import { useTranslation } from 'react-i18next';
import type { Content } from '../api';
import { useContentFile } from '../api';

export type ContentThumbnailProps = { content: Content };

/**
 * The picture of a content: an uploaded story's thumbnail (or the image itself) fetched with the
 * access token; otherwise a tile naming the content type.
 */
export function ContentThumbnail({ content }: ContentThumbnailProps) {
  const { t } = useTranslation();
  const which = content.thumbnailUrl ? 'thumbnail' : 'media';
  const hasFile = content.thumbnailUrl !== null || content.mediaUrl !== null;
  const file = useContentFile(content._id, which, hasFile);
  const label = t('content.card.preview', { username: content.username });
  if (file.url && file.type?.startsWith('video/')) {
    return (
      <video
        src={file.url}
        muted
        playsInline
        preload="metadata"
        aria-label={label}
        className="aspect-[4/3] w-full rounded-t-xl bg-text-dark/5 object-cover"
      />
    );
  }
  if (file.url) {
    return (
      <img
        src={file.url}
        alt={label}
        className="aspect-[4/3] w-full rounded-t-xl bg-text-dark/5 object-cover"
      />
    );
  }
  return (
    <div className="grid aspect-[4/3] w-full place-items-center rounded-t-xl bg-primary-light text-sm font-semibold text-primary">
      {t(`content.types.${content.type}`)}
    </div>
  );
}
