// Test-only helpers of the campaign tests: calls through app.inject, creators tracked the way a
// user tracks them (bank fixture, then POST profile-bank).
import { eq } from 'drizzle-orm';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import type { TestKit } from '../../testing/kit';
import { campaignActivities } from './campaigns.tables';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function campaignClient(kit: TestKit) {
  const scope = newScope();

  async function call(method: Method, path: string, who: SignedIn | null, body?: object) {
    return kit.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: who?.headers ?? {},
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  return {
    call,

    /** A bank creator tracked by the organization; answers its profileId and bank account. */
    async track(who: SignedIn, overrides: Parameters<typeof insertProfiles>[2][number] = {}) {
      const byUsername = await insertProfiles(kit.database.db, scope, [overrides]);
      const [account] = Object.values(byUsername);
      const response = await call('POST', '/customer/socialProfile/profile-bank', who, {
        profileBankId: account.id,
      });
      if (response.statusCode !== 201) throw new Error(`track: ${response.body}`);
      return { profileId: response.json().profileId as string, account };
    },

    async create(who: SignedIn, body: object = { name: 'Summer Launch' }) {
      const response = await call('POST', '/customer/campaign', who, body);
      if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
      return response.json();
    },

    act: (who: SignedIn, campaignId: string, body: object) =>
      call('PUT', `/customer/campaign/${campaignId}`, who, body),

    get: (who: SignedIn, campaignId: string) =>
      call('GET', `/customer/campaign/${campaignId}`, who),
  };
}

/** The kinds of a campaign's activity entries, read from the table. */
export async function campaignActivityKinds(kit: TestKit, campaignId: string): Promise<string[]> {
  const rows = await kit.database.db
    .select({ kind: campaignActivities.kind })
    .from(campaignActivities)
    .where(eq(campaignActivities.campaignId, campaignId));
  return rows.map((r) => r.kind);
}

/** A multipart form as a browser sends it. */
export { multipartForm as form } from '../../testing/multipart-form';
