import { randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * UUIDv7 ids for new rows: time-ordered (inserts stay at the right edge of the B-tree) and, like
 * the uuid package's own v7, monotonic within this process.
 *
 * The package draws 16 random bytes with one `crypto.getRandomValues` call per id, about 5 µs:
 * 6 % of an import's CPU, which mints an id per profile and contact. Here the bytes come from a
 * pool refilled once per 4,096 ids.
 */
const IDS_PER_REFILL = 4096;
const pool = new Uint8Array(16 * IDS_PER_REFILL);
let poolAt = pool.length;
const state = { msecs: Number.NEGATIVE_INFINITY, seq: 0 };

function randomBytes16(): Uint8Array {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += 16;
  return pool.subarray(poolAt - 16, poolAt);
}

export function newId(): string {
  const random = randomBytes16();
  const now = Date.now();
  if (now > state.msecs) {
    // A new millisecond starts the 31-bit counter at a random value (RFC 9562, method 1).
    state.msecs = now;
    state.seq = ((random[6] & 0x7f) << 24) | (random[7] << 16) | (random[8] << 8) | random[9];
  } else {
    state.seq = (state.seq + 1) | 0;
    if (state.seq === 0) state.msecs += 1;
  }
  return uuidv7({ msecs: state.msecs, seq: state.seq, random });
}

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a client-sent id can name a row. Anything else is answered like an unknown id instead
 * of reaching PostgreSQL, which would refuse the statement.
 */
export function isUuid(id: string): boolean {
  return CANONICAL_UUID.test(id);
}
