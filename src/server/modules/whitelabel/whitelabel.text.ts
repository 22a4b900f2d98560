import { defineText } from '../../http/i18n/text';

export const WHITELABEL_TEXT = defineText('whitelabel', {
  // The two brand images, as the sentences below name them ({kind}).
  logo: { en: 'logo', de: 'Logo' },
  favicon: { en: 'favicon', de: 'Favicon' },
  imageEmpty: { en: 'The {kind} file is empty', de: 'Die Datei ({kind}) ist leer' },
  svgRefused: {
    en: 'SVG is not accepted for the {kind}: upload a PNG, JPEG or WebP',
    de: 'SVG wird hier ({kind}) nicht angenommen: Laden Sie PNG, JPEG oder WebP hoch',
  },
  notRasterImage: {
    en: 'The {kind} must be a PNG, JPEG or WebP image',
    de: '{kind} muss ein PNG-, JPEG- oder WebP-Bild sein',
  },
  imageUnreadable: {
    en: 'The {kind} image could not be read',
    de: 'Das Bild ({kind}) konnte nicht gelesen werden',
  },
  sendImageFile: { en: 'Send the {kind} as an image file', de: 'Senden Sie {kind} als Bilddatei' },
  notAFile: {
    en: '{field} is not a white-label file (send file or favIcon)',
    de: '{field} ist keine White-Label-Datei (senden Sie file oder favIcon)',
  },
  notASetting: {
    en: '{name} is not a white-label setting',
    de: '{name} ist keine White-Label-Einstellung',
  },
  agencyNameTooLong: {
    en: 'The agency name is at most {max} characters',
    de: 'Der Agenturname hat höchstens {max} Zeichen',
  },
  senderInvalid: {
    en: 'The sender email is not a valid address',
    de: 'Die Absenderadresse ist keine gültige Adresse',
  },
  showBannerBoolean: {
    en: 'showBanner must be true or false',
    de: 'showBanner muss true oder false sein',
  },
  domainHostnameOnly: {
    en: 'The domain must be a hostname only, like app.youragency.com (no https://, port or path)',
    de: 'Die Domain muss nur ein Hostname sein, etwa app.ihreagentur.de (ohne https://, Port oder Pfad)',
  },
  domainInvalid: {
    en: 'The domain is not a valid hostname',
    de: 'Die Domain ist kein gültiger Hostname',
  },
  domainIsIp: {
    en: 'The domain must be a hostname, not an IP address',
    de: 'Die Domain muss ein Hostname sein, keine IP-Adresse',
  },
  domainNotPublic: {
    en: 'The domain must be a public hostname',
    de: 'Die Domain muss ein öffentlicher Hostname sein',
  },
  domainIsInstallation: {
    en: "The domain must be your agency's own, not this installation's",
    de: 'Die Domain muss die Ihrer Agentur sein, nicht die dieser Installation',
  },
  domainTaken: {
    en: 'This domain is already used by another organization',
    de: 'Diese Domain wird bereits von einer anderen Organisation verwendet',
  },
  domainFirst: {
    en: 'Set a custom domain first',
    de: 'Legen Sie zuerst eine eigene Domain fest',
  },
  apiKeyNotSmtpUrl: {
    en: 'apiKey must be an SMTP URL such as smtps://user:password@smtp.provider.com:465 (a provider API key goes in as the password)',
    de: 'apiKey muss eine SMTP-URL wie smtps://user:password@smtp.provider.com:465 sein (der API-Schlüssel eines Anbieters steht darin als Passwort)',
  },
  colorsNotObject: {
    en: 'colors must be a JSON object of colour names to #rrggbb values',
    de: 'colors muss ein JSON-Objekt aus Farbnamen und #rrggbb-Werten sein',
  },
  colorNotInPalette: {
    en: 'colors.{name} is not a colour of the palette ({names})',
    de: 'colors.{name} ist keine Farbe der Palette ({names})',
  },
  colorInvalid: {
    en: 'colors.{name} must be a colour like #4f46e5',
    de: 'colors.{name} muss eine Farbe wie #4f46e5 sein',
  },
  senderForCredentials: {
    en: 'Set the sender email that these SMTP credentials send as',
    de: 'Legen Sie die Absenderadresse fest, mit der diese SMTP-Zugangsdaten senden',
  },
  senderOffDomain: {
    en: 'The sender email must be an address at {domain} or its parent domain',
    de: 'Die Absenderadresse muss eine Adresse unter {domain} oder deren übergeordneter Domain sein',
  },
  senderFirst: {
    en: 'Save a sender email and its SMTP credentials first',
    de: 'Speichern Sie zuerst eine Absenderadresse und ihre SMTP-Zugangsdaten',
  },
  testMailOwnerOnly: {
    en: 'Only a signed-in owner can send a test mail',
    de: 'Nur ein angemeldeter Inhaber kann eine Test-Mail senden',
  },
  testMailRefused: {
    en: 'The SMTP server refused the test mail: {reason}',
    de: 'Der SMTP-Server hat die Test-Mail abgelehnt: {reason}',
  },

  // The test mail.
  testMailSubject: { en: 'Test mail from {product}', de: 'Test-Mail von {product}' },
  testMailSender: {
    en: 'This is a test of the sender {address}.',
    de: 'Dies ist ein Test des Absenders {address}.',
  },
  testMailWhere: {
    en: 'Mail to your members and clients comes from this address. Open your app here:',
    de: 'E-Mails an Ihre Mitglieder und Kunden kommen von dieser Adresse. Öffnen Sie Ihre App hier:',
  },
  testMailSpam: {
    en: 'If this arrived in the spam folder, check the SPF, DKIM and DMARC records of the domain.',
    de: 'Wenn diese E-Mail im Spam-Ordner gelandet ist, prüfen Sie die SPF-, DKIM- und DMARC-Einträge der Domain.',
  },
});
