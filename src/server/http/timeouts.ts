import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIMEOUT_MS } from '../../common/constants';
import { AppError } from './errors';
import { HTTP_TEXT } from './http.text';
import { requestLocale } from './i18n/request-locale';

/**
 * Per-route request timeouts (SPEC 9) as `config.timeoutMs`. The answer is 504 with the catalogue
 * shape; the handler's late result is dropped. Long work belongs in a job, not in a request.
 */
export function registerRouteTimeouts(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const configured = request.routeOptions.config.timeoutMs;
    const timeoutMs = configured === undefined ? DEFAULT_TIMEOUT_MS : configured;
    if (!timeoutMs) return;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'request timed out');
      const error = new AppError(
        'Timeout',
        504,
        HTTP_TEXT.tookTooLong({ seconds: timeoutMs / 1000 }),
      );
      reply.status(504).send(error.toBody(requestLocale(request)));
    }, timeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
}
