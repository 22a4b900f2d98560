import type { AgeGroup, AudienceDimension, Gender, Platform } from '../discovery.tables';
import type { Niche } from './niches';
import {
  CITIES,
  CITIES_BY_COUNTRY,
  CITY_WEIGHTS,
  type City,
  COUNTRIES,
  COUNTRY_LANGUAGE,
} from './places';
import {
  between,
  gaussian,
  intBetween,
  pickWeighted,
  type Random,
  sample,
  toShares,
} from './random';

/**
 * A creator's audience as typed rows per dimension (shares of each dimension sum to 1), shaped
 * by who the creator is: their own country and city lead, their niche sets the gender split and
 * age, TikTok skews younger.
 */

export type DemoAudienceShare = { dimension: AudienceDimension; value: string; share: number };

export const AGE_GROUPS: readonly AgeGroup[] = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'];
/** Audience countries for creators whose neighbours are exhausted: the big markets. */
const GLOBAL_MARKETS = ['US', 'GB', 'IN', 'BR', 'DE', 'FR', 'MX'];

export function audienceShares(
  next: Random,
  creator: { home: City; primary: Niche; gender: Gender | null; platform: Platform },
): DemoAudienceShare[] {
  const countries = audienceCountries(next, creator.home.country);
  const rows: DemoAudienceShare[] = [];
  const push = (dimension: AudienceDimension, values: string[], weights: number[]) => {
    const shares = toShares(weights);
    for (const [i, value] of values.entries()) rows.push({ dimension, value, share: shares[i] });
  };
  push('country', countries, dominantFirstWeights(next, countries.length, 0.45, 0.8));
  const cities = audienceCities(next, creator.home, countries);
  push('city', cities, dominantFirstWeights(next, cities.length, 0.45, 0.7));
  const genderLean = creator.gender === 'female' ? 0.08 : creator.gender === 'male' ? -0.08 : 0;
  const female = Math.min(
    0.95,
    Math.max(0.05, creator.primary.femaleAudience + genderLean + 0.05 * gaussian(next)),
  );
  push('gender', ['female', 'male'], [female, 1 - female]);
  const ages = audienceAges(next, creator.primary, creator.platform);
  push(
    'age',
    ages.map(([group]) => group),
    ages.map(([, weight]) => weight),
  );
  const languages = audienceLanguages(next, creator.home.language, countries);
  push('language', languages, dominantFirstWeights(next, languages.length, 0.55, 0.9));
  return rows;
}

/** The first share between min and max, the rest falling off; the first stays the largest. */
function dominantFirstWeights(next: Random, count: number, min: number, max: number): number[] {
  if (count === 1) return [1];
  const first = between(next, min, max);
  const tail = Array.from({ length: count - 1 }, (_, i) => 0.6 ** i * between(next, 0.8, 1.2));
  const tailTotal = tail.reduce((sum, weight) => sum + weight, 0);
  return [first, ...tail.map((weight) => ((1 - first) * weight) / tailTotal)];
}

/** 3-5 countries: the creator's own first, then its neighbours, then the big markets. */
function audienceCountries(next: Random, own: string): string[] {
  const count = intBetween(next, 3, 5);
  const candidates = [
    ...sample(next, COUNTRIES[own].neighbours, 3),
    ...sample(next, GLOBAL_MARKETS, 4),
  ];
  const countries = [own];
  for (const country of candidates) {
    if (countries.length === count) break;
    if (!countries.includes(country)) countries.push(country);
  }
  return countries;
}

/** The home city, then other cities of the audience countries (home country first). */
function audienceCities(next: Random, home: City, countries: string[]): string[] {
  const cities = [home.name];
  for (const country of countries) {
    for (const city of sample(next, CITIES_BY_COUNTRY.get(country) ?? [], 2)) {
      if (cities.length < 3 && !cities.includes(city.name)) cities.push(city.name);
    }
  }
  while (cities.length < 3) {
    const city = pickWeighted(next, CITIES, CITY_WEIGHTS).name;
    if (!cities.includes(city)) cities.push(city);
  }
  return cities;
}

/** 4-6 neighbouring age groups around the niche's typical age, younger on TikTok. */
function audienceAges(next: Random, primary: Niche, platform: Platform): [AgeGroup, number][] {
  const shift = platform === 'tiktok' ? -0.6 : platform === 'youtube' ? 0.2 : 0;
  const centre = primary.audienceAge + shift + 0.3 * gaussian(next);
  // A wide bell plus a floor, so even the outer groups kept hold a visible share.
  const weighted = AGE_GROUPS.map((group, i): [AgeGroup, number] => [
    group,
    0.02 + Math.exp(-((i - centre) ** 2) / 2.5),
  ]);
  const count = intBetween(next, 4, 6);
  // The largest groups, largest first: toShares puts its rounding remainder on the first.
  return [...weighted].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** The creator's language, English as the lingua franca, then another audience country's. */
function audienceLanguages(next: Random, own: string, countries: string[]): string[] {
  const count = intBetween(next, 1, 3);
  const candidates = ['en', ...countries.slice(1).map(countryLanguage)];
  const languages = [own];
  for (const language of candidates) {
    if (languages.length === count) break;
    if (!languages.includes(language)) languages.push(language);
  }
  return languages;
}

function countryLanguage(country: string): string {
  return CITIES_BY_COUNTRY.get(country)?.[0].language ?? COUNTRY_LANGUAGE[country] ?? 'en';
}
