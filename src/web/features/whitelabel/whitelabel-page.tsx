import { useTranslation } from 'react-i18next';
import { isAgencyPlan } from '../../../common/plans';
import { useSessionStore } from '../../app/session-store';
import { buttonClassName } from '../../components/ui/button-styles';
import { QueryView } from '../../components/ui/query-view';
import { UpgradeLink } from '../../components/ui/upgrade-link';
import { OwnerOnly, SettingsSection } from '../account';
import { WhitelabelForm } from './components/whitelabel-form';
import { useWhitelabelConfig } from './settings-api';

export function WhiteLabelPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('whitelabel.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('whitelabel.intro')}</p>
      <div className="mt-6">
        <OwnerOnly notice={t('whitelabel.ownerOnly')}>
          <AgencyOnly />
        </OwnerOnly>
      </div>
    </>
  );
}

/** White-labelling belongs to agency plans (SPEC 5); others see why and how to get it. */
function AgencyOnly() {
  const { t } = useTranslation();
  const plan = useSessionStore((state) => state.profile?.orgInfo?.package);
  if (!isAgencyPlan(plan)) {
    return (
      <SettingsSection
        title={t('whitelabel.upgrade.title')}
        description={t('whitelabel.upgrade.text')}
      >
        <UpgradeLink className={buttonClassName('primary', 'self-start')}>
          {t('whitelabel.upgrade.button')}
        </UpgradeLink>
      </SettingsSection>
    );
  }
  return <WhitelabelSettings />;
}

function WhitelabelSettings() {
  const { t } = useTranslation();
  const config = useWhitelabelConfig();
  // Keyed by the stored state, so a removal or a save starts the form afresh from the server.
  return (
    <QueryView
      query={config}
      loadingLabel={t('shell.loading')}
      errorTitle={t('whitelabel.loadError')}
    >
      {(data) => <WhitelabelForm key={config.dataUpdatedAt} config={data} />}
    </QueryView>
  );
}
