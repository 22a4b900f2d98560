import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../http/body-limits';
import { insertMailbox } from '../modules/outreach/outreach-test-fixtures';
import type { SignedIn } from './factories';
import { createTestKit, type TestKit } from './kit';
import { recordingDns } from './offline-dns';

// Per-route JSON body limits: a body over its call's limit is answered 413 before it is parsed
// (so it changes nothing), and the calls that take large bodies keep a larger limit.
let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ dns: recordingDns(), env: { RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => kit.close());

const json = { 'content-type': 'application/json' };

function call(who: SignedIn, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer/${path}`,
    headers: { ...who.headers, ...json },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

/** `{"email": [[[…]]]}` of `bytes` bytes: valid JSON, as deep as it can nest. */
function nestedJson(bytes: number): string {
  const depth = Math.floor((bytes - 11) / 2);
  return `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

const tooLarge = (limit: string) => ({
  statusCode: 413,
  name: 'PayloadTooLarge',
  message: `The request body is larger than this call accepts (at most ${limit})`,
});

/** Ten steps of 20,000 characters, each character three bytes in UTF-8: about 600 kB. */
const longSteps = Array.from({ length: 10 }, (_, index) => ({
  subject: `Step ${index + 1}`,
  body: `<p>${'€'.repeat(19_993)}</p>`,
  delayDays: index === 0 ? 0 : 2,
}));

describe('per-route body limits', () => {
  it('refuses a body over the default limit with 413 PayloadTooLarge and creates nothing', async () => {
    const owner = await kit.signUp();
    const body = JSON.stringify({ name: 'Spring launch', description: 'x'.repeat(70_000) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(BODY_LIMITS.default);
    const response = await call(owner, 'POST', 'campaign', body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge('64 kB'));

    // Without a Content-Length the body is read up to the limit, then refused the same way.
    const streamed = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/campaign',
      headers: { ...owner.headers, ...json },
      payload: Readable.from([Buffer.from(body)]),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual(tooLarge('64 kB'));

    const campaigns = await call(owner, 'GET', 'campaigns');
    expect(campaigns.json().total).toBe(0);
  });

  it('refuses a megabyte of nested JSON to a public call with 413, not a parse of it', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/login',
      headers: json,
      payload: nestedJson(1_000_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge('64 kB'));
  });

  it('takes a sequence of ten 20,000-character HTML steps on its larger limit', async () => {
    const owner = await kit.signUp();
    const mailboxId = await insertMailbox(kit.database.db, owner.org.id);
    const body = { name: 'Long letters', mailboxId, steps: longSteps };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(8 * BODY_LIMITS.default);
    const created = await call(owner, 'POST', 'outreach/add-configuration', body);
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    expect(created.json().steps[9].body).toBe(longSteps[9].body);
  });

  it('refuses a sequence over its own limit with 413 and saves nothing', async () => {
    const owner = await kit.signUp();
    const mailboxId = await insertMailbox(kit.database.db, owner.org.id);
    const body = JSON.stringify({ name: 'Too long', mailboxId, steps: longSteps }).replace(
      '"name"',
      `"padding":"${' '.repeat(BODY_LIMITS.sequence)}","name"`,
    );
    const response = await call(owner, 'POST', 'outreach/add-configuration', body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge('1 MB'));
    const sequences = await call(owner, 'GET', 'outreach/template-configurations');
    expect(sequences.json().items).toEqual([]);
  });

  it('refuses nesting past the depth cap on a large-body call before parsing it', async () => {
    const owner = await kit.signUp();
    const response = await call(owner, 'POST', 'outreach/add-configuration', nestedJson(1_000_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      field: 'email',
      message: 'email: is nested too deeply (at most 32 levels)',
    });
  });

  it('takes 500 creators with long addresses in one create-entries call', async () => {
    const owner = await kit.signUp();
    const mailboxId = await insertMailbox(kit.database.db, owner.org.id);
    const sequence = await call(owner, 'POST', 'outreach/add-configuration', {
      name: 'Bulk',
      mailboxId,
      steps: [{ subject: 'Hi', body: 'Hello there', delayDays: 0 }],
    });
    expect(sequence.statusCode, sequence.body).toBe(201);
    const creators = Array.from({ length: 500 }, (_, index) => ({
      email: `creator.${'n'.repeat(100)}.${index}@studio-${'d'.repeat(40)}.example.com`,
    }));
    const body = { sequenceId: sequence.json().id, creators };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(BODY_LIMITS.default);
    const response = await call(owner, 'POST', 'outreach/create-entries', body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().created).toHaveLength(500);
  });
});
