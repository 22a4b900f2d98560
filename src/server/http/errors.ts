import type { Locale } from '../../common/locales';
import { ERROR_TEXT } from './errors.text';
import type { Message } from './i18n/text';

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

/** What an error says: a text defined by key (`defineText`), said in the reader's language. */
export type ErrorText = Message;
type FieldText = { field: string; message: Message };

const sayIn = (text: Message, locale: Locale) => text.in(locale);

export class AppError extends Error {
  override readonly name: ErrorName;
  readonly statusCode: number;
  readonly field?: string;
  readonly text: ErrorText;
  private readonly fieldTexts?: FieldText[];

  constructor(
    name: ErrorName,
    statusCode: number,
    message: ErrorText,
    options: { field?: string; fields?: FieldText[]; cause?: unknown } = {},
  ) {
    super(String(message), { cause: options.cause });
    this.name = name;
    this.statusCode = statusCode;
    this.text = message;
    this.field = options.field;
    this.fieldTexts = options.fields;
  }

  /** Each failing field with its message, in English. */
  get fields(): ErrorBody['fields'] {
    return this.fieldTexts?.map((f) => ({ field: f.field, message: String(f.message) }));
  }

  /** The catalogue's shape, said in `locale`. */
  toBody(locale: Locale = 'en'): ErrorBody {
    return {
      statusCode: this.statusCode,
      name: this.name,
      message: sayIn(this.text, locale),
      ...(this.field ? { field: this.field } : {}),
      ...(this.fieldTexts
        ? {
            fields: this.fieldTexts.map((f) => ({
              field: f.field,
              message: sayIn(f.message, locale),
            })),
          }
        : {}),
    };
  }
}

export const badRequest = (message: ErrorText, field?: string) =>
  new AppError('ValidationError', 400, message, {
    field,
    fields: field ? [{ field, message }] : undefined,
  });
export const unauthorized = (message: ErrorText = ERROR_TEXT.signIn) =>
  new AppError('Unauthorized', 401, message);
export const forbidden = (message: ErrorText = ERROR_TEXT.noAccess) =>
  new AppError('Forbidden', 403, message);
export const accessBlocked = () => new AppError('AccessBlocked', 403, ERROR_TEXT.accessBlocked);
/** Another organization's id is answered exactly like a missing one. */
export const notFound = (what: ErrorText, id?: string) =>
  new AppError(
    'NotFound',
    404,
    id ? ERROR_TEXT.notFoundWithId({ what, id }) : ERROR_TEXT.notFound({ what }),
  );
export const conflict = (message: ErrorText, field?: string) =>
  new AppError('Conflict', 409, message, { field });
export const payloadTooLarge = (message: ErrorText) =>
  new AppError('PayloadTooLarge', 413, message);
export const unsupportedMediaType = (message: ErrorText) =>
  new AppError('UnsupportedMediaType', 415, message);
export const emailNotVerified = () =>
  new AppError('EmailNotVerified', 423, ERROR_TEXT.verifyEmail, { field: 'EmailNotVerified' });
export const limitExceeded = (metric: string) =>
  new AppError('LimitExceeded', 423, ERROR_TEXT.limitReached({ metric }), { field: metric });
export const serviceUnavailable = (message: ErrorText = ERROR_TEXT.busy) =>
  new AppError('ServiceUnavailable', 503, message);
