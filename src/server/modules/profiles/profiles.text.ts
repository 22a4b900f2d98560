import { defineText } from '../../http/i18n/text';

export const PROFILE_TEXT = defineText('profiles', {
  noSuchCustomField: { en: 'No such custom field', de: 'Dieses eigene Feld gibt es nicht' },
  noSuchFieldCategory: {
    en: 'No such field category',
    de: 'Diese Feldkategorie gibt es nicht',
  },
  selectNeedsOption: {
    en: 'A select field needs at least one option',
    de: 'Ein Auswahlfeld braucht mindestens eine Option',
  },
  valueNotNumber: { en: '{field} must be a number', de: '{field} muss eine Zahl sein' },
  valueNotDate: {
    en: '{field} must be a date (YYYY-MM-DD)',
    de: '{field} muss ein Datum sein (JJJJ-MM-TT)',
  },
  valueNotLink: { en: '{field} must be an http(s) link', de: '{field} muss ein http(s)-Link sein' },
  valueNotOption: {
    en: '{field} must be one of: {options}',
    de: '{field} muss einer dieser Werte sein: {options}',
  },
  couponTaken: {
    en: 'Coupon {code} is already on this profile',
    de: 'Der Gutschein {code} ist bereits bei diesem Profil',
  },
  slugNeedsLetter: {
    en: 'The slug needs at least one letter or digit',
    de: 'Der Slug braucht mindestens einen Buchstaben oder eine Ziffer',
  },
  slugTaken: {
    en: 'Another profile already uses {slug}',
    de: 'Ein anderes Profil verwendet bereits {slug}',
  },
  chooseFile: { en: 'Choose a file to attach', de: 'Wählen Sie eine Datei zum Anhängen' },
  attachmentTypes: {
    en: 'PDF, an image, a Word/Excel/PowerPoint file, CSV or text',
    de: 'PDF, ein Bild, eine Word-, Excel- oder PowerPoint-Datei, CSV oder Text',
  },
});
