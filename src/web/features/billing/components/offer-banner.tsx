import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsOwner, useSessionStore } from '../../../app/session-store';
import { useUiStore } from '../../../app/ui-store';
import { Button } from '../../../components/ui/button';
import { type Offer, useActivateOffer, usePlanCatalogue } from '../api';
import { formatMinorUnits } from './money';

/** The offer last dismissed, so a closed banner stays closed until the operator sets a new one. */
const DISMISSED_KEY = 'reachbase.dismissedOffer';

function wasDismissed(offer: Offer): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === offer.name;
  } catch {
    return false;
  }
}

/**
 * The offer banner (SPEC 3 showOfferBanner): owners see the operator's coupon on every page until
 * they activate it (once per organization) or close the banner.
 */
export function OfferBanner() {
  const { t } = useTranslation();
  const isOwner = useSessionStore(selectIsOwner);
  const showOfferBanner = useUiStore((state) => state.showOfferBanner);
  const setFlag = useUiStore((state) => state.setFlag);
  const catalogue = usePlanCatalogue({ enabled: isOwner });
  const activate = useActivateOffer();
  const [appliedTo, setAppliedTo] = useState<'subscription' | 'next_purchase' | null>(null);
  const offer = catalogue.data?.offer ?? null;

  if (!isOwner || !showOfferBanner || !offer) return null;
  if (!appliedTo && (offer.activatedAt || wasDismissed(offer))) return null;

  function dismiss() {
    if (offer) {
      try {
        localStorage.setItem(DISMISSED_KEY, offer.name);
      } catch {
        // Private browsing: closed for this visit only.
      }
    }
    setFlag('showOfferBanner', false);
  }

  const discount =
    offer.percentOff !== null
      ? t('plans.offer.percentOff', { percent: offer.percentOff })
      : t('plans.offer.amountOff', {
          amount: formatMinorUnits(offer.amountOff ?? 0, offer.currency ?? 'usd'),
        });
  // Stripe's coupon durations: once, repeating (for some months) or forever.
  const duration =
    offer.duration === 'repeating'
      ? t('plans.offer.months', { count: offer.durationInMonths ?? 1 })
      : offer.duration === 'forever'
        ? t('plans.offer.forever')
        : t('plans.offer.once');

  return (
    <section
      aria-label={t('plans.offer.label')}
      className="border-b border-primary/20 bg-primary-light"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        {appliedTo ? (
          <p role="status" className="min-w-0 flex-1 font-semibold">
            {t(`plans.offer.activated.${appliedTo}`, { name: offer.name })}
          </p>
        ) : (
          <>
            <p className="min-w-0 flex-1">
              <strong>{offer.name}:</strong> {t('plans.offer.text', { discount, duration })}
            </p>
            <Button
              variant="primary"
              isPending={activate.isPending}
              onClick={() =>
                activate.mutate(undefined, {
                  onSuccess: (result) => setAppliedTo(result.appliedTo),
                })
              }
            >
              {t('plans.offer.activate')}
            </Button>
          </>
        )}
        <button
          type="button"
          className="rounded px-2 py-1 font-semibold underline"
          onClick={dismiss}
          aria-label={t('plans.offer.dismiss')}
        >
          ×
        </button>
      </div>
    </section>
  );
}
