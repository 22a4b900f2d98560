import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SingleBar } from 'cli-progress';
import { Command, InvalidArgumentError, Option } from 'commander';
import { DrizzleQueryError } from 'drizzle-orm';
import { PLATFORMS, type Platform } from '../common/constants';
import { VERSION } from './app';
import { createBackup, describeBackup, describeRestore, restoreBackup } from './backup';
import { type Config, loadConfig } from './config';
import { runControlCommand } from './control/commands';
import { sendControlCommand } from './control/control-client';
import type { ControlRequest } from './control/protocol';
import { openDatabase } from './db/client';
import { type LockHolder, liveLockHolder } from './db/data-dir-lock';
import { createStripeClient } from './integrations/stripe';
import { createConsoleLogger } from './logger';
import { PLANS } from './modules/account';
import { syncStripeCatalogue } from './modules/billing';
import {
  describeSummary,
  estimateRows,
  formatFromFileName,
  type ImportFormat,
  openRejectedReport,
  REJECTED_IN_SUMMARY,
} from './modules/discovery';
import { prepareDatabase } from './prepare-database';
import { createRuntime, type Runtime } from './runtime';
import { createServices } from './services';

// The `reachbase` CLI: every way to run the product goes through here.

function wholeNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number >= 0');
  return n;
}

function stopOnSignals(runtime: Runtime, logger: ReturnType<typeof createConsoleLogger>) {
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
  .option('--no-worker', 'serve only the web app and the API; run `reachbase worker` beside it')
  .action(async (options: { port?: number; worker: boolean }) => {
    const started = performance.now();
    const config = loadConfig();
    const logger = createConsoleLogger(config.logLevel, config.logFormat);
    const runtime = await createRuntime({ config, logger });
    stopOnSignals(runtime, logger);
    const address = await runtime.app.listen({
      host: config.host,
      port: options.port ?? config.port,
    });
    if (options.worker) {
      await runtime.jobs.work();
      runtime.services.eventLoop.start();
    }
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
    const logger = createConsoleLogger(config.logLevel, config.logFormat);
    const runtime = await createRuntime({ config, logger });
    stopOnSignals(runtime, logger);
    await runtime.jobs.work();
    runtime.services.eventLoop.start();
    logger.info('worker is taking jobs and dispatching events');
  });

program
  .command('migrate')
  .description(
    'Apply database migrations and exit (through the running server, if one holds DATA_DIR)',
  )
  .action(() => runOperatorCommand({ command: 'migrate' }));

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
    const bar = new SingleBar({
      format: 'Seeding demo profiles [{bar}] {percentage}% | {value}/{total} | {duration}s',
      noTTYOutput: true,
      notTTYSchedule: 2_000,
    });
    // Timed from the first profile, not from opening and migrating the database.
    let started = performance.now();
    const { inserted } = await withServices(async (services) => {
      started = performance.now();
      bar.start(options.profiles, 0);
      const seeded = await services.discovery.seedDemoBank({
        profiles: options.profiles,
        postsPerProfile: options.posts,
        snapshotWeeks: options.snapshotWeeks,
        onProgress: (done) => bar.update(done),
      });
      bar.stop();
      await services.discovery.markDemoSeedDone(options.profiles);
      return seeded;
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${inserted} new demo profiles (${options.profiles} requested) in ${seconds.toFixed(1)} s` +
        ` (${Math.round(inserted / seconds)} profiles/s).`,
    );
  });

/** Services on the configured database for a one-off command; closed after `action`. */
async function withServices<T>(
  action: (services: ReturnType<typeof createServices>) => Promise<T>,
) {
  const config = loadConfig();
  const logger = createConsoleLogger(
    config.logLevel === 'info' ? 'warn' : config.logLevel,
    config.logFormat,
  );
  const database = await openDatabase(config.database, logger);
  await prepareDatabase(database, logger);
  const services = createServices({ config, database, logger, version: VERSION, jobs: () => null });
  try {
    return await action(services);
  } finally {
    await services.close();
    await database.close();
  }
}

/** Rows between progress lines when stderr is not a terminal (logs, CI). */
const PLAIN_PROGRESS_EVERY = 50_000;

program
  .command('import <file>')
  .description(
    'Import profiles from a CSV or JSON Lines file into the profile bank (upsert by platform and user id; see docs/import.md)',
  )
  .addOption(
    new Option('--platform <platform>', 'platform of every row')
      .choices(PLATFORMS)
      .makeOptionMandatory(),
  )
  .addOption(
    new Option('--format <format>', 'file format (default: from the extension)').choices([
      'csv',
      'jsonl',
    ]),
  )
  .option('--batch-size <n>', 'rows per upsert statement', wholeNumber, 5_000)
  .action(
    async (
      file: string,
      options: { platform: Platform; format?: ImportFormat; batchSize: number },
    ) => {
      const format = options.format ?? formatFromFileName(file);
      if (!format)
        throw new Error(`Cannot tell the format of ${file}: give --format csv or --format jsonl`);
      const size = (await stat(file)).size;
      const expectedRows = await estimateRows(file);
      const report = await openRejectedReport(file);
      let bytesRead = 0;
      async function* countedChunks() {
        for await (const chunk of createReadStream(file)) {
          bytesRead += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      }
      const isTerminal = Boolean(process.stderr.isTTY);
      const bar = new SingleBar({
        format: 'Importing [{bar}] {percentage}% | {rows} rows | {rejected} rejected | {duration}s',
        stream: process.stderr,
      });
      if (isTerminal) bar.start(size, 0, { rows: 0, rejected: 0 });
      let nextPlainLine = PLAIN_PROGRESS_EVERY;
      // Timed from the first row, not from opening and migrating the database.
      let started = performance.now();
      const summary = await withServices((services) => {
        started = performance.now();
        return services.bankImport.importProfiles({
          input: countedChunks(),
          platform: options.platform,
          format,
          batchSize: Math.max(1, options.batchSize),
          expectedRows,
          onRejected: (row) => report.write(row),
          onProgress: (progress) => {
            if (isTerminal) {
              bar.update(bytesRead, { rows: progress.rowsRead, rejected: progress.rejected });
            } else if (progress.rowsRead >= nextPlainLine) {
              nextPlainLine = progress.rowsRead + PLAIN_PROGRESS_EVERY;
              process.stderr.write(
                `imported ${progress.rowsRead} rows (${Math.round((bytesRead / Math.max(size, 1)) * 100)}%), ${progress.rejected} rejected\n`,
              );
            }
          },
        });
      }).finally(async () => {
        if (isTerminal) bar.stop();
        await report.close();
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        describeSummary(summary, {
          file,
          seconds,
          reportPath: summary.rejected > 0 ? report.path : null,
          shown: REJECTED_IN_SUMMARY,
        }),
      );
      // Scripts can tell a clean import from one that left rows out.
      if (summary.rejected > 0) process.exitCode = 2;
    },
  );

program
  .command('fetch-youtube <channels...>')
  .description(
    'Fetch YouTube channels (channel id, @handle or channel URL) with their recent videos into the profile bank (needs YOUTUBE_API_KEY)',
  )
  .option('--videos <n>', 'recent videos per channel (at most 50)', wholeNumber, 12)
  .action(async (channels: string[], options: { videos: number }) => {
    const result = await withServices((services) => {
      const youtube = services.socialData.youtube;
      if (!youtube) throw new Error('Set YOUTUBE_API_KEY to fetch from the YouTube Data API.');
      return services.bankImport.fetchIntoBank({
        provider: youtube,
        platform: 'youtube',
        refs: channels,
        postsPerProfile: Math.min(Math.max(options.videos, 1), 50),
        source: 'youtube',
      });
    });
    for (const profile of result.profiles) {
      console.log(
        `${profile.ref}: ${profile.username} (${profile.platformUserId}), ${profile.posts} recent video${profile.posts === 1 ? '' : 's'}`,
      );
    }
    for (const ref of result.notFound) console.log(`${ref}: no such channel`);
    console.log(
      `${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged profiles in the bank.`,
    );
    if (result.notFound.length > 0) process.exitCode = 2;
  });

/** Retries while a server that holds the data dir is still migrating, before it listens. */
const CONTROL_SOCKET_WAIT_MS = 15_000;

/**
 * Runs an operator command. On embedded PGlite whose data dir a live process holds, the command
 * goes to that process over its control socket (a second opener would lose writes); otherwise
 * this process opens the database itself.
 */
async function runOperatorCommand(request: ControlRequest): Promise<void> {
  const config = loadConfig();
  if (await ranThroughRunningServer(config, request)) return;
  const logger = createConsoleLogger('warn', config.logFormat);
  const database = await openDatabase(config.database, logger);
  try {
    // `migrate` itself too: runControlCommand's plain migration would then find nothing to do.
    await prepareDatabase(database, logger);
    console.log(await runControlCommand(database, request));
  } finally {
    await database.close();
  }
}

/** False when no process holds the embedded database's data dir (or it is on PostgreSQL). */
async function ranThroughRunningServer(config: Config, request: ControlRequest): Promise<boolean> {
  if (config.database.kind !== 'pglite') return false;
  const holder = await liveLockHolder(config.dataDir);
  if (!holder) return false;
  const response = await sendWhenListening(config.dataDir, holder, request);
  if (!response.ok) throw new Error(response.message);
  console.log(
    `${response.message.replace(/\.$/, '')} (through the running server, PID ${holder.pid}).`,
  );
  return true;
}

async function sendWhenListening(dataDir: string, holder: LockHolder, request: ControlRequest) {
  const servesCommands = /^(start|worker)\b/.test(holder.command);
  const deadline = Date.now() + (servesCommands ? CONTROL_SOCKET_WAIT_MS : 0);
  for (;;) {
    try {
      return await sendControlCommand(dataDir, holder, request);
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await sleep(250);
    }
  }
}

program
  .command('block <email>')
  .description('Block the organization of this user: every customer call answers AccessBlocked')
  .action((email: string) => runOperatorCommand({ command: 'block', email }));

program
  .command('unblock <email>')
  .description('Lift the block on the organization of this user')
  .action((email: string) => runOperatorCommand({ command: 'unblock', email }));

program
  .command('tickets')
  .description('List the newest contact-form tickets (date, id, sender, subject, page)')
  .option('--limit <n>', 'how many', '50')
  .action((options: { limit: string }) =>
    runOperatorCommand({ command: 'tickets', limit: Number.parseInt(options.limit, 10) || 50 }),
  );

program
  .command('referrals')
  .description("Partner referrals: each referral's link visits, sign-ups and first payments")
  .option('--since <day>', 'count from this day (YYYY-MM-DD, UTC)', '1970-01-01')
  .action((options: { since: string }) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.since) || Number.isNaN(Date.parse(options.since))) {
      throw new InvalidArgumentError('--since expects a day as YYYY-MM-DD');
    }
    return runOperatorCommand({ command: 'referrals', since: options.since });
  });

program
  .command('set-plan <email> <plan>')
  .description(`Move the organization of this user to a plan (${Object.keys(PLANS).join(', ')})`)
  .action((email: string, plan: string) =>
    runOperatorCommand({ command: 'set-plan', email, plan }),
  );

program
  .command('backup')
  .description(
    'Write one archive of the database and the stored files while the app runs (docs/cli.md)',
  )
  .option('--to <dir>', 'directory for the archive', 'backups')
  .action(async (options: { to: string }) => {
    const config = loadConfig();
    const to = path.resolve(options.to);
    const filesDir = config.storage.kind === 'disk' ? config.storage.dir : null;
    if (await ranThroughRunningServer(config, { command: 'backup', to, filesDir })) return;
    const logger = createConsoleLogger('warn', config.logFormat);
    // Not migrated first: the archive keeps the level the database is at.
    const database = await openDatabase(config.database, logger);
    try {
      const databaseUrl = config.database.kind === 'postgres' ? config.database.url : undefined;
      console.log(describeBackup(await createBackup({ database, to, filesDir, databaseUrl })));
    } finally {
      await database.close();
    }
  });

program
  .command('restore <archive>')
  .description(
    'Restore an archive of `reachbase backup` into an empty data dir or database, then migrate it',
  )
  .option('--force', 'replace the database and stored files already there')
  .action(async (archive: string, options: { force?: boolean }) => {
    const config = loadConfig();
    const logger = createConsoleLogger('warn', config.logFormat);
    const result = await restoreBackup({ config, archive, force: Boolean(options.force), logger });
    console.log(describeRestore(result));
  });

program
  .command('billing')
  .description('Stripe billing (docs/billing.md)')
  .command('sync')
  .description('Create or check the Stripe products and prices of the plan catalogue')
  .option('--dry-run', 'report what differs without changing the Stripe account')
  .action(async (options: { dryRun?: boolean }) => {
    const config = loadConfig();
    if (!config.stripe)
      throw new Error('Billing is off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    const lines = await syncStripeCatalogue(createStripeClient(config.stripe), {
      apply: !options.dryRun,
    });
    for (const line of lines) {
      const actual = line.actual === null ? 'none' : line.actual;
      console.log(
        `${line.lookupKey.padEnd(26)} ${line.state.padEnd(8)} ${line.expected} (Stripe: ${actual})`,
        line.currencies.length ? `differs in ${line.currencies.join(', ')}` : '',
      );
    }
    if (lines.some((line) => line.state === 'missing' || line.state === 'drift')) {
      process.exitCode = 1;
    }
  });

program.parseAsync(process.argv).catch((error: Error) => {
  // A failed statement's message is the whole statement and its parameters (a 5,000-row batch
  // of an import runs to megabytes); the database's own reason is what the reader needs.
  console.error(
    error instanceof DrizzleQueryError && error.cause instanceof Error
      ? `A database statement failed: ${error.cause.message}`
      : error.message,
  );
  process.exit(1);
});
