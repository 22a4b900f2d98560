import { AppError, badRequest } from '../../http/errors';
import type { Message } from '../../http/i18n/text';
import { OUTBOUND_TEXT } from './outbound.text';

// Every outbound failure is about the URL the caller gave, so each names the field `url`.
//
// Unreachable hosts, timeouts and error answers are 400 ValidationError, not 502: the catalogue
// has no Bad Gateway, and from the caller's side the URL they supplied is what cannot be used.
// Reachbase itself is healthy; a 5xx would also page operators for other people's servers.

const URL_FIELD = 'url';

export const invalidUrl = (reason: Message) =>
  badRequest(OUTBOUND_TEXT.cannotFetch({ reason }), URL_FIELD);

export const refusedAddress = () => badRequest(OUTBOUND_TEXT.addressRefused, URL_FIELD);

export const refusedPort = (port: number, allowedPorts: Iterable<number>) =>
  badRequest(OUTBOUND_TEXT.portRefused({ port, ports: [...allowedPorts].join(', ') }), URL_FIELD);

export const unfetchable = (reason: Message, cause?: unknown) => {
  const message = OUTBOUND_TEXT.couldNotFetch({ reason });
  return new AppError('ValidationError', 400, message, {
    field: URL_FIELD,
    fields: [{ field: URL_FIELD, message }],
    cause,
  });
};

export const bodyTooLarge = (maxBytes: number) =>
  new AppError(
    'PayloadTooLarge',
    413,
    OUTBOUND_TEXT.fileTooLarge({ size: formatBytes(maxBytes) }),
    {
      field: URL_FIELD,
    },
  );

export const unsupportedContent = (message: Message) =>
  new AppError('UnsupportedMediaType', 415, message, { field: URL_FIELD });

function formatBytes(bytes: number): string {
  const mb = bytes / 1_048_576;
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
