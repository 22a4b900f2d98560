import { describe, expect, it } from 'vitest';
import { i18nForTests } from '../../testing/i18n';
import {
  attachmentRemovedText,
  attachmentRenamedText,
  contactsUnlockedText,
  storyTrackingText,
} from './profile-toasts';

const i18n = i18nForTests();

describe('the confirmations of actions on a profile', () => {
  it('say what happened and what follows, in English', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    expect(storyTrackingText(t, true)).toBe(
      'Story tracking on: new stories of this creator appear here as they are found.',
    );
    expect(storyTrackingText(t, false)).toBe('Story tracking off: the stories saved so far stay.');
    expect(attachmentRenamedText(t, 'Rates 2026')).toBe('File renamed to “Rates 2026”.');
    expect(attachmentRemovedText(t, 'Rates 2026')).toBe('“Rates 2026” was deleted.');
    expect(contactsUnlockedText(t, 0)).toBe('No contacts were found for this creator.');
    expect(contactsUnlockedText(t, 1)).toBe('1 contact unlocked: it is listed below.');
    expect(contactsUnlockedText(t, 3)).toBe('3 contacts unlocked: they are listed below.');
  });

  it('say the same in German', async () => {
    await i18n.changeLanguage('de');
    const t = i18n.t;
    expect(storyTrackingText(t, true)).toBe(
      'Story-Verfolgung an: Neue Storys dieses Creators erscheinen hier, sobald sie gefunden werden.',
    );
    expect(storyTrackingText(t, false)).toBe(
      'Story-Verfolgung aus: Die bisher gespeicherten Storys bleiben erhalten.',
    );
    expect(attachmentRenamedText(t, 'Preise 2026')).toBe('Datei umbenannt in „Preise 2026“.');
    expect(attachmentRemovedText(t, 'Preise 2026')).toBe('„Preise 2026“ wurde gelöscht.');
    expect(contactsUnlockedText(t, 0)).toBe('Für diesen Creator wurden keine Kontakte gefunden.');
    expect(contactsUnlockedText(t, 1)).toBe('1 Kontakt freigeschaltet: Er steht unten.');
    expect(contactsUnlockedText(t, 3)).toBe('3 Kontakte freigeschaltet: Sie stehen unten.');
  });
});
