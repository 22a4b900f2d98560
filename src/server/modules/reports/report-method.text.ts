import { defineText } from '../../http/i18n/text';

/**
 * Each section's "how we compute this" note, with the figures it used. A report keeps its notes in
 * its snapshot as key and parts (storeText), so these keys must never be renamed. Numbers are
 * parts as the report wrote them ('48,231', '3.42 %').
 */
export const METHOD_TEXT = defineText('reports', {
  overviewNote: {
    en: 'Engagement rate is average likes plus comments per post as a share of followers: {rate} with {likes} likes and {comments} comments per post and {followers} followers. {peers}',
    de: 'Die Engagement-Rate ist der Durchschnitt aus Likes und Kommentaren pro Beitrag als Anteil der Follower: {rate} bei {likes} Likes und {comments} Kommentaren pro Beitrag und {followers} Followern. {peers}',
  },
  peersTooFew: {
    en: 'Fewer than {min} {platform} creators with {band} followers are in our bank ({count}), too few to say what is typical.',
    de: 'Weniger als {min} {platform}-Creators mit {band} Followern sind in unserer Profildatenbank ({count}), zu wenige, um zu sagen, was typisch ist.',
  },
  peersMedian: {
    en: 'Median of {count} {platform} creators with {band} followers in our bank: {median} (quartiles {q1} and {q3}); this profile is {position}.',
    de: 'Median von {count} {platform}-Creators mit {band} Followern in unserer Profildatenbank: {median} (Quartile {q1} und {q3}); dieses Profil liegt {position}.',
  },
  betweenQuartiles: { en: 'between the quartiles', de: 'zwischen den Quartilen' },
  aboveThirdQuartile: { en: 'above the third quartile', de: 'über dem dritten Quartil' },
  belowFirstQuartile: { en: 'below the first quartile', de: 'unter dem ersten Quartil' },

  growthNone: {
    en: 'The bank has no follower snapshots of this profile yet, so growth cannot be shown.',
    de: 'Die Profildatenbank hat noch keine Follower-Momentaufnahmen dieses Profils, daher lässt sich kein Wachstum zeigen.',
  },
  growthNote: {
    en: 'Follower counts from {count} dated snapshots in the bank ({from} to {to}); growth compares the newest count with the snapshot nearest to 30 and 90 days before it. {window30} {window90}',
    de: 'Followerzahlen aus {count} datierten Momentaufnahmen der Profildatenbank ({from} bis {to}); das Wachstum vergleicht die neueste Zahl mit der Momentaufnahme, die 30 bzw. 90 Tage davor am nächsten liegt. {window30} {window90}',
  },
  growthWindow: {
    en: '{days}-day growth: {now} against {earlier} on {date}, {change}.',
    de: '{days}-Tage-Wachstum: {now} gegenüber {earlier} am {date}, {change}.',
  },
  growthWindowTooShort: {
    en: '{days}-day growth needs a snapshot at least {days} days before the newest one.',
    de: '{days}-Tage-Wachstum braucht eine Momentaufnahme mindestens {days} Tage vor dem neuesten.',
  },

  activityNone: {
    en: 'The bank has no posts of this profile yet, so activity cannot be shown.',
    de: 'Die Profildatenbank hat noch keine Beiträge dieses Profils, daher lässt sich keine Aktivität zeigen.',
  },
  activityNote: {
    en: '{count} posts from {from} to {to}: {perWeek} a week (a span under a week counts as one week). The heat-map is the share of these posts per weekday and hour in UTC, rounded to 2 decimals so the grid adds up to 100 %.{best}',
    de: '{count} Beiträge von {from} bis {to}: {perWeek} pro Woche (weniger als eine Woche zählt als eine Woche). Die Heatmap zeigt den Anteil dieser Beiträge je Wochentag und Stunde in UTC, auf 2 Nachkommastellen gerundet, sodass das Raster 100 % ergibt.{best}',
  },
  // Starts with a space: it follows the note's last sentence, and is left out without posts.
  bestTime: {
    en: ' Best time: {weekday} {hour} UTC, the hour most posts went out ({share}).',
    de: ' Beste Zeit: {weekday} {hour} UTC, die Stunde, in der die meisten Beiträge erschienen ({share}).',
  },

  contentNone: {
    en: 'The bank has no posts of this profile yet, so there is no content to rank.',
    de: 'Die Profildatenbank hat noch keine Beiträge dieses Profils, daher gibt es keine Inhalte für eine Rangfolge.',
  },
  contentNote: {
    en: 'From the {count} analysed posts: top posts by likes plus comments; mentions and hashtags by the number of posts using them (top {top}, ties alphabetically). {sponsored} posts ({share}) are sponsored: marked as a paid partnership or tagged with an ad hashtag such as #ad, #sponsored or #werbung.',
    de: 'Aus den {count} analysierten Beiträgen: Top-Beiträge nach Likes plus Kommentaren; Erwähnungen und Hashtags nach der Zahl der Beiträge, die sie verwenden (Top {top}, bei Gleichstand alphabetisch). {sponsored} Beiträge ({share}) sind gesponsert: als bezahlte Partnerschaft markiert oder mit einem Werbe-Hashtag wie #ad, #sponsored oder #werbung versehen.',
  },

  audienceNote: {
    en: '{source} The credibility score is the weighted average of the signals that could be judged (good 100, warning 50, bad 0; weights {weights}); {judged}.',
    de: '{source} Der Glaubwürdigkeitswert ist der gewichtete Durchschnitt der Signale, die sich beurteilen ließen (gut 100, Warnung 50, schlecht 0; Gewichte {weights}); {judged}.',
  },
  audienceEstimated: {
    en: "Audience shares are the bank's estimate for this profile (top {top} per kind).",
    de: 'Die Zielgruppenanteile sind die Schätzung der Profildatenbank für dieses Profil (Top {top} je Art).',
  },
  audienceConnected: {
    en: "Audience shares come from the creator's connected {provider} account as of {date}, not an estimate (top {top} per kind; languages are the bank's estimate).",
    de: 'Die Zielgruppenanteile stammen aus dem verbundenen {provider}-Konto des Creators mit Stand {date}, keine Schätzung (Top {top} je Art; Sprachen sind die Schätzung der Profildatenbank).',
  },
  signalWeights: {
    en: 'audience quality {audienceQuality}, engagement consistency {engagementConsistency}, follower shape {followerShape}, growth spikes {growthSpikes}',
    de: 'Qualität der Zielgruppe {audienceQuality}, Beständigkeit des Engagements {engagementConsistency}, Verhältnis Follower/Gefolgte {followerShape}, Wachstumsspitzen {growthSpikes}',
  },
  noneJudged: { en: 'none could be judged here', de: 'hier ließ sich keines beurteilen' },
  scoreHere: { en: 'here {score} of 100', de: 'hier {score} von 100' },

  valueNote: {
    en: 'Price per post: {views} expected views ({source}) x {min}–{max} per 1,000 views (the usual {platform} band), {factor}, rounded to whole dollars. Media engagement value of an average post: {likes} likes x {perLike} + {comments} comments x {perComment} + {avgViews} views x {perView} = {emv}.',
    de: 'Preis pro Beitrag: {views} erwartete Aufrufe ({source}) x {min}–{max} pro 1.000 Aufrufe (die übliche Spanne für {platform}), {factor}, auf ganze Dollar gerundet. Medialer Engagement-Wert eines durchschnittlichen Beitrags: {likes} Likes x {perLike} + {comments} Kommentare x {perComment} + {avgViews} Aufrufe x {perView} = {emv}.',
  },
  averageViews: { en: 'average views', de: 'durchschnittliche Aufrufe' },
  shareOfFollowers: { en: '{share} % of followers', de: '{share} % der Follower' },
  factorAgainstMedian: {
    en: "x{factor} for an engagement rate of {rate} against the size band's median of {median} (held within 0.5–2)",
    de: 'x{factor} für eine Engagement-Rate von {rate} gegenüber dem Median der Größenklasse von {median} (begrenzt auf 0,5–2)',
  },
  factorNoMedian: {
    en: 'with no size band median to adjust for engagement',
    de: 'ohne Median der Größenklasse, um nach Engagement anzupassen',
  },
});
