import { ALLOWED_IMAGE_WIDTHS } from '../../../common/media';
import { defineText } from './text';

const WIDTHS = ALLOWED_IMAGE_WIDTHS.join(', ');

/**
 * The checks of the shared API contract (`src/common/api`). The web bundle imports those schemas,
 * so their messages are keys there (`'validation.hostName'`) and their words live here; zod-text.ts
 * says them in the reader's language. `{parts}` come from the check's `params`. A few checks use
 * the key of a sentence another area defines ('lists.oneOfListIdAndName').
 */
export const VALIDATION_TEXT = defineText('validation', {
  // zod's own sentence for a mistyped value: its message lacks the value its German locale needs.
  invalidType: {
    en: 'Invalid input: expected {expected}, received {received}',
    de: 'Ungültige Eingabe: erwartet {expected}, erhalten {received}',
  },

  // Shared fields.
  yearRange: {
    en: 'must be between the years {first} and {last}',
    de: 'muss zwischen den Jahren {first} und {last} liegen',
  },
  atLeastOneOf: {
    en: 'Send at least one of: {fields}',
    de: 'Senden Sie mindestens eines von: {fields}',
  },
  httpUrl: { en: 'must be an http or https URL', de: 'muss eine http- oder https-URL sein' },
  minAboveMax: {
    en: 'min must not be above max',
    de: 'Minimum darf nicht über dem Maximum liegen',
  },
  toBeforeFrom: { en: 'to must not be before from', de: 'to darf nicht vor from liegen' },

  // Account.
  clientJsonTooLong: {
    en: '{what} must be at most {max} characters of JSON',
    de: '{what} darf höchstens {max} Zeichen JSON umfassen',
  },
  unknownTimeZone: {
    en: 'Not a known time zone (IANA name)',
    de: 'Keine bekannte Zeitzone (IANA-Name)',
  },
  phoneNumber: { en: 'Not a phone number', de: 'Keine Telefonnummer' },
  flagName: { en: 'Not a flag name', de: 'Kein Name einer Markierung' },
  tooManyFlags: { en: 'At most 50 flags per call', de: 'Höchstens 50 Markierungen pro Aufruf' },
  unknownMetric: {
    en: 'Unknown metric {unknown}; use {metrics}',
    de: 'Unbekannte Kennzahl {unknown}; verwenden Sie {metrics}',
  },

  // Campaigns, content and connect.
  currencyLikeUsd: {
    en: 'a three-letter currency code like USD',
    de: 'ein dreistelliger Währungscode wie USD',
  },
  listOrCampaign: {
    en: 'Send either listId or campaignId',
    de: 'Senden Sie entweder listId oder campaignId',
  },
  contentIdRequired: {
    en: 'contentId or contentIds is required',
    de: 'contentId oder contentIds ist erforderlich',
  },
  storyChange: {
    en: 'Send views, publishedAt or campaignId',
    de: 'Senden Sie views, publishedAt oder campaignId',
  },
  rangeTooLong: {
    en: 'the range may span at most {days} days',
    de: 'der Zeitraum darf höchstens {days} Tage umfassen',
  },

  // Discovery, lists and profiles.
  countryCode: {
    en: 'an ISO 3166-1 alpha-2 country code',
    de: 'ein Ländercode nach ISO 3166-1 Alpha-2',
  },
  languageCode: { en: 'an ISO 639 language code', de: 'ein Sprachcode nach ISO 639' },
  relevanceNeedsQuery: {
    en: 'relevance needs keywords or lookalike',
    de: 'relevance braucht keywords oder lookalike',
  },
  keywordsNeedLetter: {
    en: 'keywords need a letter or digit',
    de: 'keywords brauchen einen Buchstaben oder eine Ziffer',
  },
  resultsCap: {
    en: 'results page only up to the first {max}; narrow the filters',
    de: 'Ergebnisse gibt es nur bis zu den ersten {max}; schränken Sie die Filter ein',
  },
  browsingCap: {
    en: 'browsing pages only up to the first {max}',
    de: 'Blättern nur bis zu den ersten {max}',
  },
  colour: { en: 'a colour like #1a2b3c', de: 'eine Farbe wie #1a2b3c' },
  oneOfListIdAndName: {
    en: 'Send exactly one of listId and name',
    de: 'Senden Sie genau eines von listId und name',
  },
  filtersObject: { en: 'filters must be a JSON object', de: 'filters muss ein JSON-Objekt sein' },
  currencyCode: { en: 'an ISO 4217 currency code', de: 'ein Währungscode nach ISO 4217' },

  // Media.
  imageUrl: {
    en: 'url must be an absolute http or https URL',
    de: 'url muss eine absolute http- oder https-URL sein',
  },
  // The widths are fixed: `z.number({ error })` cannot carry params.
  imageWidth: { en: `w must be one of ${WIDTHS}`, de: `w muss einer dieser Werte sein: ${WIDTHS}` },
  imageQuality: {
    en: 'q must be a whole number from 1 to 100',
    de: 'q muss eine ganze Zahl von 1 bis 100 sein',
  },
  filePath: { en: 'Not a valid file path', de: 'Kein gültiger Dateipfad' },

  // Notifications.
  eventId: { en: 'An event id: digits only', de: 'Eine Ereignis-ID: nur Ziffern' },
  atLeastOneType: { en: 'Send at least one type', de: 'Senden Sie mindestens eine Art' },

  // Outreach.
  hostName: { en: 'A host name or an IP address', de: 'Ein Hostname oder eine IP-Adresse' },
  timeOfDay: { en: 'A time of day as HH:MM', de: 'Eine Uhrzeit als HH:MM' },
  windowOrder: {
    en: 'The window must end after it starts',
    de: 'Das Zeitfenster muss nach seinem Beginn enden',
  },
  timeZone: {
    en: 'An IANA time zone such as Europe/Vienna',
    de: 'Eine IANA-Zeitzone wie Europe/Vienna',
  },
  followUpDelay: {
    en: 'A follow-up waits at least one day',
    de: 'Eine Folge-E-Mail wartet mindestens einen Tag',
  },
  profileOrEmail: {
    en: 'Give a profileId, an email or both',
    de: 'Geben Sie eine profileId, eine E-Mail oder beides an',
  },
});
