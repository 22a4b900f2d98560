import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SettingsSection } from '../account/components/settings-section';
import { UsageList } from '../account/components/usage-list';
import { usePlanCatalogue } from './api';
import { PlanCard } from './components/plan-card';

/**
 * Plans and usage. With billing off (a self-hosted install) nobody can buy a plan here: the page
 * says who changes plans instead of offering a checkout that cannot work.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const catalogue = usePlanCatalogue();

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('plans.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('plans.intro')}</p>
      {catalogue.data && !catalogue.data.billingEnabled ? (
        <p
          role="note"
          className="mt-4 rounded-lg border border-secondary/30 bg-secondary-light p-4 text-sm"
        >
          {t('plans.billingOff')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-8">
        {catalogue.isPending ? <Spinner label={t('plans.loading')} /> : null}
        {catalogue.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p className="text-danger">{t('plans.loadError')}</p>
            <Button variant="secondary" onClick={() => void catalogue.refetch()}>
              {t('plans.retry')}
            </Button>
          </div>
        ) : null}
        {catalogue.data ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {catalogue.data.plans.map((plan) => (
              <PlanCard
                key={plan.key}
                plan={plan}
                isCurrent={plan.key === catalogue.data.currentPlan}
              />
            ))}
          </div>
        ) : null}
        <SettingsSection title={t('plans.usageTitle')} description={t('plans.usageDescription')}>
          <UsageList />
        </SettingsSection>
      </div>
    </>
  );
}
