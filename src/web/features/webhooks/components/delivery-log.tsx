import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '../../../../common/api/webhooks';
import { formatInteger } from '../../../../common/format-number';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { Table } from '../../../components/ui/table';
import { useFormatDate } from '../../../lib/use-format-date';
import { useRedeliver, useWebhookDeliveries } from '../api';
import { eventTypeLabel } from '../event-type-label';

const STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  delivered: 'secondary',
  pending: 'neutral',
  sending: 'neutral',
  failed: 'primary',
};

/** The endpoint's latest deliveries: each with its answer, time taken and attempts. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliver();

  return (
    <QueryView
      query={deliveries}
      loadingLabel={t('webhooks.log.loading')}
      errorTitle={t('webhooks.log.loadError')}
      canRetry={false}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="text-sm text-text-dark/75">{t('webhooks.log.empty')}</p>}
    >
      {({ items }) => (
        <Table
          caption={t('webhooks.log.caption')}
          tableClassName="w-full min-w-[36rem] text-left text-sm"
          headClassName="text-xs text-text-dark/70"
          headerCellClassName="py-2 pr-3 font-semibold"
          columns={[
            { key: 'time', header: t('webhooks.log.time') },
            { key: 'event', header: t('webhooks.log.event') },
            { key: 'status', header: t('webhooks.log.status') },
            { key: 'answer', header: t('webhooks.log.answer') },
            { key: 'attempts', header: t('webhooks.log.attempts') },
            {
              key: 'actions',
              header: t('webhooks.log.actions'),
              isHeaderHidden: true,
              className: 'py-2 font-semibold',
            },
          ]}
        >
          {items.map((delivery) => {
            const last = delivery.attempts.at(-1);
            return (
              <tr key={delivery._id} className="border-t border-text-dark/10 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">
                  {formatDate(delivery.createdAt, 'dateTime')}
                </td>
                <td className="py-2 pr-3">{eventTypeLabel(t, delivery.eventType)}</td>
                <td className="py-2 pr-3">
                  <Badge tone={STATUS_TONES[delivery.status]}>
                    {t(`webhooks.status.${delivery.status}`)}
                  </Badge>
                  {delivery.nextAttemptAt ? (
                    <p className="mt-1 text-xs text-text-dark/70">
                      {t('webhooks.log.nextAttempt', {
                        time: formatDate(delivery.nextAttemptAt, 'time'),
                      })}
                    </p>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  {last
                    ? t('webhooks.log.answerValue', {
                        status: last.statusCode ?? last.error ?? '–',
                        ms: formatInteger(last.responseMs),
                      })
                    : '–'}
                </td>
                <td className="py-2 pr-3">{formatInteger(delivery.attempts.length)}</td>
                <td className="py-2 text-right">
                  {delivery.status === 'sending' ? null : (
                    <Button
                      variant="secondary"
                      className="min-h-8 px-2 text-xs"
                      isPending={
                        redeliver.isPending && redeliver.variables?.deliveryId === delivery._id
                      }
                      onClick={() => redeliver.mutate({ id: endpointId, deliveryId: delivery._id })}
                    >
                      {t('webhooks.log.redeliver')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </Table>
      )}
    </QueryView>
  );
}
