import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { upgradeMessageFor } from './upgrade-message';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, showSupportNotice: false });
});

describe('upgradeMessageFor', () => {
  it('names the limit that was reached in words', () => {
    expect(
      upgradeMessageFor('searchCount', "Your plan's searchCount limit is reached", i18n.t),
    ).toBe('You have used all searches this month.');
    expect(upgradeMessageFor('teamSeats', null, i18n.t)).toBe(
      'All team seats of your plan are taken.',
    );
  });

  it("uses the server's message for a field that is not a plan metric", () => {
    expect(upgradeMessageFor('whitelabel', 'White-labelling needs the agency plan', i18n.t)).toBe(
      'White-labelling needs the agency plan',
    );
  });

  it('falls back to a general line without field or message', () => {
    expect(upgradeMessageFor(null, null, i18n.t)).toBe('Your current plan does not include this.');
  });
});
