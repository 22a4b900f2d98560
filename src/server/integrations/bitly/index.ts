// Bitly, optional (BITLY_TOKEN): campaign links are also shortened there, pointing at our /l/{code}.
export { type BitlyShortener, createBitlyShortener } from './bitly';
