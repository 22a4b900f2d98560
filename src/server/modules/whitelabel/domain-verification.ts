import { randomBytes } from 'node:crypto';
import type { DomainRecords } from '../../integrations/dns';
import type { DomainStatus } from './whitelabel.tables';

/** The TXT name whose value proves an agency owns a domain it cannot CNAME (an apex domain). */
export const VERIFY_RECORD_PREFIX = '_reachbase-verify';

/** How long a domain may stay unresolved before it counts as failed rather than pending. */
export const PENDING_GRACE_MS = 72 * 60 * 60 * 1000;

export type DnsRecordToCreate = { type: 'CNAME' | 'TXT'; name: string; value: string };

export type DomainCheck = { status: DomainStatus; reason: string | null };

export function newVerifyToken(): string {
  return `rb-${randomBytes(16).toString('hex')}`;
}

/** Either record verifies the domain: a CNAME for a subdomain, the TXT for any domain. */
export function recordsToCreate(
  domain: string,
  token: string,
  installHost: string,
): DnsRecordToCreate[] {
  return [
    { type: 'CNAME', name: domain, value: installHost },
    { type: 'TXT', name: `${VERIFY_RECORD_PREFIX}.${domain}`, value: token },
  ];
}

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

/**
 * Looks the domain's records up now. `pending` means nothing answered yet (DNS changes take
 * time to spread); `failed` means records exist and are wrong, or nothing appeared within
 * PENDING_GRACE_MS of the domain being set.
 */
export async function checkDomain(
  records: DomainRecords,
  target: { domain: string; token: string; installHost: string; setAt: Date; now?: Date },
): Promise<DomainCheck> {
  const { domain, token, installHost } = target;
  const [cname, txt] = await Promise.all([
    records.cname(domain),
    records.txt(`${VERIFY_RECORD_PREFIX}.${domain}`),
  ]);
  if (cname.kind === 'found' && cname.values.some((value) => sameName(value, installHost))) {
    return { status: 'verified', reason: null };
  }
  if (txt.kind === 'found' && txt.values.some((value) => value.trim() === token)) {
    return { status: 'verified', reason: null };
  }
  if (cname.kind === 'found') {
    return {
      status: 'failed',
      reason: `The CNAME of ${domain} points to ${cname.values.join(', ')}, expected ${installHost}`,
    };
  }
  if (txt.kind === 'found') {
    return {
      status: 'failed',
      reason: `The TXT record ${VERIFY_RECORD_PREFIX}.${domain} does not hold this domain's token`,
    };
  }
  if (cname.kind === 'unavailable' && txt.kind === 'unavailable') {
    return {
      status: 'pending',
      reason: `DNS could not be reached (${cname.reason}); checking again soon`,
    };
  }
  const age = (target.now ?? new Date()).getTime() - target.setAt.getTime();
  const reason = `No CNAME to ${installHost} or TXT ${VERIFY_RECORD_PREFIX} record found yet`;
  return age > PENDING_GRACE_MS ? { status: 'failed', reason } : { status: 'pending', reason };
}
