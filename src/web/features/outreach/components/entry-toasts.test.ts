import { describe, expect, it } from 'vitest';
import { i18nForTests } from '../../../testing/i18n';
import { entryDoneText } from './entry-toasts';

const i18n = i18nForTests();

describe('the confirmation after an action on an outreach entry', () => {
  it('says what happened and what follows, in English', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    expect(entryDoneText(t, '@anna', { kind: 'replied' })).toBe(
      'Marked as replied: the sequence stops for @anna.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'restarted' })).toBe(
      'Started again for @anna: the first email is scheduled.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'markSent' })).toBe(
      'Recorded as sent: the next step for @anna follows on schedule.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'send' })).toBe(
      'The email to @anna is sent again in its sending window.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'stage', stage: 'Interested' })).toBe(
      '@anna moved to Interested.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'stage', stage: null })).toBe(
      '@anna no longer has a stage.',
    );
  });

  it('says the same in German, with stage labels', async () => {
    await i18n.changeLanguage('de');
    const t = i18n.t;
    expect(entryDoneText(t, '@anna', { kind: 'replied' })).toBe(
      'Als beantwortet markiert: Die Sequenz endet für @anna.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'restarted' })).toBe(
      'Für @anna neu gestartet: Die erste E-Mail ist geplant.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'markSent' })).toBe(
      'Als gesendet vermerkt: Der nächste Schritt für @anna folgt nach Plan.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'send' })).toBe(
      'Die E-Mail an @anna wird in ihrem Versandfenster erneut gesendet.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'stage', stage: 'Interested' })).toBe(
      '@anna ist jetzt in der Phase „Interessiert“.',
    );
    expect(entryDoneText(t, '@anna', { kind: 'stage', stage: null })).toBe(
      '@anna hat keine Phase mehr.',
    );
  });
});
