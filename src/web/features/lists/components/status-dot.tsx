import { DEFAULT_STATUS_COLOR } from '../list-rules';

export type StatusDotProps = { color: string | null };

/** A status's colour as a dot beside its name (never the only cue: the name is always shown). */
export function StatusDot({ color }: StatusDotProps) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-2.5 shrink-0 rounded-full"
      style={{ backgroundColor: color ?? DEFAULT_STATUS_COLOR }}
    />
  );
}
