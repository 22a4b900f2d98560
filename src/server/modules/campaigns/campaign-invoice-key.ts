import { randomUUID } from 'node:crypto';
import { sniffRasterFormat } from '../media';
import { CAMPAIGN_TEXT } from './campaigns.text';

// A payment keeps its invoice in one column, `invoice_key`, and nothing else (no schema change):
// the storage key itself therefore carries the file's name and, by its extension, its type.

/** What an invoice may be, in answers (415); in English for the API's description. */
export const INVOICE_TYPES = CAMPAIGN_TEXT.invoiceTypes;
export const INVOICE_TYPE_NAMES = INVOICE_TYPES.in('en');

const TYPE_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** The extension an invoice is kept under, judged by its bytes; null for any other file. */
export function invoiceExtension(head: Buffer): string | null {
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  const raster = sniffRasterFormat(head);
  if (raster === 'png' || raster === 'webp') return raster;
  if (raster === 'jpeg') return 'jpg';
  return null;
}

/** A file name reduced to the characters a storage key allows, without its extension. */
function keySafeBase(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return (
    base
      .normalize('NFKD')
      .replace(/\p{M}/gu, '') // ä → a: the accent is a combining mark after NFKD
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'invoice'
  );
}

/** `orgs/{org}/campaigns/{campaign}/invoices/{random}/{name}.{ext}`: a fresh key per upload. */
export function newInvoiceKey(
  where: { orgId: string; campaignId: string },
  fileName: string,
  extension: string,
): string {
  return `orgs/${where.orgId}/campaigns/${where.campaignId}/invoices/${randomUUID()}/${keySafeBase(fileName)}.${extension}`;
}

/** The name and type an invoice is downloaded with, read back from its key. */
export function invoiceOfKey(key: string): { fileName: string; contentType: string } {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return { fileName, contentType: TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream' };
}
