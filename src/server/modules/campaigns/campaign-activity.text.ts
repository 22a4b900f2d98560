import { defineText } from '../../http/i18n/text';

// The lines the product writes on a campaign's activity tab, and why a post's figures could not be
// read. Each is stored as its key and parts and said in the reader's language; the English is kept
// beside it for rows from before and for readers that take the line as it is. Names, URLs and
// files users gave are parts, kept as given. The English is what these lines said before they had
// keys, so the web's patterns for older rows keep matching it.

export const CAMPAIGN_ACTIVITY_TEXT = defineText('campaignActivity', {
  created: { en: 'Created the campaign {name}', de: 'Kampagne {name} erstellt' },
  updated: { en: 'Updated the campaign ({fields})', de: 'Kampagne aktualisiert ({fields})' },
  updatedNothing: {
    en: 'Updated the campaign (nothing)',
    de: 'Kampagne aktualisiert (keine Änderung)',
  },
  influencerAdded: { en: 'Added {influencer}', de: '{influencer} hinzugefügt' },
  influencerRemoved: { en: 'Removed {influencer}', de: '{influencer} entfernt' },
  addedFromList: {
    en: 'Added {count} influencer(s) from the list {list}',
    de: 'Influencer aus der Liste {list} hinzugefügt: {count}',
  },
  dealUpdated: {
    en: 'Updated the deal of {influencer}',
    de: 'Vereinbarung mit {influencer} aktualisiert',
  },
  campaignStatusSet: {
    en: 'Set the campaign to {status}',
    de: 'Kampagne auf „{status}“ gesetzt',
  },
  influencerStatusSet: {
    en: 'Set {influencer} to {status}',
    de: '{influencer} auf „{status}“ gesetzt',
  },
  contentAdded: { en: 'Added a {kind} of {influencer}', de: '{kind} von {influencer} hinzugefügt' },
  contentAddedWithoutInfluencer: {
    en: 'Added a {kind} of no influencer',
    de: '{kind} ohne Influencer hinzugefügt',
  },
  addedByUrl: { en: 'Added a {kind} by URL: {url}', de: '{kind} per URL hinzugefügt: {url}' },
  metricsEdited: {
    en: 'Edited the metrics of a {kind}',
    de: 'Kennzahlen bearbeitet ({kind})',
  },
  contentRemoved: { en: 'Removed a {kind}', de: '{kind} entfernt' },
  itemRemoved: { en: 'Removed the {kind} {name}', de: '{kind} {name} entfernt' },
  itemRemovedUnnamed: { en: 'Removed the {kind}', de: '{kind} entfernt' },
  postRetried: { en: 'Retried the post {url}', de: 'Beitrag erneut abgerufen: {url}' },
  postRetriedWithoutUrl: { en: 'Retried the post', de: 'Beitrag erneut abgerufen' },
  paymentRecorded: {
    en: 'Recorded a payment of {amount} to {influencer}',
    de: 'Zahlung von {amount} an {influencer} erfasst',
  },
  paymentRecordedWithoutInfluencer: {
    en: 'Recorded a payment of {amount} to no influencer',
    de: 'Zahlung von {amount} ohne Influencer erfasst',
  },
  paymentChanged: {
    en: 'Changed a payment to {amount}, {status}',
    de: 'Zahlung geändert: {amount}, Status „{status}“',
  },
  paymentRemoved: { en: 'Removed a payment', de: 'Zahlung entfernt' },
  invoiceAttached: {
    en: 'Attached the invoice of a payment ({file})',
    de: 'Rechnung einer Zahlung angehängt ({file})',
  },
  invoiceReplaced: {
    en: 'Replaced the invoice of a payment ({file})',
    de: 'Rechnung einer Zahlung ersetzt ({file})',
  },
  invoiceRemoved: {
    en: 'Removed the invoice of a payment',
    de: 'Rechnung einer Zahlung entfernt',
  },
  campaignShared: { en: 'Shared the campaign at {url}', de: 'Kampagne geteilt unter {url}' },
  publicPageOn: { en: 'Switched the public page on', de: 'Öffentliche Seite eingeschaltet' },
  publicPageOff: { en: 'Switched the public page off', de: 'Öffentliche Seite ausgeschaltet' },
  linkAdded: { en: 'Added the tracked link {url}', de: 'Verfolgten Link {url} hinzugefügt' },
  linkRemoved: { en: 'Removed a tracked link', de: 'Verfolgten Link entfernt' },
  uploaded: { en: 'Uploaded the {kind} {file}', de: '{kind} {file} hochgeladen' },
  ugcLinked: { en: 'Linked UGC {url}', de: 'UGC verlinkt: {url}' },
  usageRightsChanged: {
    en: 'Changed the usage rights {rights} of a file',
    de: 'Nutzungsrechte einer Datei geändert: {rights}',
  },
  fileTitleChanged: { en: 'Changed the title of a file', de: 'Titel einer Datei geändert' },
});

/** An influencer whose profile is gone by the time the line is written; fits any German case. */
export const UNKNOWN_INFLUENCER = defineText('campaignInfluencer', {
  unknown: { en: 'an influencer', de: 'Influencer (unbekannt)' },
}).unknown;

/** What the lines name: a post, a story, or a campaign file's kind. */
export const CONTENT_KIND_TEXT = defineText('campaignContentKind', {
  post: { en: 'post', de: 'Beitrag' },
  story: { en: 'story', de: 'Story' },
  brief: { en: 'brief', de: 'Briefing' },
  ugc: { en: 'UGC', de: 'UGC' },
  file: { en: 'file', de: 'Datei' },
});

// Statuses as the lines have always said them in English (by their key), in German by label.
export const CAMPAIGN_STATUS_TEXT = defineText('campaignStatus', {
  draft: { en: 'draft', de: 'Entwurf' },
  active: { en: 'active', de: 'Aktiv' },
  completed: { en: 'completed', de: 'Abgeschlossen' },
  archived: { en: 'archived', de: 'Archiviert' },
});

export const INFLUENCER_STATUS_TEXT = defineText('campaignInfluencerStatus', {
  invited: { en: 'invited', de: 'Eingeladen' },
  confirmed: { en: 'confirmed', de: 'Bestätigt' },
  contentSubmitted: { en: 'contentSubmitted', de: 'Inhalt eingereicht' },
  published: { en: 'published', de: 'Veröffentlicht' },
  paid: { en: 'paid', de: 'Bezahlt' },
});

export const PAYMENT_STATUS_TEXT = defineText('campaignPaymentStatus', {
  pending: { en: 'pending', de: 'Offen' },
  scheduled: { en: 'scheduled', de: 'Geplant' },
  paid: { en: 'paid', de: 'Bezahlt' },
  cancelled: { en: 'cancelled', de: 'Storniert' },
});

export const USAGE_RIGHTS_TEXT = defineText('campaignUsageRights', {
  none: { en: 'none', de: 'Keine' },
  requested: { en: 'requested', de: 'Angefragt' },
  granted: { en: 'granted', de: 'Erteilt' },
  expired: { en: 'expired', de: 'Abgelaufen' },
});

/** Why a post added by URL could not be read, kept on the failed post for the user. */
export const POST_FAILURE_TEXT = defineText('campaignPostFailure', {
  notInBank: {
    en: 'This post is not in the profile bank',
    de: 'Dieser Beitrag ist nicht in der Profildatenbank',
  },
  notOnYoutube: {
    en: 'YouTube does not know this video (it may be private or removed)',
    de: 'YouTube kennt dieses Video nicht (es ist vielleicht privat oder entfernt)',
  },
  unreadable: { en: 'Could not read the URL', de: 'Die URL konnte nicht gelesen werden' },
  notInRecentInstagram: {
    en: 'The Instagram API does not show this post among the creator’s 200 newest posts',
    de: 'Die Instagram-API zeigt diesen Beitrag nicht unter den 200 neuesten Beiträgen der Person',
  },
});
