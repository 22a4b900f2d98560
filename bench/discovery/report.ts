export type ShapeResult = {
  shape: string;
  samples: number;
  endpoint: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  /** p95 of the endpoint over p95 of its bare SQL. */
  ratio: number;
  medianTotal: number;
  estimated: number;
  pass: boolean;
  misses: string[];
};

export type Targets = { p95Ms: number; maxRatio: number };

/** Nearest-rank percentile of unsorted samples. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function judge(
  shape: string,
  endpointMs: number[],
  sqlMs: number[],
  totals: { total: number; isEstimate: boolean }[],
  targets: Targets,
): ShapeResult {
  const endpoint = { p50: percentile(endpointMs, 50), p95: percentile(endpointMs, 95) };
  const sql = { p50: percentile(sqlMs, 50), p95: percentile(sqlMs, 95) };
  const ratio = endpoint.p95 / sql.p95;
  const misses: string[] = [];
  if (endpoint.p95 > targets.p95Ms) misses.push(`p95 > ${targets.p95Ms} ms`);
  if (ratio > targets.maxRatio) misses.push(`ratio > ${targets.maxRatio}`);
  return {
    shape,
    samples: endpointMs.length,
    endpoint,
    sql,
    ratio,
    medianTotal: percentile(
      totals.map((t) => t.total),
      50,
    ),
    estimated: totals.filter((t) => t.isEstimate).length,
    pass: misses.length === 0,
    misses,
  };
}

const ms = (value: number) => value.toFixed(1);

/** A Markdown table, pasted as is into docs/performance.md. */
export function table(results: ShapeResult[]): string {
  const lines = [
    '| shape | endpoint p50 | endpoint p95 | SQL p50 | SQL p95 | ratio p95 | median total | result |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of results) {
    const total = `${r.medianTotal.toLocaleString('en')}${r.estimated > r.samples / 2 ? ' (est.)' : ''}`;
    const result = r.pass ? 'PASS' : `MISS (${r.misses.join(', ')})`;
    lines.push(
      `| ${r.shape} | ${ms(r.endpoint.p50)} | ${ms(r.endpoint.p95)} | ${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${r.ratio.toFixed(2)} | ${total} | ${result} |`,
    );
  }
  return lines.join('\n');
}
