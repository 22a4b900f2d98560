import { randomBytes } from 'node:crypto';
import { campaignClient } from '../modules/campaigns/campaigns.fixtures';
import { insertContent } from '../modules/content/content.fixtures';
import type { SignedIn } from './factories';
import type { TestKit } from './kit';

export type WalkedOrganization = {
  who: SignedIn;
  /** Ids of rows the organization owns, one or more per table: what walkers put in requests. */
  ids: string[];
  /** Text only this organization wrote (names, notes); no other caller may ever read it. */
  secrets: string[];
};

/**
 * An organization with one of everything a member creates (a tracked creator, a list, a campaign,
 * a content, a scheduled item, a custom field and its category), made through
 * the API where it can be, so the walkers have real ids to aim at.
 */
export async function walkedOrganization(kit: TestKit): Promise<WalkedOrganization> {
  const who = await kit.signUp({ plan: 'pro' });
  const marker = `walk-secret-${randomBytes(4).toString('hex')}`;
  const client = campaignClient(kit);
  const post = async (path: string, body: object) => {
    const response = await client.call('POST', path, who, body);
    if (response.statusCode >= 300) throw new Error(`${path}: ${response.body}`);
    return response.json();
  };
  const { profileId } = await client.track(who);
  await post('/customer/list/addListItem', { name: `${marker} list` });
  await post('/customer/campaign', { name: `${marker} campaign` });
  const category = await post('/customer/field-categories', { name: `${marker} category` });
  await post('/customer/custom-fields', {
    name: `${marker} field`,
    type: 'text',
    categoryId: category._id,
  });
  await post('/customer/scheduledContent', {
    profileId,
    title: `${marker} scheduled`,
    platform: 'instagram',
    type: 'photo',
    scheduledAt: '2026-12-01T10:00:00Z',
  });
  await insertContent(kit.database.db, who.org.id, profileId);
  return { who, ids: await ownedIds(kit, who.org.id), secrets: [marker] };
}

/** Up to three ids from every table with an `id` and an `org_id` column, for one organization. */
async function ownedIds(kit: TestKit, orgId: string): Promise<string[]> {
  const { rows: tables } = await kit.database.executeSql(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'org_id'
        and table_name in (select table_name from information_schema.columns
                            where table_schema = 'public' and column_name = 'id')
      order by table_name`,
  );
  const ids = [orgId];
  for (const { table_name } of tables as { table_name: string }[]) {
    const { rows } = await kit.database.executeSql(
      `select id::text as id from "${table_name}" where org_id = $1 order by id limit 3`,
      [orgId],
    );
    ids.push(...(rows as { id: string }[]).map((row) => row.id));
  }
  return [...new Set(ids)];
}
