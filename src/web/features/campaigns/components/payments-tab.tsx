import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessagePanel } from '../../../components/ui/message-panel';
import { useFormatDate } from '../../../lib/use-format-date';
import { useCampaignAction } from '../api';
import { formatMinor } from '../campaign-format';
import type { CampaignDetail, Payment } from '../types';
import { PaymentDialog } from './payment-dialog';
import { PaymentInvoice } from './payment-invoice';

export type PaymentsTabProps = { campaign: CampaignDetail; isReadOnly: boolean };

/** Payments to influencers and their totals per currency (never converted). */
export function PaymentsTab({ campaign, isReadOnly }: PaymentsTabProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const action = useCampaignAction(campaign._id);
  // null: closed; 'new': adding; a payment: editing it.
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const [toRemove, setToRemove] = useState<Payment | null>(null);
  const usernameOf = (id: string | null) =>
    campaign.influencers.find((influencer) => influencer.profileId === id)?.platform_username;
  const confirmSaved = () => toast.success(t('campaigns.payments.saved'));

  return (
    <div className="flex flex-col gap-5">
      {campaign.payments.totals.length > 0 ? (
        <ul
          aria-label={t('campaigns.payments.totals')}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        >
          {campaign.payments.totals.map((total) => (
            <li
              key={total.currency}
              className="rounded-xl border border-text-dark/10 bg-surface p-4"
            >
              <p className="text-sm text-text-dark/70">
                {t('campaigns.payments.spendIn', { currency: total.currency })}
              </p>
              <p className="mt-1 text-xl font-bold">
                {formatMinor(total.spendMinor, total.currency)}
              </p>
              <p className="mt-1 text-xs text-text-dark/70">
                {t('campaigns.payments.breakdown', {
                  paid: formatMinor(total.paidMinor, total.currency),
                  scheduled: formatMinor(total.scheduledMinor, total.currency),
                  pending: formatMinor(total.pendingMinor, total.currency),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {isReadOnly ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => setEditing('new')}>{t('campaigns.payments.add')}</Button>
          <p className="text-xs text-text-dark/60">{t('campaigns.payments.invoiceLimits')}</p>
        </div>
      )}
      {campaign.payments.items.length === 0 ? (
        <MessagePanel title={t('campaigns.payments.emptyTitle')}>
          <p>{t('campaigns.payments.emptyText')}</p>
        </MessagePanel>
      ) : (
        <ul aria-label={t('campaigns.tabs.payments')} className="flex flex-col gap-3">
          {campaign.payments.items.map((payment) => (
            <li
              key={payment._id}
              className="flex flex-col gap-2 rounded-xl border border-text-dark/10 bg-surface p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {formatMinor(payment.amountMinor, payment.currency)}
                  <Badge tone={payment.status === 'paid' ? 'primary' : 'neutral'}>
                    {t(`campaigns.paymentStatus.${payment.status}`)}
                  </Badge>
                </p>
                <p className="text-sm text-text-dark/70">
                  {[
                    usernameOf(payment.profileId) ? `@${usernameOf(payment.profileId)}` : null,
                    payment.method,
                    payment.dueOn
                      ? t('campaigns.payments.due', { date: formatDate(payment.dueOn) })
                      : null,
                    payment.paidOn
                      ? t('campaigns.payments.paidOnText', { date: formatDate(payment.paidOn) })
                      : null,
                    payment.note,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-sm text-text-dark/70">
                  {payment.invoiceName
                    ? t('campaigns.payments.invoice', { name: payment.invoiceName })
                    : t('campaigns.payments.noInvoice')}
                </p>
              </div>
              <PaymentInvoice campaignId={campaign._id} payment={payment} isReadOnly={isReadOnly} />
              {isReadOnly ? null : (
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setEditing(payment)}>
                    {t('campaigns.edit')}
                  </Button>
                  <Button variant="ghost" onClick={() => setToRemove(payment)}>
                    {t('campaigns.remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <PaymentDialog
        editing={editing}
        campaign={campaign}
        isPending={action.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(fields) =>
          editing === 'new'
            ? action.mutateAsync({ action: 'addPayment', ...fields }).then(confirmSaved)
            : editing
              ? action
                  .mutateAsync({ action: 'editPayment', paymentId: editing._id, ...fields })
                  .then(confirmSaved)
              : Promise.resolve(undefined)
        }
      />
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToRemove(null);
        }}
        title={t('campaigns.payments.removeTitle')}
        description={toRemove ? formatMinor(toRemove.amountMinor, toRemove.currency) : ''}
        confirmLabel={t('campaigns.remove')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={action.isPending}
        onConfirm={() => {
          if (!toRemove) return;
          action.mutate(
            { action: 'removePayment', paymentId: toRemove._id },
            { onSuccess: () => setToRemove(null) },
          );
        }}
      />
    </div>
  );
}
