import { useTranslation } from 'react-i18next';
import { type FiguresOrigin, sourceLabel, sourceOf } from '../../lib/source-label';
import { useFormatDate } from '../../lib/use-format-date';
import { Badge } from './badge';

export type SourceLabelProps = { origin: FiguresOrigin; className?: string };

/**
 * Where a creator's figures came from ("Modash, 3 days ago", "Imported file", "Demo data"),
 * beside them on every screen and page that shows them; the fetch time's date on hover. Nothing
 * for an older report that recorded no source.
 */
export function SourceLabel({ origin, className }: SourceLabelProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const label = sourceLabel(t, i18n.language, origin);
  if (!label) return null;
  const title =
    sourceOf(origin) === 'demo'
      ? t('profileBank.demoHint')
      : origin.sourceFetchedAt
        ? t('bankSource.hintFetched', { date: formatDate(origin.sourceFetchedAt, 'dateTime') })
        : t('bankSource.hint');
  return (
    <Badge tone="neutral" title={title} className={className}>
      {label}
    </Badge>
  );
}
