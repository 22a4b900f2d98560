import type { Dns, MxLookup } from '../integrations/dns';

/**
 * Answers MX lookups offline and records them. Domains starting with "nomx." have no mail
 * exchanger; every other domain has one.
 */
export function recordingDns(): Dns & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    async lookupMx(domain): Promise<MxLookup> {
      lookups.push(domain);
      return domain.startsWith('nomx.')
        ? { kind: 'none' }
        : { kind: 'found', exchanges: ['mx.test'] };
    },
  };
}
