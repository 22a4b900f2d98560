// Error answers speak the language the NEXT_LOCALE cookie chose, through the real app.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

const GERMAN = { cookie: 'theme=dark; NEXT_LOCALE=de' };

function logIn(headers: Record<string, string>, body: object) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/auth/login',
    headers,
    payload: body,
  });
}

describe('error answers in the chosen language', () => {
  it('says a refusal of the service in German, with the same name and status', async () => {
    const user = await kit.signUp();
    const wrong = { email: user.email, password: 'not-the-password-1' };
    const german = await logIn(GERMAN, wrong);
    expect(german.statusCode).toBe(401);
    expect(german.json()).toMatchObject({
      name: 'Unauthorized',
      message: 'E-Mail-Adresse oder Passwort ist falsch',
    });
    const english = await logIn({}, wrong);
    expect(english.json().message).toBe('Email or password is incorrect');
  });

  it("says the schema's checks in German, field by field", async () => {
    const response = await logIn(GERMAN, { email: 42, password: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.name).toBe('ValidationError');
    expect(body.fields[0]).toMatchObject({ field: 'email' });
    expect(body.fields[0].message).toMatch(/^Ungültige Eingabe/);
    expect(body.message).toContain('email: Ungültige Eingabe');
    expect(body.message).not.toMatch(/Invalid|expected/);
  });

  it('names what was not found in German', async () => {
    const user = await kit.signUp();
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/no-such-call',
      headers: { ...user.headers, ...GERMAN },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'Route GET /api/v1/customer/no-such-call wurde nicht gefunden',
    );
  });

  it('stays English for a language the product does not speak', async () => {
    const response = await logIn({ cookie: 'NEXT_LOCALE=fr' }, { email: 42, password: 'x' });
    expect(response.json().fields[0].message).toMatch(/^Invalid input/);
  });
});
