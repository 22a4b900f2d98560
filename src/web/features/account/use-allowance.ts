import { type Allowance, toAllowance } from './allowance';
import { useUsage } from './api';
import type { UsageMetric } from './usage';

/** What remains of one metric of the plan, from the account's usage call. */
export function useAllowance(metric: UsageMetric, { isEnabled = true } = {}): Allowance {
  const usage = useUsage([metric], { isEnabled });
  return toAllowance(usage.data?.[metric]);
}
