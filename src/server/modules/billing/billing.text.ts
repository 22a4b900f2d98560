import { defineText } from '../../http/i18n/text';

export const BILLING_TEXT = defineText('billing', {
  billingOff: {
    en: 'Billing is off on this installation: its operator sets plans (reachbase set-plan)',
    de: 'Die Abrechnung ist in dieser Installation ausgeschaltet: Pläne legt ihr Betreiber fest (reachbase set-plan)',
  },
  providerSilent: {
    en: 'The payment provider did not answer; try again shortly',
    de: 'Der Zahlungsanbieter hat nicht geantwortet; versuchen Sie es gleich erneut',
  },
  planNotSold: {
    en: 'Plan {plan} cannot be bought',
    de: 'Der Plan {plan} kann nicht gekauft werden',
  },
  planNotOnSale: {
    en: 'This plan is not on sale yet; its operator must sync the prices',
    de: 'Dieser Plan ist noch nicht erhältlich; der Betreiber muss die Preise abgleichen',
  },
  noSubscription: {
    en: 'There is no subscription: choose a plan first',
    de: 'Es gibt kein Abonnement: Wählen Sie zuerst einen Plan',
  },
  alreadySubscribed: {
    en: 'The organization already has a subscription: change its plan instead',
    de: 'Die Organisation hat bereits ein Abonnement: Wechseln Sie stattdessen den Plan',
  },
  paymentWaiting: {
    en: "A payment for the organization's subscription is waiting: finish it on its invoice page",
    de: 'Eine Zahlung für das Abonnement der Organisation steht noch aus: Schließen Sie sie auf der Rechnungsseite ab',
  },
  alreadyYourPlan: { en: 'This is already your plan', de: 'Das ist bereits Ihr Plan' },
  cardNotSaved: {
    en: 'This card is not saved for your organization',
    de: 'Diese Karte ist für Ihre Organisation nicht gespeichert',
  },
  promoCodeInvalid: {
    en: 'The promotion code {code} is not valid',
    de: 'Der Aktionscode {code} ist nicht gültig',
  },
  noOffer: {
    en: 'There is no offer to activate at the moment',
    de: 'Derzeit gibt es kein Angebot zum Aktivieren',
  },
  offerActivated: {
    en: 'The offer has already been activated',
    de: 'Das Angebot wurde bereits aktiviert',
  },
  badSignature: {
    en: 'The Stripe signature does not match this body',
    de: 'Die Stripe-Signatur passt nicht zu diesem Inhalt',
  },

  // What can be missing ("{what} {id} was not found").

  // The mail to the owner when a renewal's payment fails.
  paymentFailedSubject: {
    en: 'A payment for your plan failed',
    de: 'Eine Zahlung für Ihren Plan ist fehlgeschlagen',
  },
  chargeFailed: {
    en: 'The charge of {amount} for your plan did not go through. The payment provider tries again over the next days; your plan stays as it is meanwhile.',
    de: 'Die Abbuchung von {amount} für Ihren Plan ist nicht gelungen. Der Zahlungsanbieter versucht es in den nächsten Tagen erneut; Ihr Plan bleibt so lange unverändert.',
  },
  payWithAnotherCard: {
    en: 'You can pay it with another card here:',
    de: 'Hier können Sie sie mit einer anderen Karte bezahlen:',
  },
  movesToFree: {
    en: 'If no charge succeeds, the organization moves to the Free plan and keeps all its data.',
    de: 'Gelingt keine Abbuchung, wechselt die Organisation in den Free-Plan und behält alle ihre Daten.',
  },
});
