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
});
