import { badRequest } from '../../http/errors';
import type { Message } from '../../http/i18n/text';
import { MAX_INPUT_PIXELS } from '../media';
import { WHITELABEL_TEXT } from './whitelabel.text';

export type BrandImageKind = 'logo' | 'favicon';

/** An upload beyond this is refused before decoding: logos and icons are small. */
export const MAX_BRAND_IMAGE_BYTES = 5 * 1024 * 1024;

// Raster formats only. SVG is refused rather than sanitised: it can carry script and external
// references, and the logo appears on public pages, in mails and in PDFs.
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

// The largest size the shell and the PDF draw each image at (the image optimiser scales down
// from here to SPEC 2's sizes 16-384): a logo fits a 512x128 box, a favicon is a 256 px square.
const TARGETS = {
  logo: { width: 512, height: 128, fit: 'inside' as const },
  favicon: { width: 256, height: 256, fit: 'contain' as const },
};

/** SPEC 7's multipart field name of each image, used in error answers. */
export const BRAND_IMAGE_FIELDS: Record<BrandImageKind, string> = {
  logo: 'file',
  favicon: 'favIcon',
};

/** Each image's name in error answers ("The logo file is empty"). */
export const BRAND_IMAGE_NAMES: Record<BrandImageKind, Message> = {
  logo: WHITELABEL_TEXT.logo,
  favicon: WHITELABEL_TEXT.favicon,
};

/**
 * Checks an uploaded logo or favicon by its content (the file name and declared type are the
 * sender's claim) and re-encodes it as PNG at the size it is shown, which also drops any
 * metadata the original carried.
 */
export async function prepareBrandImage(kind: BrandImageKind, data: Buffer): Promise<Buffer> {
  const field = BRAND_IMAGE_FIELDS[kind];
  const name = BRAND_IMAGE_NAMES[kind];
  if (data.length === 0) throw badRequest(WHITELABEL_TEXT.imageEmpty({ kind: name }), field);
  if (looksLikeSvg(data)) throw badRequest(WHITELABEL_TEXT.svgRefused({ kind: name }), field);
  // Loaded on first use rather than by every command at start (docs/performance.md, Start-up).
  const { default: sharp } = await import('sharp');
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const format = await image
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => null);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw badRequest(WHITELABEL_TEXT.notRasterImage({ kind: name }), field);
  }
  const target = TARGETS[kind];
  try {
    return await image
      .rotate()
      .resize({
        width: target.width,
        height: target.height,
        fit: target.fit,
        withoutEnlargement: kind === 'logo',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
  } catch {
    throw badRequest(WHITELABEL_TEXT.imageUnreadable({ kind: name }), field);
  }
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}
