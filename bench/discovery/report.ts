export type Percentiles = { p50: number; p95: number };

export type ShapeResult = {
  shape: string;
  samples: number;
  endpoint: Percentiles;
  sql: Percentiles;
  /** p95 of the endpoint over p95 of its bare SQL: information only since issue 25. */
  ratio: number;
  /** p95 of the endpoint minus p95 of its bare SQL, in ms: what the endpoint adds. */
  overSqlMs: number;
  /**
   * Each sample's endpoint time minus its own bare SQL time (same parameters, run back to back):
   * what the endpoint adds to one search, apart from how the two tails fall in a run.
   */
  paired: Percentiles;
  /** The reference's samples taken beside this shape's (reference.ts). */
  reference: Percentiles;
  /** The p95s as multiples of that reference's p95. */
  multiple: { endpoint: number; sql: number };
  medianTotal: number;
  estimated: number;
  /** Each target's verdict; null where no target is set (the multiple at 10M). */
  checks: { p95: boolean; overSql: boolean; multiple: boolean | null };
  pass: boolean;
  misses: string[];
};

export type Targets = {
  /** Issue 4: the endpoint's p95, in ms. */
  p95Ms: number;
  /** Issue 25: the endpoint's p95 minus its SQL's p95, in ms (replaced "at most 1.5x its SQL"). */
  maxOverSqlMs: number;
  /** The endpoint's p95 as a multiple of the reference's p95; set for 1M profiles only. */
  maxMultiple: number | null;
};

/** Nearest-rank percentile of unsorted samples. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function percentiles(values: number[]): Percentiles {
  return { p50: percentile(values, 50), p95: percentile(values, 95) };
}

export function judge(
  shape: string,
  samples: { endpointMs: number[]; sqlMs: number[]; referenceMs: number[] },
  totals: { total: number; isEstimate: boolean }[],
  targets: Targets,
): ShapeResult {
  const { endpointMs, sqlMs } = samples;
  const reference = percentiles(samples.referenceMs);
  const endpoint = percentiles(endpointMs);
  const sql = percentiles(sqlMs);
  const overSqlMs = endpoint.p95 - sql.p95;
  const paired = percentiles(endpointMs.map((value, i) => value - (sqlMs[i] ?? Number.NaN)));
  const multiple = { endpoint: endpoint.p95 / reference.p95, sql: sql.p95 / reference.p95 };
  const checks = {
    p95: endpoint.p95 <= targets.p95Ms,
    overSql: overSqlMs <= targets.maxOverSqlMs,
    multiple: targets.maxMultiple === null ? null : multiple.endpoint <= targets.maxMultiple,
  };
  const misses: string[] = [];
  if (!checks.p95) misses.push(`p95 > ${targets.p95Ms} ms`);
  if (!checks.overSql) misses.push(`endpoint - SQL > ${targets.maxOverSqlMs} ms`);
  if (checks.multiple === false) misses.push(`> ${targets.maxMultiple}x reference`);
  return {
    shape,
    samples: endpointMs.length,
    endpoint,
    sql,
    ratio: endpoint.p95 / sql.p95,
    overSqlMs,
    paired,
    reference,
    multiple,
    medianTotal: percentile(
      totals.map((t) => t.total),
      50,
    ),
    estimated: totals.filter((t) => t.isEstimate).length,
    checks,
    pass: misses.length === 0,
    misses,
  };
}

const ms = (value: number) => value.toFixed(1);
const times = (value: number) => `${value.toFixed(1)}x`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)}`;
const verdict = (check: boolean | null) => (check === null ? '-' : check ? 'PASS' : 'MISS');
const result = (r: ShapeResult) => (r.pass ? 'PASS' : `MISS (${r.misses.join(', ')})`);

/** The targets in force, for the header and the summary. */
export function describeTargets(targets: Targets): string {
  const multiple =
    targets.maxMultiple === null
      ? 'no multiple of the reference (set at 1M profiles only)'
      : `endpoint p95 <= ${targets.maxMultiple}x the reference's p95 (set at 1M profiles)`;
  return (
    `endpoint p95 <= ${targets.p95Ms} ms; endpoint p95 - SQL p95 <= ${targets.maxOverSqlMs} ms; ` +
    `${multiple}. The ratio endpoint/SQL is information only.`
  );
}

/** One shape's line as it finishes, so a long run shows progress. */
export function shapeLine(r: ShapeResult): string {
  const pad = (value: number, width = 6) => ms(value).padStart(width);
  return (
    `${r.shape.padEnd(28)} endpoint p50 ${pad(r.endpoint.p50)} p95 ${pad(r.endpoint.p95)} | ` +
    `SQL p50 ${pad(r.sql.p50)} p95 ${pad(r.sql.p95)} | ` +
    `${signed(r.overSqlMs).padStart(6)} ms x${r.ratio.toFixed(2)} | ` +
    `paired p50 ${signed(r.paired.p50).padStart(5)} p95 ${signed(r.paired.p95).padStart(5)} | ` +
    `ref p95 ${r.reference.p95.toFixed(2)}: ${times(r.multiple.endpoint).padStart(6)} ` +
    `SQL ${times(r.multiple.sql).padStart(6)} | ${result(r)}`
  );
}

/** A Markdown table, pasted as is into docs/performance.md. */
export function table(results: ShapeResult[], targets: Targets): string {
  const multipleHeader =
    targets.maxMultiple === null ? 'within a multiple' : `within ${targets.maxMultiple}x ref`;
  const lines = [
    '| shape | endpoint p50 | endpoint p95 | SQL p50 | SQL p95 | endpoint - SQL p95 | paired p50 / p95 | ratio p95 | ' +
      `ref p95 | endpoint p95 / ref | SQL p95 / ref | ${multipleHeader} | median total | result |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  ];
  for (const r of results) {
    const total = `${r.medianTotal.toLocaleString('en')}${r.estimated > r.samples / 2 ? ' (est.)' : ''}`;
    lines.push(
      `| ${r.shape} | ${ms(r.endpoint.p50)} | ${ms(r.endpoint.p95)} | ${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ` +
        `${ms(r.overSqlMs)} | ${ms(r.paired.p50)} / ${ms(r.paired.p95)} | ${r.ratio.toFixed(2)} | ${r.reference.p95.toFixed(2)} | ${times(r.multiple.endpoint)} | ${times(r.multiple.sql)} | ` +
        `${verdict(r.checks.multiple)} | ${total} | ${result(r)} |`,
    );
  }
  return lines.join('\n');
}

/** How many shapes meet each target, and all of them. */
export function passCounts(results: ShapeResult[], targets: Targets): string {
  const passing = (check: (r: ShapeResult) => boolean | null) =>
    `${results.filter((r) => check(r) === true).length}/${results.length}`;
  const parts = [
    `p95 <= ${targets.p95Ms} ms ${passing((r) => r.checks.p95)}`,
    `endpoint - SQL <= ${targets.maxOverSqlMs} ms ${passing((r) => r.checks.overSql)}`,
  ];
  if (targets.maxMultiple !== null) {
    parts.push(`<= ${targets.maxMultiple}x reference ${passing((r) => r.checks.multiple)}`);
  }
  parts.push(`all ${passing((r) => r.pass)}`);
  return `Shapes passing: ${parts.join(', ')}.`;
}
