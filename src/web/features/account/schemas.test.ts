import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, profileSchema, readSurveyAnswers, surveySchema } from './schemas';

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('passwordChangeSchema', () => {
  const schema = passwordChangeSchema('ada@example.com');

  it('accepts a new password typed twice', () => {
    const change = {
      oldPassword: 'old secret',
      newPassword: 'new secret!',
      passwordConfirm: 'new secret!',
    };
    expect(schema.safeParse(change).success).toBe(true);
  });

  it('asks for the current password and a matching confirmation', () => {
    const change = { oldPassword: '', newPassword: 'new secret!', passwordConfirm: 'new secret?' };
    expect(firstMessages(schema.safeParse(change))).toEqual({
      oldPassword: 'currentPasswordRequired',
      passwordConfirm: 'passwordsDiffer',
    });
  });

  it('refuses the current password or the email address as the new one', () => {
    const same = {
      oldPassword: 'same secret',
      newPassword: 'same secret',
      passwordConfirm: 'same secret',
    };
    expect(firstMessages(schema.safeParse(same))).toEqual({ newPassword: 'passwordUnchanged' });
    const email = {
      oldPassword: 'x',
      newPassword: 'ADA@example.com',
      passwordConfirm: 'ADA@example.com',
    };
    expect(firstMessages(schema.safeParse(email))).toEqual({ newPassword: 'passwordIsEmail' });
  });
});

describe('profileSchema', () => {
  it('accepts an international phone number and an empty job role', () => {
    const profile = { fullName: 'Ada', phone: '+43 (1) 234-56.78', country: 'AT', jobRole: '' };
    expect(profileSchema.safeParse(profile).success).toBe(true);
  });

  it('sends no job role when none is chosen', () => {
    const profile = { fullName: 'Ada', phone: '', country: '', jobRole: '' };
    expect(profileSchema.parse(profile).jobRole).toBeUndefined();
  });

  it('refuses a phone number shorter than the server accepts', () => {
    const profile = { fullName: 'Ada', phone: '12', country: '', jobRole: '' };
    expect(firstMessages(profileSchema.safeParse(profile))).toEqual({ phone: 'phoneInvalid' });
  });

  it('refuses letters in the phone number', () => {
    const profile = { fullName: 'Ada', phone: 'call me', country: '', jobRole: 'Founder' };
    expect(firstMessages(profileSchema.safeParse(profile))).toEqual({ phone: 'phoneInvalid' });
  });
});

describe('surveySchema', () => {
  it('needs a team size and at least one goal', () => {
    expect(firstMessages(surveySchema.safeParse({ teamSize: '', goals: [] }))).toEqual({
      teamSize: 'teamSizeRequired',
      goals: 'goalsRequired',
    });
  });
});

describe('readSurveyAnswers', () => {
  it('keeps earlier answers that are still offered', () => {
    expect(
      readSurveyAnswers({ teamSize: 'small', goals: ['outreach', 'gone', 'discover'] }),
    ).toEqual({
      teamSize: 'small',
      goals: ['discover', 'outreach'],
    });
  });

  it('starts empty without earlier answers', () => {
    expect(readSurveyAnswers(null)).toEqual({ teamSize: '', goals: [] });
    expect(readSurveyAnswers({ teamSize: 12 })).toEqual({ teamSize: '', goals: [] });
  });
});
