import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointWithSecretDto } from '../../../common/api/webhooks';
import { QueryView } from '../../components/ui/query-view';
import { SecretReveal } from '../../components/ui/secret-reveal';
import { OwnerOnly, SettingsSection } from '../account';
import { useWebhooks } from './api';
import { WebhookCard } from './components/webhook-card';
import { WebhookForm } from './components/webhook-form';

/** Settings → Webhooks: endpoints that receive the organization's events, signed. */
export function WebhooksPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('webhooks.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('webhooks.intro')}</p>
      <div className="mt-6">
        <OwnerOnly notice={t('webhooks.ownerOnly')}>
          <WebhooksPanel />
        </OwnerOnly>
      </div>
    </>
  );
}

function WebhooksPanel() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  // Lives only here: leaving the page forgets the secret for good.
  const [revealed, setRevealed] = useState<EndpointWithSecretDto | null>(null);

  return (
    <QueryView
      query={webhooks}
      loadingLabel={t('webhooks.loading')}
      errorTitle={t('webhooks.loadError')}
    >
      {({ items, eventTypes }) => (
        <div className="flex flex-col gap-6">
          {revealed ? (
            <SecretReveal
              secret={revealed.secret}
              texts={{
                warning: t('webhooks.secret.warning', { url: revealed.url }),
                label: t('webhooks.secret.label'),
                copy: t('webhooks.secret.copy'),
                copiedButton: t('webhooks.secret.copiedButton'),
                copiedToast: t('webhooks.secret.copied'),
                copyFailed: t('webhooks.secret.copyFailed'),
                done: t('webhooks.secret.done'),
              }}
              onDone={() => setRevealed(null)}
            />
          ) : null}

          <section aria-label={t('webhooks.listLabel')} className="flex flex-col gap-4">
            {items.length === 0 ? (
              <p className="text-sm text-text-dark/75">{t('webhooks.empty')}</p>
            ) : (
              items.map((endpoint) => (
                <WebhookCard key={endpoint._id} endpoint={endpoint} onSecret={setRevealed} />
              ))
            )}
          </section>

          <SettingsSection title={t('webhooks.form.title')} description={t('webhooks.form.intro')}>
            <WebhookForm eventTypes={eventTypes} onCreated={setRevealed} />
          </SettingsSection>
        </div>
      )}
    </QueryView>
  );
}
