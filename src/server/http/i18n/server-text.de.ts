// German for what the server says (see server-text.ts). Keys are the English sentences as the
// code writes them, `{name}` where a part varies; formal "Sie", as in the web client's de.json.

export const GERMAN: Record<string, string> = {
  // Things that can be missing ("{what} {id} was not found").
  'API key': 'API-Schlüssel',
  Activity: 'Aktivität',
  Attachment: 'Anhang',
  'Bank profile': 'Profil der Profilbank',
  Campaign: 'Kampagne',
  Content: 'Inhalt',
  Coupon: 'Gutschein',
  'Custom field': 'Eigenes Feld',
  'Field category': 'Feldkategorie',
  File: 'Datei',
  Guest: 'Gast',
  Influencer: 'Influencer',
  Invitation: 'Einladung',
  Invoice: 'Rechnung',
  Link: 'Link',
  List: 'Liste',
  'Matching profile': 'Passendes Profil',
  Media: 'Medium',
  Thumbnail: 'Vorschaubild',
  Member: 'Mitglied',
  Organization: 'Organisation',
  Payment: 'Zahlung',
  Post: 'Beitrag',
  Story: 'Story',
  Profile: 'Profil',
  Report: 'Bericht',
  'Scheduled content': 'Geplanter Inhalt',
  'Shared list': 'Geteilte Liste',
  Status: 'Status',
  'Tracked profile': 'Verfolgtes Profil',
  User: 'Nutzer',
  'Verified domain': 'Bestätigte Domain',
  Route: 'Route',
  '{what} {id} was not found': '{what} {id} wurde nicht gefunden',
  '{what} was not found': '{what} wurde nicht gefunden',

  // The catalogue's general answers.
  'API keys cannot use this call': 'Mit einem API-Schlüssel ist dieser Aufruf nicht möglich',
  'Guests have read-only access': 'Gäste haben nur Lesezugriff',
  'Only the organization owner can do this': 'Das kann nur der Inhaber der Organisation',
  'The database connection was lost, try again shortly':
    'Die Verbindung zur Datenbank wurde unterbrochen, versuchen Sie es gleich noch einmal',
  'This already exists': 'Das gibt es bereits',
  'A value is out of the range the database can store':
    'Ein Wert liegt außerhalb des Bereichs, den die Datenbank speichern kann',
  'Send at least one field to change': 'Senden Sie mindestens ein Feld, das sich ändern soll',
  'The database is busy, try again shortly':
    'Die Datenbank ist ausgelastet, versuchen Sie es gleich noch einmal',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'Sign in to continue': 'Melden Sie sich an, um fortzufahren',
  'You do not have access to this': 'Darauf haben Sie keinen Zugriff',
  'Access to this organization is blocked': 'Der Zugang zu dieser Organisation ist gesperrt',
  'Verify your email address to continue': 'Bestätigen Sie Ihre E-Mail-Adresse, um fortzufahren',
  "Your plan's {metric} limit is reached": 'Das Limit Ihres Plans für {metric} ist erreicht',
  'The service is busy, try again shortly':
    'Der Dienst ist ausgelastet, versuchen Sie es gleich noch einmal',
  'Send at least one of: {fields}': 'Senden Sie mindestens eines von: {fields}',
  '{header} must be 1 to 255 visible ASCII characters':
    '{header} muss aus 1 bis 255 sichtbaren ASCII-Zeichen bestehen',
  'This Idempotency-Key is being reused, retry':
    'Dieser Idempotency-Key wird gerade verwendet, versuchen Sie es erneut',
  'This {header} was already used for another request':
    'Dieser {header} wurde bereits für eine andere Anfrage verwendet',
  'A request with this {header} is still running': 'Eine Anfrage mit diesem {header} läuft noch',
  'is nested too deeply (at most {levels} levels)':
    'ist zu tief verschachtelt (höchstens {levels} Ebenen)',
  'has a key that {problem}': 'hat einen ungültigen Schlüssel ({problem})',
  'must not contain a NUL character': 'darf kein NUL-Zeichen enthalten',
  'must be valid Unicode text': 'muss gültiger Unicode-Text sein',
  '{field} must not contain a NUL character': '{field} darf kein NUL-Zeichen enthalten',
  '{field} must be valid Unicode text': '{field} muss gültiger Unicode-Text sein',
  'This call takes JSON, not a multipart form':
    'Dieser Aufruf erwartet JSON, kein Multipart-Formular',
  'This call takes no body': 'Dieser Aufruf erwartet keinen Inhalt',
  '{field}: {message}': '{field}: {message}',
  '{field} is required': '{field} ist erforderlich',
  'Send the form as multipart/form-data': 'Senden Sie das Formular als multipart/form-data',
  '{field} was sent more than once': '{field} wurde mehr als einmal gesendet',
  'Send one file per request': 'Senden Sie eine Datei pro Anfrage',
  'Send at most {count} files': 'Senden Sie höchstens {count} Dateien',
  'The file is larger than {size} MB': 'Die Datei ist größer als {size} MB',
  'The form has more files, fields or bytes than this upload accepts':
    'Das Formular hat mehr Dateien, Felder oder Bytes, als dieser Upload annimmt',
  'The multipart form could not be read{detail}':
    'Das Multipart-Formular konnte nicht gelesen werden{detail}',
  'Too many requests, try again in {seconds} s':
    'Zu viele Anfragen, versuchen Sie es in {seconds} s erneut',
  'The request took longer than {seconds} s': 'Die Anfrage dauerte länger als {seconds} s',
  'A path parameter is too long': 'Ein Pfadparameter ist zu lang',
  'The URL is not valid (it must be UTF-8 text, percent-encoded)':
    'Die URL ist ungültig (sie muss UTF-8-Text sein, prozentkodiert)',
  'The request is not valid': 'Die Anfrage ist ungültig',
  // zod's own sentence for a missing or mistyped value (its others come from zod's German locale).
  'Invalid input: expected {expected}, received {received}':
    'Ungültige Eingabe: erwartet {expected}, erhalten {received}',

  // Fetching addresses and images.
  'This URL cannot be fetched: {reason}': 'Diese URL kann nicht abgerufen werden: {reason}',
  'This address is not allowed: private or local network':
    'Diese Adresse ist nicht erlaubt: privates oder lokales Netz',
  'This port is not allowed: {port}. Use {ports}':
    'Dieser Port ist nicht erlaubt: {port}. Verwenden Sie {ports}',
  'Could not fetch the URL: {reason}': 'Die URL konnte nicht abgerufen werden: {reason}',
  'The file at this URL is larger than {size}': 'Die Datei unter dieser URL ist größer als {size}',
  'The URL answered {status}': 'Die URL antwortete mit {status}',
  'The URL does not point to a {formats} image (SVG and other documents are refused)':
    'Die URL verweist auf kein {formats}-Bild (SVG und andere Dokumente werden abgelehnt)',
  'The image is {width} x {height} pixels; the limit is {megapixels} megapixels':
    'Das Bild hat {width} x {height} Pixel; erlaubt sind {megapixels} Megapixel',
  'The image could not be decoded': 'Das Bild konnte nicht dekodiert werden',
  'The image could not be read': 'Das Bild konnte nicht gelesen werden',
  'url must be an absolute http or https URL': 'url muss eine absolute http- oder https-URL sein',
  'w must be one of {widths}': 'w muss einer dieser Werte sein: {widths}',
  'q must be a whole number from 1 to 100': 'q muss eine ganze Zahl von 1 bis 100 sein',
  'Not a valid file path': 'Kein gültiger Dateipfad',
  'This link has expired; reload the page for a new one':
    'Dieser Link ist abgelaufen; laden Sie die Seite neu, um einen neuen zu erhalten',
  'must be the signature of the URL the API gave':
    'muss die Signatur der URL sein, die die API geliefert hat',

  // YouTube.
  'YouTube Data API: unexpected {what} answer ({problem})':
    'YouTube Data API: unerwartete Antwort auf {what} ({problem})',
  'YouTube Data API quota exceeded ({reason}): {message}. The daily quota resets at midnight Pacific Time.':
    'Kontingent der YouTube Data API erschöpft ({reason}): {message}. Das Tageskontingent wird um Mitternacht pazifischer Zeit zurückgesetzt.',
  'YouTube Data API refused the API key ({reason}): {message}. Check YOUTUBE_API_KEY.':
    'Die YouTube Data API hat den API-Schlüssel abgelehnt ({reason}): {message}. Prüfen Sie YOUTUBE_API_KEY.',
  'YouTube Data API answered {status}{reason}: {message}':
    'Die YouTube Data API antwortete {status}{reason}: {message}',

  // Shared field checks.
  '{what} must be at most {max} characters of JSON':
    '{what} darf höchstens {max} Zeichen JSON umfassen',
  'Not a known time zone (IANA name)': 'Keine bekannte Zeitzone (IANA-Name)',
  'Not a phone number': 'Keine Telefonnummer',
  'Not a flag name': 'Kein Name einer Markierung',
  'At most 50 flags per call': 'Höchstens 50 Markierungen pro Aufruf',
  'Unknown metric {unknown}; use {metrics}':
    'Unbekannte Kennzahl {unknown}; verwenden Sie {metrics}',
  'must be a whole number ≥ 0': 'muss eine ganze Zahl ≥ 0 sein',
  'must be a whole number from 0 to {max}': 'muss eine ganze Zahl von 0 bis {max} sein',
  'must be a number from 0 to 100 (percent)': 'muss eine Zahl von 0 bis 100 sein (Prozent)',
  'must be at most {max} characters': 'darf höchstens {max} Zeichen lang sein',
  'must be text': 'muss Text sein',
  'must be one of {values}': 'muss einer dieser Werte sein: {values}',
  'entries must be at most {bytes} bytes together in UTF-8 ({letters} Latin letters, fewer in scripts that take more bytes a character)':
    'Einträge dürfen zusammen höchstens {bytes} Bytes in UTF-8 umfassen ({letters} lateinische Buchstaben, weniger in Schriften mit mehr Bytes pro Zeichen)',
  'entries must be at most {max} characters': 'Einträge dürfen höchstens {max} Zeichen lang sein',
  'must have at most {max} entries': 'darf höchstens {max} Einträge haben',
  'must be a list of text': 'muss eine Liste von Texten sein',
  'must be true or false': 'muss true oder false sein',
  'must be a date such as 2026-05-01 or 2026-05-01T12:00:00Z':
    'muss ein Datum wie 2026-05-01 oder 2026-05-01T12:00:00Z sein',
  'must be an email address (several separated by ;)':
    'muss eine E-Mail-Adresse sein (mehrere durch ; getrennt)',
  'must be an email address': 'muss eine E-Mail-Adresse sein',
  'must be a phone number: digits, spaces and + - ( ) (several separated by ;)':
    'muss eine Telefonnummer sein: Ziffern, Leerzeichen und + - ( ) (mehrere durch ; getrennt)',
  'must be a phone number': 'muss eine Telefonnummer sein',
  required: 'erforderlich',
  'must be 1 to 100 characters without spaces': 'muss 1 bis 100 Zeichen ohne Leerzeichen haben',
  'must be at most 2000 characters': 'darf höchstens 2000 Zeichen lang sein',
  'must be an ISO 3166-1 alpha-2 code such as AT': 'muss ein ISO-3166-1-Alpha-2-Code wie AT sein',
  'must be an ISO 639 code such as de': 'muss ein ISO-639-Code wie de sein',
  'must be an http or https URL': 'muss eine http- oder https-URL sein',
  'a three-letter currency code like USD': 'ein dreistelliger Währungscode wie USD',
  'an ISO 3166-1 alpha-2 country code': 'ein Ländercode nach ISO 3166-1 Alpha-2',
  'an ISO 639 language code': 'ein Sprachcode nach ISO 639',
  'an ISO 4217 currency code': 'ein Währungscode nach ISO 4217',
  'a colour like #1a2b3c': 'eine Farbe wie #1a2b3c',
  'An event id: digits only': 'Eine Ereignis-ID: nur Ziffern',
  'min must not be above max': 'Minimum darf nicht über dem Maximum liegen',
  'to must not be before from': 'to darf nicht vor from liegen',
  'endsOn must not be before startsOn': 'endsOn darf nicht vor startsOn liegen',
  'the range may span at most {days} days': 'der Zeitraum darf höchstens {days} Tage umfassen',
  'filters must be a JSON object': 'filters muss ein JSON-Objekt sein',
  'position must be a whole number from 0': 'position muss eine ganze Zahl ab 0 sein',

  // Account, team and sign-in.
  'This call needs a signed-in user': 'Dieser Aufruf erfordert einen angemeldeten Nutzer',
  'Only the organization owner can change organization details':
    'Nur der Inhaber der Organisation kann ihre Angaben ändern',
  'The current password is not correct': 'Das aktuelle Passwort ist nicht korrekt',
  'The new passwords do not match': 'Die neuen Passwörter stimmen nicht überein',
  'An organization keeps at most {max} flags': 'Eine Organisation hat höchstens {max} Markierungen',
  'This email already has an account': 'Für diese E-Mail-Adresse gibt es bereits ein Konto',
  'The invitation email could not be sent; try again shortly':
    'Die Einladung konnte nicht gesendet werden; versuchen Sie es gleich noch einmal',
  "The owner's role cannot be changed": 'Die Rolle des Inhabers kann nicht geändert werden',
  'The owner cannot be removed from the organization':
    'Der Inhaber kann nicht aus der Organisation entfernt werden',
  'This deal code has already been redeemed': 'Dieser Aktionscode wurde bereits eingelöst',
  'This deal code is not valid': 'Dieser Aktionscode ist ungültig',
  'This email has a pending invitation: open the link in the invitation email to join':
    'Für diese E-Mail-Adresse gibt es eine offene Einladung: Öffnen Sie den Link in der Einladung, um beizutreten',
  'This email is already linked to another Google account':
    'Diese E-Mail-Adresse ist bereits mit einem anderen Google-Konto verknüpft',
  'An account with this email already exists. Sign in with your email and password and verify your email address first; then Google sign-in works too':
    'Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich mit E-Mail und Passwort an und bestätigen Sie zuerst Ihre E-Mail-Adresse; danach funktioniert auch die Anmeldung mit Google',
  'An account with this email already exists; sign in instead':
    'Ein Konto mit dieser E-Mail-Adresse gibt es bereits; melden Sie sich stattdessen an',
  'Email or password is incorrect': 'E-Mail-Adresse oder Passwort ist falsch',
  'This is not a guest account; sign in on the regular sign-in page':
    'Dies ist kein Gastkonto; melden Sie sich auf der normalen Anmeldeseite an',
  'Google sign-in is not configured': 'Die Anmeldung mit Google ist nicht eingerichtet',
  'This verification link is invalid, expired or already used; ask for a new one':
    'Dieser Bestätigungslink ist ungültig, abgelaufen oder schon benutzt; fordern Sie einen neuen an',
  'Only a signed-in user can verify an email address':
    'Nur ein angemeldeter Nutzer kann eine E-Mail-Adresse bestätigen',
  'Your email address is already verified': 'Ihre E-Mail-Adresse ist bereits bestätigt',
  'The email could not be sent, try again shortly':
    'Die E-Mail konnte nicht gesendet werden, versuchen Sie es gleich noch einmal',
  'The Google sign-in could not be verified; try again':
    'Die Anmeldung mit Google konnte nicht bestätigt werden; versuchen Sie es erneut',
  'Google sign-in is unavailable right now, try again shortly':
    'Die Anmeldung mit Google ist gerade nicht verfügbar, versuchen Sie es gleich noch einmal',
  'The Google account did not share an email address':
    'Das Google-Konto hat keine E-Mail-Adresse freigegeben',
  'This password reset link is invalid, expired or already used; ask for a new one':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig, abgelaufen oder schon benutzt; fordern Sie einen neuen an',
  'Disposable email addresses are not accepted; use your permanent address':
    'Wegwerf-Adressen werden nicht akzeptiert; verwenden Sie Ihre dauerhafte Adresse',
  'This email address is not valid': 'Diese E-Mail-Adresse ist ungültig',
  'This email domain cannot receive mail; check the address':
    'Diese E-Mail-Domain kann keine Mails empfangen; prüfen Sie die Adresse',
  'This email address cannot be used; use another address':
    'Diese E-Mail-Adresse kann nicht verwendet werden; verwenden Sie eine andere',
  'Billing is off on this installation: its operator sets plans (reachbase set-plan)':
    'Die Abrechnung ist in dieser Installation ausgeschaltet: Pläne legt ihr Betreiber fest (reachbase set-plan)',

  // Campaigns and content.
  'This influencer is already in the campaign': 'Dieser Influencer ist bereits in der Kampagne',
  "A campaign's status is one of {statuses}": 'Der Status einer Kampagne ist einer von {statuses}',
  "An influencer's status is one of {statuses}":
    'Der Status eines Influencers ist einer von {statuses}',
  'Paste a full http(s) link to the post':
    'Fügen Sie einen vollständigen http(s)-Link zum Beitrag ein',
  'This link is a {platform} post': 'Dieser Link ist ein {platform}-Beitrag',
  'This post is already in the campaign': 'Dieser Beitrag ist bereits in der Kampagne',
  'Generate a public URL first (generatePublicUrl)':
    'Erzeugen Sie zuerst eine öffentliche URL (generatePublicUrl)',
  'Choose a file to upload': 'Wählen Sie eine Datei zum Hochladen',
  'Choose an invoice to attach': 'Wählen Sie eine Rechnung zum Anhängen',
  'Choose a file to attach': 'Wählen Sie eine Datei zum Anhängen',
  'Upload {types}': 'Laden Sie {types} hoch',
  'Attach {types}': 'Hängen Sie {types} an',
  'The campaign has no destination URL; give one for this link':
    'Die Kampagne hat keine Ziel-URL; geben Sie eine für diesen Link an',
  'This link points at a private address': 'Dieser Link zeigt auf eine private Adresse',
  'Paste a link to an Instagram, TikTok or YouTube post':
    'Fügen Sie einen Link zu einem Instagram-, TikTok- oder YouTube-Beitrag ein',
  'Background jobs are not running': 'Hintergrundaufgaben laufen nicht',
  'Only a failed post can be retried':
    'Nur ein fehlgeschlagener Beitrag kann erneut versucht werden',
  'Campaign {id} was not found': 'Kampagne {id} wurde nicht gefunden',
  'contentId or contentIds is required': 'contentId oder contentIds ist erforderlich',
  'Send views, publishedAt or campaignId': 'Senden Sie views, publishedAt oder campaignId',
  'A published item needs the link of the post':
    'Ein veröffentlichter Eintrag braucht den Link zum Beitrag',
  'Send the story as the form field "file"': 'Senden Sie die Story im Formularfeld "file"',
  'A story file is required': 'Eine Story-Datei ist erforderlich',
  'The file is empty': 'Die Datei ist leer',
  'A story must be one of: {formats}': 'Eine Story muss eines dieser Formate haben: {formats}',
  'A story {kind} may be at most {size} MB':
    'Eine Story ({kind}) darf höchstens {size} MB groß sein',
  'A story image may be at most {megapixels} megapixels':
    'Ein Story-Bild darf höchstens {megapixels} Megapixel haben',

  // Discovery, imports and lists.
  'The file cannot be read: {reason}': 'Die Datei kann nicht gelesen werden: {reason}',
  'The file is empty: a CSV import needs a header row':
    'Die Datei ist leer: Ein CSV-Import braucht eine Kopfzeile',
  'Unknown column{s} {columns} in the header; known columns: {known}':
    'Unbekannte Spalte(n) {columns} in der Kopfzeile; bekannte Spalten: {known}',
  'Column "{column}" appears twice in the header':
    'Die Spalte "{column}" kommt in der Kopfzeile zweimal vor',
  'The header lacks the required column{s} {columns}':
    'In der Kopfzeile fehlt die Pflichtspalte {columns}',
  'relevance needs keywords or lookalike': 'relevance braucht keywords oder lookalike',
  'keywords need a letter or digit': 'keywords brauchen einen Buchstaben oder eine Ziffer',
  'results page only up to the first {max}; narrow the filters':
    'Ergebnisse gibt es nur bis zu den ersten {max}; schränken Sie die Filter ein',
  'browsing pages only up to the first {max}': 'Blättern nur bis zu den ersten {max}',
  'No {platform} profile @{username} in the bank':
    'Kein {platform}-Profil @{username} in der Profilbank',
  'The list {list} has no status {status}': 'Die Liste {list} hat keinen Status {status}',
  'Send exactly one of listId and listName': 'Senden Sie genau eines von listId und listName',
  'Send exactly one of listId and name': 'Senden Sie genau eines von listId und name',
  'A list with this name already exists': 'Eine Liste mit diesem Namen gibt es bereits',
  'This list already has a status with this name':
    'Diese Liste hat bereits einen Status mit diesem Namen',
  'Send a new name or color': 'Senden Sie einen neuen Namen oder eine neue Farbe',
  "statusIds must be every one of the list's statuses, each once":
    'statusIds muss jeden Status der Liste genau einmal enthalten',

  // Profiles and reports.
  'No such custom field': 'Dieses eigene Feld gibt es nicht',
  '{field} must be a number': '{field} muss eine Zahl sein',
  '{field} must be a date (YYYY-MM-DD)': '{field} muss ein Datum sein (JJJJ-MM-TT)',
  '{field} must be an http(s) link': '{field} muss ein http(s)-Link sein',
  '{field} must be one of: {options}': '{field} muss einer dieser Werte sein: {options}',
  'No such field category': 'Diese Feldkategorie gibt es nicht',
  'A select field needs at least one option': 'Ein Auswahlfeld braucht mindestens eine Option',
  'Coupon {code} is already on this profile': 'Der Gutschein {code} ist bereits bei diesem Profil',
  'The slug needs at least one letter or digit':
    'Der Slug braucht mindestens einen Buchstaben oder eine Ziffer',
  'Another profile already uses {slug}': 'Ein anderes Profil verwendet bereits {slug}',
  'This report failed; create a new one':
    'Dieser Bericht ist fehlgeschlagen; erstellen Sie einen neuen',
  'This report is not ready yet': 'Dieser Bericht ist noch nicht fertig',
  'No sample profile in the bank': 'Kein Beispielprofil in der Profilbank',

  // Support.
  'Send the attachment in the field "file"': 'Senden Sie den Anhang im Feld "file"',
  'Enter the {what}': 'Geben Sie {what} ein',
  'Enter the subject': 'Geben Sie einen Betreff ein',
  'Enter the message': 'Geben Sie eine Nachricht ein',
  'The subject is longer than {max} characters': 'Der Betreff ist länger als {max} Zeichen',
  'The message is longer than {max} characters': 'Die Nachricht ist länger als {max} Zeichen',
  logo: 'Logo',
  favicon: 'Favicon',
  image: 'Bild',
  video: 'Video',
  'The {what} is longer than {max} characters': '{what}: länger als {max} Zeichen',
  'You have sent {count} messages in the last hour; please wait before sending another':
    'Sie haben in der letzten Stunde {count} Nachrichten gesendet; bitte warten Sie, bevor Sie eine weitere senden',

  // White-labelling.
  'The {kind} file is empty': 'Die Datei ({kind}) ist leer',
  'SVG is not accepted for the {kind}: upload a PNG, JPEG or WebP':
    'SVG wird hier ({kind}) nicht angenommen: Laden Sie PNG, JPEG oder WebP hoch',
  'The {kind} must be a PNG, JPEG or WebP image': '{kind} muss ein PNG-, JPEG- oder WebP-Bild sein',
  'The {kind} image could not be read': 'Das Bild ({kind}) konnte nicht gelesen werden',
  '{name} is not a white-label setting': '{name} ist keine White-Label-Einstellung',
  'The agency name is at most {max} characters': 'Der Agenturname hat höchstens {max} Zeichen',
  'The sender email is not a valid address': 'Die Absenderadresse ist keine gültige Adresse',
  'showBanner must be true or false': 'showBanner muss true oder false sein',
  'The domain {problem}': 'Die Domain {problem}',
  'must be a hostname only, like app.youragency.com (no https://, port or path)':
    'muss nur ein Hostname sein, etwa app.ihreagentur.de (ohne https://, Port oder Pfad)',
  'is not a valid hostname': 'ist kein gültiger Hostname',
  'must be a hostname, not an IP address': 'muss ein Hostname sein, keine IP-Adresse',
  'must be a public hostname': 'muss ein öffentlicher Hostname sein',
  'apiKey must be an SMTP URL such as smtps://user:password@smtp.provider.com:465 (a provider API key goes in as the password)':
    'apiKey muss eine SMTP-URL wie smtps://user:password@smtp.provider.com:465 sein (der API-Schlüssel eines Anbieters steht darin als Passwort)',
  'colors must be a JSON object of colour names to #rrggbb values':
    'colors muss ein JSON-Objekt aus Farbnamen und #rrggbb-Werten sein',
  'colors.{name} is not a colour of the palette ({names})':
    'colors.{name} ist keine Farbe der Palette ({names})',
  'colors.{name} must be a colour like #4f46e5': 'colors.{name} muss eine Farbe wie #4f46e5 sein',
  'Send the {kind} as an image file': 'Senden Sie {kind} als Bilddatei',
  '{field} is not a white-label file (send file or favIcon)':
    '{field} ist keine White-Label-Datei (senden Sie file oder favIcon)',
  "The domain must be your agency's own, not this installation's":
    'Die Domain muss die Ihrer Agentur sein, nicht die dieser Installation',
  'This domain is already used by another organization':
    'Diese Domain wird bereits von einer anderen Organisation verwendet',
  'Set the sender email that these SMTP credentials send as':
    'Legen Sie die Absenderadresse fest, mit der diese SMTP-Zugangsdaten senden',
  'Set a custom domain first': 'Legen Sie zuerst eine eigene Domain fest',
  'Only a signed-in owner can send a test mail':
    'Nur ein angemeldeter Inhaber kann eine Test-Mail senden',
  'Save a sender email and its SMTP credentials first':
    'Speichern Sie zuerst eine Absenderadresse und ihre SMTP-Zugangsdaten',
  'The SMTP server refused the test mail: {reason}':
    'Der SMTP-Server hat die Test-Mail abgelehnt: {reason}',
  'The sender email must be an address at {domain} or its parent domain':
    'Die Absenderadresse muss eine Adresse unter {domain} oder deren übergeordneter Domain sein',

  // Mails (composeMail): to the person who asked, in the language they used.
  'Hi {name},': 'Hallo {name},',
  'Hi,': 'Hallo,',
  'Verify your email address': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'Please confirm your email address by opening this link:':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:',
  'The link works for {days} days. If you did not sign up for {product}, ignore this email.':
    'Der Link gilt {days} Tage. Wenn Sie sich nicht bei {product} registriert haben, ignorieren Sie diese E-Mail.',
  'Reset your password': 'Setzen Sie Ihr Passwort zurück',
  'Someone asked to reset the password of your {product} account.':
    'Jemand möchte das Passwort Ihres Kontos bei {product} zurücksetzen.',
  'To choose a new one, open this link:': 'Um ein neues zu wählen, öffnen Sie diesen Link:',
  'The link works for {minutes} minutes and only once. If you did not ask for this, ignore this email: your password stays as it is.':
    'Der Link gilt {minutes} Minuten und nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
  '{inviter} invited you to {org} on {product}':
    '{inviter} hat Sie zu {org} auf {product} eingeladen',
  '{inviter} invited you to join {org} on {product} as a {role}.':
    '{inviter} hat Sie eingeladen, {org} auf {product} beizutreten (Rolle: {role}).',
  owner: 'Inhaber',
  member: 'Mitglied',
  guest: 'Gast',
  'Accept the invitation and choose your password here:':
    'Nehmen Sie die Einladung an und wählen Sie hier Ihr Passwort:',
  'The link works once and expires in {days} days. If you did not expect this invitation, you can ignore this email.':
    'Der Link funktioniert einmal und läuft in {days} Tagen ab. Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  'We received your message: {subject}': 'Wir haben Ihre Nachricht erhalten: {subject}',
  'Thank you for writing to {product} support. We read every message and answer by email at this address.':
    'Danke für Ihre Nachricht an den Support von {product}. Wir lesen jede Nachricht und antworten per E-Mail an diese Adresse.',
  'Your message: "{subject}" (ticket {ticket}).': 'Ihre Nachricht: „{subject}“ (Ticket {ticket}).',
  'You do not need to do anything else in the meantime.': 'Bis dahin müssen Sie nichts weiter tun.',
  'Test mail from {product}': 'Test-Mail von {product}',
  'This is a test of the sender {address}.': 'Dies ist ein Test des Absenders {address}.',
  'Mail to your members and clients comes from this address. Open your app here:':
    'E-Mails an Ihre Mitglieder und Kunden kommen von dieser Adresse. Öffnen Sie Ihre App hier:',
  'If this arrived in the spam folder, check the SPF, DKIM and DMARC records of the domain.':
    'Wenn diese E-Mail im Spam-Ordner gelandet ist, prüfen Sie die SPF-, DKIM- und DMARC-Einträge der Domain.',

  // CSV headings of the search export.
  Platform: 'Plattform',
  Username: 'Nutzername',
  'Full name': 'Vollständiger Name',
  Followers: 'Follower',
  'Engagement rate (%)': 'Engagement-Rate (%)',
  'Avg views': 'Ø Aufrufe',
  Country: 'Land',
  City: 'Stadt',
  Language: 'Sprache',
  Categories: 'Kategorien',
  Verified: 'Verifiziert',
  'Profile URL': 'Profil-URL',
  yes: 'ja',
  no: 'nein',
};
