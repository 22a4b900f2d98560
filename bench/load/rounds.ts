// The rounds of bare, floor, mix and search, their medians judged against the targets, and the search
// for the highest mix rate within them.
import type { RunResult } from './load';
import {
  line,
  medianRatio,
  medianSummary,
  mixPasses,
  type Round,
  type Summary,
  summarize,
  TARGETS,
  verdict,
} from './report';

type Say = (line: string) => void;

/** One run of each target, for the bench's seconds. */
export type Loads = Record<keyof Round, () => Promise<RunResult>>;

export const SEQUENTIAL = { warmup: 200, count: 2_000 };
export const FIND_RATE = { start: 100, step: 1.25, maxSteps: 40 };

const times = (ratio: number) => `${ratio.toFixed(3)}x bare`;

/** Bare, floor, mix and search take turns, so noise from the shared machine falls on each alike. */
export async function runRounds(loads: Loads, count: number, say: Say): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let r = 1; r <= count; r++) {
    const bare = summarize(await loads.bare());
    const floor = summarize(await loads.floor());
    const mix = summarize(await loads.mix());
    const search = summarize(await loads.search());
    rounds.push({ bare, floor, mix, search });
    say(`Round ${r}/${count}`);
    say(line('bare', bare));
    say(line('floor', floor, times(floor.reqPerSec / bare.reqPerSec)));
    say(line('mix', mix, times(mix.reqPerSec / bare.reqPerSec)));
    say(line('search', search, times(search.reqPerSec / bare.reqPerSec)));
  }
  return rounds;
}

/** The medians over the rounds, the sequential floor, and PASS/MISS against each target. */
export function judge(rounds: Round[], sequential: Summary, say: Say) {
  const median = {
    bare: medianSummary(rounds.map((r) => r.bare)),
    floor: medianSummary(rounds.map((r) => r.floor)),
    mix: medianSummary(rounds.map((r) => r.mix)),
    search: medianSummary(rounds.map((r) => r.search)),
    floorVsBare: medianRatio(rounds, 'floor'),
    mixVsBare: medianRatio(rounds, 'mix'),
    searchVsBare: medianRatio(rounds, 'search'),
  };
  const pass = {
    floor: median.floorVsBare >= TARGETS.floorVsBare,
    sequential: sequential.p95 <= TARGETS.sequentialP95Ms,
    mix: mixPasses(median.mix),
  };
  say(`Median of ${rounds.length} round(s)`);
  say(line('bare', median.bare));
  const floorTarget = `target >= ${TARGETS.floorVsBare}x`;
  say(
    line(
      'floor',
      median.floor,
      `${times(median.floorVsBare)}  ${verdict(pass.floor)} (${floorTarget})`,
    ),
  );
  const mixTarget = `target p99 < ${TARGETS.mixP99Ms} ms, errors < ${TARGETS.mixErrorPct} %`;
  say(line('mix', median.mix, `${times(median.mixVsBare)}  ${verdict(pass.mix)} (${mixTarget})`));
  say(line('search', median.search, times(median.searchVsBare)));
  say(
    `Sequential floor (1 connection, ${SEQUENTIAL.count.toLocaleString('en')} requests after ` +
      `${SEQUENTIAL.warmup} warm-up): p50 ${sequential.p50.toFixed(3)} ` +
      `p95 ${sequential.p95.toFixed(3)} ms, errors ${sequential.errors}  ` +
      `${verdict(pass.sequential)} (target p95 <= ${TARGETS.sequentialP95Ms} ms)`,
  );
  return { median, pass };
}

/** Steps the mix's arrival rate up until p99 or errors miss; the last rate that passed. */
export async function findRate(
  mixAt: (rate: number) => Promise<RunResult>,
  start: number,
  say: Say,
) {
  const steps: { rate: number; mix: Summary; pass: boolean }[] = [];
  let rate = start;
  for (let step = 0; step < FIND_RATE.maxSteps; step++) {
    const mix = summarize(await mixAt(rate));
    const pass = mixPasses(mix);
    steps.push({ rate, mix, pass });
    say(line(`${rate}/s`, mix, verdict(pass)));
    if (!pass) break;
    rate = Math.round(rate * FIND_RATE.step);
  }
  const best = steps.filter((s) => s.pass).at(-1)?.rate ?? null;
  say(
    best
      ? `Highest mix rate within the targets: ${best} requests/s`
      : `No rate passed: ${start}/s already misses the mix targets.`,
  );
  return { steps, best };
}
