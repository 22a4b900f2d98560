// CNAME and TXT lookups for white-label domain checks. They go to DNS_SERVERS when the operator
// sets them (a split-horizon resolver, or a test's DNS server on loopback), else to the system's.
import { Resolver } from 'node:dns/promises';

export type RecordLookup =
  | { kind: 'found'; values: string[] }
  /** The name exists without records of this type, or does not exist. */
  | { kind: 'none' }
  /** DNS itself failed (timeout, refused): nothing is known yet. */
  | { kind: 'unavailable'; reason: string };

export type DomainRecords = {
  cname(name: string): Promise<RecordLookup>;
  txt(name: string): Promise<RecordLookup>;
};

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

export function createDomainRecords(options: { servers?: string[]; timeoutMs?: number } = {}) {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: 2 });
  if (options.servers?.length) resolver.setServers(options.servers);

  async function lookup(query: () => Promise<string[]>): Promise<RecordLookup> {
    try {
      const values = await query();
      return values.length ? { kind: 'found', values } : { kind: 'none' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NO_RECORDS.has(code)) return { kind: 'none' };
      return { kind: 'unavailable', reason: code || (error as Error).message };
    }
  }

  return {
    cname: (name) => lookup(() => resolver.resolveCname(name)),
    // A TXT record arrives as its character-strings; joined they are the value publishers wrote.
    txt: (name) =>
      lookup(async () => (await resolver.resolveTxt(name)).map((parts) => parts.join(''))),
  } satisfies DomainRecords;
}
