// Figures of a run, their medians over rounds, the targets and the machine they were taken on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { RunResult } from './load';

export type Summary = {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorPct: number;
};

/** One run of each load; search: the mix's searches alone (on a read replica with --read-server). */
export type Round = { bare: Summary; floor: Summary; mix: Summary; search: Summary };

export const TARGETS = {
  /** The floor's req/s as a multiple of bare's in the same round, at least. */
  floorVsBare: 0.15,
  /** The sequential floor's p95, at most (ms). */
  sequentialP95Ms: 1,
  /** The mix's p99, under (ms). */
  mixP99Ms: 500,
  /** The mix's errors, under (%). */
  mixErrorPct: 0.1,
};

/** Nearest-rank percentile of sorted values. */
function percentileOfSorted(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarize(run: RunResult): Summary {
  const sorted = [...run.latenciesMs].sort((a, b) => a - b);
  const requests = sorted.length;
  return {
    requests,
    reqPerSec: requests / run.seconds,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    errors: run.errors,
    errorPct: requests === 0 ? 0 : (run.errors / requests) * 100,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianSummary(runs: Summary[]): Summary {
  const of = (key: keyof Summary) => median(runs.map((run) => run[key]));
  return {
    requests: of('requests'),
    reqPerSec: of('reqPerSec'),
    p50: of('p50'),
    p95: of('p95'),
    p99: of('p99'),
    errors: of('errors'),
    errorPct: of('errorPct'),
  };
}

/** Median over rounds of a target's req/s as a multiple of bare's in its own round. */
export function medianRatio(rounds: Round[], target: 'floor' | 'mix' | 'search'): number {
  return median(rounds.map((round) => round[target].reqPerSec / round.bare.reqPerSec));
}

export const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

export function mixPasses(mix: Summary): boolean {
  return mix.p99 < TARGETS.mixP99Ms && mix.errorPct < TARGETS.mixErrorPct;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

/** One target's line: `floor  1234 req/s  p50 ... | 0.041x bare PASS`. */
export function line(name: string, summary: Summary, suffix = ''): string {
  return (
    `  ${name.padEnd(6)} ${fixed(summary.reqPerSec, 0).padStart(7)} req/s` +
    `  p50 ${fixed(summary.p50, 2).padStart(7)}  p95 ${fixed(summary.p95, 2).padStart(7)}` +
    `  p99 ${fixed(summary.p99, 2).padStart(7)} ms` +
    `  errors ${summary.errors} (${fixed(summary.errorPct, 2)} %)${suffix ? `  ${suffix}` : ''}`
  );
}

/** The 1, 5 and 15 minute load averages: the machine is shared, so they go with the figures. */
export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

export const formatLoad = (load: number[]) => load.map((n) => n.toFixed(2)).join(' ');

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit, marked when tracked files differ from it: such figures are not of that commit. */
function commit(): string {
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (+ uncommitted changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** Where and when the figures were taken, to paste beside them. */
export function machine(fastifyVersion: string) {
  const cpus = os.cpus();
  return {
    commit: commit(),
    date: new Date().toISOString(),
    cpu: `${cpus[0]?.model ?? 'unknown'} x ${cpus.length}`,
    node: process.version,
    fastify: fastifyVersion,
  };
}
