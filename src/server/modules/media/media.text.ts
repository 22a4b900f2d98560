import { defineText } from '../../http/i18n/text';

export const MEDIA_TEXT = defineText('media', {
  rasterFormats: { en: 'JPEG, PNG, GIF, WebP or AVIF', de: 'JPEG, PNG, GIF, WebP oder AVIF' },
  notAnImage: {
    en: 'The URL does not point to a {formats} image (SVG and other documents are refused)',
    de: 'Die URL verweist auf kein {formats}-Bild (SVG und andere Dokumente werden abgelehnt)',
  },
  tooManyPixels: {
    en: 'The image is {width} x {height} pixels; the limit is {megapixels} megapixels',
    de: 'Das Bild hat {width} x {height} Pixel; erlaubt sind {megapixels} Megapixel',
  },
  notDecoded: {
    en: 'The image could not be decoded',
    de: 'Das Bild konnte nicht dekodiert werden',
  },
  signatureInvalid: {
    en: 'must be the signature of the URL the API gave',
    de: 'muss die Signatur der URL sein, die die API geliefert hat',
  },
});
