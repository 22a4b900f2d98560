import { useTranslation } from 'react-i18next';
import type { ContentDto } from '../../../../common/api/content';
import { formatCompact } from '../../../../common/format-number';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../lib/use-format-date';
import { contentSourceLabel } from '../content-rules';
import { ContentThumbnail } from './content-thumbnail';

export type ContentCardProps = {
  content: ContentDto;
  isReadOnly: boolean;
  onEdit: (content: ContentDto) => void;
  onAddToList: (content: ContentDto) => void;
  onDelete: (content: ContentDto) => void;
};

export function ContentCard({
  content,
  isReadOnly,
  onEdit,
  onAddToList,
  onDelete,
}: ContentCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const metric = (value: number | null) => (value === null ? '–' : formatCompact(value));
  const source = contentSourceLabel(content.source);
  // Reach, replies, taps and watch time come only from a connected account: shown when there.
  const metrics = [
    ['likes', content.likes],
    ['comments', content.comments],
    ['views', content.views],
    ...(
      [
        ['reach', content.reach],
        ['replies', content.replies],
        ['taps', content.taps],
        ['watchMinutes', content.watchMinutes],
      ] as const
    ).filter(([, value]) => value !== null),
  ] as const;
  return (
    <li className="flex flex-col rounded-xl border border-text-dark/10 bg-surface shadow-sm">
      <ContentThumbnail content={content} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-center justify-between gap-2">
          <p className="truncate text-sm font-semibold">@{content.username}</p>
          <Badge tone="neutral">{t(`content.types.${content.type}`)}</Badge>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <p className="text-xs text-text-dark/70">{formatDate(content.publishedAt, 'dateTime')}</p>
          <Badge tone={source === 'connected' ? 'primary' : 'neutral'} data-testid="content-source">
            {t(`content.sources.${source}`)}
          </Badge>
        </div>
        {content.caption ? <p className="line-clamp-2 text-sm">{content.caption}</p> : null}
        <dl className="grid grid-cols-3 gap-1 text-center text-xs">
          {metrics.map(([key, value]) => (
            <div key={key} className="rounded-lg bg-app-background py-1.5">
              <dt className="text-text-dark/60">{t(`content.metrics.${key}`)}</dt>
              <dd className="font-semibold tabular-nums">{metric(value)}</dd>
            </div>
          ))}
        </dl>
        {content.lists.length > 0 ? (
          <p className="text-xs text-text-dark/70">
            {t('content.card.inLists', {
              names: content.lists.map((list) => list.name).join(', '),
            })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-1 pt-1">
          {content.url ? (
            <a
              href={content.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary-light"
            >
              {t('content.card.open')}
            </a>
          ) : null}
          {isReadOnly ? null : (
            <>
              <Button variant="ghost" className="px-2" onClick={() => onEdit(content)}>
                {t('content.card.edit')}
              </Button>
              <Button variant="ghost" className="px-2" onClick={() => onAddToList(content)}>
                {t('content.card.addToList')}
              </Button>
              <Button
                variant="ghost"
                className="px-2 text-danger"
                aria-label={t('content.card.deleteNamed', { username: content.username })}
                onClick={() => onDelete(content)}
              >
                {t('content.card.delete')}
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
