import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a stored file as a download: private (never cached by proxies), never sniffed into
 * something executable, under its original name (RFC 6266 `filename*`, any characters).
 */
export function sendDownload(
  reply: FastifyReply,
  file: { body: Readable; contentType: string; size: number; fileName: string },
) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.body);
}
