import { defineText } from '../../http/i18n/text';

export const WEBHOOK_TEXT = defineText('webhooks', {
  tooMany: {
    en: 'An organization has at most {max} webhooks',
    de: 'Eine Organisation hat höchstens {max} Webhooks',
  },
  deliveryBeingSent: {
    en: 'This delivery is being sent right now',
    de: 'Diese Zustellung wird gerade gesendet',
  },

  // Why an endpoint is off: disabled_reason keeps the English, read back by it.
  switchedOffByOwner: { en: 'Switched off by its owner', de: 'Vom Inhaber ausgeschaltet' },
  failedForDays: {
    en: 'Every delivery failed for 3 days',
    de: 'Jede Zustellung schlug 3 Tage lang fehl',
  },

  // Why an attempt failed (kept with the attempt).
  answered: { en: 'Answered {status}', de: 'Antwort {status}' },
  couldNotConnect: { en: 'Could not connect', de: 'Keine Verbindung möglich' },
  switchedOff: { en: 'The endpoint is switched off', de: 'Der Endpunkt ist ausgeschaltet' },

  // The owner's mail when an endpoint is switched off.
  switchedOffSubject: {
    en: 'A webhook endpoint was switched off',
    de: 'Ein Webhook-Endpunkt wurde ausgeschaltet',
  },
  everyDeliveryFailed: {
    en: 'Every delivery to {url} has failed for 3 days, so it gets no more events.',
    de: 'Jede Zustellung an {url} ist seit 3 Tagen fehlgeschlagen, daher erhält er keine Ereignisse mehr.',
  },
  fixTheReceiver: {
    en: 'Fix the receiver, then switch the endpoint on again in Settings → Webhooks:',
    de: 'Beheben Sie den Fehler beim Empfänger und schalten Sie den Endpunkt dann unter Einstellungen → Webhooks wieder ein:',
  },
  sendAgain: {
    en: 'Deliveries that failed can be sent again from its delivery log.',
    de: 'Fehlgeschlagene Zustellungen können Sie aus seinem Zustellprotokoll erneut senden.',
  },
});
