import { BlockList, isIP } from 'node:net';

export type Family = 'ipv4' | 'ipv6';
interface Category {
  label: string;
  ipv4: string[];
  ipv6: string[];
}

// Special-purpose ranges (IANA IPv4/IPv6 special-purpose registries) that never host a public receiver, with
// how an administrator is told about them.
// IPv6 addresses that embed an IPv4 address (mapped, NAT64, 6to4) are judged by that IPv4 address instead.
const CATEGORIES: Category[] = [
  { label: 'a loopback address', ipv4: ['127.0.0.0/8'], ipv6: ['::1/128'] },
  { label: 'a "this network" address', ipv4: ['0.0.0.0/8'], ipv6: ['::/128'] },
  {
    label: 'a private address',
    ipv4: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'],
    // Unique local addresses, including the AWS IPv6 metadata address fd00:ec2::254.
    ipv6: ['fc00::/7'],
  },
  // 169.254.169.254 is the cloud metadata address (AWS, Google Cloud, Azure).
  { label: 'a link-local or cloud metadata address', ipv4: ['169.254.0.0/16'], ipv6: ['fe80::/10'] },
  { label: 'a carrier-grade NAT address', ipv4: ['100.64.0.0/10'], ipv6: [] },
  { label: 'a multicast address', ipv4: ['224.0.0.0/4'], ipv6: ['ff00::/8'] },
  { label: 'a benchmarking address', ipv4: ['198.18.0.0/15'], ipv6: ['2001:2::/48'] },
  {
    label: 'a documentation address',
    ipv4: ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'],
    ipv6: ['2001:db8::/32', '3fff::/20'],
  },
  {
    label: 'a reserved or broadcast address',
    // 240/4 includes the broadcast address 255.255.255.255; 192.88.99/24 is the retired 6to4 relay anycast.
    ipv4: ['240.0.0.0/4', '192.0.0.0/24', '192.88.99.0/24'],
    // 100::/64 discard-only; 2001::/23 IETF protocol assignments (Teredo, ORCHID, …).
    ipv6: ['100::/64', '2001::/23'],
  },
  {
    // Everything outside global unicast 2000::/3: IPv4-compatible, local NAT64 64:ff9b:1::/48, site-local, ….
    label: 'a non-public IPv6 address',
    ipv4: [],
    ipv6: ['::/3', '4000::/2', '8000::/1'],
  },
];

// A BlockList matches IPv4 addresses against IPv6 rules through their mapped form (::ffff:a.b.c.d), so each
// family gets its own list and is only checked against it.
const CATEGORY_LISTS = CATEGORIES.map((c) => ({
  label: c.label,
  ipv4: blockListOf(c.ipv4, 'ipv4'),
  ipv6: blockListOf(c.ipv6, 'ipv6'),
}));

/**
 * What kind of non-public address this is ('a private address', 'a loopback address', …), or null when it is
 * public. IPv6 addresses embedding an IPv4 address are judged by it. Ignores any allow-list.
 */
export function classifyAddress(address: string): string | null {
  const ip = parseAddress(address);
  if (!ip) return null;
  if (ip.embeddedIPv4 !== undefined) return classifyAddress(ip.embeddedIPv4);
  return CATEGORY_LISTS.find((c) => c[ip.family].check(ip.address, ip.family))?.label ?? null;
}

/** 'a private address', or for an IPv6 address embedding one, 'an IPv6 address embedding 10.0.0.1, a private …'. */
export function describeRefusedAddress(address: string): string {
  const ip = parseAddress(address);
  if (!ip) return 'not an IP address';
  const label = classifyAddress(address) ?? 'not a public address';
  return ip.embeddedIPv4 === undefined ? label : `an IPv6 address embedding ${ip.embeddedIPv4}, ${label}`;
}

/** Lower-case, without IPv6 brackets, a trailing dot or an IPv6 zone. */
export function normalizeHost(hostname: string): string {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host.endsWith('.')) host = host.slice(0, -1);
  const zone = host.indexOf('%');
  if (zone >= 0 && isIP(host) === 6) host = host.slice(0, zone);
  return host;
}

interface ParsedAddress {
  family: Family;
  /** IPv6 written out in full (eight groups), IPv4 as given. */
  address: string;
  /** The IPv4 address carried inside an IPv4-mapped, IPv4-translated, NAT64 (64:ff9b::/96) or 6to4 address. */
  embeddedIPv4?: string;
}

export function parseAddress(raw: string): ParsedAddress | null {
  const address = normalizeHost(raw);
  const version = isIP(address);
  if (version === 4) return { family: 'ipv4', address };
  if (version !== 6) return null;
  const groups = ipv6Groups(address);
  const full = groups.map((g) => g.toString(16)).join(':');
  const embedded = embeddedIPv4(groups);
  return embedded === undefined
    ? { family: 'ipv6', address: full }
    : { family: 'ipv6', address: full, embeddedIPv4: embedded };
}

/** The eight 16-bit groups of a valid IPv6 address (checked by isIP, zone removed). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  return [...before, ...zeros, ...after].map((g) => parseInt(g, 16));
}

function embeddedIPv4(g: number[]): string | undefined {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  const [g0 = 0, g1 = 0, g2 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = [g[0], g[1], g[2], g[4], g[5], g[6], g[7]];
  if (zero(0, 5) && g5 === 0xffff) return v4(g6, g7); // ::ffff:a.b.c.d, IPv4-mapped
  if (zero(0, 4) && g4 === 0xffff && g5 === 0) return v4(g6, g7); // ::ffff:0:a.b.c.d, IPv4-translated
  if (g0 === 0x64 && g1 === 0xff9b && zero(2, 6)) return v4(g6, g7); // 64:ff9b::/96, NAT64
  if (g0 === 0x2002) return v4(g1, g2); // 2002:aabb:ccdd::/48, 6to4
  return undefined;
}

function blockListOf(cidrs: readonly string[], family: Family): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net = '', prefix = ''] = cidr.split('/');
    list.addSubnet(net, Number(prefix), family);
  }
  return list;
}
