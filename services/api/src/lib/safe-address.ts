import { BlockList, isIP, isIPv4 } from 'node:net';

/**
 * Server-side request forgery guard of the webhook deliveries (docs/webhooks.md "Addresses"):
 * a webhook URL is typed by a merchant, and the API POSTs to it from inside our network, so an
 * address that is not a public unicast one is refused: private, loopback, link-local (the cloud
 * metadata endpoint 169.254.169.254), CGNAT, multicast, unspecified, documentation and
 * benchmarking ranges, IPv4 and IPv6, IPv4-mapped IPv6 judged as the IPv4 address it carries.
 * It is checked on the address actually connected to, at every delivery (a name that resolved
 * to a public address at creation may resolve elsewhere later: DNS rebinding).
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
  // NAT64 and the deprecated IPv4-compatible form can reach IPv4 private addresses.
  ['64:ff9b::', 96],
  ['::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** `::ffff:a.b.c.d` or `::ffff:7f00:1` (how URL writes it) as the IPv4 address it carries. */
function unmapped(address: string): string {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match?.[1]) return address;
  const rest = match[1];
  if (isIPv4(rest)) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex?.[1] || !hex[2]) return address;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export type AddressPolicy = {
  /** Development: loopback receivers (http://localhost, 127.0.0.1, [::1]) are allowed. */
  allowLoopback: boolean;
};

/** True when the API must not connect to this IP address. */
export function isRefusedAddress(ip: string, policy: AddressPolicy): boolean {
  const address = unmapped(ip.replace(/^\[|\]$/g, ''));
  const family = isIP(address);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (policy.allowLoopback && loopback.check(address, type)) return false;
  return blocked.check(address, type);
}

/** A URL's host as an IP address, when it is one (`[::1]` → `::1`), else undefined. */
export function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

/** Names that are loopback by definition (RFC 6761): never sent to a resolver. */
export const isLocalhostName = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost');
