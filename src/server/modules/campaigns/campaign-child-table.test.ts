import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { campaignChildTable } from './campaign-child-table';
import { campaignClient } from './campaigns.fixtures';
import { campaignActivities, campaignPayments } from './campaigns.tables';

let kit: TestKit;
let api: ReturnType<typeof campaignClient>;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  kit = await createTestKit();
  api = campaignClient(kit);
  owner = await kit.signUp({ plan: 'pro' });
  stranger = await kit.signUp({ plan: 'pro' });
});
afterAll(() => kit?.close());

const payment = { amountMinor: 1_000, currency: 'EUR' };

describe('campaignChildTable', () => {
  it("finds, changes and deletes nothing by another organization's id or a malformed one", async () => {
    const payments = campaignChildTable(kit.database.db, campaignPayments, { newestFirst: false });
    const campaign = await api.create(owner);
    const row = await payments.insert(owner.org.id, campaign._id, payment);

    expect(await payments.find(stranger.org.id, row.id)).toBeNull();
    expect(await payments.update(stranger.org.id, { id: row.id }, { amountMinor: 1 })).toBeNull();
    expect(await payments.remove(stranger.org.id, { id: row.id })).toBeNull();
    expect(await payments.find(owner.org.id, 'not-a-uuid')).toBeNull();
    expect(await payments.update(owner.org.id, { id: 'x' }, { amountMinor: 1 })).toBeNull();
    expect(await payments.remove(owner.org.id, { id: 'x' })).toBeNull();
    expect(await payments.find(owner.org.id, row.id)).toEqual(row);
  });

  it('holds an update or delete to the campaign it names', async () => {
    const payments = campaignChildTable(kit.database.db, campaignPayments, { newestFirst: false });
    const [first, second] = [await api.create(owner), await api.create(owner)];
    const row = await payments.insert(owner.org.id, first._id, payment);

    const elsewhere = { id: row.id, campaignId: second._id };
    expect(await payments.update(owner.org.id, elsewhere, { amountMinor: 1 })).toBeNull();
    expect(await payments.remove(owner.org.id, elsewhere)).toBeNull();

    const changed = await payments.update(
      owner.org.id,
      { id: row.id, campaignId: first._id },
      { amountMinor: 2_000 },
    );
    expect(changed).toMatchObject({ amountMinor: 2_000 });
    expect(await payments.remove(owner.org.id, { id: row.id })).toMatchObject({ id: row.id });
    expect(await payments.find(owner.org.id, row.id)).toBeNull();
  });

  it("lists one campaign's rows or several campaigns', in the table's order", async () => {
    const activities = campaignChildTable(kit.database.db, campaignActivities, {
      newestFirst: true,
    });
    const [first, second] = [await api.create(owner), await api.create(owner)];
    const entry = (message: string) => ({ userId: null, kind: 'note', message });
    await activities.insert(owner.org.id, first._id, entry('one'));
    await activities.insert(owner.org.id, first._id, entry('two'));
    await activities.insert(owner.org.id, second._id, entry('three'));
    await activities.insert(stranger.org.id, second._id, entry('not ours'));

    const messagesOf = async (ids: string | string[]) =>
      (await activities.listOf(owner.org.id, ids))
        .filter((a) => a.kind === 'note')
        .map((a) => a.message);
    expect(await messagesOf(first._id)).toEqual(['two', 'one']);
    expect(await messagesOf([first._id, second._id])).toEqual(['three', 'two', 'one']);
    expect(await activities.listOf(owner.org.id, [])).toEqual([]);
  });
});
