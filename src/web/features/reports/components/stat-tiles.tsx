import type { ReactNode } from 'react';

export type StatTile = { label: string; value: ReactNode; hint?: ReactNode };

export type StatTilesProps = { tiles: StatTile[]; label: string };

/** Key figures as a grid of label and value pairs. */
export function StatTiles({ tiles, label }: StatTilesProps) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="min-w-0 rounded-lg border border-text-dark/10 bg-app-background/60 p-3"
        >
          <dt className="text-xs font-semibold text-text-dark/65">{tile.label}</dt>
          <dd className="mt-1 text-lg font-bold break-words tabular-nums">{tile.value}</dd>
          {tile.hint ? <dd className="text-xs text-text-dark/65">{tile.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
