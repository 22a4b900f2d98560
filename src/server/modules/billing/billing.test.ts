import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

describe('billing off (no Stripe key)', () => {
  it("lists the plans with their limits and marks the organization's own", async () => {
    const owner = await kit.signUp({ plan: 'starter' });
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/billing/plans',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const catalogue = response.json();
    expect(catalogue).toMatchObject({
      billingEnabled: false,
      managedBy: 'operator',
      currentPlan: 'starter',
    });
    expect(catalogue.plans.map((plan: { key: string }) => plan.key)).toEqual([
      'free',
      'starter',
      'basic',
      'pro',
      'agency',
    ]);
    const agency = catalogue.plans.find((plan: { key: string }) => plan.key === 'agency');
    expect(agency).toMatchObject({
      isAgency: true,
      limits: { searchCount: 'Infinity', teamSeats: 25 },
    });
    expect(catalogue.plans[0]).toMatchObject({
      key: 'free',
      isAgency: false,
      limits: { exports: 0 },
    });
  });

  it('shows a lifetime deal tier to the organization that holds it', async () => {
    const owner = await kit.signUp({ plan: 'impulzeai_tier2' });
    const catalogue = (
      await kit.app.inject({
        method: 'GET',
        url: '/api/v1/customer/billing/plans',
        headers: owner.headers,
      })
    ).json();
    expect(catalogue.currentPlan).toBe('impulzeai_tier2');
    expect(catalogue.plans[0].name).toBe('Lifetime tier 2');
  });

  it.each([
    ['GET', 'payment-methods', undefined],
    ['POST', 'subscribe', { paymentId: 'pm_1', plan: 'pro' }],
    ['POST', 'subscribe/confirm', { subscriptionId: 'sub_1' }],
    ['DELETE', 'subscribe', undefined],
    ['POST', 'stripe-checkout', { plan: 'pro' }],
    ['GET', 'verify?sessionId=cs_test_1', undefined],
    ['POST', 'preview-plan-change', { plan: 'agency' }],
    ['POST', 'activate-offer', undefined],
    ['GET', 'country', undefined],
  ] as const)(
    'answers %s %s with a clear "billing is off" error, not "route not found"',
    async (method, path, payload) => {
      const owner = await kit.signUp();
      const response = await kit.app.inject({
        method,
        url: `/api/v1/customer/billing/${path}`,
        headers: owner.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        name: 'Conflict',
        field: 'billing',
        message: expect.stringContaining('set-plan'),
      });
    },
  );

  it('says "billing is off" in German to a user who chose German', async () => {
    const owner = await kit.signUp();
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/billing/activate-offer',
      headers: { ...owner.headers, cookie: 'NEXT_LOCALE=de' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Die Abrechnung ist in dieser Installation ausgeschaltet: Pläne legt ihr Betreiber fest (reachbase set-plan)',
    );
  });

  it('still refuses a malformed subscribe body with a 400 naming the field', async () => {
    const owner = await kit.signUp();
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/billing/subscribe',
      headers: owner.headers,
      payload: { plan: 'pro' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'paymentId' });
  });
});
