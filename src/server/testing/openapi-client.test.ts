import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/account';
import { insertProfiles, newScope } from './bank-fixtures';
import { createTestKit, type TestKit } from './kit';
import type { paths } from './openapi-types';

// A client generated from the served document with openapi-typescript, driving a journey through
// openapi-fetch: the document is a contract a client can be typed against. The generated types
// are committed (openapi-types.d.ts, type-checked with the repository); this test keeps them fresh.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const GENERATED = path.join(import.meta.dirname, 'openapi-types.d.ts');
const UPDATE_COMMAND =
  'UPDATE_OPENAPI_TYPES=1 npx vitest run src/server/testing/openapi-client.test.ts';
const HEADER = `// Generated from the OpenAPI document by openapi-typescript; descriptions are left out, so only
// a change of shape changes this file. Do not edit: run ${UPDATE_COMMAND}\n`;

let kit: TestKit;
let baseUrl: string;
beforeAll(async () => {
  kit = await createTestKit();
  await kit.app.listen({ port: 0, host: '127.0.0.1' });
  const address = kit.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => kit.close());

/** Prose keys of the document: types do not need them, and prose edits should not churn them. */
const PROSE = new Set(['description', 'summary']);
/** Objects whose keys are names (properties, paths, codes), not keywords. */
const NAMED = new Set(['properties', 'paths', 'responses', 'schemas', 'content', 'headers']);

function withoutProse(node: unknown, keysAreNames = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => keysAreNames || !PROSE.has(key))
      .map(([key, value]) => [key, withoutProse(value, !keysAreNames && NAMED.has(key))]),
  );
}

async function generatedTypes(document: unknown): Promise<string> {
  const source = HEADER + astToString(await openapiTS(withoutProse(document) as OpenAPI3));
  return execFileSync(
    path.join(ROOT, 'node_modules/.bin/biome'),
    ['format', '--stdin-file-path', GENERATED],
    { input: source, encoding: 'utf8', cwd: ROOT },
  );
}

describe('the generated client', () => {
  it('is generated from the document as it is served now', async () => {
    const document = (await kit.app.inject({ url: '/api/openapi.json' })).json();
    const fresh = await generatedTypes(document);
    if (process.env.UPDATE_OPENAPI_TYPES) await writeFile(GENERATED, fresh);
    const committed = await readFile(GENERATED, 'utf8').catch(() => '');
    expect(committed === fresh, `openapi-types.d.ts is stale: run ${UPDATE_COMMAND}`).toBe(true);
  }, 120_000);

  it('signs up, creates a list, adds a profile to it, creates a campaign and reads it back', async () => {
    const api = createClient<paths>({ baseUrl });
    const email = `journey-${randomBytes(4).toString('hex')}@reachbase.test`;
    const signup = await api.POST('/api/v1/customer/auth/signup', {
      body: {
        email,
        password: 'a long and winding road 42',
        fullName: 'Joan Journey',
        jobRole: 'Founder',
      },
    });
    expect(signup.response.status).toBe(201);
    const token = signup.data!.token;
    // Stands in for the link of the verification mail (its own tests cover it).
    await kit.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, email));
    const headers = { 'X-Access-Token': token };

    const list = await api.POST('/api/v1/customer/list/addListItem', {
      headers,
      body: { name: 'Journey list' },
    });
    expect(list.response.status).toBe(201);

    const [bank] = Object.values(await insertProfiles(kit.database.db, newScope(), [{}]));
    const tracked = await api.POST('/api/v1/customer/socialProfile/profile-bank', {
      headers,
      body: { profileBankId: bank!.id },
    });
    expect(tracked.error).toBeUndefined();
    const profileId = tracked.data!.profileId;
    const added = await api.PUT('/api/v1/customer/socialProfile/addToList', {
      headers,
      body: { profileIds: [profileId], listId: list.data!._id },
    });
    expect(added.data).toMatchObject({ listId: list.data!._id, added: 1 });

    const created = await api.POST('/api/v1/customer/campaign', {
      headers,
      body: { name: 'Journey campaign' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data!._id;
    const updated = await api.PUT('/api/v1/customer/campaign/{id}', {
      headers,
      params: { path: { id } },
      body: { action: 'addProfile', profileId },
    });
    expect(updated.error).toBeUndefined();

    const read = await api.GET('/api/v1/customer/campaign/{id}', {
      headers,
      params: { path: { id } },
    });
    expect(read.data?.name).toBe('Journey campaign');
    expect(read.data?.influencers.map((influencer) => influencer.profileId)).toEqual([profileId]);

    // A refusal comes back as the shared error body, typed by the document.
    const missing = await api.GET('/api/v1/customer/campaign/{id}', {
      headers,
      params: { path: { id: randomUUID() } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.name).toBe('NotFound');
  }, 120_000);
});
