import { sniffRasterFormat } from '../media';
import { PROFILE_TEXT } from './profiles.text';

/** Largest attachment a profile takes (contracts, media kits, invoices). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** What an attachment may be, as the 415 answers say it (campaign files take these and videos). */
export const ATTACHMENT_TYPES = PROFILE_TEXT.attachmentTypes;

const OFFICE_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const TEXT_TYPES: Record<string, string> = { csv: 'text/csv', txt: 'text/plain' };

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type an attachment is stored and served with, decided from its bytes (the client's
 * content-type is only a claim), or null when it is none of the types we keep. Office files are
 * ZIP archives, so for those the extension names the kind; text must be UTF-8 without NUL bytes.
 */
export function attachmentContentType(head: Buffer, fileName: string): string | null {
  const raster = sniffRasterFormat(head);
  if (raster) return `image/${raster}`;
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  const extension = extensionOf(fileName);
  const isZip = head.length >= 4 && head.readUInt32BE(0) === 0x504b0304;
  if (isZip) return OFFICE_TYPES[extension] ?? null;
  if (TEXT_TYPES[extension] && isPlainText(head)) return TEXT_TYPES[extension];
  return null;
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
