// Query keys and hooks of billing (/customer/billing/...): the only place this feature calls the API.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { UsageMetric } from '../account/usage';

const BILLING = '/customer/billing';

export type Interval = 'month' | 'year';

export type CataloguePlan = {
  key: string;
  name: string;
  monthlyPriceUsd: number;
  /** Minor units of the catalogue's currency. */
  prices: Record<Interval, number>;
  isAgency: boolean;
  limits: Record<UsageMetric, number | 'Infinity'>;
};

export type Subscription = {
  subscriptionId: string;
  status: string;
  plan: string | null;
  interval: Interval | null;
  /** Every change of this subscription is priced in it. */
  currency: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** A switch to a smaller plan, made when the current period ends. */
  scheduledChange: { plan: string; interval: Interval } | null;
};

/** The subscription's plan holds: paid, trialing, or past due while Stripe retries. */
export function isLiveSubscription(subscription: Subscription | null): boolean {
  return ['active', 'trialing', 'past_due'].includes(subscription?.status ?? '');
}

/** The offer of the banner: a coupon the owner may activate once. */
export type Offer = {
  name: string;
  percentOff: number | null;
  /** Minor units of `currency`. */
  amountOff: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
  activatedAt: string | null;
  /** Null while an activated offer waits for the next purchase. */
  appliedAt: string | null;
};

export type PlanCatalogue = {
  billingEnabled: boolean;
  managedBy: 'operator' | 'stripe';
  currentPlan: string;
  currency: string;
  subscription: Subscription | null;
  offer: Offer | null;
  plans: CataloguePlan[];
};

export type PlanChoice = { plan: string; interval: Interval };

export type PlanChangePreview = PlanChoice & {
  /** A bigger plan applies now; a smaller one when the period ends. */
  effective: 'now' | 'period_end';
  effectiveAt: string;
  currency: string;
  amountDue: number;
  total: number;
  /** The new plan's price per period. */
  nextAmount: number;
  lines: { description: string; amount: number }[];
};

export type CheckoutStatus = { status: string; paid: boolean; applied: boolean; plan: string };

export type Invoice = {
  id: string;
  number: string | null;
  createdAt: string;
  status: string;
  total: number;
  currency: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
};

export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  checkout: (sessionId: string) => ['billing', 'checkout', sessionId] as const,
  invoices: ['billing', 'invoices'] as const,
  cards: ['billing', 'cards'] as const,
};

/** `refetchMs`: poll while waiting for Stripe's webhook to reach the server. */
export function usePlanCatalogue(options: { refetchMs?: number | false; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => apiRequest<PlanCatalogue>(`${BILLING}/plans`, { signal }),
    refetchInterval: options.refetchMs ?? false,
    enabled: options.enabled ?? true,
  });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (choice: PlanChoice) =>
      apiRequest<{ sessionId: string; url: string }>(`${BILLING}/stripe-checkout`, {
        method: 'POST',
        body: choice,
      }),
  });
}

/** A finished Checkout: polled until Stripe's webhook has moved the plan. */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({
    queryKey: billingKeys.checkout(sessionId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<CheckoutStatus>(`${BILLING}/verify`, { query: { sessionId }, signal }),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.applied ? false : 1_000),
  });
}

export function usePlanChangePreview() {
  return useMutation({
    mutationFn: (choice: PlanChoice) =>
      apiRequest<PlanChangePreview>(`${BILLING}/preview-plan-change`, {
        method: 'POST',
        body: choice,
        quiet: true,
      }),
  });
}

export function useChangePlan() {
  return useMutation({
    mutationFn: (choice: PlanChoice) =>
      apiRequest<Subscription>(`${BILLING}/change-plan`, { method: 'POST', body: choice }),
  });
}

export function useSetCancellation() {
  return useMutation({
    mutationFn: (cancel: boolean) =>
      cancel
        ? apiRequest<Subscription>(`${BILLING}/subscribe`, { method: 'DELETE' })
        : apiRequest<Subscription>(`${BILLING}/reactivate`, { method: 'POST' }),
  });
}

export function useInvoices(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: ({ signal }) => apiRequest<Invoice[]>(`${BILLING}/invoices`, { signal }),
    enabled,
  });
}

export type SavedCard = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
};

export type SubscribeResult = { subscriptionId: string; status: string; actionUrl: string | null };

export function useSavedCards(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.cards,
    queryFn: ({ signal }) => apiRequest<SavedCard[]>(`${BILLING}/payment-methods`, { signal }),
    enabled,
  });
}

export function useSubscribeWithCard() {
  return useMutation({
    mutationFn: (body: PlanChoice & { paymentId: string; promoCode?: string }) =>
      apiRequest<SubscribeResult>(`${BILLING}/subscribe`, { method: 'POST', body, quiet: true }),
  });
}

export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiRequest<CheckoutStatus & { subscriptionId: string }>(`${BILLING}/subscribe/confirm`, {
        method: 'POST',
        body: { subscriptionId },
      }),
  });
}

export function useActivateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ appliedTo: 'subscription' | 'next_purchase' }>(`${BILLING}/activate-offer`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
