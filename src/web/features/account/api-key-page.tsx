import { useTranslation } from 'react-i18next';
import { ApiKeyPanel } from './components/api-key-panel';
import { OwnerOnly } from './components/owner-only';
import { SettingsSection } from './components/settings-section';

export function ApiKeyPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('apiKey.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('apiKey.intro')}</p>
      <div className="mt-6">
        <OwnerOnly notice={t('apiKey.ownerOnly')}>
          <SettingsSection title={t('apiKey.sectionTitle')} description={t('apiKey.usageHint')}>
            <ApiKeyPanel />
          </SettingsSection>
        </OwnerOnly>
      </div>
    </>
  );
}
