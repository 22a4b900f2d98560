import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGE_GROUPS, GENDERS } from '../../../common/api/discovery';
import en from '../../locales/en.json';
import { countryName, languageName } from './display-names';
import { ageGroupLabel, audienceDimensionLabel, genderLabel } from './filter-labels';
import { AUDIENCE_DIMENSIONS } from './filters';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, showSupportNotice: false });
});

describe('audience labels', () => {
  it('names countries and languages in words, whatever the case of the code', () => {
    expect(countryName('en', 'us')).toBe('United States');
    expect(countryName('en', 'US')).toBe('United States');
    expect(countryName('de', 'at')).toBe('Österreich');
    expect(languageName('en', 'DE')).toBe('German');
    expect(languageName('en', 'pt')).toBe('Portuguese');
  });

  it('translates genders and age groups instead of showing the values sent', () => {
    expect(genderLabel(i18n.t, 'male')).toBe('Male');
    expect(ageGroupLabel(i18n.t, '25-34')).toBe('25–34 years');
    expect(ageGroupLabel(i18n.t, '55+')).toBe('55 years and over');
  });

  it('has a capitalized label for every dimension, gender and age group', () => {
    const labels = [
      ...AUDIENCE_DIMENSIONS.map((dimension) => audienceDimensionLabel(i18n.t, dimension)),
      ...GENDERS.map((gender) => genderLabel(i18n.t, gender)),
      ...AGE_GROUPS.map((ageGroup) => ageGroupLabel(i18n.t, ageGroup)),
    ];
    for (const label of labels) expect(label).toMatch(/^[A-Z0-9]/);
    expect(audienceDimensionLabel(i18n.t, 'country')).toBe('Country');
  });
});
