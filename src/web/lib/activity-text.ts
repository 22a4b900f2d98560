// The server says a profile's timeline and a campaign's activity in the reader's language (it keeps
// its lines by key); entries written before that hold only the English sentence it wrote ("Added
// to the CRM", "Link added: Shop"). In another language each known sentence is recognised by its
// pattern and said again with the captured parts; anything else (a line already said in German)
// is shown as it came. `activity-text.test.ts` fails when the server defines a line whose English
// no pattern here knows, or whose German one would say again.

import type { TFunction } from 'i18next';
import { DEFAULT_LIST_STATUSES } from '../../common/product-labels';

type Parts = Record<string, string>;
type Rule = { pattern: RegExp; say: (t: TFunction, parts: Parts) => string };

const KINDS = new Set(['post', 'story', 'brief', 'ugc', 'file']);
const CAMPAIGN_STATUSES = new Set(['draft', 'active', 'completed', 'archived']);
const INFLUENCER_STATUSES = new Set([
  'invited',
  'confirmed',
  'contentSubmitted',
  'published',
  'paid',
]);
const PAYMENT_STATUSES = new Set(['pending', 'scheduled', 'paid', 'cancelled']);
const CHANNELS = new Set(['email', 'phone', 'dm', 'other']);

function kindOf(t: TFunction, kind: string): string {
  return KINDS.has(kind) ? t(`activity.kinds.${kind as 'post'}`) : kind;
}

function statusOf(t: TFunction, status: string): string {
  if (CAMPAIGN_STATUSES.has(status)) return t(`campaigns.status.${status as 'draft'}`);
  if (INFLUENCER_STATUSES.has(status)) {
    return t(`campaigns.influencerStatus.${status as 'invited'}`);
  }
  if (PAYMENT_STATUSES.has(status)) return t(`campaigns.paymentStatus.${status as 'pending'}`);
  return status;
}

/** A default list status by its English name (rows from before statuses had keys). */
function listStatusOf(t: TFunction, name: string): string {
  const status = DEFAULT_LIST_STATUSES.find((s) => s.name === name);
  return status ? t(`lists.defaultStatus.${status.key}`) : name;
}

function channelOf(t: TFunction, channel: string): string {
  return CHANNELS.has(channel) ? t(`profiles.contacts.channels.${channel as 'email'}`) : channel;
}

// Most specific first: "Added a post of @x" before "Added @x".
const RULES: Rule[] = [
  { pattern: /^Added to the CRM$/, say: (t) => t('activity.addedToCrm') },
  { pattern: /^Link added: (?<x>.+)$/s, say: (t, p) => t('activity.linkAdded', { x: p.x }) },
  {
    pattern: /^Attachment added: (?<x>.+)$/s,
    say: (t, p) => t('activity.attachmentAdded', { x: p.x }),
  },
  {
    pattern: /^Attachment removed: (?<x>.+)$/s,
    say: (t, p) => t('activity.attachmentRemoved', { x: p.x }),
  },
  { pattern: /^Coupon added: (?<x>.+)$/s, say: (t, p) => t('activity.couponAdded', { x: p.x }) },
  {
    pattern: /^Status set to (?<status>.+) in (?<list>.+)$/s,
    say: (t, p) =>
      p.list === 'a list'
        ? t('activity.statusSetInAList', { status: listStatusOf(t, p.status) })
        : t('activity.statusSet', { status: listStatusOf(t, p.status), list: p.list }),
  },
  {
    pattern: /^Collected (?<count>\d+) contact\(s\)$/,
    say: (t, p) => t('activity.contactsCollected', { count: Number(p.count) }),
  },
  {
    pattern: /^Refreshed from the profile bank \((?<posts>\d+) posts\)$/,
    say: (t, p) => t('activity.enriched', { posts: p.posts }),
  },
  {
    pattern: /^Contacted by (?<channel>\w+): (?<note>.+)$/s,
    say: (t, p) =>
      t('activity.contactedWithNote', { note: p.note, channel: channelOf(t, p.channel) }),
  },
  {
    pattern: /^Contacted by (?<channel>\w+)$/,
    say: (t, p) => t('activity.contacted', { channel: channelOf(t, p.channel) }),
  },
  {
    pattern: /^Created the campaign (?<x>.+)$/s,
    say: (t, p) => t('activity.campaignCreated', { x: p.x }),
  },
  {
    pattern: /^Updated the campaign \((?<x>.*)\)$/s,
    say: (t, p) => t('activity.campaignUpdated', { x: p.x }),
  },
  {
    pattern: /^Added (?<count>\d+) influencer\(s\) from the list (?<list>.+)$/s,
    say: (t, p) => t('activity.addedFromList', { count: Number(p.count), list: p.list }),
  },
  {
    pattern: /^Added a (?<kind>\w+) by URL: (?<x>.+)$/s,
    say: (t, p) => t('activity.addedByUrl', { kind: kindOf(t, p.kind), x: p.x }),
  },
  {
    pattern: /^Added a (?<kind>\w+) of (?<x>.+)$/s,
    say: (t, p) => t('activity.addedContentOf', { kind: kindOf(t, p.kind), x: p.x }),
  },
  {
    pattern: /^Added the tracked link (?<x>.+)$/s,
    say: (t, p) => t('activity.linkCreated', { x: p.x }),
  },
  { pattern: /^Added (?<x>.+)$/s, say: (t, p) => t('activity.influencerAdded', { x: p.x }) },
  {
    pattern: /^Updated the deal of (?<x>.+)$/s,
    say: (t, p) => t('activity.dealUpdated', { x: p.x }),
  },
  {
    pattern: /^Set the campaign to (?<status>\w+)$/,
    say: (t, p) => t('activity.campaignStatus', { status: statusOf(t, p.status) }),
  },
  {
    pattern: /^Set (?<x>.+) to (?<status>\w+)$/s,
    say: (t, p) => t('activity.influencerStatus', { x: p.x, status: statusOf(t, p.status) }),
  },
  {
    pattern: /^Edited the metrics of a (?<kind>\w+)$/,
    say: (t, p) => t('activity.metricsEdited', { kind: kindOf(t, p.kind) }),
  },
  {
    pattern: /^Recorded a payment of (?<amount>.+) to (?<x>.+)$/s,
    say: (t, p) => t('activity.paymentRecorded', { amount: p.amount, x: p.x }),
  },
  {
    pattern: /^Changed a payment to (?<amount>.+), (?<status>\w+)$/s,
    say: (t, p) =>
      t('activity.paymentChanged', { amount: p.amount, status: statusOf(t, p.status) }),
  },
  { pattern: /^Removed a payment$/, say: (t) => t('activity.paymentRemoved') },
  { pattern: /^Removed a tracked link$/, say: (t) => t('activity.linkRemoved') },
  { pattern: /^Removed the invoice of a payment$/, say: (t) => t('activity.invoiceRemoved') },
  {
    pattern: /^(?<verb>Replaced|Attached) the invoice of a payment \((?<x>.*)\)$/s,
    say: (t, p) =>
      p.verb === 'Replaced'
        ? t('activity.invoiceReplaced', { x: p.x })
        : t('activity.invoiceAttached', { x: p.x }),
  },
  {
    pattern: /^Removed a (?<kind>\w+)$/,
    say: (t, p) => t('activity.contentRemoved', { kind: kindOf(t, p.kind) }),
  },
  {
    pattern: /^Removed the (?<kind>\w+)(?: (?<x>.+))?$/s,
    say: (t, p) => t('activity.itemRemoved', { kind: kindOf(t, p.kind), x: p.x ?? '' }),
  },
  { pattern: /^Removed (?<x>.+)$/s, say: (t, p) => t('activity.influencerRemoved', { x: p.x }) },
  {
    pattern: /^Shared the campaign at (?<x>.+)$/s,
    say: (t, p) => t('activity.campaignShared', { x: p.x }),
  },
  { pattern: /^Switched the public page on$/, say: (t) => t('activity.publicPageOn') },
  { pattern: /^Switched the public page off$/, say: (t) => t('activity.publicPageOff') },
  {
    pattern: /^Uploaded the (?<kind>\w+) (?<x>.+)$/s,
    say: (t, p) => t('activity.uploaded', { kind: kindOf(t, p.kind), x: p.x }),
  },
  { pattern: /^Linked UGC (?<x>.+)$/s, say: (t, p) => t('activity.ugcLinked', { x: p.x }) },
  {
    pattern: /^Changed the usage rights (?<rights>\w+) of a file$/,
    say: (t, p) => t('activity.usageRightsChanged', { rights: p.rights }),
  },
  { pattern: /^Changed the title of a file$/, say: (t) => t('activity.fileTitleChanged') },
  {
    pattern: /^Retried the post(?: (?<x>.+))?$/s,
    say: (t, p) => t('activity.postRetried', { x: p.x ?? '' }),
  },
];

/** The entry in the user's language: English as stored, another language by its pattern. */
export function activityText(message: string, t: TFunction, language: string): string {
  if (language === 'en') return message;
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (match) return rule.say(t, { ...match.groups } as Parts).trim();
  }
  return message;
}
