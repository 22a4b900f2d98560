import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutStatus } from '../api';

export type CheckoutReturnProps = {
  sessionId: string;
  planName: (key: string) => string;
  onApplied: () => void;
};

/**
 * Back from Stripe Checkout: the plan changes when Stripe's signed webhook arrives, not because
 * the browser came back, so this waits for it and says so.
 */
export function CheckoutReturn({ sessionId, planName, onApplied }: CheckoutReturnProps) {
  const { t } = useTranslation();
  const status = useCheckoutStatus(sessionId);
  const applied = status.data?.applied ?? false;

  const reported = useRef(false);
  useEffect(() => {
    if (!applied || reported.current) return;
    reported.current = true;
    onApplied();
  }, [applied, onApplied]);

  let message = t('plans.checkout.confirming');
  if (status.isError) message = t('plans.checkout.unknown');
  else if (status.data?.applied)
    message = t('plans.checkout.applied', { plan: planName(status.data.plan) });
  else if (status.data && !status.data.paid) message = t('plans.checkout.notPaid');

  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-primary/30 bg-primary-light p-4 text-sm"
    >
      {message}
    </p>
  );
}
