import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_MS, ORPHAN_SWEEP_JOB } from '../integrations/storage';
import { insertProfiles, newScope } from './bank-fixtures';
import type { SignedIn } from './factories';
import { createTestKit, type TestKit } from './kit';
import { multipartForm } from './multipart-form';
import { listOperations, type Operation, operationUrl, orgDigest } from './openapi-walk';

// Every upload route (issue #18 findings 2 and 6), found in the OpenAPI document so a new upload
// route is walked without editing this file: bad forms are 4xx in the catalogue shape, and a form
// that is refused, at any step, leaves no file in storage and no row.

let kit: TestKit;
let owner: SignedIn;
let uploads: Operation[];
let ids: { profileId: string; campaignId: string; paymentId: string };
beforeAll(async () => {
  kit = await createTestKit();
  owner = await kit.signUp({ plan: 'pro' });
  uploads = (await listOperations(kit.app)).filter((o) => o.bodyType === 'multipart');
  const [account] = Object.values(await insertProfiles(kit.database.db, newScope(), [{}]));
  const tracked = await call('POST', '/customer/socialProfile/profile-bank', {
    profileBankId: account.id,
  });
  const campaign = await call('POST', '/customer/campaign', { name: 'Uploads' });
  const paid = await call('PUT', `/customer/campaign/${campaign.json()._id}`, {
    action: 'addPayment',
    amountMinor: 1_000,
    currency: 'EUR',
  });
  ids = {
    profileId: tracked.json().profileId,
    campaignId: campaign.json()._id,
    paymentId: paid.json().payments.items[0]._id,
  };
});
afterAll(() => kit?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function call(method: 'POST' | 'PUT', url: string, payload: object) {
  return kit.app.inject({ method, url: `/api/v1${url}`, headers: owner.headers, payload });
}

function send(
  url: string,
  payload: Buffer | string,
  contentType: string,
  method: Operation['method'] = 'POST',
) {
  return kit.app.inject({
    method,
    url,
    headers: { ...owner.headers, 'content-type': contentType },
    payload,
  });
}

/** Every file in storage (sidecars and temp files too): what a refused upload must not add. */
async function storedFiles(): Promise<string[]> {
  const root = (kit.config.storage as { dir: string }).dir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function urlOf(operation: Operation) {
  return operationUrl(operation, { paymentId: ids.paymentId });
}

function expectCatalogue(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body);
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['statusCode', 'name', 'message']));
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe('every upload route', () => {
  it('finds the upload routes in the OpenAPI document', () => {
    expect(uploads.map((o) => o.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/customer/socialProfile/attachment',
        '/api/v1/customer/content/upload-story',
        '/api/v1/customer/campaign/upload',
        '/api/v1/customer/account/config-whitelabel',
      ]),
    );
  });

  it('answers a JSON body 415 UnsupportedMediaType', async () => {
    for (const operation of uploads) {
      const response = await send(
        urlOf(operation),
        '{"title":"x"}',
        'application/json',
        operation.method,
      );
      expectCatalogue(response, 415);
      expect(response.json().name).toBe('UnsupportedMediaType');
    }
  });

  it('answers a multipart type without a boundary 400 ValidationError', async () => {
    for (const operation of uploads) {
      const response = await send(
        urlOf(operation),
        'anything',
        'multipart/form-data',
        operation.method,
      );
      expectCatalogue(response, 400);
      expect(response.json().name).toBe('ValidationError');
    }
  });

  it('answers a truncated form 400 and stores nothing', async () => {
    const before = await storedFiles();
    const digest = await orgDigest(kit.database, owner.org.id);
    const form = multipartForm([
      { name: 'profileId', value: ids.profileId },
      { name: 'campaignId', value: ids.campaignId },
      { name: 'file', value: Buffer.concat([PDF, Buffer.alloc(4_096, 0x20)]), fileName: 'a.pdf' },
    ]);
    for (const operation of uploads) {
      for (const cut of [20, form.payload.length - 100]) {
        const response = await send(
          urlOf(operation),
          form.payload.subarray(0, cut),
          form.headers['content-type'],
          operation.method,
        );
        expectCatalogue(response, 400);
        expect(response.json().name).toBe('ValidationError');
      }
    }
    expect(await storedFiles()).toEqual(before);
    expect(await orgDigest(kit.database, owner.org.id)).toEqual(digest);
  });

  // A lone surrogate cannot arrive here: multipart text is UTF-8, decoded with replacement
  // characters (multipart.test.ts covers the check itself).
  it('refuses a NUL byte in a text field or file name before storing the file', async () => {
    const before = await storedFiles();
    for (const bad of ['Con\u0000tract', '\u0000']) {
      const form = multipartForm([
        { name: 'profileId', value: ids.profileId },
        { name: 'title', value: bad },
        { name: 'file', value: PDF, fileName: 'contract.pdf' },
      ]);
      const response = await send(
        '/api/v1/customer/socialProfile/attachment',
        form.payload,
        form.headers['content-type'],
      );
      expectCatalogue(response, 400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'title' });
    }
    const nulName = multipartForm([
      { name: 'campaignId', value: ids.campaignId },
      { name: 'kind', value: 'brief' },
      { name: 'file', value: PDF, fileName: 'brief\u0000.pdf' },
    ]);
    const response = await send(
      '/api/v1/customer/campaign/upload',
      nulName.payload,
      nulName.headers['content-type'],
    );
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'file' });
    expect(await storedFiles()).toEqual(before);
  });

  it('judges story fields sent before the file without storing it', async () => {
    const before = await storedFiles();
    const video = Buffer.concat([
      Buffer.from('\0\0\0\x18ftypisom\0\0\0\0isomavc1'),
      Buffer.alloc(2_048),
    ]);
    for (const [fields, status, field] of [
      [
        { influencerId: ids.profileId, views: '-1', publishedAt: '2026-01-01T10:00:00Z' },
        400,
        'views',
      ],
      [
        { influencerId: ids.campaignId, views: '3', publishedAt: '2026-01-01T10:00:00Z' },
        404,
        undefined,
      ],
    ] as const) {
      const form = multipartForm([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'file', value: video, fileName: 'story.mp4', contentType: 'video/mp4' },
      ]);
      const response = await send(
        '/api/v1/customer/content/upload-story',
        form.payload,
        form.headers['content-type'],
      );
      expectCatalogue(response, status);
      if (field) expect(response.json().field).toBe(field);
    }
    expect(await storedFiles()).toEqual(before);
  });
});

describe('an upload whose row cannot be saved', () => {
  /** Makes PostgreSQL refuse new rows of a table for the length of `run`. */
  async function refusingInserts(table: string, check: string, run: () => Promise<void>) {
    const constraint = `${table}_test_refuses`;
    await kit.database.executeSql(
      `alter table ${table} add constraint ${constraint} check (${check}) not valid`,
    );
    try {
      await run();
    } finally {
      await kit.database.executeSql(`alter table ${table} drop constraint ${constraint}`);
    }
  }

  async function expectNothingKept(
    url: string,
    parts: Parameters<typeof multipartForm>[0],
    table: string,
    check = 'false',
  ) {
    const before = await storedFiles();
    await refusingInserts(table, check, async () => {
      const form = multipartForm(parts);
      const response = await send(`/api/v1${url}`, form.payload, form.headers['content-type']);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    });
    expect(await storedFiles()).toEqual(before);
  }

  it('deletes the stored attachment again', async () => {
    await expectNothingKept(
      '/customer/socialProfile/attachment',
      [
        { name: 'profileId', value: ids.profileId },
        { name: 'file', value: PDF, fileName: 'contract.pdf' },
      ],
      'profile_attachments',
    );
  });

  it('deletes the stored campaign file again', async () => {
    await expectNothingKept(
      '/customer/campaign/upload',
      [
        { name: 'campaignId', value: ids.campaignId },
        { name: 'kind', value: 'brief' },
        { name: 'file', value: PDF, fileName: 'brief.pdf' },
      ],
      'campaign_files',
    );
  });

  it('deletes the stored invoice again', async () => {
    await expectNothingKept(
      `/customer/campaign/payment/${ids.paymentId}/invoice`,
      [{ name: 'file', value: PDF, fileName: 'invoice.pdf' }],
      'campaign_payments',
      'invoice_key is null',
    );
  });

  it('deletes the stored story and its thumbnail again', async () => {
    // The smallest PNG sharp reads: 1x1, so the story path makes a thumbnail too.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await expectNothingKept(
      '/customer/content/upload-story',
      [
        { name: 'influencerId', value: ids.profileId },
        { name: 'views', value: '10' },
        { name: 'publishedAt', value: '2026-01-01T10:00:00Z' },
        { name: 'file', value: png, fileName: 'story.png', contentType: 'image/png' },
      ],
      'contents',
    );
  });
});

describe('the orphan sweep', () => {
  async function put(key: string) {
    await kit.services.storage.put(key, PDF, { contentType: 'application/pdf' });
    return key;
  }

  it('removes old objects no row refers to, and keeps referenced, young and unowned ones', async () => {
    const form = multipartForm([
      { name: 'profileId', value: ids.profileId },
      { name: 'file', value: PDF, fileName: 'kept.pdf' },
    ]);
    const kept = await send(
      '/api/v1/customer/socialProfile/attachment',
      form.payload,
      form.headers['content-type'],
    );
    expect(kept.statusCode).toBe(201);
    const org = `orgs/${owner.org.id}`;
    const orphans = [
      await put(`${org}/attachments/orphan-attachment`),
      await put(`${org}/stories/orphan-story.png`),
      await put(`${org}/campaigns/${ids.campaignId}/invoices/x/orphan.pdf`),
    ];
    const unowned = await put(`${org}/not-a-known-area/file.pdf`);
    const before = await storedFiles();

    // Just written: an upload may still be saving its row, so nothing is swept yet.
    expect((await kit.services.orphanSweep.sweep()).deleted).toBe(0);
    expect(await storedFiles()).toEqual(before);

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const result = await kit.services.orphanSweep.sweep(later);
    expect(result.deleted).toBe(orphans.length);
    for (const key of orphans) expect(await kit.services.storage.exists(key)).toBe(false);
    expect(await kit.services.storage.exists(unowned)).toBe(true);
    const download = await kit.app.inject({
      method: 'GET',
      url: kept.json().url,
      headers: owner.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('runs hourly as a scheduled job', async () => {
    const { rows } = await kit.database.executeSql(
      'select cron from pgboss.schedule where name = $1',
      [ORPHAN_SWEEP_JOB],
    );
    expect(rows).toEqual([{ cron: expect.stringMatching(/^\d+ \* \* \* \*$/) }]);
  });
});
