import { defineText } from '../../http/i18n/text';

/**
 * The credibility signals' details: the measured figure in words, and what it suggests. Kept in
 * stored snapshots as key and parts (storeText): never rename a key.
 */
export const SIGNAL_TEXT = defineText('reports', {
  /** A figure and what it suggests ("...: a natural spread"). */
  judged: { en: '{figure}: {judgement}', de: '{figure}: {judgement}' },

  needsPosts: {
    en: 'Needs at least {count} posts with engagement',
    de: 'Braucht mindestens {count} Beiträge mit Engagement',
  },
  engagementVaries: {
    en: 'Engagement varies by {cv} % from post to post (over {count} posts)',
    de: 'Das Engagement schwankt um {cv} % von Beitrag zu Beitrag (über {count} Beiträge)',
  },
  suspiciouslyEven: { en: 'suspiciously even', de: 'verdächtig gleichmäßig' },
  naturalSpread: { en: 'a natural spread', de: 'eine natürliche Streuung' },
  fewPostsCarry: {
    en: 'a few posts carry most of it',
    de: 'wenige Beiträge tragen den Großteil',
  },
  isolatedBursts: {
    en: 'isolated bursts on otherwise quiet posts',
    de: 'vereinzelte Ausschläge bei sonst ruhigen Beiträgen',
  },

  noFollowers: { en: 'No followers yet', de: 'Noch keine Follower' },
  follows: {
    en: 'Follows {following} accounts for {followers} followers ({share} of them)',
    de: 'Folgt {following} Konten bei {followers} Followern ({share} davon)',
  },
  followForFollow: { en: 'a follow-for-follow pattern', de: 'ein Follow-for-Follow-Muster' },
  massFollowing: {
    en: 'mass following to be followed back',
    de: 'Massenhaftes Folgen, um zurückgefolgt zu werden',
  },

  needsSnapshots: {
    en: 'Needs at least {count} follower snapshots',
    de: 'Braucht mindestens {count} Follower-Momentaufnahmen',
  },
  nothingBought: {
    en: 'No week gained followers, so nothing was bought',
    de: 'In keiner Woche kamen Follower hinzu, also wurde nichts gekauft',
  },
  largestGain: {
    en: 'Largest weekly gain {gain} followers ({on}), {ratio} times the typical weekly change of {typical}',
    de: 'Größter Wochenzuwachs {gain} Follower ({on}), das {ratio}-Fache der typischen Wochenänderung von {typical}',
  },
  unusualJump: { en: 'an unusual jump', de: 'ein ungewöhnlicher Sprung' },
  boughtSpike: {
    en: 'a spike typical of bought followers',
    de: 'ein Ausschlag, typisch für gekaufte Follower',
  },

  noAudienceCheck: {
    en: 'The bank has no audience check',
    de: 'Die Profildatenbank hat keine Zielgruppenprüfung',
  },
  realPeople: {
    en: '{share} of the audience judged to be real people',
    de: '{share} der Zielgruppe als echte Menschen eingestuft',
  },
});
