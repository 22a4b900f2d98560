import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentIdempotencyKey } from '../idempotency';
import { ERROR_SCHEMA_NAME, errorBodySchema, shareErrorResponses } from './error-responses';
import { spellOutRecordKeys } from './record-keys';
import { documentRoute } from './route-document';

export { ERROR_NAMES, ERROR_STATUS_CODES } from './error-responses';
export { operationIdOf } from './operation-id';
export { WILDCARD_PARAM } from './route-document';

/**
 * The OpenAPI document served at /api/openapi.json (and /api/docs): every route's zod schemas,
 * completed centrally (operationId, security, catalogue errors), so it lints clean with
 * Redocly's recommended rules (redocly.yaml) and generates a typed client (docs/api.md).
 */
export function openapiOptions(options: { version: string }): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Reachbase API',
        version: options.version,
        description:
          'Open API of Reachbase. Authenticate with the X-Access-Token header (a session token or an organization API key).',
        license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
      },
      // Relative: the API answers on every domain the instance serves (white-label ones too).
      servers: [{ url: '/', description: 'The Reachbase server that serves this document' }],
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
        schemas: { [ERROR_SCHEMA_NAME]: errorBodySchema as never },
      },
    },
    transform: (input) =>
      documentRoute(documentIdempotencyKey(jsonSchemaTransform(input), input.route), input.route),
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject;
      spellOutRecordKeys(document);
      shareErrorResponses(document as Parameters<typeof shareErrorResponses>[0]);
      return document;
    },
  };
}
