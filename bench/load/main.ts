// `npm run bench:load -- --db pglite|postgres [--seconds N] [--connections N] [--rounds N]
// [--rate R] [--find-rate] [--read-server URL] [--processes N] [--out file.json]`: requests per second and latency of the real app
// under load, against a bare Fastify app on the same machine. See bench/README.md.
import { writeFile } from 'node:fs/promises';
import { Command, InvalidArgumentError, Option } from 'commander';
import { BalancedPool, type Dispatcher, Pool } from 'undici';
import { count, say } from '../cli';
import { createRng } from '../discovery/random';
import { checkCalls } from './check';
import { type Call, closedLoop, type NextCall, openLoop, sequential } from './load';
import { everyMixCall, floorCall, MIX, mixCalls, searchCalls } from './mix';
import { type ApiProcesses, startApiProcesses } from './processes';
import { formatLoad, loadAverage, machine, summarize } from './report';
import { FIND_RATE, findRate, judge, type Loads, runRounds, SEQUENTIAL } from './rounds';
import {
  BANK_PROFILES,
  type BenchDatabase,
  type BenchUser,
  MAX_USERS,
  startBareApp,
  startRealApp,
} from './setup';

const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a number > 0');
  return n;
};

const options = new Command()
  .name('bench:load')
  .addOption(
    new Option('--db <kind>', 'database').choices(['pglite', 'postgres']).default('pglite'),
  )
  .option('--seconds <n>', 'seconds of load per run', count, 10)
  .option(
    '--connections <n>',
    'connections of each pool (closed loop: requests in flight)',
    count,
    16,
  )
  .option('--rounds <n>', 'rounds of bare, floor and mix', count, 3)
  .option('--rate <r>', 'run the mix open-loop at this many requests/s', positive)
  .option('--find-rate', 'step the mix rate up x1.25 (from --rate or 100) until a target misses')
  .option(
    '--read-server <url>',
    "a streaming replica of the database's server: the app reads the bank there (DATABASE_READ_URL)",
  )
  .option(
    '--processes <n>',
    'API processes the app load is spread over (the bench process and n - 1 `start --no-worker`)',
    count,
    1,
  )
  .option('--out <file>', 'also write the results as JSON')
  .parse()
  .opts<{
    db: BenchDatabase;
    seconds: number;
    connections: number;
    rounds: number;
    rate?: number;
    findRate?: boolean;
    readServer?: string;
    processes: number;
    out?: string;
  }>();

const WARMUP_SECONDS = 1;
const MIX_SEED = 20_260_401;
const BARE_CALL: Call = { method: 'GET', path: '/hello', headers: {} };

const newPool = (baseUrl: string, connections: number) =>
  new Pool(baseUrl, { connections, pipelining: 1 });

function describeRun(users: number, loadBefore: number[]): string {
  const start = options.rate ?? FIND_RATE.start;
  const what = options.findRate
    ? `mix open loop from ${start}/s, x${FIND_RATE.step} a step until a target misses`
    : `${options.rounds} round(s), mix ${options.rate ? `open loop at ${options.rate}/s` : 'closed loop'}`;
  const reads = options.readServer ? ', bank reads on the replica' : '';
  const processes = options.processes > 1 ? `, ${options.processes} API processes` : '';
  return (
    `${options.seconds} s a run, ${options.connections} connections, ${users} users, ${what}${reads}${processes}` +
    ` | load average before: ${formatLoad(loadBefore)}`
  );
}

/** Bare and floor once each, and every call of the mix as every user makes it. */
function callsToCheck(pools: Record<'bare' | 'floor' | 'mix', Dispatcher>, users: BenchUser[]) {
  return [
    { name: 'bare', pool: pools.bare, call: BARE_CALL },
    ...users.flatMap((user, index) => [
      { name: `floor (user ${index + 1})`, pool: pools.floor, call: floorCall(user) },
      ...everyMixCall(user).map(({ name, call }) => ({
        name: `${name} (user ${index + 1})`,
        pool: pools.mix,
        call,
      })),
    ]),
  ];
}

async function main() {
  const bare = await startBareApp();
  const about = machine(bare.fastifyVersion);
  const loadBefore = loadAverage();
  const users = Math.min(options.connections, MAX_USERS);
  say(
    `bench:load ${options.db} | commit ${about.commit} | ${about.date} | ${about.cpu} | ` +
      `node ${about.node} | fastify ${about.fastify}`,
  );
  say(describeRun(users, loadBefore));
  if (options.readServer && options.db !== 'postgres')
    throw new Error('--read-server needs --db postgres');
  const app = await startRealApp({
    db: options.db,
    users,
    readServerUrl: options.readServer,
    say,
  }).catch(async (error) => {
    await bare.close();
    throw error;
  });
  let more: ApiProcesses | null = null;
  if (options.processes > 1) {
    more = await startApiProcesses(options.processes - 1, app.env).catch(async (error) => {
      await Promise.all([bare.close(), app.close()]);
      throw error;
    });
    say(`Started ${options.processes - 1} more API process(es).`);
  }
  const appUrls = [app.baseUrl, ...(more?.baseUrls ?? [])];
  // Over several processes each request goes to the next upstream with a free connection.
  const appPool = () =>
    appUrls.length > 1
      ? new BalancedPool(appUrls, { connections: options.connections, pipelining: 1 })
      : newPool(app.baseUrl, options.connections);
  const pools = {
    bare: newPool(bare.baseUrl, options.connections),
    floor: appPool(),
    mix: appPool(),
    search: appPool(),
    sequential: newPool(app.baseUrl, 1),
  };
  const { connections, seconds } = options;
  const nextBare: NextCall = () => BARE_CALL;
  // A closed-loop worker stands for one user throughout.
  const nextFloor: NextCall = (index) => floorCall(app.users[index % users]);
  const nextMix = mixCalls(app.users, createRng(MIX_SEED));
  const nextSearch = searchCalls(app.users, createRng(MIX_SEED));
  const mixAt = (rate: number | undefined) =>
    rate
      ? openLoop(pools.mix, rate, seconds, nextMix)
      : closedLoop(pools.mix, connections, seconds, nextMix);
  const loads: Loads = {
    bare: () => closedLoop(pools.bare, connections, seconds, nextBare),
    floor: () => closedLoop(pools.floor, connections, seconds, nextFloor),
    mix: () => mixAt(options.rate),
    search: () => closedLoop(pools.search, connections, seconds, nextSearch),
  };
  try {
    await checkCalls(callsToCheck(pools, app.users), say);
    // Unmeasured: the JIT, the pools' connections and the database's caches warm up first.
    if (!options.findRate) {
      await closedLoop(pools.bare, connections, WARMUP_SECONDS, nextBare);
      await closedLoop(pools.floor, connections, WARMUP_SECONDS, nextFloor);
    }
    await closedLoop(pools.mix, connections, WARMUP_SECONDS, nextMix);
    await closedLoop(pools.search, connections, WARMUP_SECONDS, nextSearch);
    let results: Record<string, unknown>;
    if (options.findRate) {
      results = { findRate: await findRate(mixAt, options.rate ?? FIND_RATE.start, say) };
    } else {
      const rounds = await runRounds(loads, options.rounds, say);
      const floorAlone = floorCall(app.users[0]);
      const seq = summarize(
        await sequential(pools.sequential, floorAlone, SEQUENTIAL.warmup, SEQUENTIAL.count),
      );
      results = { rounds, ...judge(rounds, seq, say), sequential: seq };
    }
    const loadAfter = loadAverage();
    say(`Load average after: ${formatLoad(loadAfter)}`);
    if (options.out) {
      const mix = MIX.map(({ name, weight }) => ({ name, weight }));
      const setup = { users, bankProfiles: BANK_PROFILES, mix };
      const json = { options, machine: about, loadBefore, loadAfter, ...setup, ...results };
      await writeFile(options.out, `${JSON.stringify(json, null, 2)}\n`);
      say(`Wrote ${options.out}`);
    }
  } finally {
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
    await more?.close();
    await bare.close();
    await app.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
