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
   * Public addresses may be reached on `publicPorts` only (the web's by default).
   */
  refusalFor(
    addresses: readonly string[],
    port: number,
    publicPorts?: ReadonlySet<number>,
  ): AppError | null;
  /** Throws that refusal. */
  assertAllowed(addresses: readonly string[], port: number): void;
};

/**
 * Which addresses outbound fetches may connect to: public unicast addresses on web ports, plus
 * the operator's allowlisted CIDRs on any port. Everything else (loopback, private, link-local,
 * multicast, unspecified, reserved, Teredo and local-use NAT64 tunnels to who knows where) is
 * refused. IPv6 forms that carry an IPv4 address are judged by that address (see below).
 * Throws at construction on a malformed CIDR, so a typo in OUTBOUND_ALLOW_CIDRS fails the start.
 */
export function createAddressPolicy(allowCidrs: readonly string[]): AddressPolicy {
  const allowed = allowCidrs.map(parseAllowedCidr);
  const isAllowlisted = (ip: IpAddress) => allowed.some((cidr) => isInCidr(ip, cidr));

  function refusalFor(
    addresses: readonly string[],
    port: number,
    publicPorts: ReadonlySet<number> = PUBLIC_WEB_PORTS,
  ): AppError | null {
    const ips = addresses.map(toComparableAddress);
    // 'unicast' is ipaddr.js's name for "no special range": the only public addresses.
    const isReachable = (ip: IpAddress | null) =>
      ip !== null && (isAllowlisted(ip) || ip.range() === 'unicast');
    if (ips.length === 0 || !ips.every(isReachable)) return refusedAddress();
    // Allowlisted networks may use any port; the public internet only the web's.
    const reachesPublicAddress = ips.some((ip) => ip !== null && !isAllowlisted(ip));
    if (reachesPublicAddress && !publicPorts.has(port)) return refusedPort(port, publicPorts);
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
 * IPv6 forms that carry an IPv4 address, and the byte where it starts. A packet to one of them
 * ends up at that IPv4 host (through the stack, a NAT64 gateway or a 6to4 relay), so
 * `[::127.0.0.1]` must meet the IPv4 rules instead of passing as "IPv6 unicast".
 */
const EMBEDDED_IPV4: readonly { network: Cidr; firstByte: number }[] = [
  { network: ipaddr.parseCIDR('::ffff:0:0/96'), firstByte: 12 }, // IPv4-mapped
  { network: ipaddr.parseCIDR('::ffff:0:0:0/96'), firstByte: 12 }, // IPv4-translated (RFC 6145)
  { network: ipaddr.parseCIDR('64:ff9b::/96'), firstByte: 12 }, // NAT64 well-known (RFC 6052)
  { network: ipaddr.parseCIDR('::/96'), firstByte: 12 }, // IPv4-compatible (deprecated)
  { network: ipaddr.parseCIDR('2002::/16'), firstByte: 2 }, // 6to4: bits 16-47 (RFC 3056)
];

/**
 * NAT64 local-use prefixes (RFC 8215) place the IPv4 address by the operator's prefix length, so
 * it cannot be read back; ipaddr.js calls them unicast. Nothing public lives there: refuse them.
 */
const NAT64_LOCAL_USE: Cidr = ipaddr.parseCIDR('64:ff9b:1::/48');

/**
 * Parses an address as the socket layer sees it. An IPv6 form embedding an IPv4 address becomes
 * that IPv4 address; an address that cannot be judged is null (refused).
 */
function toComparableAddress(address: string): IpAddress | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  // isValid alone would also accept the legacy forms '0x7f.1' or '2130706433'; sockets and DNS
  // answers only ever hold canonical addresses, so anything else is not an address we connect to.
  if (!ipaddr.IPv4.isValidFourPartDecimal(bare) && !ipaddr.IPv6.isValid(bare)) return null;
  const ip = ipaddr.parse(bare);
  if (ip instanceof ipaddr.IPv4) return ip;
  if (isInCidr(ip, NAT64_LOCAL_USE)) return null;
  const embedding = EMBEDDED_IPV4.find(({ network }) => isInCidr(ip, network));
  if (!embedding) return ip;
  const bytes = ip.toByteArray().slice(embedding.firstByte, embedding.firstByte + 4);
  return new ipaddr.IPv4(bytes);
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
