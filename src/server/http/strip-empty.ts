import type { FastifyInstance } from 'fastify';
import { stripEmpty } from '../../common/strip-empty';

/** SPEC 5: empty, null or undefined fields are stripped from queries and payloads before validation. */
export function registerStripEmpty(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (isPlainObject(request.query)) request.query = stripEmpty(request.query);
    if (isPlainObject(request.body)) request.body = stripEmpty(request.body);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
