import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { SecretReveal } from '../../../components/ui/secret-reveal';
import { useFormatDate } from '../../../lib/use-format-date';
import { type CreatedApiKey, useApiKey, useCreateApiKey, useRevokeApiKey } from '../api';

type PendingConfirmation = 'regenerate' | 'revoke' | null;

export function ApiKeyPanel() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const apiKey = useApiKey();
  const createKey = useCreateApiKey();
  const revokeKey = useRevokeApiKey();
  // Lives only in this component: leaving the page forgets the key for good.
  const [createdKey, setCreatedKey] = useState<CreatedApiKey | null>(null);
  const [confirmation, setConfirmation] = useState<PendingConfirmation>(null);

  function handleCreate() {
    createKey.mutate(undefined, {
      onSuccess: (created) => {
        setCreatedKey(created);
        setConfirmation(null);
      },
    });
  }

  function handleRevoke() {
    revokeKey.mutate(undefined, {
      onSuccess: () => {
        setCreatedKey(null);
        setConfirmation(null);
        toast.success(t('apiKey.revoked'));
      },
    });
  }

  function handleConfirmationChange(isOpen: boolean) {
    if (!isOpen) setConfirmation(null);
  }

  return (
    <QueryView query={apiKey} loadingLabel={t('apiKey.loading')} errorTitle={t('apiKey.loadError')}>
      {(current) => (
        <div className="flex flex-col gap-5">
          {createdKey ? (
            <SecretReveal
              secret={createdKey.key}
              texts={{
                warning: t('apiKey.revealWarning'),
                label: t('apiKey.newKeyLabel'),
                copy: t('apiKey.copy'),
                copiedButton: t('apiKey.copiedButton'),
                copiedToast: t('apiKey.copied'),
                copyFailed: t('apiKey.copyFailed'),
                done: t('apiKey.done'),
              }}
              onDone={() => setCreatedKey(null)}
            />
          ) : null}

          {current ? (
            <>
              <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold">{t('apiKey.prefix')}</dt>
                <dd>
                  <code className="rounded bg-app-background px-1.5 py-0.5 font-mono break-all">
                    {t('apiKey.prefixShown', { prefix: current.prefix })}
                  </code>
                </dd>
                <dt className="font-semibold">{t('apiKey.created')}</dt>
                <dd>{formatDate(current.createdAt, 'dateTime')}</dd>
                <dt className="font-semibold">{t('apiKey.lastUsed')}</dt>
                <dd>
                  {current.lastUsedAt
                    ? formatDate(current.lastUsedAt, 'dateTime')
                    : t('apiKey.neverUsed')}
                </dd>
              </dl>
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => setConfirmation('regenerate')}>
                  {t('apiKey.regenerate')}
                </Button>
                <Button variant="danger" onClick={() => setConfirmation('revoke')}>
                  {t('apiKey.revoke')}
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-text-dark/75">{t('apiKey.none')}</p>
              <Button onClick={handleCreate} isPending={createKey.isPending}>
                {t('apiKey.create')}
              </Button>
            </div>
          )}

          <ConfirmDialog
            isOpen={confirmation === 'regenerate'}
            onOpenChange={handleConfirmationChange}
            title={t('apiKey.regenerateTitle')}
            description={t('apiKey.regenerateBody')}
            confirmLabel={t('apiKey.regenerateConfirm')}
            cancelLabel={t('dialog.cancel')}
            closeLabel={t('dialog.close')}
            isPending={createKey.isPending}
            onConfirm={handleCreate}
          />
          <ConfirmDialog
            isOpen={confirmation === 'revoke'}
            onOpenChange={handleConfirmationChange}
            title={t('apiKey.revokeTitle')}
            description={t('apiKey.revokeBody')}
            confirmLabel={t('apiKey.revokeConfirm')}
            cancelLabel={t('dialog.cancel')}
            closeLabel={t('dialog.close')}
            isPending={revokeKey.isPending}
            onConfirm={handleRevoke}
          />
        </div>
      )}
    </QueryView>
  );
}
