import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { buildConnector } from 'undici';
import type { AddressPolicy } from './address-policy';
import { OUTBOUND_TEXT } from './outbound.text';
import { unfetchable } from './outbound-errors';

export type ResolvedAddress = { address: string; family: number };

/** Resolves a host name to every address it has; injectable so tests can play a hostile DNS. */
export type HostLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true });

/**
 * An undici connector that decides on the address it actually connects to. The host name is
 * resolved once, here; every answer is checked; the socket is opened to the checked IP (never to
 * the name, which a rebinding DNS could answer differently a millisecond later); and the peer
 * address of the open socket is checked once more. TLS keeps the original host name for SNI and
 * certificate verification, so https still proves it reached the named site.
 */
export function createGuardedConnector(options: {
  policy: AddressPolicy;
  lookup: HostLookup;
  connectTimeoutMs: number;
  /** Extra TLS options, e.g. `ca` for an intranet's private certificate authority. */
  tls?: Pick<ConnectionOptions, 'ca'>;
}): buildConnector.connector {
  const { policy, lookup } = options;
  const connectToAddress = buildConnector({ timeout: options.connectTimeoutMs, ...options.tls });

  return (target, callback) => {
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    resolveAllowedAddress(target.hostname, port, policy, lookup).then(
      (address) => {
        const hasName = isIP(target.hostname) === 0;
        connectToAddress(
          { ...target, hostname: address, servername: hasName ? target.hostname : undefined },
          (error, socket) => {
            if (error) return callback(error, null);
            const refusal = policy.refusalFor([socket.remoteAddress ?? ''], port);
            if (refusal) {
              socket.destroy();
              return callback(refusal, null);
            }
            callback(null, socket);
          },
        );
      },
      (error: Error) => callback(error, null),
    );
  };
}

async function resolveAllowedAddress(
  hostname: string,
  port: number,
  policy: AddressPolicy,
  lookup: HostLookup,
): Promise<string> {
  if (isIP(hostname)) {
    policy.assertAllowed([hostname], port);
    return hostname;
  }
  let answers: readonly ResolvedAddress[];
  try {
    answers = await lookup(hostname);
  } catch (error) {
    throw unfetchable(OUTBOUND_TEXT.hostDoesNotResolve({ host: hostname }), error);
  }
  if (answers.length === 0) {
    throw unfetchable(OUTBOUND_TEXT.hostDoesNotResolve({ host: hostname }));
  }
  // Every answer must pass, not just the one we pick: a name that mixes public and private
  // addresses is a rebinding attempt or a misconfiguration, and either way not to be trusted.
  policy.assertAllowed(
    answers.map((answer) => answer.address),
    port,
  );
  return answers[0].address;
}
