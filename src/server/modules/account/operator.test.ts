import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createOperatorTools } from './operator';

let kit: TestKit;
let tools: ReturnType<typeof createOperatorTools>;
beforeAll(async () => {
  kit = await createTestKit();
  tools = createOperatorTools(kit.database.db);
});
afterAll(() => kit.close());

const me = (headers: Record<string, string>) =>
  kit.app.inject({ method: 'GET', url: '/api/v1/customer/account/me', headers });

describe('operator tools', () => {
  it('blocks an organization named by any member email, and unblocks it', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    await tools.setAccessBlocked(member.email.toUpperCase(), true);
    expect((await me(owner.headers)).json()).toMatchObject({
      statusCode: 403,
      name: 'AccessBlocked',
    });
    expect((await me(member.headers)).json().name).toBe('AccessBlocked');
    await tools.setAccessBlocked(owner.email, false);
    expect((await me(owner.headers)).statusCode).toBe(200);
  });

  it('moves an organization to another plan, and refuses an unknown one', async () => {
    const owner = await kit.signUp({ plan: 'free' });
    await tools.setPlan(owner.email, 'agency');
    const profile = (await me(owner.headers)).json().profile;
    expect(profile.orgInfo.package).toBe('agency');
    expect(profile.orgInfo.limits.searchCount).toBe('Infinity');
    await expect(tools.setPlan(owner.email, 'platinum')).rejects.toThrow(/Unknown plan platinum/);
  });

  it('says so when no user has the email', async () => {
    await expect(tools.setAccessBlocked('nobody@nowhere.test', true)).rejects.toThrow(/No user/);
  });
});
