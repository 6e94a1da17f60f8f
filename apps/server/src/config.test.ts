import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('names each bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: '/tmp/x', AUTH_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*AUTH_SECRET/,
    );
  });
  it('refuses a PASSPHRASE_KEY that is not 32 bytes of base64', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/x', AUTH_SECRET: 'x'.repeat(40), PASSPHRASE_KEY: 'c2hvcnQ=' }),
    ).toThrow(/PASSPHRASE_KEY/);
  });
  it('requires AUTH_SECRET in production and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(/AUTH_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', AUTH_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });
  it('defaults to port 3000, PGlite, 30-minute idle and 12-hour absolute sessions, 15-minute tokens', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/casework-config-test', AUTH_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      apiBaseUrl: '/api/v1',
    });
    expect(config.session).toEqual({
      idleMs: 30 * 60_000,
      absoluteMs: 12 * 3_600_000,
      accessTokenMs: 15 * 60_000,
    });
  });
  it('lets one account send 120 messages a minute unless MESSAGES_PER_MINUTE, a positive whole number, says', () => {
    const base = { DATA_DIR: '/tmp/casework-config-test', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).messagesPerMinute).toBe(120);
    expect(loadConfig({ ...base, MESSAGES_PER_MINUTE: '600' }).messagesPerMinute).toBe(600);
    for (const bad of ['0', '2.5', 'many'])
      expect(() => loadConfig({ ...base, MESSAGES_PER_MINUTE: bad })).toThrow(/MESSAGES_PER_MINUTE/);
  });
  it('answers HTTPS only with both TLS files, read at start, and names the one missing or unreadable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casework-config-tls-'));
    const certFile = path.join(dir, 'cert.pem');
    const keyFile = path.join(dir, 'key.pem');
    writeFileSync(certFile, 'CERT');
    writeFileSync(keyFile, 'KEY');
    const base = { DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40), PORT: '8443' };
    expect(() => loadConfig({ ...base, TLS_CERT_FILE: certFile })).toThrow(
      /TLS_KEY_FILE: required with TLS_CERT_FILE/,
    );
    expect(() => loadConfig({ ...base, TLS_KEY_FILE: keyFile })).toThrow(
      /TLS_CERT_FILE: required with TLS_KEY_FILE/,
    );
    expect(() =>
      loadConfig({ ...base, TLS_CERT_FILE: path.join(dir, 'nope.pem'), TLS_KEY_FILE: keyFile }),
    ).toThrow(/TLS_CERT_FILE: cannot read .*nope\.pem \(ENOENT\)/);
    const config = loadConfig({ ...base, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(config.tls).toEqual({ cert: Buffer.from('CERT'), key: Buffer.from('KEY') });
    expect(config.publicUrl).toBe('https://localhost:8443');
    expect(loadConfig(base).tls).toBeUndefined();
  });
});
