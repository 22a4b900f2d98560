import { defineText } from '../../http/i18n/text';

/** Why a URL a user gave could not be fetched; `{reason}` is one of the reasons below. */
export const OUTBOUND_TEXT = defineText('outbound', {
  cannotFetch: {
    en: 'This URL cannot be fetched: {reason}',
    de: 'Diese URL kann nicht abgerufen werden: {reason}',
  },
  addressRefused: {
    en: 'This address is not allowed: private or local network',
    de: 'Diese Adresse ist nicht erlaubt: privates oder lokales Netz',
  },
  portRefused: {
    en: 'This port is not allowed: {port}. Use {ports}',
    de: 'Dieser Port ist nicht erlaubt: {port}. Verwenden Sie {ports}',
  },
  couldNotFetch: {
    en: 'Could not fetch the URL: {reason}',
    de: 'Die URL konnte nicht abgerufen werden: {reason}',
  },
  fileTooLarge: {
    en: 'The file at this URL is larger than {size}',
    de: 'Die Datei unter dieser URL ist größer als {size}',
  },
  answered: { en: 'The URL answered {status}', de: 'Die URL antwortete mit {status}' },
  answeredType: {
    en: 'The URL answered {type}; expected {expected}',
    de: 'Die URL antwortete mit {type}; erwartet: {expected}',
  },
  answeredNoType: {
    en: 'The URL answered without a content type; expected {expected}',
    de: 'Die URL antwortete ohne Inhaltstyp; erwartet: {expected}',
  },

  // Reasons.
  giveAbsoluteUrl: {
    en: 'give an absolute http or https URL',
    de: 'geben Sie eine absolute http- oder https-URL an',
  },
  onlyHttp: {
    en: 'only http and https URLs are allowed',
    de: 'nur http- und https-URLs sind erlaubt',
  },
  noCredentials: {
    en: 'URLs with a user name or password are not allowed',
    de: 'URLs mit Benutzername oder Passwort sind nicht erlaubt',
  },
  redirectForApiCall: {
    en: 'a redirect, not followed for an API call',
    de: 'eine Weiterleitung, der bei einem API-Aufruf nicht gefolgt wird',
  },
  tooManyRedirects: { en: 'more than {max} redirects', de: 'mehr als {max} Weiterleitungen' },
  redirectWithoutLocation: {
    en: 'a {status} redirect without a Location',
    de: 'eine {status}-Weiterleitung ohne Location',
  },
  hostDoesNotResolve: {
    en: 'the host name {host} does not resolve',
    de: 'der Hostname {host} lässt sich nicht auflösen',
  },
  noAnswerWithin: {
    en: 'no complete answer within {seconds} s',
    de: 'keine vollständige Antwort innerhalb von {seconds} s',
  },
  connectionRefused: { en: 'the connection was refused', de: 'die Verbindung wurde abgelehnt' },
  connectionReset: {
    en: 'the connection was reset',
    de: 'die Verbindung wurde zurückgesetzt',
  },
  hostUnreachable: { en: 'the host is unreachable', de: 'der Host ist nicht erreichbar' },
  networkUnreachable: { en: 'the network is unreachable', de: 'das Netz ist nicht erreichbar' },
  connectTimedOut: {
    en: 'the connection timed out',
    de: 'die Verbindung hat das Zeitlimit überschritten',
  },
  noAnswerInTime: { en: 'no answer in time', de: 'keine Antwort in der vorgesehenen Zeit' },
  answerStalled: { en: 'the answer stalled', de: 'die Antwort blieb stecken' },
  closedEarly: {
    en: 'the connection closed early',
    de: 'die Verbindung wurde vorzeitig geschlossen',
  },
  certificateMismatch: {
    en: 'its TLS certificate does not match the host name',
    de: 'ihr TLS-Zertifikat passt nicht zum Hostnamen',
  },
  certificateUntrusted: {
    en: 'its TLS certificate is not trusted',
    de: 'ihrem TLS-Zertifikat wird nicht vertraut',
  },
  certificateExpired: {
    en: 'its TLS certificate has expired',
    de: 'ihr TLS-Zertifikat ist abgelaufen',
  },
  connectionFailed: { en: 'the connection failed', de: 'die Verbindung ist fehlgeschlagen' },
});
