import { defineText } from '../../http/i18n/text';

export const DISCOVERY_TEXT = defineText('discovery', {
  noLookalikeReference: {
    en: 'No {platform} profile @{username} in the bank',
    de: 'Kein {platform}-Profil @{username} in der Profildatenbank',
  },
});

/** An import file's mistakes that refuse the whole file (a row's own are in the rejected rows). */
export const IMPORT_TEXT = defineText('discovery.import', {
  fileUnreadable: {
    en: 'The file cannot be read: {reason}',
    de: 'Die Datei kann nicht gelesen werden: {reason}',
  },
  onLine: { en: 'line {line}: {problem}', de: 'Zeile {line}: {problem}' },
  recordTooLong: {
    en: 'a record longer than {max} characters (is a quote never closed?)',
    de: 'ein Datensatz länger als {max} Zeichen (wird ein Anführungszeichen nie geschlossen?)',
  },
  lineTooLong: {
    en: 'a line longer than {max} characters',
    de: 'eine Zeile länger als {max} Zeichen',
  },
  noHeader: {
    en: 'The file is empty: a CSV import needs a header row',
    de: 'Die Datei ist leer: Ein CSV-Import braucht eine Kopfzeile',
  },
  unknownColumn: {
    en: 'Unknown column {columns} in the header; known columns: {known}',
    de: 'Unbekannte Spalte {columns} in der Kopfzeile; bekannte Spalten: {known}',
  },
  unknownColumns: {
    en: 'Unknown columns {columns} in the header; known columns: {known}',
    de: 'Unbekannte Spalten {columns} in der Kopfzeile; bekannte Spalten: {known}',
  },
  repeatedColumn: {
    en: 'Column "{column}" appears twice in the header',
    de: 'Die Spalte "{column}" kommt in der Kopfzeile zweimal vor',
  },
  lacksColumn: {
    en: 'The header lacks the required column {columns}',
    de: 'In der Kopfzeile fehlt die Pflichtspalte {columns}',
  },
  lacksColumns: {
    en: 'The header lacks the required columns {columns}',
    de: 'In der Kopfzeile fehlen die Pflichtspalten {columns}',
  },
});

/** The search export's CSV headings and yes/no, in the caller's language. */
export const SEARCH_EXPORT_TEXT = defineText('discovery.export', {
  platform: { en: 'Platform', de: 'Plattform' },
  username: { en: 'Username', de: 'Nutzername' },
  fullName: { en: 'Full name', de: 'Vollständiger Name' },
  followers: { en: 'Followers', de: 'Follower' },
  engagementRate: { en: 'Engagement rate (%)', de: 'Engagement-Rate (%)' },
  avgViews: { en: 'Avg views', de: 'Ø Aufrufe' },
  country: { en: 'Country', de: 'Land' },
  city: { en: 'City', de: 'Stadt' },
  language: { en: 'Language', de: 'Sprache' },
  categories: { en: 'Categories', de: 'Kategorien' },
  verified: { en: 'Verified', de: 'Verifiziert' },
  profileUrl: { en: 'Profile URL', de: 'Profil-URL' },
  email: { en: 'Email', de: 'E-Mail' },
  phone: { en: 'Phone', de: 'Telefon' },
  yes: { en: 'yes', de: 'ja' },
  no: { en: 'no', de: 'nein' },
});
