// German for what the server says (see server-text.ts). Keys are the English sentences as the
// code writes them, `{name}` where a part varies; formal "Sie", as in the web client's de.json.

export const GERMAN: Record<string, string> = {
  // Things that can be missing ("{what} {id} was not found").
  'API key': 'API-Schlüssel',
  Activity: 'Aktivität',
  Attachment: 'Anhang',
  'Bank profile': 'Profil der Profildatenbank',
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
  Mailbox: 'Postfach',
  'Outreach entry': 'Outreach-Eintrag',
  Sequence: 'Sequenz',
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
  'A request with this {header} may have been carried out, but its answer was lost: check its result, then use a new key':
    'Eine Anfrage mit diesem {header} wurde vielleicht ausgeführt, ihre Antwort ging aber verloren: Prüfen Sie das Ergebnis und verwenden Sie dann einen neuen Schlüssel',
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
  'The request body is larger than this call accepts (at most {size})':
    'Der Inhalt der Anfrage ist größer, als dieser Aufruf annimmt (höchstens {size})',
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
    'Kein {platform}-Profil @{username} in der Profildatenbank',
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
  'No sample profile in the bank': 'Kein Beispielprofil in der Profildatenbank',

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
  Email: 'E-Mail',
  Phone: 'Telefon',
  yes: 'ja',
  no: 'nein',

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

  // Webhooks.
  Webhook: 'Webhook',
  Delivery: 'Zustellung',
  'An organization has at most {max} webhooks': 'Eine Organisation hat höchstens {max} Webhooks',
  'This delivery is being sent right now': 'Diese Zustellung wird gerade gesendet',
  'Answered {status}': 'Antwort {status}',
  'The endpoint is switched off': 'Der Endpunkt ist ausgeschaltet',
  'Switched off by its owner': 'Vom Inhaber ausgeschaltet',
  'Every delivery failed for 3 days': 'Jede Zustellung schlug 3 Tage lang fehl',
  'A test event: your endpoint receives and can verify Reachbase events':
    'Ein Testereignis: Ihr Endpunkt empfängt Ereignisse von Reachbase und kann sie prüfen',
  'A webhook endpoint was switched off': 'Ein Webhook-Endpunkt wurde ausgeschaltet',
  'Every delivery to {url} has failed for 3 days, so it gets no more events.':
    'Jede Zustellung an {url} ist seit 3 Tagen fehlgeschlagen, daher erhält er keine Ereignisse mehr.',
  'Fix the receiver, then switch the endpoint on again in Settings → Webhooks:':
    'Beheben Sie den Fehler beim Empfänger und schalten Sie den Endpunkt dann unter Einstellungen → Webhooks wieder ein:',
  'Deliveries that failed can be sent again from its delivery log.':
    'Fehlgeschlagene Zustellungen können Sie aus seinem Zustellprotokoll erneut senden.',

  // Notification mails.
  'The audit report of @{username} is ready': 'Der Audit-Bericht von @{username} ist fertig',
  'The audit report of @{username} could not be made':
    'Der Audit-Bericht von @{username} konnte nicht erstellt werden',
  'Open it here:': 'Hier öffnen:',
  'Its allowance was given back. You can try again from the creator:':
    'Das Kontingent wurde zurückgebucht. Sie können es beim Creator erneut versuchen:',
  'A campaign post could not be read': 'Ein Kampagnenbeitrag konnte nicht gelesen werden',
  'Check the post in its campaign:': 'Prüfen Sie den Beitrag in seiner Kampagne:',
  '{name} joined your team': '{name} ist Ihrem Team beigetreten',
  'See your team here:': 'Ihr Team sehen Sie hier:',
  'You have used {used} of {limit} {metric} this period':
    'Sie haben in diesem Zeitraum {used} von {limit} {metric} genutzt',
  'See your plan and its allowances here:': 'Ihren Plan und seine Kontingente sehen Sie hier:',
  'Your {metric} allowance is used up': 'Ihr Kontingent für {metric} ist aufgebraucht',
  'You get this mail because you chose it in Settings → Notifications.':
    'Sie erhalten diese E-Mail, weil Sie es unter Einstellungen → Benachrichtigungen gewählt haben.',
  'Send at least one type': 'Senden Sie mindestens eine Art',

  // Outreach mailboxes.
  'A mailbox already sends as {email}': 'Ein Postfach sendet bereits als {email}',
  'A host name or an IP address': 'Ein Hostname oder eine IP-Adresse',
  'A time of day as HH:MM': 'Eine Uhrzeit als HH:MM',
  'The window must end after it starts': 'Das Zeitfenster muss nach seinem Beginn enden',
  'An IANA time zone such as Europe/Vienna': 'Eine IANA-Zeitzone wie Europe/Vienna',
  '{protocol} login failed: {reason}': '{protocol}-Anmeldung fehlgeschlagen: {reason}',
  'Choose one of your sequences': 'Wählen Sie eine Ihrer Sequenzen',
  'This entry has no step that may have been sent':
    'Dieser Eintrag hat keinen Schritt, der vielleicht gesendet wurde',
  'This unsubscribe link is not valid': 'Dieser Abmeldelink ist ungültig',
  'Set up a white-label sender with SMTP credentials first':
    'Richten Sie zuerst einen White-Label-Absender mit SMTP-Zugangsdaten ein',
  'after-commit:<route>, e.g. after-commit:/api/v1/customer/campaign':
    'after-commit:<Route>, z. B. after-commit:/api/v1/customer/campaign',
  'a number of milliseconds or a range MIN-MAX':
    'eine Zahl von Millisekunden oder ein Bereich MIN-MAX',
  'Choose one of your campaigns': 'Wählen Sie eine Ihrer Kampagnen',
  'Give a profileId, an email or both': 'Geben Sie eine profileId, eine E-Mail oder beides an',
  'This address unsubscribed or bounced: it is not mailed again':
    'Diese Adresse hat sich abgemeldet oder war unzustellbar: Sie wird nicht mehr angeschrieben',
  'Choose one of your mailboxes': 'Wählen Sie eines Ihrer Postfächer',
  'A follow-up waits at least one day': 'Eine Folge-E-Mail wartet mindestens einen Tag',
  'Unknown merge field {field} in step {step}: use {fields} or a custom field':
    'Unbekanntes Platzhalterfeld {field} in Schritt {step}: Verwenden Sie {fields} oder ein eigenes Feld',

  // Billing.
  'There is no offer to activate at the moment': 'Derzeit gibt es kein Angebot zum Aktivieren',
  'The offer has already been activated': 'Das Angebot wurde bereits aktiviert',
  'The payment provider did not answer; try again shortly':
    'Der Zahlungsanbieter hat nicht geantwortet; versuchen Sie es gleich erneut',
  'Plan {plan} cannot be bought': 'Der Plan {plan} kann nicht gekauft werden',
  'This plan is not on sale yet; its operator must sync the prices':
    'Dieser Plan ist noch nicht erhältlich; der Betreiber muss die Preise abgleichen',
  'There is no subscription: choose a plan first':
    'Es gibt kein Abonnement: Wählen Sie zuerst einen Plan',
  'The organization already has a subscription: change its plan instead':
    'Die Organisation hat bereits ein Abonnement: Wechseln Sie stattdessen den Plan',
  'This is already your plan': 'Das ist bereits Ihr Plan',
  "A payment for the organization's subscription is waiting: finish it on its invoice page":
    'Eine Zahlung für das Abonnement der Organisation steht noch aus: Schließen Sie sie auf der Rechnungsseite ab',
  'This card is not saved for your organization':
    'Diese Karte ist für Ihre Organisation nicht gespeichert',
  'The promotion code {code} is not valid': 'Der Aktionscode {code} ist nicht gültig',
  'The Stripe signature does not match this body':
    'Die Stripe-Signatur passt nicht zu diesem Inhalt',
  'A payment for your plan failed': 'Eine Zahlung für Ihren Plan ist fehlgeschlagen',
  'The charge of {amount} for your plan did not go through. The payment provider tries again over the next days; your plan stays as it is meanwhile.':
    'Die Abbuchung von {amount} für Ihren Plan ist nicht gelungen. Der Zahlungsanbieter versucht es in den nächsten Tagen erneut; Ihr Plan bleibt so lange unverändert.',
  'You can pay it with another card here:': 'Hier können Sie sie mit einer anderen Karte bezahlen:',
  'If no charge succeeds, the organization moves to the Free plan and keeps all its data.':
    'Gelingt keine Abbuchung, wechselt die Organisation in den Free-Plan und behält alle ihre Daten.',
  'The connection of {account} lapses soon': 'Die Verbindung von {account} läuft bald ab',
  'The {provider} account {account} stops sending its stories and figures on {date}.':
    'Das {provider}-Konto {account} sendet ab dem {date} keine Storys und Zahlen mehr.',
  'Send the creator a new connect link from their profile so they can connect again.':
    'Senden Sie dem Creator über sein Profil einen neuen Verbindungslink, damit er sich erneut verbinden kann.',
  'Nothing is lost: what was collected stays.':
    'Nichts geht verloren: Was bisher gesammelt wurde, bleibt erhalten.',
  'This connect link has expired or was revoked':
    'Dieser Verbindungslink ist abgelaufen oder wurde widerrufen',
  'Connecting {provider} is not set up on this server':
    'Die Verbindung mit {provider} ist auf diesem Server nicht eingerichtet',
  '{name} asks you to connect your account': '{name} bittet Sie, Ihr Konto zu verbinden',
  '{name} tracks your content for a campaign. Connecting your account lets your stories and their private figures reach them by themselves, so nobody needs screenshots.':
    '{name} verfolgt Ihre Inhalte für eine Kampagne. Wenn Sie Ihr Konto verbinden, kommen Ihre Storys und ihre privaten Zahlen von selbst dort an, und niemand braucht Screenshots.',
  'You choose the account on the next page and can disconnect there at any time.':
    'Sie wählen das Konto auf der nächsten Seite und können die Verbindung dort jederzeit trennen.',
  'The link works until it expires or is revoked.':
    'Der Link funktioniert, bis er abläuft oder widerrufen wird.',
  'This sign-in was already used or has expired; start again from your link':
    'Diese Anmeldung wurde bereits verwendet oder ist abgelaufen; beginnen Sie erneut über Ihren Link',
  'You did not allow access, so nothing was connected':
    'Sie haben den Zugriff nicht erlaubt, daher wurde nichts verbunden',
  'The provider did not connect the account': 'Der Anbieter hat das Konto nicht verbunden',
  'The provider refused the sign-in ({reason}); start again from your link':
    'Der Anbieter hat die Anmeldung abgelehnt ({reason}); beginnen Sie erneut über Ihren Link',
  'The provider could not be reached ({reason}); try again shortly':
    'Der Anbieter war nicht erreichbar ({reason}); versuchen Sie es gleich noch einmal',
  'The creator got a new connect link by email; you can also send one from their profile.':
    'Der Creator hat per E-Mail einen neuen Verbindungslink erhalten; Sie können auch über sein Profil einen senden.',
  'Send either listId or campaignId': 'Senden Sie entweder listId oder campaignId',
  'At most {count} creators at once': 'Höchstens {count} Creator auf einmal',
  'Reconnect your {provider} account for {name}':
    'Verbinden Sie Ihr {provider}-Konto für {name} erneut',
  'Your {provider} account stops sharing its stories and figures with {name} on {date}.':
    'Ihr {provider}-Konto teilt ab dem {date} keine Storys und Zahlen mehr mit {name}.',
  'Connect it again from this link to keep them coming; it takes a minute.':
    'Verbinden Sie es über diesen Link erneut, damit sie weiter ankommen; das dauert eine Minute.',
  'No data aggregator is set up on this server':
    'Auf diesem Server ist kein Datenaggregator eingerichtet',
  'The aggregator is no longer connected to this account; ask the creator to link it again':
    'Der Aggregator ist nicht mehr mit diesem Konto verbunden; bitten Sie den Creator, es erneut zu verknüpfen',
  'The aggregator account is not on Instagram, YouTube or TikTok':
    'Das Konto beim Aggregator ist nicht auf Instagram, YouTube oder TikTok',
  'The creator connected {provider} directly; disconnect that first':
    'Der Creator hat {provider} direkt verbunden; trennen Sie diese Verbindung zuerst',
  'The aggregator does not know this account': 'Der Aggregator kennt dieses Konto nicht',
  'The aggregator could not be reached ({reason}); try again shortly':
    'Der Aggregator war nicht erreichbar ({reason}); versuchen Sie es gleich noch einmal',
};
