import type { SignedIn } from './factories';
import type { TestKit } from './kit';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Whose token a call carries; none for an anonymous call. */
export type Who = { headers: SignedIn['headers'] } | undefined;

/** Calls to the routes under `base` (the path after /api/v1) through app.inject. */
export function apiCaller(kit: TestKit, base: string) {
  return (method: Method, path: string, who?: Who, body?: object) =>
    kit.app.inject({
      method,
      url: `/api/v1${base}${path}`,
      headers: who?.headers,
      ...(body ? { payload: body } : {}),
    });
}
