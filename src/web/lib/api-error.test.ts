import { describe, expect, it } from 'vitest';
import { ApiError, type ClassifyContext, classifyApiError, isRefusal } from './api-error';

const context: ClassifyContext = {
  treatNotFoundAsEmpty: false,
  agencyName: null,
  fallbackMessage: 'Something went wrong',
};

describe('classifyApiError', () => {
  it('opens the verify-email popup for an unverified email', () => {
    const body = {
      statusCode: 423,
      name: 'EmailNotVerified',
      message: 'Verify your email',
      field: 'EmailNotVerified',
    };
    expect(classifyApiError(423, body, context)).toEqual({ kind: 'open-verify-email' });
  });

  it('opens the verify-email popup for a 423 whose field is EmailNotVerified', () => {
    expect(classifyApiError(423, { field: 'EmailNotVerified' }, context)).toEqual({
      kind: 'open-verify-email',
    });
  });

  it('opens the upgrade popup with the limit that was reached', () => {
    const body = {
      statusCode: 423,
      name: 'LimitExceeded',
      message: "Your plan's searchCount limit is reached",
      field: 'searchCount',
    };
    expect(classifyApiError(423, body, context)).toEqual({
      kind: 'open-upgrade',
      field: 'searchCount',
      message: "Your plan's searchCount limit is reached",
    });
  });

  it('opens the upgrade popup without a field when the server names none', () => {
    expect(classifyApiError(423, {}, context)).toEqual({
      kind: 'open-upgrade',
      field: null,
      message: null,
    });
  });

  it('stores the blocked status for AccessBlocked instead of clearing the session', () => {
    const body = { statusCode: 403, name: 'AccessBlocked', message: 'Blocked' };
    expect(classifyApiError(403, body, context)).toEqual({ kind: 'store-access-blocked' });
  });

  it('clears the session on 401 and on any other 403', () => {
    expect(classifyApiError(401, { name: 'Unauthorized', message: 'Sign in' }, context)).toEqual({
      kind: 'clear-session',
    });
    expect(classifyApiError(403, { name: 'Forbidden', message: 'No' }, context)).toEqual({
      kind: 'clear-session',
    });
  });

  it('treats 404 as an empty result only when the caller opted in', () => {
    const body = { statusCode: 404, name: 'NotFound', message: 'No profiles matched' };
    expect(classifyApiError(404, body, { ...context, treatNotFoundAsEmpty: true })).toEqual({
      kind: 'empty-result',
    });
    expect(classifyApiError(404, body, context)).toEqual({
      kind: 'toast',
      message: 'No profiles matched',
    });
  });

  it('toasts the server message for other errors', () => {
    const body = { statusCode: 409, name: 'Conflict', message: 'That list name is taken' };
    expect(classifyApiError(409, body, context)).toEqual({
      kind: 'toast',
      message: 'That list name is taken',
    });
  });

  it('uses the nested error message when the message is an object', () => {
    const body = { statusCode: 502, message: { error: { message: 'Upstream quota used up' } } };
    expect(classifyApiError(502, body, context)).toEqual({
      kind: 'toast',
      message: 'Upstream quota used up',
    });
    expect(classifyApiError(502, { message: { error: 'Upstream down' } }, context)).toEqual({
      kind: 'toast',
      message: 'Upstream down',
    });
  });

  it('replaces the product name with the agency name on a white-labelled host', () => {
    const body = { message: { error: { message: 'Reachbase could not reach Instagram' } } };
    expect(classifyApiError(500, body, { ...context, agencyName: 'Acme Agency' })).toEqual({
      kind: 'toast',
      message: 'Acme Agency could not reach Instagram',
    });
  });

  it('keeps the product name when no agency name is set', () => {
    const body = { message: 'Reachbase is updating, try again shortly' };
    expect(classifyApiError(503, body, context)).toEqual({
      kind: 'toast',
      message: 'Reachbase is updating, try again shortly',
    });
  });

  it('falls back to "Something went wrong" without a usable message', () => {
    for (const body of [null, '<html>Bad gateway</html>', { message: '  ' }, { message: {} }]) {
      expect(classifyApiError(502, body, context)).toEqual({
        kind: 'toast',
        message: 'Something went wrong',
      });
    }
  });
});

describe('ApiError', () => {
  it('carries the catalogue name and field for components to branch on', () => {
    const error = new ApiError(
      423,
      { name: 'LimitExceeded', message: 'Limit', field: 'searchCount' },
      'Something went wrong',
    );
    expect(error.name).toBe('LimitExceeded');
    expect(error.field).toBe('searchCount');
    expect(error.status).toBe(423);
  });

  it('keeps the failing fields of a validation error and drops malformed entries', () => {
    const error = new ApiError(
      400,
      {
        name: 'ValidationError',
        message: 'email: Invalid email',
        field: 'email',
        fields: [{ field: 'email', message: 'Invalid email' }, { field: 3 }, 'password'],
      },
      'Something went wrong',
    );
    expect(error.fields).toEqual([{ field: 'email', message: 'Invalid email' }]);
  });

  it('has no failing fields when the server names none', () => {
    expect(new ApiError(409, { name: 'Conflict', message: 'Taken' }, 'x').fields).toEqual([]);
  });

  it('names a failure without a response a NetworkError', () => {
    expect(new ApiError(0, null, 'Something went wrong').name).toBe('NetworkError');
  });
});

describe('isRefusal', () => {
  it('tells a refusal from a failure that may pass', () => {
    expect(isRefusal(new ApiError(404, { name: 'NotFound' }, 'x'))).toBe(true);
    expect(isRefusal(new ApiError(400, { name: 'ValidationError' }, 'x'))).toBe(true);
    expect(isRefusal(new ApiError(503, { name: 'ServiceUnavailable' }, 'x'))).toBe(false);
    expect(isRefusal(new ApiError(0, null, 'x'))).toBe(false);
    expect(isRefusal(new Error('boom'))).toBe(false);
  });
});
