import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-110m.json';
import {
  countryNumericCode,
  MAP_HEIGHT,
  MAP_WIDTH,
  MIN_SHADE,
  projectWorld,
  shadeCountries,
  shadeOf,
  topShares,
} from './audience-map-data';

/** Every x,y pair of an SVG path made of M/L/Z commands (what geoPath writes for polygons). */
function pathPoints(d: string): Array<[number, number]> {
  const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const points: Array<[number, number]> = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    points.push([numbers[index], numbers[index + 1]]);
  }
  return points;
}

describe('audience map', () => {
  it("finds the atlas's numeric id of a country code, in any case, and nothing for other values", () => {
    expect(countryNumericCode('BR')).toBe('076');
    expect(countryNumericCode('de')).toBe('276');
    expect(countryNumericCode('Brazil')).toBeNull();
    expect(countryNumericCode('EU')).toBeNull();
  });

  it('shades the largest share fully and a small one lighter, but never invisible', () => {
    expect(shadeOf(40, 40)).toBe(100);
    expect(shadeOf(10, 40)).toBe(60);
    expect(shadeOf(0.1, 40)).toBeGreaterThanOrEqual(MIN_SHADE);
    expect(shadeOf(0.1, 40)).toBeLessThan(shadeOf(1, 40));
    expect(shadeOf(0, 40)).toBe(MIN_SHADE);
    expect(shadeOf(5, 0)).toBe(MIN_SHADE);
  });

  it('keys the shaded countries by numeric id and leaves values without a code out', () => {
    const shaded = shadeCountries([
      { value: 'BR', share: 76.4 },
      { value: 'PT', share: 19.1 },
      { value: 'Other', share: 4.5 },
    ]);
    expect([...shaded.keys()]).toEqual(['076', '620']);
    expect(shaded.get('076')).toEqual({ code: 'BR', share: 76.4, shade: 100 });
    expect(shaded.get('620')?.shade).toBe(60);
  });

  it('summarises the largest shares first', () => {
    const countries = [
      { value: 'PT', share: 10 },
      { value: 'BR', share: 70 },
      { value: 'US', share: 20 },
    ];
    expect(topShares(countries, 2).map((entry) => entry.value)).toEqual(['BR', 'US']);
  });

  it('draws the countries inside the map box, without Antarctica', () => {
    const shapes = projectWorld(atlas);
    const ids = new Set(shapes.map((shape) => shape.id));
    expect(ids.has('076')).toBe(true);
    expect(ids.has('010')).toBe(false);
    // Small states are not in the 110m atlas, and Kosovo is there without a code: both stay in
    // the list only.
    expect(ids.has(countryNumericCode('SG'))).toBe(false);
    expect(ids.has(countryNumericCode('XK'))).toBe(false);

    const points = shapes.flatMap((shape) => pathPoints(shape.d));
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(-0.1);
    expect(Math.max(...xs)).toBeLessThanOrEqual(MAP_WIDTH + 0.1);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(-0.1);
    expect(Math.max(...ys)).toBeLessThanOrEqual(MAP_HEIGHT + 0.1);
    // The map fills its width: west of Alaska to east of Russia.
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(MAP_WIDTH * 0.99);

    // Brazil is in the south-west quarter, as on any world map.
    const brazil = pathPoints(shapes.find((shape) => shape.id === '076')?.d ?? '');
    expect(brazil.length).toBeGreaterThan(10);
    for (const [x, y] of brazil) {
      expect(x).toBeLessThan(MAP_WIDTH / 2);
      expect(y).toBeGreaterThan(MAP_HEIGHT / 2);
    }
  });
});
