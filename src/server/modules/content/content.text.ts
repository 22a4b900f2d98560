import { defineText } from '../../http/i18n/text';

export const CONTENT_TEXT = defineText('content', {
  linkExpired: {
    en: 'This link has expired; reload the page for a new one',
    de: 'Dieser Link ist abgelaufen; laden Sie die Seite neu, um einen neuen zu erhalten',
  },
  publishedNeedsLink: {
    en: 'A published item needs the link of the post',
    de: 'Ein veröffentlichter Eintrag braucht den Link zum Beitrag',
  },

  // Story uploads.
  storyInFileField: {
    en: 'Send the story as the form field "file"',
    de: 'Senden Sie die Story im Formularfeld "file"',
  },
  storyFileRequired: { en: 'A story file is required', de: 'Eine Story-Datei ist erforderlich' },
  fieldRequired: { en: '{field} is required', de: '{field} ist erforderlich' },
  fileEmpty: { en: 'The file is empty', de: 'Die Datei ist leer' },
  storyFormats: {
    en: 'JPEG, PNG or WebP images and MP4, QuickTime or WebM videos',
    de: 'JPEG-, PNG- oder WebP-Bilder und MP4-, QuickTime- oder WebM-Videos',
  },
  storyFormatOneOf: {
    en: 'A story must be one of: {formats}',
    de: 'Eine Story muss eines dieser Formate haben: {formats}',
  },
  // {kind} is one of the two below.
  storyTooLarge: {
    en: 'A story {kind} may be at most {size} MB',
    de: 'Eine Story ({kind}) darf höchstens {size} MB groß sein',
  },
  image: { en: 'image', de: 'Bild' },
  video: { en: 'video', de: 'Video' },
  storyTooManyPixels: {
    en: 'A story image may be at most {megapixels} megapixels',
    de: 'Ein Story-Bild darf höchstens {megapixels} Megapixel haben',
  },
  imageUnreadable: {
    en: 'The image could not be read',
    de: 'Das Bild konnte nicht gelesen werden',
  },
});
