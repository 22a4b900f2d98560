import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './errors';

export type Upload = {
  /** Text fields of the form, in any order relative to the file. */
  fields: Record<string, string>;
  file: { fileName: string; data: Buffer } | null;
};

/**
 * Reads a multipart form with at most one file, the file fully into memory up to `maxBytes`
 * (413 PayloadTooLarge beyond it). Fields may come before or after the file part.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
    if (part.type === 'file') {
      if (file) throw badRequest('Send one file per request', part.fieldname);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw payloadTooLarge(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
        }
        throw error;
      }
      file = { fileName: part.filename || 'upload', data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
