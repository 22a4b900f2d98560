import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiErrorToFormErrors, issuesToFormErrors } from './form-errors';

const FALLBACK = 'Something went wrong';
const signUpFields = ['email', 'password', 'fullName', 'jobRole'] as const;

function apiError(status: number, body: unknown): ApiError {
  return new ApiError(status, body, FALLBACK);
}

describe('apiErrorToFormErrors', () => {
  it('puts each failing field of a validation error next to its input', () => {
    const error = apiError(400, {
      name: 'ValidationError',
      message: 'email: Invalid email; password: Too short',
      field: 'email',
      fields: [
        { field: 'email', message: 'Invalid email' },
        { field: 'password', message: 'Too short' },
      ],
    });
    expect(apiErrorToFormErrors(error, signUpFields, FALLBACK)).toEqual({
      fieldErrors: { email: 'Invalid email', password: 'Too short' },
      formError: null,
    });
  });

  it('uses the message for the single field a conflict names', () => {
    const error = apiError(409, {
      name: 'Conflict',
      message: 'This email is already registered',
      field: 'email',
    });
    expect(apiErrorToFormErrors(error, signUpFields, FALLBACK)).toEqual({
      fieldErrors: { email: 'This email is already registered' },
      formError: null,
    });
  });

  it('keeps the first message when a field fails twice', () => {
    const error = apiError(400, {
      fields: [
        { field: 'password', message: 'Too short' },
        { field: 'password', message: 'Too common' },
      ],
    });
    expect(apiErrorToFormErrors(error, signUpFields, FALLBACK).fieldErrors).toEqual({
      password: 'Too short',
    });
  });

  it('maps a nested field to the input of its first segment', () => {
    const error = apiError(400, { fields: [{ field: 'data.teamSize', message: 'Required' }] });
    expect(apiErrorToFormErrors(error, ['data'], FALLBACK).fieldErrors).toEqual({
      data: 'Required',
    });
  });

  it('shows failures of fields the form does not have as the form message', () => {
    const error = apiError(400, {
      message: 'token: This link has expired',
      fields: [
        { field: 'token', message: 'This link has expired' },
        { field: 'password', message: 'Too short' },
      ],
    });
    expect(apiErrorToFormErrors(error, ['password'], FALLBACK)).toEqual({
      fieldErrors: { password: 'Too short' },
      formError: 'This link has expired',
    });
  });

  it('shows an error without fields as the form message', () => {
    const error = apiError(401, {
      name: 'Unauthorized',
      message: 'Email or password is incorrect',
    });
    expect(apiErrorToFormErrors(error, ['email', 'password'], FALLBACK)).toEqual({
      fieldErrors: {},
      formError: 'Email or password is incorrect',
    });
  });

  it('adds nothing for a 423: the verify or upgrade popup already answers it', () => {
    const error = apiError(423, { name: 'LimitExceeded', message: 'Limit', field: 'teamSeats' });
    expect(apiErrorToFormErrors(error, ['email'], FALLBACK)).toEqual({
      fieldErrors: {},
      formError: null,
    });
  });

  it('adds nothing for a blocked organization', () => {
    const error = apiError(403, { name: 'AccessBlocked', message: 'Blocked' });
    expect(apiErrorToFormErrors(error, ['email'], FALLBACK).formError).toBeNull();
  });

  it('falls back to the generic message for anything that is not an API error', () => {
    expect(apiErrorToFormErrors(new TypeError('boom'), ['email'], FALLBACK)).toEqual({
      fieldErrors: {},
      formError: FALLBACK,
    });
  });
});

describe('issuesToFormErrors', () => {
  const translate = (message: string) => `t:${message}`;

  it('keeps the first translated message per field in issue order', () => {
    const issues = [
      { path: ['password'], message: 'passwordTooShort' },
      { path: ['password'], message: 'passwordIsEmail' },
      { path: ['email'], message: 'emailInvalid' },
    ];
    expect(issuesToFormErrors(issues, translate)).toEqual({
      fieldErrors: { password: 't:passwordTooShort', email: 't:emailInvalid' },
      formError: null,
    });
  });

  it('attributes a nested path to its first segment', () => {
    expect(
      issuesToFormErrors([{ path: ['goals', 0], message: 'x' }], translate).fieldErrors,
    ).toEqual({ goals: 't:x' });
  });

  it('reports an issue without a path as the form message', () => {
    expect(issuesToFormErrors([{ path: [], message: 'x' }], translate).formError).toBe('t:x');
  });
});
