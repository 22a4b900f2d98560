import { SingleBar } from 'cli-progress';
import { Command, InvalidArgumentError } from 'commander';
import { VERSION } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createLogger } from './logger';
import { createOperatorTools, PLANS } from './modules/account';
import { createRuntime, type Runtime } from './runtime';
import { createServices } from './services';

// The `reachbase` CLI: every way to run the product goes through here.

function wholeNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number >= 0');
  return n;
}

function stopOnSignals(runtime: Runtime, logger: ReturnType<typeof createLogger>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down: finishing requests and jobs');
      const force = setTimeout(() => process.exit(1), 45_000);
      force.unref();
      runtime
        .close()
        .then(() => process.exit(0))
        .catch((error) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}

const program = new Command()
  .name('reachbase')
  .description('Reachbase: open-source influencer marketing platform')
  .version(VERSION);

program
  .command('start')
  .description('Serve the web app, the API and the background worker on one port')
  .option('-p, --port <port>', 'port to listen on (default PORT or 3000)', wholeNumber)
  .action(async (options: { port?: number }) => {
    const started = performance.now();
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const runtime = await createRuntime({ config, logger });
    stopOnSignals(runtime, logger);
    const address = await runtime.app.listen({
      host: config.host,
      port: options.port ?? config.port,
    });
    await runtime.jobs.work();
    if (await runtime.services.discovery.scheduleDemoSeed(runtime.jobs, config.demoProfiles)) {
      logger.info(
        { profiles: config.demoProfiles },
        'seeding the demo profile bank in the background',
      );
    }
    logger.info(
      { address, database: config.database.kind, readyMs: Math.round(performance.now() - started) },
      `Reachbase is ready on ${config.publicUrl}`,
    );
  });

program
  .command('worker')
  .description('Run only the background worker (scale it apart from the API)')
  .action(async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const runtime = await createRuntime({ config, logger });
    stopOnSignals(runtime, logger);
    await runtime.jobs.work();
    logger.info('worker is taking jobs');
  });

program
  .command('migrate')
  .description('Apply database migrations and exit')
  .action(async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel);
    const database = await openDatabase(config.database, logger);
    await migrateDatabase(database);
    await database.close();
    console.log(`Migrations applied (${config.database.kind}).`);
  });

program
  .command('seed')
  .description('Generate deterministic demo profiles in the profile bank')
  .option('--profiles <n>', 'how many demo profiles', wholeNumber, 10_000)
  .option(
    '--posts <n>',
    'recent posts per profile (0: none, for big benchmark seeds)',
    wholeNumber,
    12,
  )
  .option(
    '--snapshot-weeks <n>',
    'weekly follower snapshots per profile (0: none)',
    wholeNumber,
    52,
  )
  .action(async (options: { profiles: number; posts: number; snapshotWeeks: number }) => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
    const database = await openDatabase(config.database, logger);
    await migrateDatabase(database);
    const services = createServices({
      config,
      database,
      logger,
      version: VERSION,
      jobs: () => null,
    });
    const bar = new SingleBar({
      format: 'Seeding demo profiles [{bar}] {percentage}% | {value}/{total} | {duration}s',
      noTTYOutput: true,
      notTTYSchedule: 2_000,
    });
    const started = performance.now();
    bar.start(options.profiles, 0);
    const { inserted } = await services.discovery.seedDemoBank({
      profiles: options.profiles,
      postsPerProfile: options.posts,
      snapshotWeeks: options.snapshotWeeks,
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    await services.discovery.markDemoSeedDone(options.profiles);
    await database.close();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${inserted} new demo profiles (${options.profiles} requested) in ${seconds.toFixed(1)} s` +
        ` (${Math.round(inserted / seconds)} profiles/s).`,
    );
  });

async function withOperatorTools(
  action: (tools: ReturnType<typeof createOperatorTools>) => Promise<string>,
): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('warn');
  const database = await openDatabase(config.database, logger);
  try {
    await migrateDatabase(database);
    console.log(await action(createOperatorTools(database.db)));
  } finally {
    await database.close();
  }
}

program
  .command('block <email>')
  .description('Block the organization of this user: every customer call answers AccessBlocked')
  .action((email: string) =>
    withOperatorTools(
      async (tools) => `Blocked organization ${await tools.setAccessBlocked(email, true)}.`,
    ),
  );

program
  .command('unblock <email>')
  .description('Lift the block on the organization of this user')
  .action((email: string) =>
    withOperatorTools(
      async (tools) => `Unblocked organization ${await tools.setAccessBlocked(email, false)}.`,
    ),
  );

program
  .command('set-plan <email> <plan>')
  .description(`Move the organization of this user to a plan (${Object.keys(PLANS).join(', ')})`)
  .action((email: string, plan: string) =>
    withOperatorTools(
      async (tools) => `Organization ${await tools.setPlan(email, plan)} is now on ${plan}.`,
    ),
  );

program.parseAsync(process.argv).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
