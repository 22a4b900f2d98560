import { AppError } from '../../http/errors';
import { type RasterFormat, sniffRasterFormat } from './image-format';
import { MEDIA_TEXT } from './media.text';

/**
 * Images larger than this are refused before decoding (413). 40 megapixels covers any camera or
 * phone photo (a 48 MP phone sensor bins to 12 MP) while bounding the memory one decode may take
 * (40 MP x 4 bytes = 160 MB) on a public, unauthenticated endpoint. A small file can declare huge
 * dimensions ("decompression bomb"), so this is checked on the header, not on the file size.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** `webp` when the browser accepts it; otherwise keep the source's format where browsers can. */
export type OutputChoice = 'webp' | 'original';
export type OutputFormat = 'webp' | 'jpeg' | 'png';

// What sharp's metadata calls each format we sniff (AVIF is a HEIF container to libvips).
const SHARP_FORMAT: Record<RasterFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

const notAnImage = () =>
  new AppError(
    'UnsupportedMediaType',
    415,
    MEDIA_TEXT.notAnImage({ formats: MEDIA_TEXT.rasterFormats }),
    { field: 'url' },
  );

const tooManyPixels = (width: number, height: number) =>
  new AppError(
    'PayloadTooLarge',
    413,
    MEDIA_TEXT.tooManyPixels({ width, height, megapixels: MAX_INPUT_PIXELS / 1_000_000 }),
    { field: 'url' },
  );

/**
 * Resizes a fetched image to `width` (never enlarging) at `quality`, honouring EXIF orientation and
 * dropping all metadata (EXIF with its GPS position, XMP, comments). Animated images keep their
 * first frame: an avatar or logo does not need to move, and frames multiply decode cost.
 * PNG output is lossless, so `quality` changes JPEG and WebP only.
 */
export async function optimizeImage(
  source: Buffer,
  options: { width: number; quality: number; output: OutputChoice },
): Promise<{ body: Buffer; format: OutputFormat }> {
  const sniffed = sniffRasterFormat(source);
  if (!sniffed) throw notAnImage();
  // Loaded on first use rather than by every command at start (docs/performance.md, Start-up).
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(source)
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  // The decoder must agree with the signature: a PNG signature on anything else is refused.
  if (metadata.format !== SHARP_FORMAT[sniffed] || !metadata.width || !metadata.height)
    throw notAnImage();
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > MAX_INPUT_PIXELS)
    throw tooManyPixels(metadata.width, frameHeight);

  const format = outputFormat(sniffed, options.output);
  // failOn 'error': tolerate the harmless warnings real-world JPEGs carry, refuse broken data.
  const pipeline = sharp(source, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    autoOrient: true,
  }).resize({ width: options.width, withoutEnlargement: true });
  const encoded =
    format === 'webp'
      ? pipeline.webp({ quality: options.quality })
      : format === 'png'
        ? pipeline.png()
        : // JPEG has no transparency: flatten on white rather than the default black.
          pipeline
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: options.quality, mozjpeg: true });
  const body = await encoded.toBuffer().catch((error: unknown) => {
    throw new AppError('UnsupportedMediaType', 415, MEDIA_TEXT.notDecoded, {
      field: 'url',
      cause: error,
    });
  });
  return { body, format };
}

function outputFormat(source: RasterFormat, choice: OutputChoice): OutputFormat {
  if (choice === 'webp') return 'webp';
  if (source === 'png') return 'png';
  // JPEG stays JPEG; GIF, WebP and AVIF sources go to a browser that did not ask for WebP, so
  // JPEG is the one format it surely displays.
  return 'jpeg';
}
