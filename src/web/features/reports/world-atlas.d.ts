// world-atlas ships plain JSON; TypeScript would infer `type: string` and arrays of numbers from
// it, which topojson-client's feature() does not accept. Its documented shape, for the one file
// the audience map loads.
declare module 'world-atlas/countries-110m.json' {
  import type { GeometryCollection, Topology } from 'topojson-specification';

  /** Natural Earth countries: ids are ISO 3166-1 numeric codes ('076'), a few have none. */
  const atlas: Topology<{
    countries: GeometryCollection<{ name: string }>;
    land: GeometryCollection;
  }>;
  export default atlas;
}
