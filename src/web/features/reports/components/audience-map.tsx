import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AudienceShare,
  MAP_HEIGHT,
  MAP_WIDTH,
  projectWorld,
  shadeCountries,
  topShares,
} from '../audience-map-data';
import { displayName, formatPercent } from '../report-format';

export type AudienceMapProps = { countries: AudienceShare[] };

/** How many countries the map's spoken summary names; the ranked list below it has them all. */
const SUMMARY_COUNT = 3;

const NEUTRAL_FILL = 'color-mix(in oklab, var(--color-text-dark) 9%, var(--color-surface))';

/** Borders stay hairlines whatever the map's width on screen or paper. */
const BORDER_CLASS = '[vector-effect:non-scaling-stroke]';

/** The brand colour, white-label included, mixed into the card's surface by `shade` percent. */
function shadeFill(shade: number): string {
  return `color-mix(in oklab, var(--color-primary) ${shade}%, var(--color-surface))`;
}

/**
 * The atlas (about 100 kB) is fetched the first time a map is shown, so no other page carries
 * it, and projected once for the whole visit.
 */
function useWorldShapes(isEnabled: boolean) {
  return useQuery({
    queryKey: ['world-map', 'countries-110m'],
    queryFn: async () => projectWorld((await import('world-atlas/countries-110m.json')).default),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The audience's countries on a world map, shaded by share. It is drawn for the eye: the ranked
 * list below it is the accessible data, so the SVG is one image with a spoken summary.
 */
export function AudienceMap({ countries }: AudienceMapProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const shaded = useMemo(() => shadeCountries(countries), [countries]);
  const world = useWorldShapes(shaded.size > 0);

  // While the atlas loads, the map keeps its place; once loaded, it shows only if one of the
  // countries is on it (small states are not in the 110m atlas).
  const isDrawable =
    world.data?.some((shape) => shape.id !== null && shaded.has(shape.id)) ?? world.isPending;
  // Nothing to place, or the atlas failed to load: the ranked list alone says it all.
  if (shaded.size === 0 || world.isError || !isDrawable) return null;

  const countryLabel = (code: string, share: number) =>
    t('reports.audience.mapCountry', {
      country: displayName(locale, 'region', code),
      share: formatPercent(share),
    });
  const summary = t('reports.audience.mapSummary', {
    countries: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      topShares(countries, SUMMARY_COUNT).map((entry) => countryLabel(entry.value, entry.share)),
    ),
  });
  const shadesByShare = [...shaded.values()].sort((a, b) => a.share - b.share);
  const lowest = shadesByShare[0];
  const highest = shadesByShare[shadesByShare.length - 1];

  return (
    <figure className="min-w-0 break-inside-avoid">
      <figcaption className="mb-2 text-sm font-semibold">
        {t('reports.audience.mapTitle')}
      </figcaption>
      {world.data ? (
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="block h-auto w-full print:[print-color-adjust:exact]"
          style={{ stroke: 'var(--color-surface)', strokeWidth: 0.75, strokeLinejoin: 'round' }}
        >
          {world.data.map((shape) => {
            const country = shape.id === null ? undefined : shaded.get(shape.id);
            const key = shape.id ?? shape.name;
            if (!country) {
              return (
                <path
                  key={key}
                  d={shape.d}
                  className={BORDER_CLASS}
                  style={{ fill: NEUTRAL_FILL }}
                />
              );
            }
            const label = countryLabel(country.code, country.share);
            return (
              <path
                key={key}
                d={shape.d}
                className={BORDER_CLASS}
                aria-label={label}
                style={{ fill: shadeFill(country.shade) }}
              >
                <title>{label}</title>
              </path>
            );
          })}
        </svg>
      ) : (
        // The map's own size while the atlas loads, so nothing below it jumps.
        <div
          aria-hidden="true"
          className="w-full rounded-lg bg-app-background"
          style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
        />
      )}
      <div
        aria-hidden="true"
        className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-text-dark/70"
      >
        <span className="flex items-center gap-2">
          <span>{t('reports.audience.mapLegend')}</span>
          <span className="tabular-nums">{formatPercent(lowest.share)}</span>
          <span
            className="h-2.5 w-20 rounded-sm print:[print-color-adjust:exact]"
            style={{
              background: `linear-gradient(to right, ${shadeFill(lowest.shade)}, ${shadeFill(highest.shade)})`,
            }}
          />
          <span className="tabular-nums">{formatPercent(highest.share)}</span>
        </span>
        <span className="flex items-center gap-2">
          <span
            className="size-3 rounded-sm print:[print-color-adjust:exact]"
            style={{ background: NEUTRAL_FILL }}
          />
          {t('reports.audience.mapOther')}
        </span>
      </div>
    </figure>
  );
}
