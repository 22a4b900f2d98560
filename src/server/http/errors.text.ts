import { defineText } from './i18n/text';

/** The catalogue's general answers. */
export const ERROR_TEXT = defineText('errors', {
  notFoundWithId: { en: '{what} {id} was not found', de: '{what} {id} wurde nicht gefunden' },
  notFound: { en: '{what} was not found', de: '{what} wurde nicht gefunden' },
  signIn: { en: 'Sign in to continue', de: 'Melden Sie sich an, um fortzufahren' },
  noAccess: { en: 'You do not have access to this', de: 'Darauf haben Sie keinen Zugriff' },
  accessBlocked: {
    en: 'Access to this organization is blocked',
    de: 'Der Zugang zu dieser Organisation ist gesperrt',
  },
  verifyEmail: {
    en: 'Verify your email address to continue',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse, um fortzufahren',
  },
  limitReached: {
    en: "Your plan's {metric} limit is reached",
    de: 'Das Limit Ihres Plans für {metric} ist erreicht',
  },
  jobsNotRunning: {
    en: 'Background jobs are not running',
    de: 'Hintergrundaufgaben laufen nicht',
  },
  /** A file of a type the call does not take: "Attach a PDF or an image". */
  attach: { en: 'Attach {types}', de: 'Hängen Sie {types} an' },
  busy: {
    en: 'The service is busy, try again shortly',
    de: 'Der Dienst ist ausgelastet, versuchen Sie es gleich noch einmal',
  },
});

/** What the error handler says for errors that are not ours (the database's, the router's). */
export const HANDLER_TEXT = defineText('handler', {
  connectionLost: {
    en: 'The database connection was lost, try again shortly',
    de: 'Die Verbindung zur Datenbank wurde unterbrochen, versuchen Sie es gleich noch einmal',
  },
  alreadyExists: { en: 'This already exists', de: 'Das gibt es bereits' },
  outOfRange: {
    en: 'A value is out of the range the database can store',
    de: 'Ein Wert liegt außerhalb des Bereichs, den die Datenbank speichern kann',
  },
  nothingToChange: {
    en: 'Send at least one field to change',
    de: 'Senden Sie mindestens ein Feld, das sich ändern soll',
  },
  databaseBusy: {
    en: 'The database is busy, try again shortly',
    de: 'Die Datenbank ist ausgelastet, versuchen Sie es gleich noch einmal',
  },
  somethingWentWrong: { en: 'Something went wrong', de: 'Etwas ist schiefgelaufen' },
  bodyTooLarge: {
    en: 'The request body is larger than this call accepts (at most {limit})',
    de: 'Der Inhalt der Anfrage ist größer, als dieser Aufruf annimmt (höchstens {limit})',
  },
  paramTooLong: { en: 'A path parameter is too long', de: 'Ein Pfadparameter ist zu lang' },
  badUrl: {
    en: 'The URL is not valid (it must be UTF-8 text, percent-encoded)',
    de: 'Die URL ist ungültig (sie muss UTF-8-Text sein, prozentkodiert)',
  },
  badRequest: { en: 'The request is not valid', de: 'Die Anfrage ist ungültig' },
});
