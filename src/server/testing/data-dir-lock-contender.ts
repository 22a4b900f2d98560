// A process that competes for a data dir's lock, for data-dir-lock.test.ts. Run as
// `node contender.mjs DATA_DIR COMMAND`: it prints `ready` once loaded, takes the lock when a line
// arrives on stdin (so that two contenders start at the same moment), prints the outcome as one
// JSON line and keeps a lock it took until it is killed or its stdin closes.
import { createInterface } from 'node:readline';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';

export type ContenderOutcome =
  | { taken: true; pid: number }
  | { taken: false; pid: number; error: string; message: string; holderPid?: number };

const [dataDir, command] = process.argv.slice(2);
const say = (line: string) => process.stdout.write(`${line}\n`);

const lines = createInterface({ input: process.stdin });
lines.once('line', async () => {
  let outcome: ContenderOutcome;
  try {
    await acquireDataDirLock(dataDir, command);
    outcome = { taken: true, pid: process.pid };
  } catch (error) {
    outcome = {
      taken: false,
      pid: process.pid,
      error: (error as Error).name,
      message: (error as Error).message,
      holderPid: error instanceof DataDirLockedError ? error.holder.pid : undefined,
    };
  }
  say(JSON.stringify(outcome));
  if (!outcome.taken) process.exit(0);
});
lines.once('close', () => process.exit(0));
say('ready');
