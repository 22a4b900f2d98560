import { describe, expect, it } from 'vitest';
import { i18nForTests } from '../../testing/i18n';
import { roleChangedText } from './role-changed';

const i18n = i18nForTests();

describe('the confirmation after a member role change', () => {
  it('says the new role and what it allows, in English', async () => {
    await i18n.changeLanguage('en');
    expect(roleChangedText(i18n.t, 'Ada', 'guest')).toBe(
      'Ada is now a guest: they can look at everything but change nothing.',
    );
    expect(roleChangedText(i18n.t, 'Ada', 'member')).toBe(
      'Ada is now a member: they can work with everything in your organization.',
    );
  });

  it('says the same in German', async () => {
    await i18n.changeLanguage('de');
    expect(roleChangedText(i18n.t, 'Ada', 'guest')).toBe(
      'Ada ist jetzt Gast: Die Person kann alles ansehen, aber nichts ändern.',
    );
    expect(roleChangedText(i18n.t, 'Ada', 'member')).toBe(
      'Ada ist jetzt Mitglied: Die Person kann mit allem in Ihrer Organisation arbeiten.',
    );
  });
});
