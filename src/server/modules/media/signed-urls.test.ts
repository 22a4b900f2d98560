import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createSystemRepository } from '../system';
import { createUrlSigner, SIGNED_URL_MIN_LIFETIME_SECONDS } from './signed-urls';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

/** A signer whose clock reads whatever the test last set. */
function signerAt(start: number) {
  const clock = { now: start };
  const urls = createUrlSigner({
    secrets: createSystemRepository(kit.database.db),
    now: () => clock.now,
  });
  return { clock, urls };
}

const HOUR_MS = SIGNED_URL_MIN_LIFETIME_SECONDS * 1000;

describe('signed file URLs', () => {
  it('live at least an hour even when the hour ends exactly on an expiry step', async () => {
    // One hour after this whole second is a multiple of 15 minutes; signing half a second later
    // must not expire at that step, which would leave the URL half a second short.
    const second = 1_800_000_000 - SIGNED_URL_MIN_LIFETIME_SECONDS;
    const signedAt = second * 1000 + 500;
    const { urls } = signerAt(signedAt);
    const { exp } = (await urls.signer())('org/row/file');
    expect(exp * 1000 - signedAt).toBeGreaterThanOrEqual(HOUR_MS);
  });

  it('live between 60 and 75 minutes, whatever the moment of signing', async () => {
    const start = 1_800_000_000_000;
    const { clock, urls } = signerAt(start);
    const lifetimes: number[] = [];
    // Every 7.3 s across more than one 15-minute step, off whole seconds as real clocks are.
    for (let at = start; at < start + 20 * 60_000; at += 7_300) {
      clock.now = at;
      lifetimes.push((await urls.signer())('org/row/file').exp * 1000 - at);
    }
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(HOUR_MS);
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(HOUR_MS + 15 * 60_000);
  });

  it('give the same URL twice within a step, so the browser cache holds', async () => {
    const start = 1_800_000_100_000; // 100 s into a 15-minute step
    const { clock, urls } = signerAt(start);
    const first = (await urls.signer())('org/row/file');
    clock.now = start + 60_000;
    expect((await urls.signer())('org/row/file')).toEqual(first);
  });

  it('open their own file until they expire, and no other file', async () => {
    const start = 1_800_000_000_000;
    const { clock, urls } = signerAt(start);
    const signature = (await urls.signer())('org/row/file');

    expect(await urls.check('org/row/file', signature)).toBe('valid');
    expect(await urls.check('org/row/other', signature)).toBe('invalid');
    expect(await urls.check('org/row/file', { ...signature, exp: signature.exp + 900 })).toBe(
      'invalid',
    );
    const forged = `${signature.sig.startsWith('A') ? 'B' : 'A'}${signature.sig.slice(1)}`;
    expect(await urls.check('org/row/file', { ...signature, sig: forged })).toBe('invalid');

    clock.now = signature.exp * 1000 - 1;
    expect(await urls.check('org/row/file', signature)).toBe('valid');
    clock.now = signature.exp * 1000;
    expect(await urls.check('org/row/file', signature)).toBe('expired');
  });
});
