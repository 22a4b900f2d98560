import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { DomainCheckReason, DomainStatus } from '../../../common/api/whitelabel';
import type { DomainRecords } from '../../integrations/dns';

/** The TXT name whose value proves an agency owns a domain it cannot CNAME (an apex domain). */
export const VERIFY_RECORD_PREFIX = '_reachbase-verify';

/** How long a domain may stay unresolved before it counts as failed rather than pending. */
export const PENDING_GRACE_MS = 72 * 60 * 60 * 1000;

export type DnsRecordToCreate = { type: 'CNAME' | 'TXT'; name: string; value: string };

/** A check's outcome; `found` is what DNS held instead (a CNAME target, a TXT value, an error). */
export type DomainCheck = {
  status: DomainStatus;
  reason: DomainCheckReason | null;
  found: string | null;
};

// Names no public resolver answers: special-use (RFC 6761, 6762, 8375), ICANN's private-use
// .internal, and suffixes home routers hand out.
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'test',
  'example',
  'invalid',
  'home.arpa',
  'lan',
  'home',
  'corp',
  'localdomain',
];

/**
 * Whether the public DNS can point at this host. An agency's CNAME to localhost, an IP literal,
 * a single-label or a `.local` name resolves nowhere but on the installation's own network.
 */
export function isPublicHostName(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isIP(name)) return false;
  const labels = name.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1) ?? '')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

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

const withoutDot = (values: string[]) => values.map((value) => value.replace(/\.$/, '')).join(', ');

/**
 * Looks the domain's records up now. `pending` means nothing answered yet (DNS changes take
 * time to spread) or DNS itself failed; `failed` means records exist and are wrong, or nothing
 * appeared within PENDING_GRACE_MS of the domain being set.
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
    return { status: 'verified', reason: null, found: null };
  }
  if (txt.kind === 'found' && txt.values.some((value) => value.trim() === token)) {
    return { status: 'verified', reason: null, found: null };
  }
  if (cname.kind === 'found') {
    return { status: 'failed', reason: 'wrong_target', found: withoutDot(cname.values) };
  }
  if (txt.kind === 'found') {
    return { status: 'failed', reason: 'txt_differs', found: txt.values.join(', ') };
  }
  // One lookup failing is enough doubt: "no record" would be a guess.
  const failure = [cname, txt].find((lookup) => lookup.kind === 'unavailable');
  if (failure?.kind === 'unavailable') {
    return { status: 'pending', reason: 'dns_error', found: failure.reason };
  }
  const age = (target.now ?? new Date()).getTime() - target.setAt.getTime();
  return {
    status: age > PENDING_GRACE_MS ? 'failed' : 'pending',
    reason: 'no_record',
    found: null,
  };
}
