import { describe, expect, it } from 'vitest';
import { activateSchema, loginSchema, newPasswordSchema, signUpSchema } from './schemas';

type ParseResult = { error?: { issues: { path: PropertyKey[]; message: string }[] } };

/** The message each field shows: the first one, as the forms do. */
function messagesOf(result: ParseResult): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

const validSignUp = {
  fullName: '  Ada Lovelace ',
  email: ' Ada@Example.com ',
  password: 'difference engine',
  jobRole: 'Founder',
  newsletter: false,
};

describe('signUpSchema', () => {
  it('accepts a complete sign-up and trims the name and email', () => {
    const result = signUpSchema.safeParse(validSignUp);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ fullName: 'Ada Lovelace', email: 'Ada@Example.com' });
  });

  it('names every missing field', () => {
    const result = signUpSchema.safeParse({
      fullName: ' ',
      email: '',
      password: '',
      jobRole: '',
      newsletter: false,
    });
    expect(messagesOf(result)).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      password: 'passwordTooShort',
      jobRole: 'jobRoleRequired',
    });
  });

  it('refuses a job role that is not offered', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, jobRole: 'Astronaut' });
    expect(messagesOf(result)).toEqual({ jobRole: 'jobRoleRequired' });
  });

  it('refuses a password shorter than 8 characters', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, password: 'short12' });
    expect(messagesOf(result)).toEqual({ password: 'passwordTooShort' });
  });

  it('refuses the email address or its local part as the password, in any case', () => {
    expect(
      messagesOf(signUpSchema.safeParse({ ...validSignUp, password: 'ADA@example.COM' })),
    ).toEqual({ password: 'passwordIsEmail' });
    const localPart = {
      ...validSignUp,
      email: 'lovelace1815@example.com',
      password: 'LoveLace1815',
    };
    expect(messagesOf(signUpSchema.safeParse(localPart))).toEqual({ password: 'passwordIsEmail' });
  });

  it('refuses a malformed email address', () => {
    expect(messagesOf(signUpSchema.safeParse({ ...validSignUp, email: 'ada@' }))).toEqual({
      email: 'emailInvalid',
    });
  });
});

describe('loginSchema', () => {
  it('only asks for some password: the rule may have changed since it was set', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(messagesOf(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual({
      password: 'passwordRequired',
    });
  });
});

describe('newPasswordSchema', () => {
  it('asks for the same password twice', () => {
    const schema = newPasswordSchema('ada@example.com');
    expect(
      messagesOf(schema.safeParse({ password: 'difference engine', passwordConfirm: 'different' })),
    ).toEqual({ passwordConfirm: 'passwordsDiffer' });
    expect(
      schema.safeParse({ password: 'difference engine', passwordConfirm: 'difference engine' })
        .success,
    ).toBe(true);
  });

  it('applies the not-your-email rule for the account being reset', () => {
    const schema = newPasswordSchema('ada@example.com');
    expect(
      messagesOf(
        schema.safeParse({ password: 'ada@example.com', passwordConfirm: 'ada@example.com' }),
      ),
    ).toEqual({
      password: 'passwordIsEmail',
    });
  });
});

describe('activateSchema', () => {
  it('needs a name and a password that is not the invited email', () => {
    const schema = activateSchema('grace@example.com');
    expect(messagesOf(schema.safeParse({ fullName: '', password: 'grace' }))).toEqual({
      fullName: 'fullNameRequired',
      password: 'passwordTooShort',
    });
    expect(
      messagesOf(schema.safeParse({ fullName: 'Grace', password: 'GRACE@example.com' })),
    ).toEqual({
      password: 'passwordIsEmail',
    });
  });
});
