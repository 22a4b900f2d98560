import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { NO_VALUE_TEXT } from '../../../../common/constants';
import { formatCompact } from '../../../../common/format-number';
import { Badge } from '../../../components/ui/badge';
import { Table } from '../../../components/ui/table';
import { useFormatDate } from '../../../lib/use-format-date';
import { formatPercent } from '../report-format';
import { ReportSection } from './report-section';

export type ContentSectionProps = { data: PublicReportData };

const TEXT_HEAD = 'py-2 pr-3 font-semibold';
const NUMBER_HEAD = 'py-2 pr-3 text-right font-semibold';

type Counted = { value: string; count: number };

function Chips({ title, items, prefix }: { title: string; items: Counted[]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('reports.noData')}</p>
      ) : (
        <ul aria-label={title} className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item.value}
              className="max-w-full truncate rounded-full border border-text-dark/15 px-3 py-1 text-sm"
            >
              {prefix}
              {item.value}{' '}
              <span className="text-text-dark/60">
                {t('reports.content.times', { times: item.count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The best posts, who and what the creator mentions most, and how much of it is paid. */
export function ContentSection({ data }: ContentSectionProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { content } = data;
  const analysed = data.activity.postsAnalysed;
  return (
    <ReportSection id="content" title={t('reports.sections.content')} method={content.method}>
      <div className="min-w-0">
        <h3 className="mb-2 text-sm font-semibold">{t('reports.content.topPosts')}</h3>
        {content.topPosts.length === 0 ? (
          <p className="text-sm text-text-dark/70">{t('reports.noData')}</p>
        ) : (
          <Table
            caption={t('reports.content.topPosts')}
            className="rounded-lg"
            tableClassName="w-full min-w-[34rem] text-left text-sm print:min-w-0"
            headClassName="text-xs text-text-dark/65"
            headRowClassName="border-b border-text-dark/10"
            headerCellClassName={NUMBER_HEAD}
            isScrollFocusable
            columns={[
              { key: 'post', header: t('reports.content.post'), className: TEXT_HEAD },
              { key: 'published', header: t('reports.content.published'), className: TEXT_HEAD },
              { key: 'likes', header: t('reports.content.likes') },
              { key: 'comments', header: t('reports.content.comments') },
              { key: 'views', header: t('reports.content.views') },
              {
                key: 'engagementRate',
                header: t('reports.content.engagementRate'),
                className: 'py-2 text-right font-semibold',
              },
            ]}
          >
            {content.topPosts.map((post) => (
              <tr key={post.platformPostId} className="border-b border-text-dark/5 align-top">
                <td className="max-w-64 py-2 pr-3">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <Badge tone="neutral">{post.type}</Badge>
                    {post.isSponsored ? (
                      <Badge tone="secondary">{t('reports.content.sponsored')}</Badge>
                    ) : null}
                  </span>
                  {post.caption ? (
                    <span className="mt-1 line-clamp-2 text-text-dark/75">{post.caption}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(post.publishedAt)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCompact(post.likes)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatCompact(post.comments)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {post.views === null ? NO_VALUE_TEXT : formatCompact(post.views)}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {formatPercent(post.engagementRate)}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </div>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <Chips title={t('reports.content.topMentions')} items={content.topMentions} prefix="@" />
        <Chips title={t('reports.content.topHashtags')} items={content.topHashtags} prefix="#" />
      </div>
      <p className="text-sm">
        <span className="font-semibold">{t('reports.content.sponsoredShare')}</span>{' '}
        {t('reports.content.sponsoredValue', {
          share: formatPercent(content.sponsoredShare),
          sponsored: content.sponsoredCount,
          total: analysed,
        })}
      </p>
    </ReportSection>
  );
}
