import { AppError, badRequest } from '../../http/errors';

// Every outbound failure is about the URL the caller gave, so each names the field `url`.
//
// Unreachable hosts, timeouts and error answers are 400 ValidationError, not 502: the catalogue
// has no Bad Gateway, and from the caller's side the URL they supplied is what cannot be used.
// Reachbase itself is healthy; a 5xx would also page operators for other people's servers.

const URL_FIELD = 'url';

export const invalidUrl = (reason: string) =>
  badRequest(`This URL cannot be fetched: ${reason}`, URL_FIELD);

export const refusedAddress = () =>
  badRequest('This address is not allowed: private or local network', URL_FIELD);

export const refusedPort = (port: number, allowedPorts: Iterable<number>) =>
  badRequest(`This port is not allowed: ${port}. Use ${[...allowedPorts].join(', ')}`, URL_FIELD);

export const unfetchable = (reason: string, cause?: unknown) =>
  new AppError('ValidationError', 400, `Could not fetch the URL: ${reason}`, {
    field: URL_FIELD,
    fields: [{ field: URL_FIELD, message: `Could not fetch the URL: ${reason}` }],
    cause,
  });

export const bodyTooLarge = (maxBytes: number) =>
  new AppError(
    'PayloadTooLarge',
    413,
    `The file at this URL is larger than ${formatBytes(maxBytes)}`,
    {
      field: URL_FIELD,
    },
  );

export const unsupportedContent = (message: string) =>
  new AppError('UnsupportedMediaType', 415, message, { field: URL_FIELD });

function formatBytes(bytes: number): string {
  const mb = bytes / 1_048_576;
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
