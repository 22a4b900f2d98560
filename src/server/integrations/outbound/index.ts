// Outbound owns every fetch of a URL a user supplied: the SSRF guard (public addresses only,
// checked on the connected socket), redirects, time and size limits. Features never call
// fetch/undici on user input directly; they take a `FetchUrl` from here.
export { type AddressPolicy, createAddressPolicy, PUBLIC_WEB_PORTS } from './address-policy';
export { type HostLookup, type ResolvedAddress, systemLookup } from './guarded-connector';
export { OUTBOUND_TEXT } from './outbound.text';
export {
  createSafeFetch,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  type FetchedResource,
  type FetchUrl,
  type FetchUrlOptions,
  type SafeFetch,
  type SafeFetchOptions,
} from './safe-fetch';
