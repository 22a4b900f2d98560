import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { ProfileBankCard } from '../discovery';
import { useDashboard } from '../profiles';
import { AttentionCard } from './attention-card';
import { CountCard } from './count-card';
import { RecentActivityCard } from './recent-activity-card';

export function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('dashboard.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('dashboard.intro')}</p>
      {dashboard.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-danger-light p-4 text-sm"
        >
          <span className="font-semibold text-danger">{t('dashboard.loadError')}</span>
          <Button
            variant="secondary"
            isPending={dashboard.isRefetching}
            onClick={() => void dashboard.refetch()}
          >
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : null}
      {data && data.profileCount === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-text-dark/20 bg-surface p-6">
          <p className="text-base font-semibold">{t('dashboard.empty.title')}</p>
          <p className="mt-1 text-sm text-text-dark/80">{t('dashboard.empty.text')}</p>
          <Link to="/discover" className={buttonClassName('primary', 'mt-3')}>
            {t('dashboard.empty.action')}
          </Link>
        </div>
      ) : null}
      <section aria-label={t('dashboard.counts')} className="mt-6 grid gap-4 sm:grid-cols-3">
        <CountCard
          label={t('dashboard.profiles')}
          count={data?.profileCount}
          to="/influencers"
          linkText={t('dashboard.viewProfiles')}
        />
        <CountCard
          label={t('dashboard.content')}
          count={data?.contentCount}
          to="/content"
          linkText={t('dashboard.viewContent')}
        />
        <CountCard
          label={t('dashboard.lists')}
          count={data?.listCount}
          to="/lists"
          linkText={t('dashboard.viewLists')}
        />
      </section>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <AttentionCard />
        {data ? <RecentActivityCard activity={data.recentActivity} /> : null}
        <ProfileBankCard />
      </div>
    </>
  );
}
