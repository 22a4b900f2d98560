import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { UpgradeLink } from '../../../components/ui/upgrade-link';
import { type Allowance, canSpend } from '../allowance';

/** The metrics a single click spends, each with its own wording (counts differ by language). */
export type SpendMetric = 'searchCount' | 'contactUnlocks' | 'reports' | 'exports' | 'teamSeats';

export type AllowanceNoteProps = {
  metric: SpendMetric;
  allowance: Allowance;
  /** For aria-describedby of the control it explains. */
  id?: string;
  className?: string;
};

/**
 * Visible text beside a control that spends an allowance: what one use costs and what remains,
 * or why the control is off and a link to the upgrade that turns it on. Not a tooltip: touch has
 * no hover. Says nothing when the plan has no limit.
 */
export function AllowanceNote({ metric, allowance, id, className = '' }: AllowanceNoteProps) {
  const { t } = useTranslation();
  let text: ReactNode;
  switch (allowance.kind) {
    case 'unlimited':
      return null;
    case 'unknown':
      text = t(`allowance.${metric}.unknown`);
      break;
    case 'available':
      text = t(`allowance.${metric}.available`, { count: allowance.remaining });
      break;
    case 'used-up':
      text = (
        <Trans
          i18nKey={`allowance.${metric}.usedUp`}
          values={{ limit: allowance.limit }}
          components={{ upgrade: <UpgradeLink /> }}
        />
      );
      break;
    case 'not-included':
      text = (
        <Trans
          i18nKey={`allowance.${metric}.notIncluded`}
          components={{ upgrade: <UpgradeLink /> }}
        />
      );
      break;
  }
  const tone = canSpend(allowance) ? 'text-text-dark/75' : 'font-medium text-danger';
  return (
    <p id={id} className={`text-sm ${tone} ${className}`}>
      {text}
    </p>
  );
}
