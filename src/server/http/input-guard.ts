import type { FastifyInstance } from 'fastify';
import { badRequest, unsupportedMediaType } from './errors';
import { HTTP_TEXT } from './http.text';
import type { Message } from './i18n/text';

/** Deepest nesting of objects and arrays a request may send; no form of the product nests deeper. */
export const MAX_INPUT_DEPTH = 32;
const TOO_DEEP = HTTP_TEXT.nestedTooDeeply({ levels: MAX_INPUT_DEPTH });

// A high surrogate not followed by a low one, or a low one not preceded by a high one: JSON can
// carry them (\ud800) but PostgreSQL refuses them in text and jsonb.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnsafeInput = { field: string; message: Message };

function textProblem(text: string): Message | null {
  if (text.includes('\u0000')) return HTTP_TEXT.hasNul;
  if (LONE_SURROGATE.test(text)) return HTTP_TEXT.notUnicode;
  return null;
}

/**
 * The first part of a parsed request (body, query or params) that no route can store: nesting
 * deeper than MAX_INPUT_DEPTH, or a string or key with a NUL byte or a lone surrogate. Walks with
 * an explicit stack, so an 8,000-deep body costs 33 steps, never a deep recursion.
 */
export function findUnsafeInput(value: unknown, root: string): UnsafeInput | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const fieldOf = (path: string[]) => (path.length > 0 ? path.join('.') : root);
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { field: fieldOf(path), message: problem };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      return {
        field: fieldOf(path.slice(0, 1)),
        message: TOO_DEEP,
      };
    }
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : isPlainObject(current)
        ? Object.entries(current)
        : [];
    for (const [key, item] of entries) {
      const keyProblem = textProblem(key);
      if (keyProblem) {
        return { field: fieldOf(path), message: HTTP_TEXT.keyProblem({ problem: keyProblem }) };
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/**
 * The top-level field of JSON text that nests deeper than MAX_INPUT_DEPTH (a key of the root
 * object, an index of the root array), or null: found without parsing, in one pass that stops at
 * the first level too deep. JSON.parse spends about half a second on a megabyte of `[[[[…`,
 * which a route allowing large bodies would otherwise parse only to refuse it. Malformed text
 * is left to the parser.
 */
export function tooDeepField(text: string): string | null {
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let rootIsArray = false;
  let index = 0;
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) {
        inString = false;
        // A string at the root object's level is a key, or a value after one: the last key
        // seen before a nested value is that value's.
        if (depth === 1 && !rootIsArray) key = text.slice(stringStart, i + 1);
      }
    } else if (code === QUOTE) {
      inString = true;
      stringStart = i;
    } else if (OPEN.has(code)) {
      if (depth === 0) rootIsArray = code === 0x5b;
      if (++depth > MAX_INPUT_DEPTH) return rootIsArray ? String(index) : keyText(key);
    } else if (CLOSE.has(code)) depth--;
    else if (code === COMMA && depth === 1 && rootIsArray) index++;
  }
  return null;
}

function keyText(quoted: string): string {
  try {
    return String(JSON.parse(quoted));
  } catch {
    return 'body';
  }
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return isPlainObject(body as object) && Object.keys(body as object).length === 0;
}

// Streams (multipart), buffers and other class instances are not walked. Parsed query strings
// are dictionaries whose prototype has a null prototype (fast-querystring): those are walked.
function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return (
    prototype === Object.prototype ||
    prototype === null ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * Refuses what PostgreSQL would refuse (NUL, lone surrogates) and what would exhaust the stack
 * (deep nesting) with a 400 naming the field, before any other hook or the route sees it; JSON
 * text nested too deeply is refused before it is parsed. Runs
 * before strip-empty, which recurses, so that recursion is bounded by MAX_INPUT_DEPTH.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's JSON parser (prototype poisoning refused), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': the body is text.
    const text = String(body);
    const field = tooDeepField(text);
    if (field !== null) {
      done(badRequest(HTTP_TEXT.fieldProblem({ field, problem: TOO_DEEP }), field));
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    // A call that takes no body must not act on one it was not meant to get (a client bug, or a
    // probe): refusing it keeps "bad input changes nothing" true for those routes as well.
    const schema = request.routeOptions.schema;
    if (request.isMultipart() && !schema?.consumes?.includes('multipart/form-data')) {
      throw unsupportedMediaType(HTTP_TEXT.jsonNotMultipart);
    }
    if (!schema?.body && !isEmptyBody(request.body)) {
      throw badRequest(HTTP_TEXT.noBody, 'body');
    }
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [root, value] of parts) {
      const unsafe = findUnsafeInput(value, root);
      if (unsafe) {
        throw badRequest(
          HTTP_TEXT.fieldProblem({ field: unsafe.field, problem: unsafe.message }),
          unsafe.field,
        );
      }
    }
  });
}
