import { inject } from 'vitest';

const baseUrl = inject('baseUrl');

/** A JSON call with the session token, for seeding; anything but 2xx fails with the answer. */
export async function api<T>(
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
