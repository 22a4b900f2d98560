import { expect } from 'vitest';
import { type FixtureProfile, insertProfiles, newScope } from './bank-fixtures';
import type { SignedIn } from './factories';
import type { TestKit } from './kit';
import { signUpBeforeAll, testKitForFile } from './test-file-kit';

export type SearchBody = Record<string, unknown>;
export type SearchResultItem = { platform_username: string } & Record<string, unknown>;

/**
 * Calls of the discovery search tests, for the kit and the caller a test file set up in its
 * beforeAll (read when a test runs, hence the function).
 */
export function discoverSearchHelpers(context: () => { kit: TestKit; caller: SignedIn }) {
  function search(body: SearchBody, headers = context().caller.headers) {
    return context().kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discoverProfiles',
      headers,
      payload: body,
    });
  }

  async function usernames(
    body: SearchBody,
    headers = context().caller.headers,
  ): Promise<string[]> {
    const response = await search(body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items.map((item: SearchResultItem) => item.platform_username);
  }

  /** Inserts a matching profile and controls in a fresh scope; returns the scope. */
  async function matchAndControls(match: FixtureProfile, controls: FixtureProfile[]) {
    const scope = newScope();
    await insertProfiles(context().kit.database.db, scope, [
      { username: `${scope}_match`, ...match },
      ...controls.map((control, i) => ({ username: `${scope}_control${i}`, ...control })),
    ]);
    return scope;
  }

  return { search, usernames, matchAndControls };
}

/**
 * A discovery search test file's kit and its agency caller (unlimited searches: only the allowance
 * tests spend them, with callers of their own), with the calls above as that caller.
 */
export function searchKitForFile() {
  const kit = testKitForFile();
  const agency = signUpBeforeAll(kit, { plan: 'agency' });
  return { kit, agency, ...discoverSearchHelpers(() => ({ kit, caller: agency })) };
}
