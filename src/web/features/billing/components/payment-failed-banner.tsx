import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { selectIsOwner, useSessionStore } from '../../../app/session-store';
import { usePlanCatalogue } from '../api';

/**
 * Tells the owner on every page while a renewal has failed and Stripe is retrying: the plan holds
 * until the retries end, so there is time to pay the open invoice. The plans page says it itself.
 */
export function PaymentFailedBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isOwner = useSessionStore(selectIsOwner);
  const catalogue = usePlanCatalogue({ enabled: isOwner });
  const pastDue = catalogue.data?.subscription?.status === 'past_due';

  if (!isOwner || !pastDue || pathname.startsWith('/settings/plan')) return null;
  return (
    <section
      aria-label={t('plans.paymentFailed.label')}
      className="border-b border-danger/20 bg-danger-light"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-danger sm:px-6">
        <p className="min-w-0 flex-1">{t('plans.paymentFailed.text')}</p>
        <Link to="/settings/plan" className="font-semibold underline">
          {t('plans.paymentFailed.action')}
        </Link>
      </div>
    </section>
  );
}
