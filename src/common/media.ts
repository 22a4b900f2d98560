// Image optimiser widths from SPEC 2: device widths for full-width images, sizes for icons and
// thumbnails. The server resizes only to these, so arbitrary widths cannot fill its cache.
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;

export type ImageWidth = (typeof DEVICE_WIDTHS)[number] | (typeof IMAGE_SIZES)[number];

export const ALLOWED_IMAGE_WIDTHS: readonly ImageWidth[] = [...IMAGE_SIZES, ...DEVICE_WIDTHS].sort(
  (a, b) => a - b,
);

export const DEFAULT_IMAGE_QUALITY = 75;
export const IMAGE_ENDPOINT = '/api/v1/media/image';

export function isAllowedImageWidth(width: number): width is ImageWidth {
  return (ALLOWED_IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Optimiser URL for an image; throws a RangeError on a width outside the list or a bad quality. */
export function buildImageUrl(
  src: string,
  width: number,
  quality: number = DEFAULT_IMAGE_QUALITY,
): string {
  if (!isAllowedImageWidth(width)) {
    throw new RangeError(`Image width ${width} is not one of ${ALLOWED_IMAGE_WIDTHS.join(', ')}`);
  }
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new RangeError(`Image quality must be an integer from 1 to 100, got ${quality}`);
  }
  return `${IMAGE_ENDPOINT}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/**
 * Favicon or logo URL: storage base plus file name, with the change time as `t` so browsers fetch
 * the new file after an upload instead of a cached old one (SPEC 2). Joins with exactly one slash
 * and encodes each path segment of the file name. Without a valid change time the `t` parameter
 * is left out rather than failing the shell over a display detail.
 */
export function assetUrl(
  storageBaseUrl: string,
  fileName: string,
  changedAt?: Date | number | string | null,
): string {
  const file = fileName.replace(/^\/+/, '');
  if (!file) throw new RangeError('Asset file name must not be empty');
  const base = storageBaseUrl.replace(/\/+$/, '');
  const path = file.split('/').map(encodeURIComponent).join('/');
  const url = `${base}/${path}`;
  if (changedAt === null || changedAt === undefined) return url;
  const timestamp = new Date(changedAt).getTime();
  return Number.isNaN(timestamp) ? url : `${url}?t=${timestamp}`;
}
