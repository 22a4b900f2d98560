// German for the English sentences an audit report (and a webhook attempt) stored before the
// server's texts had keys (see stored-english.ts). Frozen: new code defines texts with
// `defineText`, so nothing is ever added here; it goes when no stored row needs it.

export const STORED_GERMAN: Record<string, string> = {
  // The audit report (PDF, and the method notes and signal details of the page).
  'Audit report @{username}': 'Audit-Bericht @{username}',
  'Audit report  ·  @{username}': 'Audit-Bericht  ·  @{username}',
  'Demo data': 'Demodaten',
  'Demo data  ·  {date}': 'Demodaten  ·  {date}',
  'Demo data: a generated profile, not a real creator':
    'Demodaten: ein erzeugtes Profil, kein echter Creator',
  'Page {page} of {count}': 'Seite {page} von {count}',
  'Computed {date}': 'Berechnet am {date}',
  'How we compute this': 'So berechnen wir das',
  'No data: {what}': 'Keine Daten: {what}',
  Overview: 'Überblick',
  Growth: 'Wachstum',
  Audience: 'Zielgruppe',
  Value: 'Wert',
  'Similar profiles': 'Ähnliche Profile',
  Following: 'Folgt',
  Posts: 'Beiträge',
  'Engagement rate': 'Engagement-Rate',
  'Average likes': 'Durchschnittliche Likes',
  'Average comments': 'Durchschnittliche Kommentare',
  'Average views': 'Durchschnittliche Aufrufe',
  'Likes to comments': 'Likes zu Kommentaren',
  'Followers to following': 'Follower zu Gefolgten',
  'Engagement rate compared with peers': 'Engagement-Rate im Vergleich zur Vergleichsgruppe',
  '{platform} creators with {band}': '{platform}-Creators mit {band}',
  '{min}+ followers': '{min}+ Follower',
  '{min}–{max} followers': '{min}–{max} Follower',
  'the bank holds no other {group} to compare with.':
    'die Profildatenbank enthält keine weiteren {group} zum Vergleich.',
  "Compared with {count} {group}: this profile's engagement rate is {rate}, which is {position}; their median is {median}.":
    'Verglichen mit {count} {group}: Die Engagement-Rate dieses Profils beträgt {rate} und liegt damit {position}; ihr Median ist {median}.',
  "Compared with {count} {group}: this profile's engagement rate is {rate}; their median is {median}.":
    'Verglichen mit {count} {group}: Die Engagement-Rate dieses Profils beträgt {rate}; ihr Median ist {median}.',
  'below the middle half of its peers': 'unter der mittleren Hälfte der Vergleichsgruppe',
  'inside the middle half of its peers (typical)':
    'in der mittleren Hälfte der Vergleichsgruppe (typisch)',
  'above the middle half of its peers': 'über der mittleren Hälfte der Vergleichsgruppe',
  'This profile {value}': 'Dieses Profil {value}',
  'Middle half {q1} to {q3}, median {median}': 'Mittlere Hälfte {q1} bis {q3}, Median {median}',
  'Not enough history yet': 'Noch nicht genug Verlauf',
  'Last 30 days': 'Letzte 30 Tage',
  'Last 90 days': 'Letzte 90 Tage',
  'the bank holds no follower snapshots for this profile yet.':
    'die Profildatenbank hat noch keine Follower-Momentaufnahmen dieses Profils.',
  'One snapshot so far: {followers} followers on {date}.':
    'Bisher eine Momentaufnahme: {followers} Follower am {date}.',
  'Not enough posts yet': 'Noch nicht genug Beiträge',
  'Posts analysed': 'Analysierte Beiträge',
  'Posts per week': 'Beiträge pro Woche',
  'Best time to post': 'Beste Zeit zum Posten',
  'no posts to analyse yet.': 'noch keine Beiträge zum Analysieren.',
  'Posting times (share of posts by weekday and hour, UTC)':
    'Veröffentlichungszeiten (Anteil der Beiträge nach Wochentag und Stunde, UTC)',
  '{weekday} {from}–{to} UTC': '{weekday} {from}–{to} UTC',
  Monday: 'Montag',
  Tuesday: 'Dienstag',
  Wednesday: 'Mittwoch',
  Thursday: 'Donnerstag',
  Friday: 'Freitag',
  Saturday: 'Samstag',
  Sunday: 'Sonntag',
  Mon: 'Mo',
  Tue: 'Di',
  Wed: 'Mi',
  Thu: 'Do',
  Fri: 'Fr',
  Sat: 'Sa',
  Sun: 'So',
  '{type} ({count})': '{type} ({count})',
  Photo: 'Foto',
  Reel: 'Reel',
  Carousel: 'Karussell',
  Short: 'Short',
  'Content mix': 'Inhaltsmix',
  'no post types recorded.': 'keine Beitragsarten erfasst.',
  'Engagement consistency': 'Beständigkeit des Engagements',
  'Followers and following': 'Verhältnis Follower/Gefolgte',
  'Growth spikes': 'Wachstumsspitzen',
  'Audience quality': 'Qualität der Zielgruppe',
  Good: 'Gut',
  Warning: 'Genauer ansehen',
  Poor: 'Bedenklich',
  Unknown: 'Unbekannt',
  'none recorded.': 'nichts erfasst.',
  'Not enough data to judge': 'Zu wenig Daten für ein Urteil',
  'no credibility signals could be measured.':
    'es konnten keine Glaubwürdigkeitssignale gemessen werden.',
  'Credibility score': 'Glaubwürdigkeitswert',
  Countries: 'Länder',
  Cities: 'Städte',
  Genders: 'Geschlechter',
  Ages: 'Altersgruppen',
  Languages: 'Sprachen',
  Male: 'Männlich',
  Other: 'Andere',
  Female: 'Weiblich',
  'the bank holds no audience data for this profile yet.':
    'die Profildatenbank hat noch keine Zielgruppendaten dieses Profils.',
  Type: 'Art',
  Date: 'Datum',
  Likes: 'Likes',
  Comments: 'Komm.',
  Views: 'Aufrufe',
  ER: 'ER',
  Caption: 'Beschriftung',
  '[Sponsored] {caption}': '[Gesponsert] {caption}',
  'none found.': 'nichts gefunden.',
  '{count} post': '{count} Beitrag',
  '{count} posts': '{count} Beiträge',
  'no posts to rank yet.': 'noch keine Beiträge für eine Rangfolge.',
  'Most-mentioned accounts': 'Am häufigsten erwähnte Konten',
  'Most-used hashtags': 'Am häufigsten genutzte Hashtags',
  'Sponsored posts': 'Gesponserte Beiträge',
  '{share} ({count} of {total} posts)': '{share} ({count} von {total} Beiträgen)',
  'Top posts by engagement': 'Top-Beiträge nach Engagement',
  Name: 'Name',
  'the bank holds no similar profiles yet.':
    'die Profildatenbank hat noch keine ähnlichen Profile.',
  'Price per post': 'Geschätzter Preis pro Beitrag',
  'Media engagement value per post': 'Media Engagement Value pro Beitrag',
  Currency: 'Währung',
  unlimited: 'unbegrenzt',
  "Creators on the same platform from the profile bank with the closest niche, audience and follower count: Discover's lookalike search for this profile.":
    'Creators derselben Plattform aus der Profildatenbank mit der ähnlichsten Nische, Zielgruppe und Followerzahl: die Lookalike-Suche von „Entdecken“ für dieses Profil.',
  // Method notes, as the report computes them.
  'Engagement rate is average likes plus comments per post as a share of followers: {rate} with {likes} likes and {comments} comments per post and {followers} followers. {peers}':
    'Die Engagement-Rate ist der Durchschnitt aus Likes und Kommentaren pro Beitrag als Anteil der Follower: {rate} bei {likes} Likes und {comments} Kommentaren pro Beitrag und {followers} Followern. {peers}',
  'Fewer than {min} {platform} creators with {band} followers are in our bank ({count}), too few to say what is typical.':
    'Weniger als {min} {platform}-Creators mit {band} Followern sind in unserer Profildatenbank ({count}), zu wenige, um zu sagen, was typisch ist.',
  'Median of {count} {platform} creators with {band} followers in our bank: {median} (quartiles {q1} and {q3}); this profile is {position}.':
    'Median von {count} {platform}-Creators mit {band} Followern in unserer Profildatenbank: {median} (Quartile {q1} und {q3}); dieses Profil liegt {position}.',
  'between the quartiles': 'zwischen den Quartilen',
  'above the third quartile': 'über dem dritten Quartil',
  'below the first quartile': 'unter dem ersten Quartil',
  'The bank has no follower snapshots of this profile yet, so growth cannot be shown.':
    'Die Profildatenbank hat noch keine Follower-Momentaufnahmen dieses Profils, daher lässt sich kein Wachstum zeigen.',
  'Follower counts from {count} dated snapshots in the bank ({from} to {to}); growth compares the newest count with the snapshot nearest to 30 and 90 days before it. 30-day {w30} 90-day {w90}':
    'Followerzahlen aus {count} datierten Momentaufnahmen der Profildatenbank ({from} bis {to}); das Wachstum vergleicht die neueste Zahl mit der Momentaufnahme, die 30 bzw. 90 Tage davor am nächsten liegt. 30-Tage-{w30} 90-Tage-{w90}',
  'growth needs a snapshot at least {days} days before the newest one.':
    'Wachstum braucht eine Momentaufnahme mindestens {days} Tage vor dem neuesten.',
  'growth: {now} against {then} on {date}, {change}.':
    'Wachstum: {now} gegenüber {then} am {date}, {change}.',
  'The bank has no posts of this profile yet, so activity cannot be shown.':
    'Die Profildatenbank hat noch keine Beiträge dieses Profils, daher lässt sich keine Aktivität zeigen.',
  '{count} posts from {from} to {to}: {perWeek} a week (a span under a week counts as one week). The heat-map is the share of these posts per weekday and hour in UTC, rounded to 2 decimals so the grid adds up to 100 %.{best}':
    '{count} Beiträge von {from} bis {to}: {perWeek} pro Woche (weniger als eine Woche zählt als eine Woche). Die Heatmap zeigt den Anteil dieser Beiträge je Wochentag und Stunde in UTC, auf 2 Nachkommastellen gerundet, sodass das Raster 100 % ergibt.{best}',
  ' Best time: {weekday} {hour} UTC, the hour most posts went out ({share}).':
    ' Beste Zeit: {weekday} {hour} UTC, die Stunde, in der die meisten Beiträge erschienen ({share}).',
  'The bank has no posts of this profile yet, so there is no content to rank.':
    'Die Profildatenbank hat noch keine Beiträge dieses Profils, daher gibt es keine Inhalte für eine Rangfolge.',
  'From the {count} analysed posts: top posts by likes plus comments; mentions and hashtags by the number of posts using them (top {top}, ties alphabetically). {sponsored} posts ({share}) are sponsored: marked as a paid partnership or tagged with an ad hashtag such as #ad, #sponsored or #werbung.':
    'Aus den {count} analysierten Beiträgen: Top-Beiträge nach Likes plus Kommentaren; Erwähnungen und Hashtags nach der Zahl der Beiträge, die sie verwenden (Top {top}, bei Gleichstand alphabetisch). {sponsored} Beiträge ({share}) sind gesponsert: als bezahlte Partnerschaft markiert oder mit einem Werbe-Hashtag wie #ad, #sponsored oder #werbung versehen.',
  "Audience shares are the bank's estimate for this profile (top {top} per kind). The credibility score is the weighted average of the signals that could be judged (good 100, warning 50, bad 0; weights {weights}); {judged}.":
    'Die Zielgruppenanteile sind die Schätzung der Profildatenbank für dieses Profil (Top {top} je Art). Der Glaubwürdigkeitswert ist der gewichtete Durchschnitt der Signale, die sich beurteilen ließen (gut 100, Warnung 50, schlecht 0; Gewichte {weights}); {judged}.',
  'audience quality 35, engagement consistency 25, follower shape 20, growth spikes 20':
    'Qualität der Zielgruppe 35, Beständigkeit des Engagements 25, Verhältnis Follower/Gefolgte 20, Wachstumsspitzen 20',
  'none could be judged here': 'hier ließ sich keines beurteilen',
  'here {score} of 100': 'hier {score} von 100',
  'Price per post: {views} expected views ({source}) x {min}–{max} per 1,000 views (the usual {platform} band), {factor}, rounded to whole dollars. Media engagement value of an average post: {likes} likes x {perLike} + {comments} comments x {perComment} + {avgViews} views x {perView} = {emv}.':
    'Preis pro Beitrag: {views} erwartete Aufrufe ({source}) x {min}–{max} pro 1.000 Aufrufe (die übliche Spanne für {platform}), {factor}, auf ganze Dollar gerundet. Medialer Engagement-Wert eines durchschnittlichen Beitrags: {likes} Likes x {perLike} + {comments} Kommentare x {perComment} + {avgViews} Aufrufe x {perView} = {emv}.',
  'average views': 'durchschnittliche Aufrufe',
  '{share} % of followers': '{share} % der Follower',
  "x{factor} for an engagement rate of {rate} against the size band's median of {median} (held within 0.5–2)":
    'x{factor} für eine Engagement-Rate von {rate} gegenüber dem Median der Größenklasse von {median} (begrenzt auf 0,5–2)',
  'with no size band median to adjust for engagement':
    'ohne Median der Größenklasse, um nach Engagement anzupassen',
  // Credibility signals, as the report computes them.
  'Needs at least {count} posts with engagement':
    'Braucht mindestens {count} Beiträge mit Engagement',
  'Engagement varies by {cv} % from post to post (over {count} posts): {judgement}':
    'Das Engagement schwankt um {cv} % von Beitrag zu Beitrag (über {count} Beiträge): {judgement}',
  'suspiciously even': 'verdächtig gleichmäßig',
  'a natural spread': 'eine natürliche Streuung',
  'a few posts carry most of it': 'wenige Beiträge tragen den Großteil',
  'isolated bursts on otherwise quiet posts': 'vereinzelte Ausschläge bei sonst ruhigen Beiträgen',
  'No followers yet': 'Noch keine Follower',
  'Follows {following} accounts for {followers} followers ({share} of them)':
    'Folgt {following} Konten bei {followers} Followern ({share} davon)',
  'Follows {following} accounts for {followers} followers ({share} of them): {judgement}':
    'Folgt {following} Konten bei {followers} Followern ({share} davon): {judgement}',
  'a follow-for-follow pattern': 'ein Follow-for-Follow-Muster',
  'mass following to be followed back': 'Massenhaftes Folgen, um zurückgefolgt zu werden',
  'Needs at least {count} follower snapshots':
    'Braucht mindestens {count} Follower-Momentaufnahmen',
  'No week gained followers, so nothing was bought':
    'In keiner Woche kamen Follower hinzu, also wurde nichts gekauft',
  'Largest weekly gain {gain} followers ({on}), {ratio} times the typical weekly change of {typical}':
    'Größter Wochenzuwachs {gain} Follower ({on}), das {ratio}-Fache der typischen Wochenänderung von {typical}',
  'Largest weekly gain {gain} followers ({on}), {ratio} times the typical weekly change of {typical}: {judgement}':
    'Größter Wochenzuwachs {gain} Follower ({on}), das {ratio}-Fache der typischen Wochenänderung von {typical}: {judgement}',
  'an unusual jump': 'ein ungewöhnlicher Sprung',
  'a spike typical of bought followers': 'ein Ausschlag, typisch für gekaufte Follower',
  'The bank has no audience check': 'Die Profildatenbank hat keine Zielgruppenprüfung',
  '{share} of the audience judged to be real people':
    '{share} der Zielgruppe als echte Menschen eingestuft',

  // A webhook attempt's answer.
  'Answered {status}': 'Antwort {status}',
};
