import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { selectIsOwner, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { QueryView } from '../../components/ui/query-view';
import { accountKeys } from '../account/api';
import { SettingsSection } from '../account/components/settings-section';
import { UsageList } from '../account/components/usage-list';
import {
  billingKeys,
  type CataloguePlan,
  type Interval,
  isLiveSubscription,
  type PlanCatalogue,
  type PlanChoice,
  usePlanCatalogue,
  useSavedCards,
  useSetCancellation,
  useStartCheckout,
} from './api';
import { CheckoutReturn } from './components/checkout-return';
import { ChoosePlanDialog } from './components/choose-plan-dialog';
import { IntervalSwitch } from './components/interval-switch';
import { InvoiceList } from './components/invoice-list';
import { PlanCard } from './components/plan-card';
import { PlanChangeDialog } from './components/plan-change-dialog';
import { SubscriptionPanel } from './components/subscription-panel';

/** How long the page polls for Stripe's webhook after a change before it stops waiting. */
const AWAIT_MS = 30_000;

type Awaited = { done: (catalogue: PlanCatalogue) => boolean; until: number };

/**
 * Plans and usage. With billing off (a self-hosted install) nobody can buy a plan here: the page
 * says who changes plans instead of offering a checkout that cannot work. With billing on, plans
 * are bought through Stripe Checkout and changed with a preview of what is charged now; the page
 * shows a change once Stripe's webhook has made it on the server.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // Kept after the parameter leaves the URL, so the outcome stays on screen.
  const [checkoutSession] = useState(() => searchParams.get('checkout'));
  const [awaiting, setAwaiting] = useState<Awaited | null>(null);
  const catalogue = usePlanCatalogue({ refetchMs: awaiting ? 1_000 : false });
  const data = catalogue.data;
  const subscription = data?.subscription ?? null;
  const [chosenInterval, setInterval] = useState<Interval | null>(null);
  const interval = chosenInterval ?? subscription?.interval ?? 'month';
  const [changing, setChanging] = useState<PlanChoice | null>(null);
  // Buying and cancelling are the owner's; the others see the plans and the usage.
  const isOwner = useSessionStore(selectIsOwner);
  const checkout = useStartCheckout();
  const cards = useSavedCards(isOwner && Boolean(data?.billingEnabled));
  const [choosing, setChoosing] = useState<PlanChoice | null>(null);
  const cancellation = useSetCancellation();

  const refreshAll = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [queryClient]);

  useEffect(() => {
    if (!awaiting || !data) return;
    if (awaiting.done(data) || Date.now() > awaiting.until) {
      setAwaiting(null);
      refreshAll();
    }
  }, [awaiting, data, refreshAll]);

  const onCheckoutApplied = useCallback(() => {
    refreshAll();
    setSearchParams({}, { replace: true });
  }, [refreshAll, setSearchParams]);

  function waitFor(done: Awaited['done']) {
    setAwaiting({ done, until: Date.now() + AWAIT_MS });
  }

  const planName = (key: string) => data?.plans.find((plan) => plan.key === key)?.name ?? key;

  function actionFor(plan: CataloguePlan) {
    if (!isOwner || !data?.billingEnabled || plan.prices.month === 0) return null;
    const isCurrent = plan.key === data.currentPlan && subscription?.interval === interval;
    if (isCurrent) return null;
    const choice = { plan: plan.key, interval };
    if (isLiveSubscription(subscription)) {
      return (
        <Button variant="secondary" className="w-full" onClick={() => setChanging(choice)}>
          {t('plans.switchTo', { plan: plan.name })}
        </Button>
      );
    }
    return (
      <Button
        className="w-full"
        // Until the saved cards are known, a click could not tell the card dialog from Checkout.
        isPending={cards.isLoading || (checkout.isPending && checkout.variables?.plan === plan.key)}
        onClick={() => (cards.data?.length ? setChoosing(choice) : startCheckout(choice))}
      >
        {t('plans.choose', { plan: plan.name })}
      </Button>
    );
  }

  function startCheckout(choice: PlanChoice) {
    checkout.mutate(choice, { onSuccess: ({ url }) => window.location.assign(url) });
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('plans.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('plans.intro')}</p>
      {data && !data.billingEnabled ? (
        <p
          role="note"
          className="mt-4 rounded-lg border border-secondary/30 bg-secondary-light p-4 text-sm"
        >
          {t('plans.billingOff')}
        </p>
      ) : null}
      {isOwner && checkoutSession && data?.billingEnabled ? (
        <CheckoutReturn
          sessionId={checkoutSession}
          planName={planName}
          onApplied={onCheckoutApplied}
        />
      ) : null}
      {isOwner && data?.offer?.activatedAt && !data.offer.appliedAt ? (
        <p
          role="note"
          className="mt-4 rounded-lg border border-primary/30 bg-primary-light p-4 text-sm"
        >
          {t('plans.offer.activated.next_purchase', { name: data.offer.name })}
        </p>
      ) : null}
      {awaiting ? (
        <p role="status" className="mt-4 text-sm text-text-dark/70">
          {t('plans.awaiting')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-8">
        <QueryView
          query={catalogue}
          loadingLabel={t('plans.loading')}
          errorTitle={t('plans.loadError')}
        >
          {(catalogueData) => (
            <>
              {isOwner && catalogueData.billingEnabled && subscription ? (
                <SubscriptionPanel
                  subscription={subscription}
                  planName={planName(subscription.plan ?? catalogueData.currentPlan)}
                  scheduledPlanName={planName(subscription.scheduledChange?.plan ?? '')}
                  isPending={cancellation.isPending || awaiting !== null}
                  onSetCancellation={(cancel) =>
                    cancellation.mutateAsync(cancel).then(() =>
                      waitFor(
                        (next) =>
                          next.subscription?.cancelAtPeriodEnd === cancel &&
                          // "Keep" also drops a pending switch.
                          (cancel || next.subscription.scheduledChange === null),
                      ),
                    )
                  }
                />
              ) : null}
              {catalogueData.billingEnabled ? (
                <IntervalSwitch value={interval} onChange={setInterval} />
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {catalogueData.plans.map((plan) => (
                  <PlanCard
                    key={plan.key}
                    plan={plan}
                    isCurrent={plan.key === catalogueData.currentPlan}
                    interval={interval}
                    currency={catalogueData.currency}
                    action={actionFor(plan)}
                  />
                ))}
              </div>
            </>
          )}
        </QueryView>
        <SettingsSection title={t('plans.usageTitle')} description={t('plans.usageDescription')}>
          <UsageList />
        </SettingsSection>
        {data?.billingEnabled ? (
          <SettingsSection
            title={t('plans.invoices.title')}
            description={t('plans.invoices.description')}
          >
            <InvoiceList />
          </SettingsSection>
        ) : null}
      </div>
      <ChoosePlanDialog
        key={choosing ? `${choosing.plan}-${choosing.interval}` : 'closed'}
        choice={choosing}
        planName={choosing ? planName(choosing.plan) : ''}
        cards={cards.data ?? []}
        onClose={() => setChoosing(null)}
        onCheckout={startCheckout}
        onSubscribed={() => {
          const chosen = choosing;
          setChoosing(null);
          waitFor((next) => next.currentPlan === chosen?.plan);
        }}
      />
      <PlanChangeDialog
        choice={changing}
        planName={changing ? planName(changing.plan) : ''}
        onClose={() => setChanging(null)}
        onChanged={(choice, effective) => {
          setChanging(null);
          waitFor((next) =>
            effective === 'now'
              ? next.currentPlan === choice.plan && next.subscription?.interval === choice.interval
              : next.subscription?.scheduledChange?.plan === choice.plan,
          );
        }}
      />
    </>
  );
}
