export type StatTileProps = { label: string; value: string };

/** One figure of a profile's stats. */
export function StatTile({ label, value }: StatTileProps) {
  return (
    <div className="rounded-lg bg-app-background px-3 py-2">
      <dt className="text-xs font-semibold text-text-dark/70">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
