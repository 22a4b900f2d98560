import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatCompact, formatPercent } from '../../../common/format-number';
import { Badge } from '../../components/ui/badge';
import { DemoBadge } from '../../components/ui/demo-badge';
import { QueryView } from '../../components/ui/query-view';
import { listStatusLabel } from '../../lib/product-labels';
import { useFormatDate } from '../../lib/use-format-date';
import { SharedByBanner, usePageBranding } from '../whitelabel';
import { useSharedList } from './api';
import { CreatorAvatar } from './components/creator-avatar';
import { PageMessage } from './components/page-message';

/** The public, read-only page of a shared list: no login, nothing private. */
export function SharedListPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const shared = useSharedList(token);
  usePageBranding(shared.data?.branding);
  const formatDate = useFormatDate();

  return (
    <QueryView
      query={shared}
      loadingLabel={t('lists.loading')}
      errorTitle={t('lists.loadError')}
      errorLayout="panel"
      canRetry={false}
      errorActions={<p>{t('lists.shared.errorText')}</p>}
      notFound={
        <PageMessage title={t('lists.shared.notFoundTitle')}>
          <p>{t('lists.shared.notFoundText')}</p>
        </PageMessage>
      }
    >
      {({ name, sharedAt, profiles, branding }) => (
        <>
          <SharedByBanner branding={branding} />
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
          <p className="mt-1 text-text-dark/70">
            {t('lists.shared.meta', {
              count: profiles.length,
              date: formatDate(sharedAt),
            })}
          </p>
          {profiles.length === 0 ? (
            <div className="mt-6">
              <PageMessage title={t('lists.shared.emptyTitle')} />
            </div>
          ) : (
            <ul
              aria-label={name}
              className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
            >
              {profiles.map((profile) => {
                const display = profile.fullName?.trim() || profile.username;
                return (
                  <li
                    key={`${profile.platform}:${profile.username}`}
                    className="flex items-center gap-3 rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm"
                  >
                    <CreatorAvatar
                      name={display}
                      avatarUrl={profile.avatarUrl}
                      className="size-12"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold">{display}</p>
                      {profile.isDemo ? <DemoBadge /> : null}
                      <p className="truncate text-sm text-text-dark/70">
                        @{profile.username} · {t(`platforms.${profile.platform}`)}
                      </p>
                      <p className="mt-1 text-xs text-text-dark/70">
                        {t('lists.board.followers', { value: formatCompact(profile.followers) })} ·{' '}
                        {t('lists.shared.engagement', {
                          value: formatPercent(profile.engagementRate, { fixedDigits: 2 }),
                        })}
                      </p>
                    </div>
                    <Badge tone={profile.status ? 'primary' : 'neutral'}>
                      {profile.status === null
                        ? t('lists.board.noStatus')
                        : listStatusLabel(t, { name: profile.status, labelKey: profile.statusKey })}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </QueryView>
  );
}
