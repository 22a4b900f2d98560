import { expect, inject } from 'vitest';

const baseUrl = inject('baseUrl');

export type TrackedCreator = { profileId: string; platform_username: string };

/** A JSON call with the session token; anything but 2xx fails the test with the answer. */
export async function reportsApi<T>(
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    // No content-type without a body: the server refuses an empty JSON body.
    headers: {
      'x-access-token': token,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { status: response.status, body: (await response.json()) as T };
}

/** One demo Instagram creator from a search, tracked in the CRM. */
export async function trackDemoCreator(token: string): Promise<TrackedCreator> {
  const found = await reportsApi<{ items: { _id: string }[] }>(
    token,
    '/customer/discoverProfiles',
    {
      method: 'POST',
      body: { platform: 'instagram', page: 1, limit: 1 },
    },
  );
  expect(found.body.items).toHaveLength(1);
  const tracked = await reportsApi<TrackedCreator>(token, '/customer/socialProfile/profile-bank', {
    method: 'POST',
    body: { profileBankId: found.body.items[0]._id },
  });
  return tracked.body;
}

/** A new report snapshot through the API: it spends one of the plan's reports. */
export async function createReportViaApi(token: string, profileId: string): Promise<string> {
  const created = await reportsApi<{ _id: string; state: string }>(
    token,
    `/customer/socialProfile/auditReport/${profileId}`,
    { method: 'PUT' },
  );
  expect(created.body.state).not.toBe('failed');
  return created.body._id;
}
