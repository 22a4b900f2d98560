import { defineText } from '../../http/i18n/text';

// The lines the product writes on a profile's activity timeline. Each is stored as its key and
// parts and said in the reader's language; the English is kept beside it for rows from before
// and for readers that take the line as it is. Notes users type are parts, kept as typed.

export const ACTIVITY_TEXT = defineText('profileActivity', {
  addedToCrm: { en: 'Added to the CRM', de: 'Zum CRM hinzugefügt' },
  linkAdded: { en: 'Link added: {link}', de: 'Link hinzugefügt: {link}' },
  attachmentAdded: { en: 'Attachment added: {file}', de: 'Anhang hinzugefügt: {file}' },
  attachmentRemoved: { en: 'Attachment removed: {file}', de: 'Anhang entfernt: {file}' },
  couponAdded: { en: 'Coupon added: {code}', de: 'Gutschein hinzugefügt: {code}' },
  statusSet: {
    en: 'Status set to {status} in {list}',
    de: 'Status in {list} auf „{status}“ gesetzt',
  },
  statusSetInAList: {
    en: 'Status set to {status} in a list',
    de: 'Status in einer Liste auf „{status}“ gesetzt',
  },
  contacted: { en: 'Contacted by {channel}', de: 'Kontaktiert ({channel})' },
  contactedWithNote: {
    en: 'Contacted by {channel}: {note}',
    de: 'Kontaktiert ({channel}): {note}',
  },
  contactsCollected: {
    en: 'Collected {count} contact(s)',
    de: 'Kontakte übernommen: {count}',
  },
  enriched: {
    en: 'Refreshed from the profile bank ({posts} posts)',
    de: 'Aus der Profildatenbank aktualisiert (Beiträge: {posts})',
  },
});

/** How a contact was made, as the lines above say it ("Contacted by email"). */
export const CHANNEL_TEXT = defineText('contactChannel', {
  email: { en: 'email', de: 'E-Mail' },
  phone: { en: 'phone', de: 'Telefon' },
  dm: { en: 'dm', de: 'Direktnachricht' },
  other: { en: 'other', de: 'Sonstiges' },
});
