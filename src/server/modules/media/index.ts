// Media owns images and files served to pages: the public image optimizer (fetch a user-supplied
// image URL through the outbound guard, resize, re-encode, cache on disk) and the short-lived
// signed URLs through which <img> and <video> load stored files. Source images are fetched only
// through integrations/outbound; the disk cache lives in config.mediaCacheDir.
export { sniffRasterFormat } from './image-format';
export { MAX_INPUT_PIXELS } from './image-transform';
export { mediaRoutes } from './media.routes';
export {
  createMediaService,
  IMAGE_CACHE_LIFETIME_MS,
  MAX_SOURCE_BYTES,
  type MediaService,
} from './media.service';
export {
  createUrlSigner,
  type SignatureCheck,
  signedFileQuery,
  type UrlSignature,
  type UrlSigner,
  withSignature,
} from './signed-urls';
