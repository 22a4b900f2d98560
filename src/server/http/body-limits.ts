/**
 * The most a request body may weigh, per route (Fastify's `bodyLimit`). Every route takes the
 * default; a call whose valid bodies can be larger names its own limit here and sets it on the
 * route. Bodies over the limit are answered 413 before they are parsed, so the JSON parser never
 * works on megabytes a call cannot use (a deeply nested megabyte costs it about half a second).
 * Multipart uploads are not bounded here: each upload route sets its own file size.
 */
export const BODY_LIMITS = {
  /** Forms, filters, lists of ids: the largest valid body of these calls is under 32 kB. */
  default: 64 * 1024,
  /** Up to 500 creators by id and address, or every custom field of a profile at once. */
  bulk: 256 * 1024,
  /** An outreach sequence: up to 10 steps, each with an HTML body of 20,000 characters. */
  sequence: 1024 * 1024,
  /** A signed vendor event (Stripe), read as raw bytes; its size is the vendor's to choose. */
  vendorEvent: 1024 * 1024,
} as const;

/** The limit in words for the 413 answer: "64 kB", "1 MB". */
export function bodyLimitText(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / 1024 / 1024} MB`
    : `${Math.ceil(bytes / 1024)} kB`;
}
