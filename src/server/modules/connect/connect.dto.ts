import type { connectLinks, ProfileConnectionRow } from './connect.tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A connection this close to lapsing shows "Expires soon" and gets the reconnect email. */
export const EXPIRING_WITHIN_MS = 7 * DAY_MS;

export function toLinkDto(link: typeof connectLinks.$inferSelect, url: string | null) {
  return {
    id: link.id,
    profileId: link.profileId,
    url,
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
  };
}

type ConnectionStatus = 'connected' | 'expiring' | 'lapsed';

export function toConnectionDto(row: ProfileConnectionRow) {
  const lapses = row.lapsesAt?.getTime() ?? null;
  const now = Date.now();
  const status: ConnectionStatus =
    lapses === null
      ? 'connected'
      : lapses < now
        ? 'lapsed'
        : lapses - now < EXPIRING_WITHIN_MS
          ? 'expiring'
          : 'connected';
  return {
    id: row.id,
    provider: row.provider,
    via: row.via,
    accountName: row.accountName,
    scopes: row.scopes,
    status,
    connectedAt: row.connectedAt.toISOString(),
    expiresAt: row.lapsesAt?.toISOString() ?? null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}
