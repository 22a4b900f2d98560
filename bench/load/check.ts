// The check pass: every call the bench will send answers 2xx once before anything is measured,
// so a misconfigured call shows as itself and not as a run full of errors.
import type { Dispatcher } from 'undici';
import type { Call } from './load';

export type CheckedCall = { name: string; pool: Dispatcher; call: Call };

async function probe(pool: Dispatcher, call: Call): Promise<{ status: number; text: string }> {
  try {
    const response = await pool.request(call);
    return { status: response.statusCode, text: await response.body.text() };
  } catch (error) {
    return { status: 0, text: (error as Error).message };
  }
}

/** Sends each call once, in turn; throws with every failure listed unless all were 2xx. */
export async function checkCalls(
  calls: readonly CheckedCall[],
  say: (line: string) => void,
): Promise<void> {
  const failures: string[] = [];
  for (const { name, pool, call } of calls) {
    const { status, text } = await probe(pool, call);
    if (status < 200 || status > 299) {
      failures.push(`  ${name}: ${call.method} ${call.path} -> ${status} ${text.slice(0, 300)}`);
    }
  }
  if (failures.length > 0) {
    for (const failure of failures) say(failure);
    throw new Error(`check pass: ${failures.length} of ${calls.length} calls did not answer 2xx`);
  }
  say(`Check pass: all ${calls.length} calls answered 2xx.`);
}
