/**
 * Real places for demo creators: cities with their main language, metro population (millions,
 * the pick weight) and standard UTC offset (posting hours are local), and per country the
 * calling code for fake phones and the neighbours its audiences spill over to.
 */

export type NamePool =
  | 'en'
  | 'de'
  | 'fr'
  | 'es'
  | 'it'
  | 'pt'
  | 'ja'
  | 'ko'
  | 'in'
  | 'id'
  | 'tr'
  | 'nl'
  | 'pl'
  | 'sv'
  | 'ar'
  | 'tl'
  | 'ng';

export type City = {
  name: string;
  country: string;
  language: string;
  population: number;
  utcOffset: number;
  names: NamePool;
};

export type Country = {
  callingCode: string;
  /**
   * Mobile prefixes (with their trailing separator) and how many random digits follow, so phones
   * look like the country's. North American numbers use the fictional 555-01xx range.
   */
  mobilePrefixes: readonly string[];
  subscriberDigits: number;
  /** Countries whose people typically follow creators from this one. */
  neighbours: readonly string[];
};

export const CITIES: readonly City[] = [
  { name: 'New York', country: 'US', language: 'en', population: 19.5, utcOffset: -5, names: 'en' },
  {
    name: 'Los Angeles',
    country: 'US',
    language: 'en',
    population: 12.9,
    utcOffset: -8,
    names: 'en',
  },
  { name: 'Chicago', country: 'US', language: 'en', population: 9.4, utcOffset: -6, names: 'en' },
  { name: 'Miami', country: 'US', language: 'en', population: 6.1, utcOffset: -5, names: 'en' },
  { name: 'Austin', country: 'US', language: 'en', population: 2.4, utcOffset: -6, names: 'en' },
  { name: 'London', country: 'GB', language: 'en', population: 9.6, utcOffset: 0, names: 'en' },
  { name: 'Manchester', country: 'GB', language: 'en', population: 2.9, utcOffset: 0, names: 'en' },
  { name: 'Toronto', country: 'CA', language: 'en', population: 6.2, utcOffset: -5, names: 'en' },
  { name: 'Montreal', country: 'CA', language: 'fr', population: 4.3, utcOffset: -5, names: 'fr' },
  { name: 'Sydney', country: 'AU', language: 'en', population: 5.3, utcOffset: 10, names: 'en' },
  { name: 'Melbourne', country: 'AU', language: 'en', population: 5.1, utcOffset: 10, names: 'en' },
  { name: 'Lagos', country: 'NG', language: 'en', population: 15.4, utcOffset: 1, names: 'ng' },
  { name: 'Berlin', country: 'DE', language: 'de', population: 3.7, utcOffset: 1, names: 'de' },
  { name: 'Munich', country: 'DE', language: 'de', population: 1.5, utcOffset: 1, names: 'de' },
  { name: 'Hamburg', country: 'DE', language: 'de', population: 1.9, utcOffset: 1, names: 'de' },
  { name: 'Vienna', country: 'AT', language: 'de', population: 2.0, utcOffset: 1, names: 'de' },
  { name: 'Graz', country: 'AT', language: 'de', population: 0.3, utcOffset: 1, names: 'de' },
  { name: 'Zurich', country: 'CH', language: 'de', population: 1.4, utcOffset: 1, names: 'de' },
  { name: 'Paris', country: 'FR', language: 'fr', population: 11.1, utcOffset: 1, names: 'fr' },
  { name: 'Lyon', country: 'FR', language: 'fr', population: 1.7, utcOffset: 1, names: 'fr' },
  { name: 'Madrid', country: 'ES', language: 'es', population: 6.7, utcOffset: 1, names: 'es' },
  { name: 'Barcelona', country: 'ES', language: 'es', population: 5.6, utcOffset: 1, names: 'es' },
  { name: 'Milan', country: 'IT', language: 'it', population: 3.2, utcOffset: 1, names: 'it' },
  { name: 'Rome', country: 'IT', language: 'it', population: 4.3, utcOffset: 1, names: 'it' },
  { name: 'Amsterdam', country: 'NL', language: 'nl', population: 1.2, utcOffset: 1, names: 'nl' },
  { name: 'Warsaw', country: 'PL', language: 'pl', population: 1.8, utcOffset: 1, names: 'pl' },
  { name: 'Stockholm', country: 'SE', language: 'sv', population: 1.0, utcOffset: 1, names: 'sv' },
  { name: 'Istanbul', country: 'TR', language: 'tr', population: 15.5, utcOffset: 3, names: 'tr' },
  { name: 'Dubai', country: 'AE', language: 'ar', population: 3.5, utcOffset: 4, names: 'ar' },
  {
    name: 'São Paulo',
    country: 'BR',
    language: 'pt',
    population: 22.4,
    utcOffset: -3,
    names: 'pt',
  },
  {
    name: 'Rio de Janeiro',
    country: 'BR',
    language: 'pt',
    population: 13.6,
    utcOffset: -3,
    names: 'pt',
  },
  {
    name: 'Mexico City',
    country: 'MX',
    language: 'es',
    population: 21.8,
    utcOffset: -6,
    names: 'es',
  },
  {
    name: 'Guadalajara',
    country: 'MX',
    language: 'es',
    population: 5.3,
    utcOffset: -6,
    names: 'es',
  },
  {
    name: 'Buenos Aires',
    country: 'AR',
    language: 'es',
    population: 15.4,
    utcOffset: -3,
    names: 'es',
  },
  { name: 'Mumbai', country: 'IN', language: 'hi', population: 21.3, utcOffset: 5.5, names: 'in' },
  { name: 'Delhi', country: 'IN', language: 'hi', population: 32.9, utcOffset: 5.5, names: 'in' },
  {
    name: 'Bangalore',
    country: 'IN',
    language: 'en',
    population: 13.6,
    utcOffset: 5.5,
    names: 'in',
  },
  { name: 'Tokyo', country: 'JP', language: 'ja', population: 37.2, utcOffset: 9, names: 'ja' },
  { name: 'Osaka', country: 'JP', language: 'ja', population: 19.0, utcOffset: 9, names: 'ja' },
  { name: 'Seoul', country: 'KR', language: 'ko', population: 9.9, utcOffset: 9, names: 'ko' },
  { name: 'Jakarta', country: 'ID', language: 'id', population: 11.2, utcOffset: 7, names: 'id' },
  { name: 'Manila', country: 'PH', language: 'tl', population: 14.7, utcOffset: 8, names: 'tl' },
];

export const CITY_WEIGHTS: readonly number[] = CITIES.map((city) => city.population);

export const COUNTRIES: Readonly<Record<string, Country>> = {
  US: {
    callingCode: '1',
    mobilePrefixes: ['212 555 01', '310 555 01', '312 555 01', '305 555 01'],
    subscriberDigits: 2,
    neighbours: ['CA', 'GB', 'MX', 'AU'],
  },
  GB: {
    callingCode: '44',
    mobilePrefixes: ['7700 ', '7911 '],
    subscriberDigits: 6,
    neighbours: ['US', 'IE', 'AU', 'CA'],
  },
  CA: {
    callingCode: '1',
    mobilePrefixes: ['416 555 01', '514 555 01'],
    subscriberDigits: 2,
    neighbours: ['US', 'GB', 'FR'],
  },
  AU: {
    callingCode: '61',
    mobilePrefixes: ['412 ', '491 '],
    subscriberDigits: 7,
    neighbours: ['NZ', 'GB', 'US'],
  },
  NG: {
    callingCode: '234',
    mobilePrefixes: ['803 ', '806 '],
    subscriberDigits: 7,
    neighbours: ['GH', 'US', 'GB'],
  },
  DE: {
    callingCode: '49',
    mobilePrefixes: ['151 ', '160 ', '176 '],
    subscriberDigits: 7,
    neighbours: ['AT', 'CH', 'NL'],
  },
  AT: {
    callingCode: '43',
    mobilePrefixes: ['660 ', '664 ', '676 '],
    subscriberDigits: 7,
    neighbours: ['DE', 'CH', 'IT'],
  },
  CH: {
    callingCode: '41',
    mobilePrefixes: ['76 ', '79 '],
    subscriberDigits: 7,
    neighbours: ['DE', 'AT', 'FR'],
  },
  FR: {
    callingCode: '33',
    mobilePrefixes: ['6 ', '7 '],
    subscriberDigits: 7,
    neighbours: ['BE', 'CA', 'CH', 'ES'],
  },
  ES: {
    callingCode: '34',
    mobilePrefixes: ['612 ', '699 '],
    subscriberDigits: 7,
    neighbours: ['MX', 'AR', 'FR', 'IT'],
  },
  IT: {
    callingCode: '39',
    mobilePrefixes: ['320 ', '347 '],
    subscriberDigits: 7,
    neighbours: ['CH', 'FR', 'ES', 'DE'],
  },
  NL: {
    callingCode: '31',
    mobilePrefixes: ['6 '],
    subscriberDigits: 7,
    neighbours: ['BE', 'DE', 'GB'],
  },
  PL: {
    callingCode: '48',
    mobilePrefixes: ['501 ', '601 '],
    subscriberDigits: 7,
    neighbours: ['DE', 'GB', 'UA'],
  },
  SE: {
    callingCode: '46',
    mobilePrefixes: ['70 ', '73 '],
    subscriberDigits: 7,
    neighbours: ['NO', 'FI', 'DK'],
  },
  TR: {
    callingCode: '90',
    mobilePrefixes: ['532 ', '542 '],
    subscriberDigits: 7,
    neighbours: ['DE', 'AZ', 'NL'],
  },
  AE: {
    callingCode: '971',
    mobilePrefixes: ['50 ', '55 '],
    subscriberDigits: 7,
    neighbours: ['SA', 'IN', 'EG'],
  },
  BR: {
    callingCode: '55',
    mobilePrefixes: ['11 9 ', '21 9 '],
    subscriberDigits: 7,
    neighbours: ['PT', 'US', 'AR'],
  },
  MX: {
    callingCode: '52',
    mobilePrefixes: ['55 ', '33 '],
    subscriberDigits: 7,
    neighbours: ['US', 'CO', 'ES'],
  },
  AR: {
    callingCode: '54',
    mobilePrefixes: ['9 11 '],
    subscriberDigits: 7,
    neighbours: ['UY', 'CL', 'ES', 'MX'],
  },
  IN: {
    callingCode: '91',
    mobilePrefixes: ['98 ', '99 ', '70 '],
    subscriberDigits: 7,
    neighbours: ['AE', 'US', 'GB'],
  },
  JP: {
    callingCode: '81',
    mobilePrefixes: ['90 ', '80 '],
    subscriberDigits: 7,
    neighbours: ['TW', 'KR', 'US'],
  },
  KR: {
    callingCode: '82',
    mobilePrefixes: ['10 '],
    subscriberDigits: 7,
    neighbours: ['JP', 'US', 'TW'],
  },
  ID: {
    callingCode: '62',
    mobilePrefixes: ['812 ', '857 '],
    subscriberDigits: 7,
    neighbours: ['MY', 'SG', 'PH'],
  },
  PH: {
    callingCode: '63',
    mobilePrefixes: ['917 ', '927 '],
    subscriberDigits: 7,
    neighbours: ['US', 'AE', 'SA'],
  },
};

/** Official language of audience countries that have no city of their own above. */
export const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = {
  IE: 'en',
  NZ: 'en',
  GH: 'en',
  BE: 'fr',
  UA: 'uk',
  NO: 'no',
  FI: 'fi',
  DK: 'da',
  AZ: 'az',
  SA: 'ar',
  EG: 'ar',
  PT: 'pt',
  CO: 'es',
  UY: 'es',
  CL: 'es',
  TW: 'zh',
  MY: 'ms',
  SG: 'en',
};

/** Cities per country, for the second and third audience city. */
export const CITIES_BY_COUNTRY: ReadonlyMap<string, readonly City[]> = CITIES.reduce(
  (byCountry, city) => byCountry.set(city.country, [...(byCountry.get(city.country) ?? []), city]),
  new Map<string, City[]>(),
);
