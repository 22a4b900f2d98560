import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './errors';
import { HTTP_TEXT } from './http.text';
import type { Message } from './i18n/text';

// The one way an upload route reads its form (issue #18 findings 2 and 6). Multipart field values
// never pass the JSON input guard, so the checks PostgreSQL would otherwise make for us (NUL
// bytes, lone surrogates) happen here, as each field arrives: a form that fails them is refused
// before anything is stored. A malformed body (no boundary, cut short) is a 400, never a 500.

export type Upload = {
  /** Text fields of the form, in any order relative to the file. */
  fields: Record<string, string>;
  file: { fileName: string; data: Buffer } | null;
};

/** One part of a form in the order it was sent: a checked text field or a file to stream. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; stream: Readable & { truncated?: boolean } };

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL would refuse this text (NUL in text, a lone surrogate in JSON), or null. */
export function unstorableTextProblem(value: string): Message | null {
  if (value.includes(NUL)) return HTTP_TEXT.hasNul;
  if (LONE_SURROGATE.test(value)) return HTTP_TEXT.notUnicode;
  return null;
}

/** `label` names the field in the message when it is not the field's own name. */
function assertStorableText(field: string, value: string, label: Message | string = field): void {
  const problem = unstorableTextProblem(value);
  if (problem) throw badRequest(HTTP_TEXT.namedProblem({ field: label, problem }), field);
}

/**
 * The parts of a multipart request, checked as they arrive. Not multipart at all: 415. Parser
 * failures (no boundary, truncated body, a part cut short) become 400 ValidationError; the
 * plugin's own limits keep their 413.
 */
export async function* uploadParts(
  request: FastifyRequest,
  maxFileBytes: number,
  maxFiles = 1,
): AsyncIterable<UploadPart> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(HTTP_TEXT.sendMultipart);
  }
  let parts: ReturnType<FastifyRequest['parts']>;
  try {
    parts = request.parts({ limits: { fileSize: maxFileBytes, files: maxFiles } });
  } catch (error) {
    throw malformed(error);
  }
  for (;;) {
    let next: Awaited<ReturnType<typeof parts.next>>;
    try {
      next = await parts.next();
    } catch (error) {
      throw malformed(error);
    }
    if (next.done) return;
    const part = next.value;
    assertStorableText('field name', part.fieldname, HTTP_TEXT.fieldName);
    if (part.type === 'file') {
      const fileName = part.filename || 'upload';
      try {
        assertStorableText('file', fileName, HTTP_TEXT.file);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      yield { type: 'file', name: part.fieldname, fileName, stream: guarded(part.file) };
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      assertStorableText(part.fieldname, value);
      yield { type: 'field', name: part.fieldname, value };
    }
  }
}

/**
 * Reads a multipart form with at most one file, the file fully into memory up to `maxBytes`
 * (413 PayloadTooLarge beyond it). Fields may come before or after the file part; nothing is
 * stored until the caller has the whole form.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const form = await readForm(request, maxBytes, { maxFiles: 1 });
  return { fields: form.fields, file: Object.values(form.files)[0] ?? null };
}

export type Form = {
  fields: Record<string, string>;
  /** Files by their field name, each read fully into memory. */
  files: Record<string, { fileName: string; data: Buffer }>;
};

/**
 * Reads a whole multipart form into memory: text fields and up to `maxFiles` files, each at most
 * `maxBytes` (413 beyond it). A field name sent twice is a 400: which value wins would be a guess.
 */
export async function readForm(
  request: FastifyRequest,
  maxBytes: number,
  options: { maxFiles: number },
): Promise<Form> {
  const form: Form = { fields: {}, files: {} };
  for await (const part of uploadParts(request, maxBytes, options.maxFiles)) {
    if (Object.hasOwn(form.fields, part.name) || Object.hasOwn(form.files, part.name)) {
      if (part.type === 'file') part.stream.resume();
      throw badRequest(HTTP_TEXT.sentTwice({ field: part.name }), part.name);
    }
    if (part.type === 'field') {
      form.fields[part.name] = part.value;
      continue;
    }
    if (Object.keys(form.files).length >= options.maxFiles) {
      part.stream.resume();
      throw badRequest(
        options.maxFiles === 1
          ? HTTP_TEXT.oneFile
          : HTTP_TEXT.atMostFiles({ count: options.maxFiles }),
        part.name,
      );
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.stream) chunks.push(chunk as Buffer);
    if (part.stream.truncated) {
      throw payloadTooLarge(HTTP_TEXT.fileTooLarge({ size: Math.round(maxBytes / 1024 / 1024) }));
    }
    form.files[part.name] = { fileName: part.fileName, data: Buffer.concat(chunks) };
  }
  return form;
}

/** A file part's stream whose parser failures (the body ended mid-file) are a 400, not a 500. */
function guarded(source: Readable & { truncated?: boolean }): Readable & { truncated?: boolean } {
  async function* chunks() {
    try {
      for await (const chunk of source) yield chunk as Buffer;
    } catch (error) {
      throw malformed(error);
    }
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  // The plugin sets `truncated` when the file hit its size limit; readers check it after the end.
  Object.defineProperty(stream, 'truncated', { get: () => source.truncated === true });
  return stream as Readable & { truncated?: boolean };
}

function malformed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) {
    return payloadTooLarge(HTTP_TEXT.formTooLarge);
  }
  // The parser's own words (busboy's), passed on as they are.
  const detail = (error as Error)?.message ?? '';
  return badRequest(
    detail ? HTTP_TEXT.formUnreadableBecause({ detail }) : HTTP_TEXT.formUnreadable,
    'body',
  );
}

/**
 * The OpenAPI body of an upload route: its text fields (from the zod schema that validates them)
 * plus the file as binary. Validation of the streamed form stays with the route, so the schema
 * accepts anything at validation time (a JSON body still reaches the 415 of `uploadParts`).
 */
export function multipartBody(
  fields: z.ZodObject,
  file: { name: string; description: string; required?: boolean },
) {
  const { $schema: _dialect, ...json } = z.toJSONSchema(fields, { io: 'input' }) as {
    $schema?: string;
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return z.unknown().meta({
    ...json,
    type: 'object',
    properties: {
      ...json.properties,
      [file.name]: { type: 'string', format: 'binary', description: file.description },
    },
    required: [...(json.required ?? []), ...(file.required === false ? [] : [file.name])],
  });
}
