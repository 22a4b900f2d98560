// Query keys and hooks of billing (/customer/billing/...): the only place this feature calls the API.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CatalogueDto,
  type CheckoutStartedDto,
  type CheckoutStatusDto,
  type InvoiceDto,
  type OfferActivatedDto,
  type OfferDto,
  PAID_STATUS_VALUES,
  type PlanChangePreviewDto,
  type planBody,
  type SavedCardDto,
  type SubscribeResultDto,
  type SubscriptionConfirmedDto,
  type SubscriptionDto,
  type subscribeBody,
} from '../../../common/api/billing';
import { apiRequest } from '../../lib/api-client';

export type { Interval } from '../../../common/api/billing';

const BILLING = '/customer/billing';

export type PlanCatalogue = CatalogueDto;
export type CataloguePlan = CatalogueDto['plans'][number];
export type Subscription = SubscriptionDto;
/** The offer of the banner: a coupon the owner may activate once. */
export type Offer = OfferDto;
/** A plan as the pages choose it: always with its interval. */
export type PlanChoice = Required<z.input<typeof planBody>>;
export type PlanChangePreview = PlanChangePreviewDto;
export type CheckoutStatus = CheckoutStatusDto;
export type Invoice = InvoiceDto;
export type SavedCard = SavedCardDto;
export type SubscribeResult = SubscribeResultDto;

/** The subscription's plan holds: paid, trialing, or past due while Stripe retries. */
export function isLiveSubscription(subscription: Subscription | null): boolean {
  return (PAID_STATUS_VALUES as readonly string[]).includes(subscription?.status ?? '');
}

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
      apiRequest<CheckoutStartedDto>(`${BILLING}/stripe-checkout`, {
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

export function useSavedCards(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.cards,
    queryFn: ({ signal }) => apiRequest<SavedCard[]>(`${BILLING}/payment-methods`, { signal }),
    enabled,
  });
}

export function useSubscribeWithCard() {
  return useMutation({
    mutationFn: (body: z.input<typeof subscribeBody>) =>
      apiRequest<SubscribeResult>(`${BILLING}/subscribe`, { method: 'POST', body, quiet: true }),
  });
}

export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiRequest<SubscriptionConfirmedDto>(`${BILLING}/subscribe/confirm`, {
        method: 'POST',
        body: { subscriptionId },
      }),
  });
}

export function useActivateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<OfferActivatedDto>(`${BILLING}/activate-offer`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
