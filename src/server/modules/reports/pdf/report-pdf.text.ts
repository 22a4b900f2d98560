import { SIMILAR_PROFILES_METHOD } from '../../../../common/audit-report';
import { defineText } from '../../../http/i18n/text';

/** The PDF's own words: the page chrome, section titles, labels and the "no data" lines. */
export const PDF_TEXT = defineText('reports', {
  documentTitle: { en: 'Audit report @{username}', de: 'Audit-Bericht @{username}' },
  runningTitle: { en: 'Audit report  ·  @{username}', de: 'Audit-Bericht  ·  @{username}' },
  demoDataOn: { en: 'Demo data  ·  {date}', de: 'Demodaten  ·  {date}' },
  demoNote: {
    en: 'Demo data: a generated profile, not a real creator',
    de: 'Demodaten: ein erzeugtes Profil, kein echter Creator',
  },
  // Where the figures came from (the web says the same in bankSource.*), as the report recorded it.
  figuresFrom: { en: 'Figures: {source}', de: 'Datenquelle: {source}' },
  figuresFromOn: { en: 'Figures: {source}  ·  {date}', de: 'Datenquelle: {source}  ·  {date}' },
  sourceFetched: { en: '{source}, {time}', de: '{source}, {time}' },
  sourceDemo: { en: 'Demo data', de: 'Demodaten' },
  sourceImport: { en: 'Imported file', de: 'Importierte Datei' },
  sourceYoutube: { en: 'YouTube API', de: 'YouTube-API' },
  sourceConnect: { en: 'Connected by the creator', de: 'Vom Creator verbunden' },
  sourceInstagram: { en: 'Instagram API', de: 'Instagram-API' },
  sourceModash: { en: 'Modash', de: 'Modash' },
  sourceInsightiq: { en: 'InsightIQ', de: 'InsightIQ' },
  pageOf: { en: 'Page {page} of {count}', de: 'Seite {page} von {count}' },
  computedOn: { en: 'Computed {date}', de: 'Berechnet am {date}' },
  verified: { en: 'Verified', de: 'Verifiziert' },
  howWeCompute: { en: 'How we compute this', de: 'So berechnen wir das' },
  noData: { en: 'No data: {what}', de: 'Keine Daten: {what}' },

  // Section titles (REPORT_SECTION_TITLES).
  overview: { en: 'Overview', de: 'Überblick' },
  growth: { en: 'Growth', de: 'Wachstum' },
  activity: { en: 'Activity', de: 'Aktivität' },
  content: { en: 'Content', de: 'Inhalt' },
  audience: { en: 'Audience', de: 'Zielgruppe' },
  value: { en: 'Value', de: 'Wert' },
  similarProfiles: { en: 'Similar profiles', de: 'Ähnliche Profile' },

  // Overview.
  followers: { en: 'Followers', de: 'Follower' },
  following: { en: 'Following', de: 'Folgt' },
  posts: { en: 'Posts', de: 'Beiträge' },
  engagementRate: { en: 'Engagement rate', de: 'Engagement-Rate' },
  averageLikes: { en: 'Average likes', de: 'Durchschnittliche Likes' },
  averageComments: { en: 'Average comments', de: 'Durchschnittliche Kommentare' },
  averageViewsLabel: { en: 'Average views', de: 'Durchschnittliche Aufrufe' },
  likesToComments: { en: 'Likes to comments', de: 'Likes zu Kommentaren' },
  followersToFollowing: { en: 'Followers to following', de: 'Follower zu Gefolgten' },
  peersTitle: {
    en: 'Engagement rate compared with peers',
    de: 'Engagement-Rate im Vergleich zur Vergleichsgruppe',
  },
  peerGroup: { en: '{platform} creators with {band}', de: '{platform}-Creators mit {band}' },
  bandOpen: { en: '{min}+ followers', de: '{min}+ Follower' },
  band: { en: '{min}–{max} followers', de: '{min}–{max} Follower' },
  noPeers: {
    en: 'the bank holds no other {group} to compare with.',
    de: 'die Profildatenbank enthält keine weiteren {group} zum Vergleich.',
  },
  comparedWithStanding: {
    en: "Compared with {count} {group}: this profile's engagement rate is {rate}, which is {position}; their median is {median}.",
    de: 'Verglichen mit {count} {group}: Die Engagement-Rate dieses Profils beträgt {rate} und liegt damit {position}; ihr Median ist {median}.',
  },
  comparedWith: {
    en: "Compared with {count} {group}: this profile's engagement rate is {rate}; their median is {median}.",
    de: 'Verglichen mit {count} {group}: Die Engagement-Rate dieses Profils beträgt {rate}; ihr Median ist {median}.',
  },
  belowPeers: {
    en: 'below the middle half of its peers',
    de: 'unter der mittleren Hälfte der Vergleichsgruppe',
  },
  typicalOfPeers: {
    en: 'inside the middle half of its peers (typical)',
    de: 'in der mittleren Hälfte der Vergleichsgruppe (typisch)',
  },
  abovePeers: {
    en: 'above the middle half of its peers',
    de: 'über der mittleren Hälfte der Vergleichsgruppe',
  },
  thisProfile: { en: 'This profile {value}', de: 'Dieses Profil {value}' },
  middleHalf: {
    en: 'Middle half {q1} to {q3}, median {median}',
    de: 'Mittlere Hälfte {q1} bis {q3}, Median {median}',
  },

  // Growth.
  notEnoughHistory: { en: 'Not enough history yet', de: 'Noch nicht genug Verlauf' },
  last30Days: { en: 'Last 30 days', de: 'Letzte 30 Tage' },
  last90Days: { en: 'Last 90 days', de: 'Letzte 90 Tage' },
  noSnapshots: {
    en: 'the bank holds no follower snapshots for this profile yet.',
    de: 'die Profildatenbank hat noch keine Follower-Momentaufnahmen dieses Profils.',
  },
  oneSnapshot: {
    en: 'One snapshot so far: {followers} followers on {date}.',
    de: 'Bisher eine Momentaufnahme: {followers} Follower am {date}.',
  },

  // Activity.
  notEnoughPosts: { en: 'Not enough posts yet', de: 'Noch nicht genug Beiträge' },
  postsAnalysed: { en: 'Posts analysed', de: 'Analysierte Beiträge' },
  postsPerWeek: { en: 'Posts per week', de: 'Beiträge pro Woche' },
  bestTimeToPost: { en: 'Best time to post', de: 'Beste Zeit zum Posten' },
  bestTimeSlot: { en: '{weekday} {from}–{to} UTC', de: '{weekday} {from}–{to} UTC' },
  noPostsToAnalyse: { en: 'no posts to analyse yet.', de: 'noch keine Beiträge zum Analysieren.' },
  postingTimes: {
    en: 'Posting times (share of posts by weekday and hour, UTC)',
    de: 'Veröffentlichungszeiten (Anteil der Beiträge nach Wochentag und Stunde, UTC)',
  },
  mon: { en: 'Mon', de: 'Mo' },
  tue: { en: 'Tue', de: 'Di' },
  wed: { en: 'Wed', de: 'Mi' },
  thu: { en: 'Thu', de: 'Do' },
  fri: { en: 'Fri', de: 'Fr' },
  sat: { en: 'Sat', de: 'Sa' },
  sun: { en: 'Sun', de: 'So' },
  counted: { en: '{type} ({count})', de: '{type} ({count})' },
  contentMix: { en: 'Content mix', de: 'Inhaltsmix' },
  noPostTypes: { en: 'no post types recorded.', de: 'keine Beitragsarten erfasst.' },
  photo: { en: 'Photo', de: 'Foto' },
  video: { en: 'Video', de: 'Video' },
  carousel: { en: 'Carousel', de: 'Karussell' },
  reel: { en: 'Reel', de: 'Reel' },
  short: { en: 'Short', de: 'Short' },
  story: { en: 'Story', de: 'Story' },

  // Content.
  type: { en: 'Type', de: 'Art' },
  date: { en: 'Date', de: 'Datum' },
  likes: { en: 'Likes', de: 'Likes' },
  comments: { en: 'Comments', de: 'Komm.' },
  views: { en: 'Views', de: 'Aufrufe' },
  er: { en: 'ER', de: 'ER' },
  caption: { en: 'Caption', de: 'Beschriftung' },
  sponsoredCaption: { en: '[Sponsored] {caption}', de: '[Gesponsert] {caption}' },
  noneFound: { en: 'none found.', de: 'nichts gefunden.' },
  onePost: { en: '{count} post', de: '{count} Beitrag' },
  manyPosts: { en: '{count} posts', de: '{count} Beiträge' },
  noPostsToRank: { en: 'no posts to rank yet.', de: 'noch keine Beiträge für eine Rangfolge.' },
  mostMentioned: { en: 'Most-mentioned accounts', de: 'Am häufigsten erwähnte Konten' },
  mostUsedHashtags: { en: 'Most-used hashtags', de: 'Am häufigsten genutzte Hashtags' },
  sponsoredPosts: { en: 'Sponsored posts', de: 'Gesponserte Beiträge' },
  sponsoredShare: {
    en: '{share} ({count} of {total} posts)',
    de: '{share} ({count} von {total} Beiträgen)',
  },
  topPosts: { en: 'Top posts by engagement', de: 'Top-Beiträge nach Engagement' },

  // Audience.
  engagementConsistency: { en: 'Engagement consistency', de: 'Beständigkeit des Engagements' },
  followerShape: { en: 'Followers and following', de: 'Verhältnis Follower/Gefolgte' },
  growthSpikes: { en: 'Growth spikes', de: 'Wachstumsspitzen' },
  audienceQuality: { en: 'Audience quality', de: 'Qualität der Zielgruppe' },
  good: { en: 'Good', de: 'Gut' },
  warning: { en: 'Warning', de: 'Genauer ansehen' },
  poor: { en: 'Poor', de: 'Bedenklich' },
  unknown: { en: 'Unknown', de: 'Unbekannt' },
  noneRecorded: { en: 'none recorded.', de: 'nichts erfasst.' },
  notEnoughToJudge: { en: 'Not enough data to judge', de: 'Zu wenig Daten für ein Urteil' },
  noSignals: {
    en: 'no credibility signals could be measured.',
    de: 'es konnten keine Glaubwürdigkeitssignale gemessen werden.',
  },
  credibilityScore: { en: 'Credibility score', de: 'Glaubwürdigkeitswert' },
  countries: { en: 'Countries', de: 'Länder' },
  cities: { en: 'Cities', de: 'Städte' },
  genders: { en: 'Genders', de: 'Geschlechter' },
  ages: { en: 'Ages', de: 'Altersgruppen' },
  languages: { en: 'Languages', de: 'Sprachen' },
  female: { en: 'Female', de: 'Weiblich' },
  male: { en: 'Male', de: 'Männlich' },
  other: { en: 'Other', de: 'Andere' },
  noAudience: {
    en: 'the bank holds no audience data for this profile yet.',
    de: 'die Profildatenbank hat noch keine Zielgruppendaten dieses Profils.',
  },

  // Value.
  pricePerPost: { en: 'Price per post', de: 'Geschätzter Preis pro Beitrag' },
  emvPerPost: { en: 'Media engagement value per post', de: 'Media Engagement Value pro Beitrag' },
  currency: { en: 'Currency', de: 'Währung' },

  // Similar profiles.
  username: { en: 'Username', de: 'Nutzername' },
  name: { en: 'Name', de: 'Name' },
  platform: { en: 'Platform', de: 'Plattform' },
  noSimilar: {
    en: 'the bank holds no similar profiles yet.',
    de: 'die Profildatenbank hat noch keine ähnlichen Profile.',
  },
  similarMethod: {
    en: SIMILAR_PROFILES_METHOD,
    de: 'Creators derselben Plattform aus der Profildatenbank mit der ähnlichsten Nische, Zielgruppe und Followerzahl: die Lookalike-Suche von „Entdecken“ für dieses Profil.',
  },
});
