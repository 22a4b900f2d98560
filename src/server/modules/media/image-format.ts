/** The raster formats the optimizer reads: what browsers display, minus SVG (it is a document). */
export type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export const CONTENT_TYPES: Record<RasterFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The format a file's first bytes announce, or null when they announce no raster format we read.
 * The content-type header is the sender's claim; these bytes are what a decoder will see. Checking
 * them first means SVG, HTML or anything else never reaches a decoder at all.
 */
export function sniffRasterFormat(bytes: Buffer): RasterFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.toString('latin1', 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  if (head.slice(4, 8) === 'ftyp' && hasAvifBrand(bytes)) return 'avif';
  return null;
}

/** ISO-BMFF `ftyp` box: a major brand, a version, then compatible brands; AVIF may be any of them. */
function hasAvifBrand(bytes: Buffer): boolean {
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    if (AVIF_BRANDS.has(bytes.toString('latin1', offset, offset + 4))) return true;
  }
  return false;
}
