import { useTranslation } from 'react-i18next';
import { type Allowance, canSpend } from '../allowance';

/** The metrics a single click spends, each with its own wording (counts differ by language). */
export type SpendMetric = 'contactUnlocks' | 'reports' | 'exports' | 'teamSeats';

export type AllowanceNoteProps = {
  metric: SpendMetric;
  allowance: Allowance;
  /** For aria-describedby of the control it explains. */
  id?: string;
  className?: string;
};

/**
 * Visible text beside a control that spends an allowance: what one use costs and what remains,
 * or why the control is off and that an upgrade turns it on. Not a tooltip: touch has no hover.
 * Says nothing when the plan has no limit.
 */
export function AllowanceNote({ metric, allowance, id, className = '' }: AllowanceNoteProps) {
  const { t } = useTranslation();
  let text: string;
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
      text = t(`allowance.${metric}.usedUp`, { limit: allowance.limit });
      break;
    case 'not-included':
      text = t(`allowance.${metric}.notIncluded`);
      break;
  }
  const tone = canSpend(allowance) ? 'text-text-dark/75' : 'font-medium text-danger';
  return (
    <p id={id} className={`text-sm ${tone} ${className}`}>
      {text}
    </p>
  );
}
