import { defineText } from './i18n/text';

/** What the request pipeline says: access, input guards, uploads, limits and timeouts. */
export const HTTP_TEXT = defineText('http', {
  apiKeyNotAllowed: {
    en: 'API keys cannot use this call',
    de: 'Mit einem API-Schlüssel ist dieser Aufruf nicht möglich',
  },
  guestsReadOnly: { en: 'Guests have read-only access', de: 'Gäste haben nur Lesezugriff' },
  ownerOnly: {
    en: 'Only the organization owner can do this',
    de: 'Das kann nur der Inhaber der Organisation',
  },

  // Input the database could not store, or that nests too deeply ({problem} is one of these).
  hasNul: { en: 'must not contain a NUL character', de: 'darf kein NUL-Zeichen enthalten' },
  notUnicode: { en: 'must be valid Unicode text', de: 'muss gültiger Unicode-Text sein' },
  nestedTooDeeply: {
    en: 'is nested too deeply (at most {levels} levels)',
    de: 'ist zu tief verschachtelt (höchstens {levels} Ebenen)',
  },
  keyProblem: { en: 'has a key that {problem}', de: 'hat einen ungültigen Schlüssel ({problem})' },
  fieldProblem: { en: '{field}: {problem}', de: '{field}: {problem}' },
  jsonNotMultipart: {
    en: 'This call takes JSON, not a multipart form',
    de: 'Dieser Aufruf erwartet JSON, kein Multipart-Formular',
  },
  noBody: { en: 'This call takes no body', de: 'Dieser Aufruf erwartet keinen Inhalt' },

  // Multipart forms.
  namedProblem: { en: '{field} {problem}', de: '{field} {problem}' },
  fieldName: { en: 'field name', de: 'Feldname' },
  file: { en: 'file', de: 'Datei' },
  sendMultipart: {
    en: 'Send the form as multipart/form-data',
    de: 'Senden Sie das Formular als multipart/form-data',
  },
  sentTwice: {
    en: '{field} was sent more than once',
    de: '{field} wurde mehr als einmal gesendet',
  },
  oneFile: { en: 'Send one file per request', de: 'Senden Sie eine Datei pro Anfrage' },
  atMostFiles: { en: 'Send at most {count} files', de: 'Senden Sie höchstens {count} Dateien' },
  fileTooLarge: {
    en: 'The file is larger than {size} MB',
    de: 'Die Datei ist größer als {size} MB',
  },
  formTooLarge: {
    en: 'The form has more files, fields or bytes than this upload accepts',
    de: 'Das Formular hat mehr Dateien, Felder oder Bytes, als dieser Upload annimmt',
  },
  formUnreadable: {
    en: 'The multipart form could not be read',
    de: 'Das Multipart-Formular konnte nicht gelesen werden',
  },
  formUnreadableBecause: {
    en: 'The multipart form could not be read ({detail})',
    de: 'Das Multipart-Formular konnte nicht gelesen werden ({detail})',
  },

  // Idempotency keys ({header} is the header's name).
  keyFormat: {
    en: '{header} must be 1 to 255 visible ASCII characters',
    de: '{header} muss aus 1 bis 255 sichtbaren ASCII-Zeichen bestehen',
  },
  keyInUse: {
    en: 'This Idempotency-Key is being reused, retry',
    de: 'Dieser Idempotency-Key wird gerade verwendet, versuchen Sie es erneut',
  },
  keyUsedElsewhere: {
    en: 'This {header} was already used for another request',
    de: 'Dieser {header} wurde bereits für eine andere Anfrage verwendet',
  },
  keyAnswerLost: {
    en: 'A request with this {header} may have been carried out, but its answer was lost: check its result, then use a new key',
    de: 'Eine Anfrage mit diesem {header} wurde vielleicht ausgeführt, ihre Antwort ging aber verloren: Prüfen Sie das Ergebnis und verwenden Sie dann einen neuen Schlüssel',
  },
  keyStillRunning: {
    en: 'A request with this {header} is still running',
    de: 'Eine Anfrage mit diesem {header} läuft noch',
  },

  tooManyRequests: {
    en: 'Too many requests, try again in {seconds} s',
    de: 'Zu viele Anfragen, versuchen Sie es in {seconds} s erneut',
  },
  tookTooLong: {
    en: 'The request took longer than {seconds} s',
    de: 'Die Anfrage dauerte länger als {seconds} s',
  },
});
