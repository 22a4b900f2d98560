import { z } from 'zod';
import { ALLOWED_IMAGE_WIDTHS, DEFAULT_IMAGE_QUALITY, isAllowedImageWidth } from '../media';

// The API contract of the media routes: the image optimizer (/media/image), which the web's
// image URLs (src/common/media.ts) call, and public files (/files/public/*).

const WIDTHS_TEXT = ALLOWED_IMAGE_WIDTHS.join(', ');

export const imageQuerySchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'validation.imageUrl' })
    .max(2048)
    .describe('Absolute http(s) URL of a JPEG, PNG, GIF, WebP or AVIF image'),
  w: z.coerce
    .number({ error: 'validation.imageWidth' })
    .refine(isAllowedImageWidth, 'validation.imageWidth')
    .describe(`Width in pixels, one of ${WIDTHS_TEXT}; smaller images are not enlarged`),
  q: z.coerce
    .number({ error: 'validation.imageQuality' })
    .int('validation.imageQuality')
    .min(1, 'validation.imageQuality')
    .max(100, 'validation.imageQuality')
    .default(DEFAULT_IMAGE_QUALITY)
    .describe('JPEG/WebP quality, 1 to 100'),
});

// The storage key rule (letters, digits, / _ . -; no dot-segments), checked here so a bad path is
// a 400 rather than a storage error.
export const publicFileParams = z.strictObject({
  '*': z
    .string()
    .max(512)
    .regex(/^(?!.*(^|\/)\.)[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/, 'validation.filePath'),
});
