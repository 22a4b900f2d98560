import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFormatDate } from '../../../lib/use-format-date';
import { isLiveSubscription, type Subscription } from '../api';

export type SubscriptionPanelProps = {
  subscription: Subscription;
  planName: string;
  scheduledPlanName: string;
  isPending: boolean;
  onSetCancellation: (cancel: boolean) => Promise<unknown>;
};

/** The subscription as Stripe last told us: when it renews or ends, one-step cancel and undo. */
export function SubscriptionPanel({
  subscription,
  planName,
  scheduledPlanName,
  isPending,
  onSetCancellation,
}: SubscriptionPanelProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [confirming, setConfirming] = useState(false);
  const date = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '';
  const live = isLiveSubscription(subscription);

  return (
    <section
      aria-labelledby="subscription-title"
      className="flex flex-col gap-3 rounded-xl border border-text-dark/10 bg-white p-5"
    >
      <h2 id="subscription-title" className="text-lg font-bold">
        {t('plans.subscription.title')}
      </h2>
      {subscription.status === 'past_due' ? (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
          {t('plans.subscription.pastDue')}
        </p>
      ) : null}
      <p className="text-sm">
        {live
          ? t(
              subscription.cancelAtPeriodEnd
                ? 'plans.subscription.endsOn'
                : 'plans.subscription.renewsOn',
              {
                plan: planName,
                interval: t(`plans.interval.${subscription.interval ?? 'month'}`),
                date,
              },
            )
          : t(
              subscription.status === 'incomplete'
                ? 'plans.subscription.incomplete'
                : 'plans.subscription.ended',
              { plan: planName },
            )}
      </p>
      {live && subscription.scheduledChange ? (
        <p className="text-sm">
          {t('plans.subscription.switchesOn', {
            plan: scheduledPlanName,
            interval: t(`plans.interval.${subscription.scheduledChange.interval}`),
            date,
          })}
        </p>
      ) : null}
      {live ? (
        <div className="flex flex-wrap gap-2">
          {subscription.scheduledChange ? (
            <Button
              variant="secondary"
              onClick={() => void onSetCancellation(false)}
              isPending={isPending}
            >
              {t('plans.subscription.keepPlan', { plan: planName })}
            </Button>
          ) : null}
          {subscription.cancelAtPeriodEnd ? (
            <Button onClick={() => void onSetCancellation(false)} isPending={isPending}>
              {t('plans.subscription.reactivate')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('plans.subscription.cancel')}
            </Button>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('plans.subscription.cancelTitle')}
        description={t('plans.subscription.cancelDescription', { plan: planName, date })}
        confirmLabel={t('plans.subscription.cancelConfirm')}
        cancelLabel={t('plans.subscription.keep')}
        closeLabel={t('plans.close')}
        isPending={isPending}
        onConfirm={() => void onSetCancellation(true).then(() => setConfirming(false))}
      />
    </section>
  );
}
