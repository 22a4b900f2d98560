import { expect } from 'vitest';
import { insertProfiles, newScope } from './bank-fixtures';
import type { SignedIn } from './factories';
import type { TestKit } from './kit';
import { signUpBeforeAll, testKitForFile } from './test-file-kit';

export type Json = Record<string, unknown>;

/**
 * Calls of the profiles tests, for the kit and the organization a test file set up in its
 * beforeAll (read when a test runs, hence the function).
 */
export function profileCalls(context: () => { kit: TestKit; owner: SignedIn }) {
  function call(method: string, url: string, who: SignedIn = context().owner, payload?: unknown) {
    return context().kit.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });
  }

  /** Bank profiles in a fresh scope, by username. */
  async function bank(count = 2, overrides: Json[] = []) {
    const scope = newScope();
    const rows = await insertProfiles(
      context().kit.database.db,
      scope,
      Array.from({ length: count }, (_, i) => ({
        username: `${scope}_creator${i}`,
        followers: 10_000 * (i + 1),
        contacts: { email: [`${scope}${i}@mail.test`] },
        hasEmail: true,
        ...(overrides[i] ?? {}),
      })),
    );
    return { scope, ids: Object.values(rows).map((r) => r.id), rows };
  }

  async function track(bankId: string, who: SignedIn = context().owner) {
    const response = await call('POST', '/customer/socialProfile/profile-bank', who, {
      profileBankId: bankId,
    });
    expect([200, 201]).toContain(response.statusCode);
    return response.json() as Json & { profileId: string; slug: string };
  }

  async function usageOf(who: SignedIn, metric: string) {
    const report = await context().kit.services.usage.report(who.org.id, [metric as 'profiles']);
    return report[metric as 'profiles'].used;
  }

  return { call, bank, track, usageOf };
}

/**
 * A profiles test file's kit, two organizations on the pro plan (the owner's, and another one's
 * for isolation) and the calls above as the owner.
 */
export function profilesKitForFile() {
  const kit = testKitForFile();
  const owner = signUpBeforeAll(kit, { plan: 'pro' });
  const other = signUpBeforeAll(kit, { plan: 'pro' });
  return { kit, owner, other, ...profileCalls(() => ({ kit, owner })) };
}
