import { defineText } from '../../http/i18n/text';

export const OUTREACH_TEXT = defineText('outreach', {
  // Mailboxes.
  fromEmailTaken: {
    en: 'A mailbox already sends as {email}',
    de: 'Ein Postfach sendet bereits als {email}',
  },
  loginFailed: {
    en: '{protocol} login failed: {reason}',
    de: '{protocol}-Anmeldung fehlgeschlagen: {reason}',
  },
  /** Two failed logins (SMTP and IMAP) in one answer. */
  bothFailed: { en: '{first}; {second}', de: '{first}; {second}' },
  noWhitelabelSender: {
    en: 'Set up a white-label sender with SMTP credentials first',
    de: 'Richten Sie zuerst einen White-Label-Absender mit SMTP-Zugangsdaten ein',
  },

  // Sequences and entries.
  chooseMailbox: {
    en: 'Choose one of your mailboxes',
    de: 'Wählen Sie eines Ihrer Postfächer',
  },
  chooseSequence: {
    en: 'Choose one of your sequences',
    de: 'Wählen Sie eine Ihrer Sequenzen',
  },
  chooseCampaign: {
    en: 'Choose one of your campaigns',
    de: 'Wählen Sie eine Ihrer Kampagnen',
  },
  unknownMergeField: {
    en: 'Unknown merge field {field} in step {step}: use {fields} or a custom field',
    de: 'Unbekanntes Platzhalterfeld {field} in Schritt {step}: Verwenden Sie {fields} oder ein eigenes Feld',
  },
  addressSuppressed: {
    en: 'This address unsubscribed or bounced: it is not mailed again',
    de: 'Diese Adresse hat sich abgemeldet oder war unzustellbar: Sie wird nicht mehr angeschrieben',
  },
  nothingUnconfirmed: {
    en: 'This entry has no step that may have been sent',
    de: 'Dieser Eintrag hat keinen Schritt, der vielleicht gesendet wurde',
  },
  unsubscribeLinkInvalid: {
    en: 'This unsubscribe link is not valid',
    de: 'Dieser Abmeldelink ist ungültig',
  },
});
