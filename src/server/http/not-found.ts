import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { THING } from './things.text';

/** A request the web app may answer with its page: a GET outside the API. */
export function isPageRequest(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.url.startsWith('/api/');
}

export const routeNotFound = (request: FastifyRequest) =>
  notFound(THING.route, `${request.method} ${request.url.split('?')[0]}`);

/**
 * A path no route serves is answered 404 as soon as it arrives, before its body is read: a body
 * sent to an unknown path (JSON, malformed, huge, of any type) is never parsed or checked, so the
 * answer is NotFound rather than a body error. Pages (GET, which carries no body) go on to the
 * not-found handler, which serves the web app.
 */
export function registerNotFoundFirst(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || isPageRequest(request)) return;
    // As Fastify does when it refuses a body: the connection closes instead of reading the rest
    // of a body nobody wants (a flood of them would otherwise be drained at full speed).
    if (hasBody(request)) reply.header('connection', 'close');
    throw routeNotFound(request);
  });
}

function hasBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return encoding !== undefined || Number(length ?? 0) > 0;
}
