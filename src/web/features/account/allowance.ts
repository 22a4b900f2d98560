// What a plan still allows of one metric, as a control that spends it shows it before the click
// (issue 19: no spending without warning, never offering what the plan forbids).

import type { UsageEntry } from './api';
import { toUsageBar } from './usage';

export type Allowance =
  /** Usage not loaded (yet) or unreadable: say what one use costs, claim nothing about the rest. */
  | { kind: 'unknown' }
  | { kind: 'unlimited' }
  | { kind: 'available'; remaining: number; limit: number }
  | { kind: 'used-up'; limit: number }
  /** A limit of 0: the plan does not include this at all. */
  | { kind: 'not-included' };

export function toAllowance(entry: UsageEntry | undefined): Allowance {
  if (!entry) return { kind: 'unknown' };
  const bar = toUsageBar(entry.used, entry.limit);
  switch (bar.kind) {
    case 'unlimited':
      return { kind: 'unlimited' };
    case 'not-included':
      return { kind: 'not-included' };
    case 'unknown':
      return { kind: 'unknown' };
    case 'limited':
      return bar.isExhausted
        ? { kind: 'used-up', limit: bar.limit }
        : { kind: 'available', remaining: bar.remaining, limit: bar.limit };
  }
}

/**
 * Whether to offer the action at all. An unknown allowance is offered: the server still decides,
 * and a 423 then explains.
 */
export function canSpend(allowance: Allowance): boolean {
  return allowance.kind !== 'used-up' && allowance.kind !== 'not-included';
}
