import { defineText } from '../../http/i18n/text';

/** What the data-sources calls say; {source} is the source's name ("Modash", "Instagram API"). */
export const DATA_SOURCE_TEXT = defineText('dataSources', {
  keyRefused: {
    en: '{source} refused this key: check that it is complete and still valid ({reason})',
    de: '{source} hat diesen Schlüssel abgelehnt: Prüfen Sie, ob er vollständig und noch gültig ist ({reason})',
  },
  keyNotChecked: {
    en: '{source} could not be reached to test the key, so it was not saved; try again shortly',
    de: '{source} war nicht erreichbar, um den Schlüssel zu prüfen; er wurde nicht gespeichert. Versuchen Sie es gleich noch einmal',
  },
  storedKeyRefused: {
    en: '{source} no longer accepts the key; an owner connects it again in Settings → Data sources',
    de: '{source} akzeptiert den Schlüssel nicht mehr; ein Inhaber verbindet ihn erneut unter Einstellungen → Datenquellen',
  },
  outOfCredits: {
    en: "The {source} account's credits are used up; top them up at {source} to fetch more creators",
    de: 'Die Credits des {source}-Kontos sind aufgebraucht; laden Sie sie bei {source} auf, um weitere Creator abzurufen',
  },
  rateLimited: {
    en: '{source} asks to slow down; try again in {seconds} seconds',
    de: '{source} bittet darum, langsamer zu werden; versuchen Sie es in {seconds} Sekunden noch einmal',
  },
  unavailable: {
    en: "{source} did not answer in time; the bank's own search still works",
    de: '{source} hat nicht rechtzeitig geantwortet; die Suche in der eigenen Profildatenbank funktioniert weiterhin',
  },
  refused: {
    en: '{source} refused the request: {reason}',
    de: '{source} hat die Anfrage abgelehnt: {reason}',
  },
  notConnected: {
    en: '{source} is not connected; an owner connects it in Settings → Data sources',
    de: '{source} ist nicht verbunden; ein Inhaber verbindet die Quelle unter Einstellungen → Datenquellen',
  },
  noSourceForPlatform: {
    en: 'No connected data source covers {platform}; an owner connects one in Settings → Data sources',
    de: 'Keine verbundene Datenquelle deckt {platform} ab; ein Inhaber verbindet eine unter Einstellungen → Datenquellen',
  },
  platformNotCovered: {
    en: '{source} does not cover {platform}',
    de: '{source} deckt {platform} nicht ab',
  },
  searchNotOffered: {
    en: '{source} cannot search; look a creator up by handle instead',
    de: '{source} kann nicht suchen; suchen Sie einen Creator stattdessen über seinen Handle',
  },
  notAHandle: {
    en: 'Send a handle or the address of a {platform} profile',
    de: 'Senden Sie einen Handle oder die Adresse eines {platform}-Profils',
  },
  creator: { en: 'Creator {handle} on {source}', de: 'Creator {handle} bei {source}' },
});
