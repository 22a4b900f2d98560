import { defineText } from '../../http/i18n/text';

export const SUPPORT_TEXT = defineText('support', {
  enterSubject: { en: 'Enter the subject', de: 'Geben Sie einen Betreff ein' },
  enterMessage: { en: 'Enter the message', de: 'Geben Sie eine Nachricht ein' },
  subjectTooLong: {
    en: 'The subject is longer than {max} characters',
    de: 'Der Betreff ist länger als {max} Zeichen',
  },
  messageTooLong: {
    en: 'The message is longer than {max} characters',
    de: 'Die Nachricht ist länger als {max} Zeichen',
  },
  tooManyTickets: {
    en: 'You have sent {count} messages in the last hour; please wait before sending another',
    de: 'Sie haben in der letzten Stunde {count} Nachrichten gesendet; bitte warten Sie, bevor Sie eine weitere senden',
  },
  attachmentTypes: {
    en: 'a PNG, JPEG or WebP screenshot, a PDF or a text file',
    de: 'einen PNG-, JPEG- oder WebP-Screenshot, ein PDF oder eine Textdatei',
  },
  attachInFile: {
    en: 'Send the attachment in the field "file"',
    de: 'Senden Sie den Anhang im Feld "file"',
  },

  // The acknowledgement mail ({product} is the brand's name, {subject} what the user wrote).
  received: {
    en: 'We received your message: {subject}',
    de: 'Wir haben Ihre Nachricht erhalten: {subject}',
  },
  thankYou: {
    en: 'Thank you for writing to {product} support. We read every message and answer by email at this address.',
    de: 'Danke für Ihre Nachricht an den Support von {product}. Wir lesen jede Nachricht und antworten per E-Mail an diese Adresse.',
  },
  yourMessage: {
    en: 'Your message: "{subject}" (ticket {ticket}).',
    de: 'Ihre Nachricht: „{subject}“ (Ticket {ticket}).',
  },
  nothingElse: {
    en: 'You do not need to do anything else in the meantime.',
    de: 'Bis dahin müssen Sie nichts weiter tun.',
  },
});
