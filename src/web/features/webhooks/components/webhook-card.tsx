import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { EndpointDto, EndpointWithSecretDto } from '../../../../common/api/webhooks';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFormatDate } from '../../../lib/use-format-date';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
} from '../api';
import { eventTypeLabel } from '../event-type-label';
import { DeliveryLog } from './delivery-log';

type Confirmation = 'rotate' | 'delete' | null;

export type WebhookCardProps = {
  endpoint: EndpointDto;
  onSecret: (endpoint: EndpointWithSecretDto) => void;
};

/** One endpoint: what it gets, whether it answers, and what can be done with it. */
export function WebhookCard({ endpoint, onSecret }: WebhookCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const titleId = useId();
  const logId = useId();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const sendTest = useSendTestEvent();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();

  function handleTest() {
    sendTest.mutate(endpoint._id, {
      onSuccess: (delivery) => {
        const last = delivery.attempts.at(-1);
        if (delivery.status === 'delivered') toast.success(t('webhooks.testDelivered'));
        else toast.error(t('webhooks.testFailed', { reason: last?.error ?? '' }));
        setIsLogOpen(true);
      },
    });
  }

  return (
    <Card aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-mono text-sm font-semibold break-all">
            {endpoint.url}
          </h3>
          {endpoint.description ? (
            <p className="mt-0.5 text-sm text-text-dark/75">{endpoint.description}</p>
          ) : null}
        </div>
        {endpoint.enabled ? (
          <Badge tone={endpoint.failingSince ? 'primary' : 'secondary'}>
            {endpoint.failingSince ? t('webhooks.failing') : t('webhooks.on')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('webhooks.off')}</Badge>
        )}
      </div>
      <p className="mt-3 text-sm">
        <span className="font-semibold">{t('webhooks.gets')}</span>{' '}
        {endpoint.eventTypes.map((type) => eventTypeLabel(t, type)).join(', ')}
      </p>
      {endpoint.failingSince && endpoint.enabled ? (
        <p className="mt-1 text-sm text-danger">
          {t('webhooks.failingSince', { date: formatDate(endpoint.failingSince, 'dateTime') })}
        </p>
      ) : null}
      {!endpoint.enabled && endpoint.disabledReason ? (
        <p className="mt-1 text-sm text-text-dark/75">{endpoint.disabledReason}</p>
      ) : null}
      {endpoint.previousSecretExpiresAt ? (
        <p className="mt-1 text-sm text-text-dark/75">
          {t('webhooks.overlap', {
            date: formatDate(endpoint.previousSecretExpiresAt, 'dateTime'),
          })}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={handleTest} isPending={sendTest.isPending}>
          {t('webhooks.sendTest')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={isLogOpen}
          aria-controls={logId}
          onClick={() => setIsLogOpen((open) => !open)}
        >
          {isLogOpen ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
        <Button
          variant="secondary"
          isPending={update.isPending}
          onClick={() => update.mutate({ id: endpoint._id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? t('webhooks.switchOff') : t('webhooks.switchOn')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirmation('rotate')}>
          {t('webhooks.rotate')}
        </Button>
        <Button variant="danger" onClick={() => setConfirmation('delete')}>
          {t('webhooks.delete')}
        </Button>
      </div>

      {isLogOpen ? (
        <section id={logId} aria-label={t('webhooks.log.caption')} className="mt-4">
          <DeliveryLog endpointId={endpoint._id} />
        </section>
      ) : null}

      <ConfirmDialog
        isOpen={confirmation === 'rotate'}
        onOpenChange={(isOpen) => (isOpen ? null : setConfirmation(null))}
        title={t('webhooks.rotateTitle')}
        description={t('webhooks.rotateBody')}
        confirmLabel={t('webhooks.rotateConfirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(endpoint._id, {
            onSuccess: (rotated) => {
              setConfirmation(null);
              onSecret(rotated);
            },
          })
        }
      />
      <ConfirmDialog
        isOpen={confirmation === 'delete'}
        onOpenChange={(isOpen) => (isOpen ? null : setConfirmation(null))}
        title={t('webhooks.deleteTitle')}
        description={t('webhooks.deleteBody', { url: endpoint.url })}
        confirmLabel={t('webhooks.deleteConfirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(endpoint._id, {
            onSuccess: () => {
              setConfirmation(null);
              toast.success(t('webhooks.deleted'));
            },
          })
        }
      />
    </Card>
  );
}
