import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { createAddressGuard, type ResolveHost } from './address-guard.ts';
import { classifyAddress } from './special-addresses.ts';

/** A resolver answering from a table, so no test depends on the network's DNS. */
function fakeDns(table: Record<string, string[]>): ResolveHost {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

function lookupOnce(
  guard: ReturnType<typeof createAddressGuard>,
  hostname: string,
  options: { all?: boolean; family?: number } = {},
): Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }> {
  return new Promise((resolve) => {
    guard.lookup(hostname, options, (error, address, family) => resolve({ error, address, family }));
  });
}

describe('address guard: which addresses may be called', () => {
  const guard = createAddressGuard([]);

  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['0.0.0.0', 'a "this network" address'],
    ['0.1.2.3', 'a "this network" address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.20', 'a private address'],
    ['169.254.169.254', 'a link-local or cloud metadata address'],
    ['169.254.0.1', 'a link-local or cloud metadata address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['100.127.255.255', 'a carrier-grade NAT address'],
    ['224.0.0.1', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['240.0.0.1', 'a reserved or broadcast address'],
    ['255.255.255.255', 'a reserved or broadcast address'],
    ['192.0.0.170', 'a reserved or broadcast address'],
    ['198.18.0.1', 'a benchmarking address'],
    ['198.19.255.255', 'a benchmarking address'],
    ['192.0.2.10', 'a documentation address'],
    ['198.51.100.7', 'a documentation address'],
    ['203.0.113.99', 'a documentation address'],
    ['::1', 'a loopback address'],
    ['0:0:0:0:0:0:0:1', 'a loopback address'],
    ['::', 'a "this network" address'],
    ['fc00::1', 'a private address'],
    ['fd12:3456:789a::1', 'a private address'],
    ['fd00:ec2::254', 'a private address'],
    ['fe80::1', 'a link-local or cloud metadata address'],
    ['fe80::1%eth0', 'a link-local or cloud metadata address'],
    ['ff02::1', 'a multicast address'],
    ['2001:db8::1', 'a documentation address'],
    ['2001::1', 'a reserved or broadcast address'],
    ['64:ff9b:1::a00:1', 'a non-public IPv6 address'],
    ['fec0::1', 'a non-public IPv6 address'],
    ['::8.8.8.8', 'a non-public IPv6 address'],
    // IPv6 forms carrying an IPv4 address are judged by that address.
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:169.254.169.254', 'a link-local or cloud metadata address'],
    ['::ffff:0:10.0.0.1', 'a private address'],
    ['64:ff9b::10.0.0.1', 'a private address'],
    ['64:ff9b::a9fe:a9fe', 'a link-local or cloud metadata address'],
    ['2002:7f00:1::', 'a loopback address'],
    ['2002:c0a8:101::1', 'a private address'],
  ])('refuses %s (%s)', (address, label) => {
    expect(guard.isAllowedAddress(address)).toBe(false);
    expect(classifyAddress(address)).toBe(label);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '198.17.255.255',
    '198.20.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4009:81f::200e',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(guard.isAllowedAddress(address)).toBe(true);
    expect(classifyAddress(address)).toBeNull();
  });

  it('refuses what is not an IP address', () => {
    expect(guard.isAllowedAddress('example.org')).toBe(false);
    expect(guard.isAllowedAddress('127.1')).toBe(false);
    expect(guard.isAllowedAddress('')).toBe(false);
  });
});

describe('address guard: the allow-list', () => {
  it('allows an address, a CIDR (IPv4 and IPv6), and the IPv4-mapped form of an allowed IPv4', () => {
    const guard = createAddressGuard(['127.0.0.1', ' 10.0.0.0/8 ', 'fd00::/8', '::1']);
    for (const address of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '10.200.3.4',
      '64:ff9b::a01:203',
      'fd00:ec2::254',
      '::1',
    ])
      expect(guard.isAllowedAddress(address), address).toBe(true);
    for (const address of ['127.0.0.2', '192.168.0.1', '172.16.0.1', 'fc00::1', '169.254.169.254'])
      expect(guard.isAllowedAddress(address), address).toBe(false);
    expect(guard.isAllowedAddress('8.8.8.8')).toBe(true);
  });

  it('refuses a malformed CIDR at start-up, naming it', () => {
    expect(() => createAddressGuard(['10.0.0.0/33'])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => createAddressGuard(['partner.example.org/8'])).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
    expect(() => createAddressGuard(['10.0.0.0/8/8'])).toThrow();
  });

  it('ignores empty entries', () => {
    expect(createAddressGuard(['', '  ']).isAllowedAddress('127.0.0.1')).toBe(false);
  });
});

describe('address guard: checkUrl', () => {
  const resolveHost = fakeDns({
    'partner.example.org': ['10.1.2.3'],
    'public.example.org': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'mixed.example.org': ['93.184.215.14', 'fe80::1'],
    localhost: ['127.0.0.1', '::1'],
    'metadata.google.internal': ['169.254.169.254'],
    'printer.local': ['93.184.215.14'],
  });

  it('refuses localhost, then allows it when the allow-list names it (any case)', async () => {
    const strict = createAddressGuard([], { resolveHost });
    const refused = await strict.checkUrl(new URL('http://localhost:4000/hook'));
    expect(refused).toEqual({
      ok: false,
      reason: expect.stringContaining('localhost is an internal host name'),
    });
    // Said to an agency administrator, who does not know the server's settings: who to ask, not a variable name.
    expect(refused.ok || refused.reason).toContain(
      'ask whoever hosts Casework for your organisation to allow this address',
    );
    expect(refused.ok || refused.reason).not.toContain('WEBHOOK_ALLOWED_HOSTS');
    const listed = createAddressGuard(['LocalHost'], { resolveHost });
    expect(await listed.checkUrl(new URL('http://localhost:4000/hook'))).toEqual({ ok: true });
  });

  it('refuses a host resolving to a private address, saying which and why', async () => {
    const guard = createAddressGuard([], { resolveHost });
    expect(await guard.checkUrl(new URL('https://partner.example.org/hooks'))).toEqual({
      ok: false,
      reason:
        'partner.example.org resolves to 10.1.2.3, a private address; Casework calls only public addresses: not ' +
        'private, loopback, link-local or cloud-metadata ones. If this receiver is meant to be called, ask whoever ' +
        'hosts Casework for your organisation to allow this address.',
    });
  });

  it('allows a host named in the allow-list whatever it resolves to, and a host whose addresses are listed', async () => {
    expect(
      await createAddressGuard(['partner.example.org'], { resolveHost }).checkUrl(
        new URL('https://PARTNER.example.org./hooks'),
      ),
    ).toEqual({ ok: true });
    expect(
      await createAddressGuard(['10.0.0.0/8'], { resolveHost }).checkUrl(
        new URL('https://partner.example.org/'),
      ),
    ).toEqual({ ok: true });
  });

  it('checks every address, IPv4 and IPv6', async () => {
    const guard = createAddressGuard([], { resolveHost });
    expect(await guard.checkUrl(new URL('https://public.example.org/'))).toEqual({ ok: true });
    const mixed = await guard.checkUrl(new URL('https://mixed.example.org/'));
    expect(mixed.ok || mixed.reason).toMatch(/^mixed\.example\.org resolves to fe80::1, a link-local/);
  });

  it('refuses metadata and .local/.internal/.localhost names before resolving them', async () => {
    const guard = createAddressGuard([], { resolveHost });
    for (const url of [
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://metadata/',
      'https://printer.local/',
      'https://app.localhost/',
      'https://db.corp.internal/',
    ]) {
      const check = await guard.checkUrl(new URL(url));
      expect(check.ok || check.reason, url).toMatch(/is an internal host name/);
    }
  });

  it('says when a host does not resolve', async () => {
    const guard = createAddressGuard([], { resolveHost });
    expect(await guard.checkUrl(new URL('https://nope.invalid/'))).toEqual({
      ok: false,
      reason: 'Casework could not find the host nope.invalid. Check the address for a typing mistake.',
    });
  });

  it('checks IP literals directly, whatever way the URL writes them', async () => {
    const guard = createAddressGuard([], {
      resolveHost: () => Promise.reject(new Error('IP literals are not resolved')),
    });
    expect(await guard.checkUrl(new URL('https://93.184.215.14/'))).toEqual({ ok: true });
    expect(await guard.checkUrl(new URL('https://[2606:4700:4700::1111]/'))).toEqual({ ok: true });
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const check = await guard.checkUrl(new URL(url));
      expect(check.ok, url).toBe(false);
    }
    const metadata = await guard.checkUrl(new URL('http://[::ffff:a9fe:a9fe]/'));
    expect(metadata.ok || metadata.reason).toMatch(
      /^::ffff:a9fe:a9fe is an IPv6 address embedding 169\.254\.169\.254, a link-local or cloud metadata address;/,
    );
    expect(await createAddressGuard(['127.0.0.1']).checkUrl(new URL('http://127.0.0.1:8080/'))).toEqual({
      ok: true,
    });
  });

  it('refuses schemes other than http and https', async () => {
    const check = await createAddressGuard([]).checkUrl(new URL('file:///etc/passwd'));
    expect(check.ok).toBe(false);
  });
});

describe('address guard: lookup (the address connected to)', () => {
  it('refuses with EADDRBLOCKED when any resolved address is refused', async () => {
    const guard = createAddressGuard([], { resolveHost: fakeDns({ 'rebind.example.org': ['10.0.0.5'] }) });
    const { error } = await lookupOnce(guard, 'rebind.example.org', { all: true });
    expect(error?.code).toBe('EADDRBLOCKED');
    expect(error?.message).toMatch(/^rebind\.example\.org resolves to 10\.0\.0\.5, a private address;/);
  });

  it('checks what the host resolves to at connection time, not what it resolved to before', async () => {
    let answer = '93.184.215.14';
    const guard = createAddressGuard([], {
      resolveHost: async () => [{ address: answer, family: 4 }],
    });
    expect(await guard.checkUrl(new URL('https://rebind.example.org/'))).toEqual({ ok: true });
    answer = '169.254.169.254';
    expect((await lookupOnce(guard, 'rebind.example.org')).error?.code).toBe('EADDRBLOCKED');
  });

  it('answers one address or all of them, as asked, and honours the family', async () => {
    const guard = createAddressGuard([], {
      resolveHost: fakeDns({ 'public.example.org': ['93.184.215.14', '2606:4700:4700::1111'] }),
    });
    expect(await lookupOnce(guard, 'public.example.org')).toEqual({
      error: null,
      address: '93.184.215.14',
      family: 4,
    });
    expect((await lookupOnce(guard, 'public.example.org', { all: true })).address).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
    expect(await lookupOnce(guard, 'public.example.org', { family: 6 })).toEqual({
      error: null,
      address: '2606:4700:4700::1111',
      family: 6,
    });
  });

  it('refuses internal names and passes on resolution failures', async () => {
    const guard = createAddressGuard([], { resolveHost: fakeDns({}) });
    expect((await lookupOnce(guard, 'localhost')).error?.code).toBe('EADDRBLOCKED');
    const missing = await lookupOnce(guard, 'nope.invalid');
    expect(missing.error?.code).toBe('ENOTFOUND');
    expect(missing.error?.message).toBe(
      'Casework could not find the host nope.invalid. Check the address for a typing mistake.',
    );
  });

  it('uses the system resolver by default (localhost, allow-listed)', async () => {
    const guard = createAddressGuard(['localhost']);
    const { error, address } = await lookupOnce(guard, 'localhost', { all: true });
    expect(error).toBeNull();
    expect((address as LookupAddress[]).map((a) => a.address)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]),
    );
  });
});
