import { defineText } from '../../http/i18n/text';

export const CONNECT_TEXT = defineText('connect', {
  // Things that can be missing ("{what} {id} was not found").

  // The members' calls.
  tooManyCreators: {
    en: 'At most {count} creators at once',
    de: 'Höchstens {count} Creator auf einmal',
  },
  noAggregator: {
    en: 'No data aggregator is set up on this server',
    de: 'Auf diesem Server ist kein Datenaggregator eingerichtet',
  },
  aggregatorDisconnected: {
    en: 'The aggregator is no longer connected to this account; ask the creator to link it again',
    de: 'Der Aggregator ist nicht mehr mit diesem Konto verbunden; bitten Sie den Creator, es erneut zu verknüpfen',
  },
  aggregatorOtherPlatform: {
    en: 'The aggregator account is not on Instagram, YouTube or TikTok',
    de: 'Das Konto beim Aggregator ist nicht auf Instagram, YouTube oder TikTok',
  },
  connectedDirectly: {
    en: 'The creator connected {provider} directly; disconnect that first',
    de: 'Der Creator hat {provider} direkt verbunden; trennen Sie diese Verbindung zuerst',
  },
  aggregatorUnknownAccount: {
    en: 'The aggregator does not know this account',
    de: 'Der Aggregator kennt dieses Konto nicht',
  },
  aggregatorUnreachable: {
    en: 'The aggregator could not be reached ({reason}); try again shortly',
    de: 'Der Aggregator war nicht erreichbar ({reason}); versuchen Sie es gleich noch einmal',
  },

  // The creator's page and the trip to the provider.
  linkExpired: {
    en: 'This connect link has expired or was revoked',
    de: 'Dieser Verbindungslink ist abgelaufen oder wurde widerrufen',
  },
  providerNotSetUp: {
    en: 'Connecting {provider} is not set up on this server',
    de: 'Die Verbindung mit {provider} ist auf diesem Server nicht eingerichtet',
  },
  attemptSpent: {
    en: 'This sign-in was already used or has expired; start again from your link',
    de: 'Diese Anmeldung wurde bereits verwendet oder ist abgelaufen; beginnen Sie erneut über Ihren Link',
  },
  accessDenied: {
    en: 'You did not allow access, so nothing was connected',
    de: 'Sie haben den Zugriff nicht erlaubt, daher wurde nichts verbunden',
  },
  notConnected: {
    en: 'The provider did not connect the account',
    de: 'Der Anbieter hat das Konto nicht verbunden',
  },
  providerRefused: {
    en: 'The provider refused the sign-in ({reason}); start again from your link',
    de: 'Der Anbieter hat die Anmeldung abgelehnt ({reason}); beginnen Sie erneut über Ihren Link',
  },
  providerUnreachable: {
    en: 'The provider could not be reached ({reason}); try again shortly',
    de: 'Der Anbieter war nicht erreichbar ({reason}); versuchen Sie es gleich noch einmal',
  },

  // The mail with a connect link, to the creator.
  linkMailSubject: {
    en: '{name} asks you to connect your account',
    de: '{name} bittet Sie, Ihr Konto zu verbinden',
  },
  linkMailWhy: {
    en: '{name} tracks your content for a campaign. Connecting your account lets your stories and their private figures reach them by themselves, so nobody needs screenshots.',
    de: '{name} verfolgt Ihre Inhalte für eine Kampagne. Wenn Sie Ihr Konto verbinden, kommen Ihre Storys und ihre privaten Zahlen von selbst dort an, und niemand braucht Screenshots.',
  },
  linkMailHow: {
    en: 'You choose the account on the next page and can disconnect there at any time.',
    de: 'Sie wählen das Konto auf der nächsten Seite und können die Verbindung dort jederzeit trennen.',
  },
  linkMailClosing: {
    en: 'The link works until it expires or is revoked.',
    de: 'Der Link funktioniert, bis er abläuft oder widerrufen wird.',
  },
  reconnectMailSubject: {
    en: 'Reconnect your {provider} account for {name}',
    de: 'Verbinden Sie Ihr {provider}-Konto für {name} erneut',
  },
  reconnectMailWhy: {
    en: 'Your {provider} account stops sharing its stories and figures with {name} on {date}.',
    de: 'Ihr {provider}-Konto teilt ab dem {date} keine Storys und Zahlen mehr mit {name}.',
  },
  reconnectMailHow: {
    en: 'Connect it again from this link to keep them coming; it takes a minute.',
    de: 'Verbinden Sie es über diesen Link erneut, damit sie weiter ankommen; das dauert eine Minute.',
  },

  // The reminder to the member who made the link, before a connection lapses.
  lapsingMailSubject: {
    en: 'The connection of {account} lapses soon',
    de: 'Die Verbindung von {account} läuft bald ab',
  },
  lapsingMailWhat: {
    en: 'The {provider} account {account} stops sending its stories and figures on {date}.',
    de: 'Das {provider}-Konto {account} sendet ab dem {date} keine Storys und Zahlen mehr.',
  },
  lapsingMailCreatorMailed: {
    en: 'The creator got a new connect link by email; you can also send one from their profile.',
    de: 'Der Creator hat per E-Mail einen neuen Verbindungslink erhalten; Sie können auch über sein Profil einen senden.',
  },
  lapsingMailSendLink: {
    en: 'Send the creator a new connect link from their profile so they can connect again.',
    de: 'Senden Sie dem Creator über sein Profil einen neuen Verbindungslink, damit er sich erneut verbinden kann.',
  },
  lapsingMailClosing: {
    en: 'Nothing is lost: what was collected stays.',
    de: 'Nichts geht verloren: Was bisher gesammelt wurde, bleibt erhalten.',
  },
});
