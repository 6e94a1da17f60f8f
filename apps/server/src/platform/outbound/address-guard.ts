import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_HOST_OWNER } from '@casework/contract';
import { classifyAddress, describeRefusedAddress, normalizeHost, parseAddress } from './special-addresses.ts';

/**
 * SSRF protection for outbound calls (webhooks): Casework only calls public addresses, unless an administrator
 * names a host, address or CIDR in WEBHOOK_ALLOWED_HOSTS.
 */
export interface AddressGuard {
  /** true when the address (IPv4/IPv6 literal) may be called: public, or named by the allow-list. */
  isAllowedAddress(address: string): boolean;
  /** Resolves the URL's host (all addresses, IPv4 and IPv6) and checks each; IP literals are checked directly. */
  checkUrl(url: URL): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** A `lookup` for node:http/https request options that refuses (with an error whose code is 'EADDRBLOCKED'
   *  and a readable message) any resolved address that isAllowedAddress rejects — so the address checked is the
   *  address connected to (no DNS-rebinding gap). */
  lookup: LookupFunction;
}

/** Resolves a host name to all its addresses, as `dns.promises.lookup(host, { all: true })` does. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface AddressGuardOptions {
  /** Replaces the system resolver (tests). */
  resolveHost?: ResolveHost;
}

export const ADDRESS_BLOCKED_CODE = 'EADDRBLOCKED';

const POLICY =
  'Casework calls only public addresses: not private, loopback, link-local or cloud-metadata ones. ' +
  // Read by an agency administrator, who does not set the server's variables: who to ask, not which setting.
  `If this receiver is meant to be called, ask ${WEBHOOK_HOST_OWNER} to allow this address.`;

/** A host name that does not resolve: most often a typing mistake in the address. */
export function unresolvedHostMessage(host: string): string {
  return `Casework could not find the host ${host}. Check the address for a typing mistake.`;
}

const INTERNAL_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal']);
const INTERNAL_SUFFIXES = ['.localhost', '.internal', '.local'];

export function createAddressGuard(
  allowList: readonly string[],
  options: AddressGuardOptions = {},
): AddressGuard {
  const resolveHost: ResolveHost = options.resolveHost ?? ((hostname) => dns.lookup(hostname, { all: true }));
  const allowed = parseAllowList(allowList);

  function isAllowListed(address: string): boolean {
    const ip = parseAddress(address);
    if (!ip) return false;
    if (allowed[ip.family].check(ip.address, ip.family)) return true;
    return ip.embeddedIPv4 !== undefined && allowed.ipv4.check(ip.embeddedIPv4, 'ipv4');
  }

  function isAllowedAddress(address: string): boolean {
    if (!parseAddress(address)) return false;
    return isAllowListed(address) || classifyAddress(address) === null;
  }

  /** Why the host name itself is refused, or null; IP literals and allow-listed names pass. */
  function refusedName(host: string): string | null {
    if (allowed.hosts.has(host) || isIP(host)) return null;
    if (INTERNAL_NAMES.has(host) || INTERNAL_SUFFIXES.some((s) => host.endsWith(s)))
      return `${host} is an internal host name; ${POLICY}`;
    return null;
  }

  /** Resolves and checks every address; the error is what checkUrl reports and lookup throws. */
  async function resolveChecked(hostname: string): Promise<LookupAddress[]> {
    const host = normalizeHost(hostname);
    const name = refusedName(host);
    if (name) throw blockedError(name);
    let addresses: LookupAddress[];
    try {
      addresses = await resolveHost(host);
    } catch (error) {
      throw unresolvedError(host, error);
    }
    if (addresses.length === 0) throw unresolvedError(host);
    if (allowed.hosts.has(host)) return addresses;
    for (const { address } of addresses) {
      if (isAllowedAddress(address)) continue;
      if (isIP(host)) throw blockedError(refusedAddressReason(host));
      throw blockedError(`${host} resolves to ${address}, ${describeRefusedAddress(address)}; ${POLICY}`);
    }
    return addresses;
  }

  return {
    isAllowedAddress,

    async checkUrl(url) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { ok: false, reason: 'Casework calls only https:// (or http://) addresses.' };
      const host = normalizeHost(url.hostname);
      if (isIP(host)) {
        if (isAllowedAddress(host)) return { ok: true };
        return { ok: false, reason: refusedAddressReason(host) };
      }
      try {
        await resolveChecked(host);
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },

    lookup(hostname, lookupOptions, callback) {
      resolveChecked(hostname).then(
        (addresses) => {
          const family =
            lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family;
          const usable =
            family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
          const first = usable[0];
          if (!first) callback(unresolvedError(normalizeHost(hostname)), '', 0);
          else if (lookupOptions.all) callback(null, usable);
          else callback(null, first.address, first.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    },
  };
}

/** Why an IP address the guard rejected is not called, for administrators. */
export function refusedAddressReason(address: string): string {
  return `${normalizeHost(address)} is ${describeRefusedAddress(address)}; ${POLICY}`;
}

interface AllowList {
  hosts: Set<string>;
  ipv4: BlockList;
  ipv6: BlockList;
}

/** Host names (exact, case-insensitive), IP addresses and CIDRs; throws on a malformed address or CIDR. */
function parseAllowList(entries: readonly string[]): AllowList {
  const allowed: AllowList = { hosts: new Set(), ipv4: new BlockList(), ipv6: new BlockList() };
  for (const entry of entries) {
    const [rawNet = '', prefixText, ...extra] = entry.trim().split('/');
    const net = normalizeHost(rawNet);
    if (!net) continue;
    const version = isIP(net);
    if (prefixText === undefined) {
      if (version === 4) allowed.ipv4.addAddress(net, 'ipv4');
      else if (version === 6) allowed.ipv6.addAddress(net, 'ipv6');
      else allowed.hosts.add(net);
      continue;
    }
    const prefix = Number(prefixText);
    const max = version === 4 ? 32 : 128;
    if (!version || extra.length || !/^\d{1,3}$/.test(prefixText) || prefix > max)
      throw new Error(`WEBHOOK_ALLOWED_HOSTS: "${entry}" is not a host name, an IP address or a CIDR.`);
    if (version === 4) allowed.ipv4.addSubnet(net, prefix, 'ipv4');
    else allowed.ipv6.addSubnet(net, prefix, 'ipv6');
  }
  return allowed;
}

function blockedError(message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code: ADDRESS_BLOCKED_CODE });
}

function unresolvedError(host: string, cause?: unknown): NodeJS.ErrnoException {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? 'ENOTFOUND';
  return Object.assign(new Error(unresolvedHostMessage(host), { cause }), {
    code,
    hostname: host,
  });
}
