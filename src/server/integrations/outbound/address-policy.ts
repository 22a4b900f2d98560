import ipaddr from 'ipaddr.js';
import type { AppError } from '../../http/errors';
import { refusedAddress, refusedPort } from './outbound-errors';

type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;
type Cidr = [IpAddress, number];

/**
 * Ports a public address may be fetched on. Images, posts and webhooks live on the web's ports;
 * refusing the rest keeps a public fetch endpoint from probing SSH, SMTP or database ports of
 * hosts on the internet. Allowlisted networks may use any port (local test servers, intranet
 * services on 3000 or 9000).
 */
export const PUBLIC_WEB_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);

export type AddressPolicy = {
  /**
   * The 400 on `url` that connecting to these addresses (all answers for one host) on this port
   * deserves, or null when allowed. A non-public address anywhere in the list refuses the lot.
   */
  refusalFor(addresses: readonly string[], port: number): AppError | null;
  /** Throws that refusal. */
  assertAllowed(addresses: readonly string[], port: number): void;
};

/**
 * Which addresses outbound fetches may connect to: public unicast addresses on web ports, plus
 * the operator's allowlisted CIDRs on any port. Everything else (loopback, private, link-local,
 * multicast, unspecified, reserved, NAT64/6to4/Teredo tunnels to who knows where) is refused.
 * Throws at construction on a malformed CIDR, so a typo in OUTBOUND_ALLOW_CIDRS fails the start.
 */
export function createAddressPolicy(allowCidrs: readonly string[]): AddressPolicy {
  const allowed = allowCidrs.map(parseAllowedCidr);
  const isAllowlisted = (ip: IpAddress) => allowed.some((cidr) => isInCidr(ip, cidr));

  function refusalFor(addresses: readonly string[], port: number): AppError | null {
    const ips = addresses.map(toComparableAddress);
    // 'unicast' is ipaddr.js's name for "no special range": the only public addresses.
    const isReachable = (ip: IpAddress | null) =>
      ip !== null && (isAllowlisted(ip) || ip.range() === 'unicast');
    if (ips.length === 0 || !ips.every(isReachable)) return refusedAddress();
    // Allowlisted networks may use any port; the public internet only the web's.
    const reachesPublicAddress = ips.some((ip) => ip !== null && !isAllowlisted(ip));
    if (reachesPublicAddress && !PUBLIC_WEB_PORTS.has(port))
      return refusedPort(port, PUBLIC_WEB_PORTS);
    return null;
  }

  return {
    refusalFor,
    assertAllowed(addresses, port) {
      const refusal = refusalFor(addresses, port);
      if (refusal) throw refusal;
    },
  };
}

/**
 * Parses an address as the socket layer sees it. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) becomes
 * the IPv4 address it reaches, so it meets the IPv4 rules instead of passing as "IPv6 unicast".
 */
function toComparableAddress(address: string): IpAddress | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  // isValid alone would also accept the legacy forms '0x7f.1' or '2130706433'; sockets and DNS
  // answers only ever hold canonical addresses, so anything else is not an address we connect to.
  if (!ipaddr.IPv4.isValidFourPartDecimal(bare) && !ipaddr.IPv6.isValid(bare)) return null;
  const ip = ipaddr.parse(bare);
  return ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip;
}

function parseAllowedCidr(cidr: string): Cidr {
  if (!ipaddr.isValidCIDR(cidr)) {
    throw new Error(`OUTBOUND_ALLOW_CIDRS: "${cidr}" is not a CIDR such as 10.0.0.0/8 or fd00::/8`);
  }
  return ipaddr.parseCIDR(cidr);
}

function isInCidr(ip: IpAddress, [network, bits]: Cidr): boolean {
  // ipaddr.js throws when matching an IPv4 address against an IPv6 network and vice versa.
  return ip.kind() === network.kind() && ip.match(network, bits);
}
