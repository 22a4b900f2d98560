// How long a sender holds its mailbox past each renewal; a crashed one frees it by then. Kept
// apart so the configuration can refuse a pause between messages that would outlast it.
export const MAILBOX_LEASE_MS = 60_000;
