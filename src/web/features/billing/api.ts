// Query keys and hooks of billing (/customer/billing/...): the only place this feature calls the API.

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { UsageMetric } from '../account/usage';

export type CataloguePlan = {
  key: string;
  name: string;
  monthlyPriceUsd: number;
  isAgency: boolean;
  limits: Record<UsageMetric, number | 'Infinity'>;
};

export type PlanCatalogue = {
  billingEnabled: boolean;
  managedBy: 'operator';
  currentPlan: string;
  plans: CataloguePlan[];
};

export const billingKeys = { plans: ['billing', 'plans'] as const };

export function usePlanCatalogue() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => apiRequest<PlanCatalogue>('/customer/billing/plans', { signal }),
  });
}
