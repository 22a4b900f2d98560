// The audience map's rules: which countries it can draw (the report's ISO alpha-2 codes against
// the atlas's ISO numeric ids), how dark each one is, and the world as SVG paths. Pure, so the
// rules are tested on their own; the atlas itself is loaded by the component, lazily.

import { geoEqualEarth, geoPath } from 'd3-geo';
// The default import: the package is CommonJS and its Node entry exposes no named exports.
import isoCountries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { AuditReportData } from '../../../common/audit-report';

/** The map's drawing box, about 2:1; the SVG scales it to any width through its viewBox. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 440;

/** Percent of the brand colour the smallest share gets, so a small country still reads as there. */
export const MIN_SHADE = 20;

/** Nobody's audience lives there, and it would take a fifth of the map's height. */
const ANTARCTICA_ID = '010';

/** One country of the report's audience: its alpha-2 code and percent share. */
export type AudienceShare = AuditReportData['audience']['countries'][number];

export type MapCountry = {
  /** ISO 3166-1 alpha-2, as the report names it. */
  code: string;
  share: number;
  /** Percent (MIN_SHADE–100) of the brand colour mixed into the surface colour. */
  shade: number;
};

export type CountryShape = { id: string | null; name: string; d: string };

export type WorldAtlas = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** The ISO numeric code ('076') of an alpha-2 code ('BR'); null for anything else. */
export function countryNumericCode(code: string): string | null {
  return isoCountries.alpha2ToNumeric(code.toUpperCase()) ?? null;
}

/**
 * How dark a share is, relative to the largest one. Square root: an audience is usually led by
 * one country, and a linear scale would leave all the others almost white.
 */
export function shadeOf(share: number, maxShare: number): number {
  if (share <= 0 || maxShare <= 0) return MIN_SHADE;
  const ratio = Math.min(1, share / maxShare);
  return Math.round(MIN_SHADE + (100 - MIN_SHADE) * Math.sqrt(ratio));
}

/**
 * The audience's countries by ISO numeric id, shaded. Values without a numeric code (a region,
 * a city-like label) are left out: they stay in the ranked list below the map.
 */
export function shadeCountries(countries: readonly AudienceShare[]): Map<string, MapCountry> {
  const maxShare = Math.max(0, ...countries.map((entry) => entry.share));
  const shaded = new Map<string, MapCountry>();
  for (const entry of countries) {
    const id = countryNumericCode(entry.value);
    if (id === null || shaded.has(id)) continue;
    shaded.set(id, {
      code: entry.value,
      share: entry.share,
      shade: shadeOf(entry.share, maxShare),
    });
  }
  return shaded;
}

/** The largest shares first, for the map's spoken summary. */
export function topShares(countries: readonly AudienceShare[], count: number): AudienceShare[] {
  return [...countries].sort((a, b) => b.share - a.share).slice(0, count);
}

/**
 * Every country of the atlas as an SVG path in the MAP_WIDTH × MAP_HEIGHT box, on Equal Earth:
 * an equal-area projection, so a country's shade is not exaggerated by its size on the map.
 */
export function projectWorld(atlas: WorldAtlas): CountryShape[] {
  const countries = feature(atlas, atlas.objects.countries).features.filter(
    (country) => country.id !== ANTARCTICA_ID,
  );
  const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], {
    type: 'FeatureCollection',
    features: countries,
  });
  // One decimal is below a pixel at any screen size, and keeps the path strings short.
  const toPath = geoPath(projection).digits(1);
  return countries.map((country) => ({
    id: country.id === undefined ? null : String(country.id),
    name: country.properties.name,
    d: toPath(country) ?? '',
  }));
}
