import type { TFunction } from 'i18next';
import { isUsageMetric } from '../../features/account';

/**
 * What the upgrade popup says: the limit that was reached, by its human name, when the server
 * named a plan metric; otherwise the server's own message; otherwise a general line.
 */
export function upgradeMessageFor(
  field: string | null,
  serverMessage: string | null,
  t: TFunction,
): string {
  if (isUsageMetric(field)) return t(`upgrade.limitReached.${field}`);
  return serverMessage ?? t('upgrade.defaultMessage');
}
