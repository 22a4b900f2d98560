import { afterAll, beforeAll } from 'vitest';
import type { SignedIn } from './factories';
import { createTestKit, type TestKit } from './kit';

// The set-up most API test files share, one line each instead of a `let` and its hooks. Called at
// the top of a file, each answers an object at once and fills it in beforeAll (in the order they
// are called, the kit first), so read its fields inside tests and hooks; clients that only keep
// the object, like listClient(kit), may be built at the top too.

/** The test file's kit: created before its first test, closed after its last. */
export function testKitForFile(options?: Parameters<typeof createTestKit>[0]): TestKit {
  const kit = {} as TestKit;
  beforeAll(async () => {
    Object.assign(kit, await createTestKit(options));
  });
  afterAll(() => kit.close?.());
  return kit;
}

/** A fresh organization with its owner signed in, for the whole file. */
export function signUpBeforeAll(
  kit: TestKit,
  options?: Parameters<TestKit['signUp']>[0],
): SignedIn {
  const signedIn = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(signedIn, await kit.signUp(options));
  });
  return signedIn;
}

/** Another signed-in user of `owner`'s organization, for the whole file. */
export function addMemberBeforeAll(
  kit: TestKit,
  owner: SignedIn,
  role?: Parameters<TestKit['addMember']>[1],
): SignedIn {
  const signedIn = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(signedIn, await kit.addMember(owner.org, role));
  });
  return signedIn;
}
