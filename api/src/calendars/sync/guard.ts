import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

/**
 * Addresses a calendar feed may never come from (no SSRF): unspecified, loopback, private (RFC 1918, CGNAT, ULA),
 * link-local, multicast, reserved and documentation ranges, IPv4-mapped/translated IPv6 forms of them.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True when a feed may be fetched from this IP address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export type AddressPolicy = (address: string) => boolean;
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

export const refusedMessage = (host: string) =>
  `The feed address ${host} points to a private or local network: refused`;

/**
 * The addresses to connect to for `hostname`, after the policy allowed every one of them (a name with one
 * private address among public ones is refused: the connection could pick it).
 */
export async function resolveAllowed(
  hostname: string,
  policy: AddressPolicy = isPublicAddress,
  resolver: Resolver = systemResolver,
): Promise<LookupAddress[]> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await resolver(bare);
  if (addresses.length === 0 || addresses.some(({ address }) => !policy(address))) {
    throw new Error(refusedMessage(hostname));
  }
  return addresses;
}

/** An IP address written in the URL (net.connect does not look those up): refused unless the policy allows it. */
export function assertAllowedLiteral(hostname: string, policy: AddressPolicy = isPublicAddress): void {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) && !policy(bare)) throw new Error(refusedMessage(hostname));
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net.connect that applies the policy to the addresses actually connected to, so a name cannot
 * resolve to a public address when checked and to a private one when connected (DNS rebinding).
 */
export function guardedLookup(policy: AddressPolicy, resolver: Resolver) {
  return (hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => {
    resolveAllowed(hostname, policy, resolver).then(
      (addresses) => {
        if (typeof options === 'object' && options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

/**
 * The dispatcher of an outbound request: connecting, headers and body each within `timeoutMs` and, given a policy,
 * connections only to the addresses it allows (guardedLookup).
 */
export function guardedAgent(timeoutMs: number, policy: AddressPolicy | null, resolver: Resolver = systemResolver) {
  return new Agent({
    connect: { timeout: timeoutMs, ...(policy ? { lookup: guardedLookup(policy, resolver) } : {}) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}
