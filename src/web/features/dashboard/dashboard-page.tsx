import { useTranslation } from 'react-i18next';
import { ProfileBankCard } from '../discovery';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('dashboard.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('dashboard.intro')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <ProfileBankCard />
      </div>
    </>
  );
}
