import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../account';
import { TeamPanel } from './components/team-panel';

export function TeamPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('team.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('team.intro')}</p>
      <div className="mt-6">
        <OwnerOnly notice={t('team.ownerOnly')}>
          <TeamPanel />
        </OwnerOnly>
      </div>
    </>
  );
}
