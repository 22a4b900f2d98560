import type { FastifyInstance } from 'fastify';
import { stripEmpty } from '../../common/strip-empty';

/** SPEC 5: empty, null or undefined fields are stripped from queries and payloads before validation. */
export function registerStripEmpty(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // stripEmpty passes anything that is not a plain object or array (streams, buffers) through.
    request.query = stripEmpty(request.query);
    request.body = stripEmpty(request.body);
  });
}
