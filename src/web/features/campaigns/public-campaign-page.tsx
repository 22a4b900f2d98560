import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { DemoBadge } from '../../components/ui/demo-badge';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { useFormatDate } from '../../lib/use-format-date';
import { SharedByBanner, usePageBranding } from '../whitelabel';
import { usePublicCampaign } from './api';
import { formatMetric, formatPercent } from './campaign-format';
import { ResultsCards } from './components/results-cards';
import { METRIC_NAMES } from './types';

/** The shared, read-only report of a campaign: no login, no payments; EMV in its currency. */
export function PublicCampaignPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { slug = '' } = useParams();
  const report = usePublicCampaign(slug);
  usePageBranding(report.data?.branding);

  return (
    <QueryView
      query={report}
      loadingLabel={t('campaigns.loading')}
      errorTitle={t('campaigns.loadError')}
      errorLayout="panel"
      canRetry={false}
      errorActions={<p>{t('campaigns.public.tryLater')}</p>}
      notFound={
        <MessagePanel title={t('campaigns.public.goneTitle')} isAlert>
          <p>{t('campaigns.public.goneText')}</p>
        </MessagePanel>
      }
    >
      {(campaign) => {
        // Public posts carry no id; their place in the report is stable for one answer.
        const content = [...campaign.posts, ...campaign.stories].map((post, position) => ({
          post,
          id: `${post.kind}-${position}`,
        }));
        return (
          <article className="flex flex-col gap-6">
            <SharedByBanner branding={campaign.branding} />
            <header>
              <p className="text-sm font-semibold text-text-dark/60">
                {t('campaigns.public.kicker')}
              </p>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{campaign.name}</h1>
              {campaign.startsOn || campaign.endsOn ? (
                <p className="mt-1 text-sm text-text-dark/70">
                  {t('campaigns.dates', {
                    from: campaign.startsOn ? formatDate(campaign.startsOn) : '…',
                    to: campaign.endsOn ? formatDate(campaign.endsOn) : '…',
                  })}
                </p>
              ) : null}
              {campaign.description ? <p className="mt-2">{campaign.description}</p> : null}
            </header>
            <section aria-labelledby="public-results">
              <h2 id="public-results" className="mb-3 text-lg font-semibold">
                {t('campaigns.results.title')}
              </h2>
              <ResultsCards results={campaign.results} />
            </section>
            <section aria-labelledby="public-influencers">
              <h2 id="public-influencers" className="mb-3 text-lg font-semibold">
                {t('campaigns.tabs.influencers')}
              </h2>
              {campaign.influencers.length === 0 ? (
                <p className="text-sm text-text-dark/70">{t('campaigns.public.noInfluencers')}</p>
              ) : (
                <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  {campaign.influencers.map((influencer) => (
                    <li
                      key={`${influencer.platform}-${influencer.platform_username}`}
                      className="rounded-xl border border-text-dark/10 bg-surface p-4"
                    >
                      <p className="font-semibold">@{influencer.platform_username}</p>
                      {influencer.isDemo ? <DemoBadge /> : null}
                      <p className="text-sm text-text-dark/70">
                        {t('campaigns.public.influencerLine', {
                          followers: formatMetric(influencer.followers),
                          engagements:
                            influencer.results.engagements === null
                              ? t('campaigns.results.notAvailableInline')
                              : formatMetric(influencer.results.engagements),
                          er:
                            influencer.results.engagementRate === null
                              ? t('campaigns.results.notAvailableInline')
                              : formatPercent(influencer.results.engagementRate),
                        })}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="public-content">
              <h2 id="public-content" className="mb-3 text-lg font-semibold">
                {t('campaigns.tabs.posts')}
              </h2>
              {content.length === 0 ? (
                <p className="text-sm text-text-dark/70">{t('campaigns.public.noPosts')}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {content.map(({ post, id }) => (
                    <li key={id} className="rounded-xl border border-text-dark/10 bg-surface p-4">
                      <Badge tone="neutral">{t(`campaigns.posts.kind.${post.kind}`)}</Badge>
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
                      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        {METRIC_NAMES.filter((name) => post[name] !== null).map((name) => (
                          <div key={name} className="flex gap-1">
                            <dt className="text-text-dark/60">{t(`campaigns.metrics.${name}`)}</dt>
                            <dd className="font-semibold">{formatMetric(post[name])}</dd>
                          </div>
                        ))}
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </article>
        );
      }}
    </QueryView>
  );
}
