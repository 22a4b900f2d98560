/** The error catalogue (ARCHITECTURE "API conventions"): every error answer has one of these names. */
export type ErrorName =
  | 'ValidationError'
  | 'Unauthorized'
  | 'Forbidden'
  | 'AccessBlocked'
  | 'NotFound'
  | 'Conflict'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'EmailNotVerified'
  | 'LimitExceeded'
  | 'RateLimited'
  | 'ServiceUnavailable'
  | 'Timeout'
  | 'InternalError';

export type ErrorBody = {
  statusCode: number;
  name: ErrorName;
  message: string;
  field?: string;
  /** ValidationError only: each failing field with its message. */
  fields?: { field: string; message: string }[];
};

export class AppError extends Error {
  override readonly name: ErrorName;
  readonly statusCode: number;
  readonly field?: string;
  readonly fields?: { field: string; message: string }[];

  constructor(
    name: ErrorName,
    statusCode: number,
    message: string,
    options: { field?: string; fields?: ErrorBody['fields']; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = name;
    this.statusCode = statusCode;
    this.field = options.field;
    this.fields = options.fields;
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      name: this.name,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError('ValidationError', 400, message, {
    field,
    fields: field ? [{ field, message }] : undefined,
  });
export const unauthorized = (message = 'Sign in to continue') =>
  new AppError('Unauthorized', 401, message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError('Forbidden', 403, message);
export const accessBlocked = () =>
  new AppError('AccessBlocked', 403, 'Access to this organization is blocked');
/** Another organization's id is answered exactly like a missing one. */
export const notFound = (what: string, id?: string) =>
  new AppError('NotFound', 404, id ? `${what} ${id} was not found` : `${what} was not found`);
export const conflict = (message: string, field?: string) =>
  new AppError('Conflict', 409, message, { field });
export const payloadTooLarge = (message: string) => new AppError('PayloadTooLarge', 413, message);
export const unsupportedMediaType = (message: string) =>
  new AppError('UnsupportedMediaType', 415, message);
export const emailNotVerified = () =>
  new AppError('EmailNotVerified', 423, 'Verify your email address to continue', {
    field: 'EmailNotVerified',
  });
export const limitExceeded = (metric: string) =>
  new AppError('LimitExceeded', 423, `Your plan's ${metric} limit is reached`, { field: metric });
export const serviceUnavailable = (message = 'The service is busy, try again shortly') =>
  new AppError('ServiceUnavailable', 503, message);
