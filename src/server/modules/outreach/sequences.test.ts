import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { trackedProfiles } from '../profiles/profiles.tables';
import { insertMailbox } from './outreach-test-fixtures';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

function call(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

const mailboxOf = (who: SignedIn, fromName?: string) =>
  insertMailbox(kit.database.db, who.org.id, fromName);

const twoSteps = [
  {
    subject: 'Hi {{firstName}}',
    body: 'Loved your {{platform}} posts, @{{username}}. {{Budget|Let us talk}}',
    delayDays: 0,
  },
  {
    subject: 'Following up',
    body: 'Any thoughts, {{firstName|there}}? {{senderName}}',
    delayDays: 3,
  },
];

describe('sequences', () => {
  it('saves a sequence, lists and changes it, and refuses an unknown merge field naming where it is', async () => {
    const owner = await kit.signUp();
    const mailboxId = await mailboxOf(owner);
    const budget = await call(owner, 'POST', 'custom-fields', { name: 'Budget', type: 'text' });
    expect(budget.statusCode, budget.body).toBe(201);

    const created = await call(owner, 'POST', 'outreach/add-configuration', {
      name: 'Spring launch',
      mailboxId,
      steps: twoSteps,
    });
    expect(created.statusCode, created.body).toBe(201);
    const sequence = created.json();
    expect(sequence).toMatchObject({ name: 'Spring launch', mailboxId, steps: twoSteps });
    expect((await call(owner, 'GET', 'outreach/template-configurations')).json().items).toEqual([
      sequence,
    ]);

    const unknown = await call(owner, 'PUT', `outreach/template-configurations/${sequence.id}`, {
      name: 'Spring launch',
      mailboxId,
      steps: [twoSteps[0], { ...twoSteps[1], body: 'Hey {{nickname}}' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ name: 'ValidationError', field: 'steps.1.body' });
    expect(unknown.json().message).toMatch(/^Unknown merge field nickname in step 2/);

    const renamed = await call(owner, 'PUT', `outreach/template-configurations/${sequence.id}`, {
      name: 'Spring launch v2',
      mailboxId,
      steps: twoSteps.slice(0, 1),
    });
    expect(renamed.json()).toMatchObject({ name: 'Spring launch v2', steps: [twoSteps[0]] });
  });

  it('refuses a follow-up without a delay, a stranger mailbox and too many steps', async () => {
    const owner = await kit.signUp();
    const mailboxId = await mailboxOf(owner);
    const strangerMailbox = await mailboxOf(await kit.signUp());
    const cases: [object, string][] = [
      [{ steps: [twoSteps[0], { ...twoSteps[1], delayDays: 0 }] }, 'steps'],
      [{ mailboxId: strangerMailbox }, 'mailboxId'],
      [{ steps: Array(11).fill(twoSteps[0]) }, 'steps'],
      [{ steps: [] }, 'steps'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(owner, 'POST', 'outreach/add-configuration', {
        name: 'Bad',
        mailboxId,
        steps: twoSteps,
        ...overrides,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, field).toBe(field);
    }
    expect((await call(owner, 'GET', 'outreach/template-configurations')).json().items).toEqual([]);
  });

  it('previews the steps for a tracked creator, with fallbacks where a value is missing', async () => {
    const owner = await kit.signUp();
    const mailboxId = await mailboxOf(owner, 'Dana at Studio');
    const field = (
      await call(owner, 'POST', 'custom-fields', { name: 'Budget', type: 'text' })
    ).json();
    const scope = newScope();
    const [bank] = Object.values(
      await insertProfiles(kit.database.db, scope, [
        { username: `${scope}_maya`, fullName: 'Maya Lopez' },
      ]),
    );
    const tracked = await call(owner, 'POST', 'socialProfile/profile-bank', {
      profileBankId: bank.id,
    });
    const { profileId } = tracked.json();
    await kit.database.db
      .update(trackedProfiles)
      .set({ customFields: { [field._id ?? field.id]: '€500 for two reels' } })
      .where(eq(trackedProfiles.id, profileId));

    const preview = await call(owner, 'POST', 'outreach/template-configurations/preview', {
      profileId,
      mailboxId,
      steps: twoSteps.map(({ subject, body }) => ({ subject, body })),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().steps).toEqual([
      {
        subject: 'Hi Maya',
        body: `Loved your Instagram posts, @${scope}_maya. €500 for two reels`,
      },
      { subject: 'Following up', body: 'Any thoughts, Maya? Dana at Studio' },
    ]);

    const stranger = await kit.signUp();
    const hidden = await call(stranger, 'POST', 'outreach/template-configurations/preview', {
      profileId,
      steps: [{ subject: 'Hi', body: 'Hi' }],
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('greets only a person by first name, writes platforms as they do, and warns about each creator who gets a fallback', async () => {
    const owner = await kit.signUp();
    const scope = newScope();
    const bank = await insertProfiles(kit.database.db, scope, [
      { username: `${scope}_anna`, fullName: 'Anna Schmidt', accountType: 'personal' },
      {
        username: `${scope}_travel`,
        fullName: 'Travel',
        accountType: 'business',
        categories: ['travel'],
      },
      {
        username: `${scope}_fashion`,
        fullName: 'Fashion Diaries',
        accountType: 'creator',
        categories: ['fashion'],
      },
      { username: `${scope}_tok`, fullName: 'Lena Berger', platform: 'tiktok' },
    ]);
    const profileIdOf: Record<string, string> = {};
    for (const [username, { id }] of Object.entries(bank)) {
      const tracked = await call(owner, 'POST', 'socialProfile/profile-bank', {
        profileBankId: id,
      });
      expect(tracked.statusCode, tracked.body).toBeLessThan(300);
      profileIdOf[username.slice(scope.length + 1)] = tracked.json().profileId;
    }
    const steps = [{ subject: 'Hi {{firstName|there}}', body: 'Your {{platform}} posts.' }];
    const previewFor = async (name: string) => {
      const response = await call(owner, 'POST', 'outreach/template-configurations/preview', {
        profileId: profileIdOf[name],
        steps,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const anna = await previewFor('anna');
    expect(anna.steps).toEqual([{ subject: 'Hi Anna', body: 'Your Instagram posts.' }]);
    expect((await previewFor('travel')).steps[0].subject).toBe('Hi there');
    expect((await previewFor('fashion')).steps[0].subject).toBe('Hi there');
    expect((await previewFor('tok')).steps).toEqual([
      { subject: 'Hi Lena', body: 'Your TikTok posts.' },
    ]);
    // Every tracked creator whose field falls back is named, whichever creator is previewed.
    expect(anna.fallbacks).toEqual([
      {
        profileId: profileIdOf.fashion,
        username: `${scope}_fashion`,
        platform: 'instagram',
        fields: ['firstName'],
      },
      {
        profileId: profileIdOf.travel,
        username: `${scope}_travel`,
        platform: 'instagram',
        fields: ['firstName'],
      },
    ]);
  });

  it("keeps each organization's sequences to itself", async () => {
    const owner = await kit.signUp();
    const mailboxId = await mailboxOf(owner);
    const { id } = (
      await call(owner, 'POST', 'outreach/add-configuration', {
        name: 'Mine',
        mailboxId,
        steps: twoSteps.slice(1),
      })
    ).json();
    const stranger = await kit.signUp();
    expect((await call(stranger, 'GET', `outreach/template-configurations/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(stranger, 'DELETE', `outreach/template-configurations/${id}`)).statusCode,
    ).toBe(404);
    expect((await call(owner, 'DELETE', `outreach/template-configurations/${id}`)).statusCode).toBe(
      204,
    );
    expect((await call(owner, 'GET', `outreach/template-configurations/${id}`)).statusCode).toBe(
      404,
    );
  });
});
