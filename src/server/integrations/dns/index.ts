// DNS lookups the product needs (MX records for email quality; CNAME and TXT for white-label
// domain checks in domain-records.ts), behind small interfaces so tests run offline.
import { Resolver } from 'node:dns/promises';

export { createDomainRecords, type DomainRecords, type RecordLookup } from './domain-records';

export type MxLookup =
  | { kind: 'found'; exchanges: string[] }
  /** The domain does not exist or publishes no mail exchanger. */
  | { kind: 'none' }
  /** DNS itself failed (offline, timeout): nothing is known about the domain. */
  | { kind: 'unavailable'; reason: string };

export type Dns = {
  lookupMx(domain: string): Promise<MxLookup>;
};

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

// Domains whose mail exchangers always exist. Air-gapped or sandboxed resolvers answer
// "no such domain" for everything; if these fail too, a missing MX proves nothing.
const CANARY_DOMAINS = ['gmail.com', 'outlook.com'];
const CANARY_TTL_MS = 10 * 60 * 1000;

export function createDns(options: { timeoutMs?: number; servers?: string[] } = {}): Dns {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: 2 });
  if (options.servers?.length) resolver.setServers(options.servers);
  let canary: { checkedAt: number; works: Promise<boolean> } | null = null;

  async function resolveMx(domain: string): Promise<MxLookup> {
    try {
      const records = await resolver.resolveMx(domain);
      if (records.length === 0) return { kind: 'none' };
      return {
        kind: 'found',
        exchanges: records.sort((a, b) => a.priority - b.priority).map((r) => r.exchange),
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NO_RECORDS.has(code)) return { kind: 'none' };
      return { kind: 'unavailable', reason: code || (error as Error).message };
    }
  }

  function resolverWorks(): Promise<boolean> {
    if (!canary || Date.now() - canary.checkedAt > CANARY_TTL_MS) {
      const works = Promise.all(CANARY_DOMAINS.map(resolveMx)).then((results) =>
        results.some((result) => result.kind === 'found'),
      );
      canary = { checkedAt: Date.now(), works };
    }
    return canary.works;
  }

  return {
    async lookupMx(domain) {
      const result = await resolveMx(domain);
      if (result.kind !== 'none' || (await resolverWorks())) return result;
      return { kind: 'unavailable', reason: 'the DNS resolver cannot resolve public domains' };
    },
  };
}
