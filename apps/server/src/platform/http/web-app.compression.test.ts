import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { pageEncoding } from './web-app.ts';

const ASSET = '/assets/main-Ab12Cd34.js';
const assetSource = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = "casework ${i % 7}";\n`).join(''),
);

/** A built web app as `vite build` leaves it: index.html and a hashed asset with its .br and .gz beside it. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'casework-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    // As large as the real page (about 9 kB: the loading frame, preloads, the colour-scheme script).
    `<!doctype html><html lang="en"><script src="${ASSET}"></script>${'<p>Loading Casework…</p>\n'.repeat(300)}</html>`,
  );
  writeFileSync(path.join(dist, ASSET), assetSource);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(assetSource));
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(assetSource));
  return dist;
}

/** Response headers of a stream that never ends (SSE), read over real HTTP, then the connection is dropped. */
function streamHeaders(url: string, headers: Record<string, string>): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      resolve(response.headers);
      request.destroy();
    });
    request.on('error', reject);
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: fakeWebBuild() });
});
afterAll(async () => {
  await t.close();
});

describe('built assets', () => {
  it('answers br from the precompressed file, cached immutably, decoding to the original bytes', async () => {
    const response = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).equals(assetSource)).toBe(true);
  });

  it('answers gzip to a client that only takes gzip', async () => {
    const response = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).equals(assetSource)).toBe(true);
  });

  it('answers the plain file without Accept-Encoding', async () => {
    const response = await t.app.inject({ url: ASSET });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(assetSource)).toBe(true);
  });

  it('answers index.html for an app path, never cached without a check', async () => {
    const response = await t.app.inject({ url: '/staff/inbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain(ASSET);
  });

  it('answers 404, not the app page, for a built file that is not there (an old page asking after a new build)', async () => {
    const response = await t.app.inject({ url: '/assets/main-Old00000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ code: 'route.not_found' });
  });

  it('answers the app page br or gzip as the browser asks, decoding to the same page', async () => {
    const plain = (await t.app.inject({ url: '/staff/inbox' })).rawPayload;
    const br = await t.app.inject({
      url: '/staff/inbox',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);

    const gz = await t.app.inject({ url: '/staff/inbox', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
  });
});

describe('dynamic answers', () => {
  it('compresses a large API JSON answer per Accept-Encoding', async () => {
    const plain = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer (under 1 kB) uncompressed', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live-update event stream', async () => {
    const { token } = await signInAs(t.app, 'staff');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await streamHeaders(`${address}/api/v1/events`, {
      ...bearer(token),
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip',
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['BR;q=0.5, gzip;q=1', 'br'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});
