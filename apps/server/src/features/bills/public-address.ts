import { BlockList, isIP } from 'node:net';

// A webhook is a request our server makes to an address the business typed: without a guard it
// could reach the server's own network (SSRF: the database, a cloud's metadata service). Only
// public unicast addresses are allowed; loopback only where the configuration says so (tests).

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether the server may send a webhook to this IP address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  let ip = address;
  const family = isIP(ip);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  const type = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(ip, type)) return allowLoopback;
  return !PRIVATE.check(ip, type);
}

/** Whether a URL's host may be a webhook's, judged before any DNS: IP literals and local names. */
export function isAllowedHost(hostname: string, allowLoopback: boolean): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host)) return isAllowedAddress(host, allowLoopback);
  if (host === 'localhost' || host.endsWith('.localhost')) return allowLoopback;
  // A single label (`db`, `intranet`) or a local suffix names something on the server's own network.
  if (!host.includes('.') || /\.(local|internal|lan|home|corp)$/.test(host)) return false;
  return true;
}
