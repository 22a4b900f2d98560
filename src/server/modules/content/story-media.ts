import { MAX_STORY_IMAGE_BYTES, MAX_STORY_VIDEO_BYTES } from '../../../common/api/content';
import { CONTENT_TEXT } from './content.text';

/** What a story upload may be: the formats phones record and browsers play. */
export type StoryMediaKind = 'image' | 'video';
export type StoryMediaFormat = {
  kind: StoryMediaKind;
  contentType: string;
  extension: string;
};

export const STORY_THUMBNAIL_WIDTH = 480;
/** Enough bytes to read every signature below (the WebM doc type sits in the first few dozen). */
export const SNIFF_BYTES = 64;

/** What a story may be, in answers (415); in English for the API's description. */
export const STORY_FORMATS = CONTENT_TEXT.storyFormats;
export const STORY_FORMAT_NAMES = STORY_FORMATS.in('en');
/** The kind as answers name it ("A story image may be ..."). */
export const STORY_KIND_NAMES = { image: CONTENT_TEXT.image, video: CONTENT_TEXT.video } as const;

export function maxBytesFor(kind: StoryMediaKind): number {
  return kind === 'image' ? MAX_STORY_IMAGE_BYTES : MAX_STORY_VIDEO_BYTES;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_SIGNATURE = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** ISO-BMFF major brands of MP4 video; HEIC/AVIF images and M4A audio share the box format. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
]);
/** Old QuickTime files start with a top-level atom instead of an `ftyp` box. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide']);

const FORMATS = {
  jpeg: { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'image', contentType: 'image/png', extension: 'png' },
  webp: { kind: 'image', contentType: 'image/webp', extension: 'webp' },
  mp4: { kind: 'video', contentType: 'video/mp4', extension: 'mp4' },
  quicktime: { kind: 'video', contentType: 'video/quicktime', extension: 'mov' },
  webm: { kind: 'video', contentType: 'video/webm', extension: 'webm' },
} as const satisfies Record<string, StoryMediaFormat>;

/**
 * The format the file's first bytes announce, or null for anything a story may not be. The
 * client's content type is only its claim (a text file named .png says image/png); the bytes are
 * what a browser will later be handed, so they decide.
 */
export function sniffStoryMedia(head: Buffer): StoryMediaFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return FORMATS.jpeg;
  }
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return FORMATS.png;
  const ascii = head.toString('latin1', 0, Math.min(head.length, SNIFF_BYTES));
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return FORMATS.webp;
  const box = ascii.slice(4, 8);
  if (box === 'ftyp') {
    const brand = ascii.slice(8, 12);
    if (brand === 'qt  ') return FORMATS.quicktime;
    if (MP4_BRANDS.has(brand)) return FORMATS.mp4;
    return null;
  }
  if (QUICKTIME_ATOMS.has(box)) return FORMATS.quicktime;
  // Matroska and WebM share the EBML header; only the doc type "webm" is a WebM video.
  if (head.subarray(0, 4).equals(EBML_SIGNATURE) && ascii.includes('webm')) return FORMATS.webm;
  return null;
}
