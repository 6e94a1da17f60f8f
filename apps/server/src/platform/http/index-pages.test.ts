import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { FILE_SIZE_LIMIT_META } from '@casework/contract';
import { inlineScriptHashes, loadIndexPages, ROUTE_PRELOADS_FILE, withPageMeta } from './index-pages.ts';

/** The inline colour-scheme script the web build writes into index.html. */
const INLINE_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme','dark');";

const INDEX_HTML = Buffer.from(
  `<!doctype html><html lang="en"><head><title>Casework</title><script>${INLINE_SCRIPT}</script><script type="module" crossorigin src="/assets/index-1.js"></script><script src="/start-app.js"></script></head><body></body></html>`,
);

/** The CSP source of a script, by WebCrypto (not the implementation under test). */
async function cspHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return `'sha256-${Buffer.from(digest).toString('base64')}'`;
}

/** A built web app: index.html and, when given, the route preloads the web build writes. */
function fakeBuild(preloads?: unknown): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'casework-index-pages-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  if (preloads !== undefined) {
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  }
  return dist;
}

const PRELOADS = {
  '/participant/dashboard': {
    scripts: ['assets/dashboard-2.js', 'assets/card-3.js'],
    styles: ['assets/card-3.css'],
  },
  '/sign-in': { scripts: [], styles: [] },
};

describe('loadIndexPages', () => {
  it("puts a listed page's chunks into <head> as module preloads, and its styles as style preloads", () => {
    const pageFor = loadIndexPages(fakeBuild(PRELOADS), INDEX_HTML);
    const html = pageFor('/participant/dashboard').toString();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-2.js"><link rel="modulepreload" crossorigin href="/assets/card-3.js"><link rel="preload" as="style" crossorigin href="/assets/card-3.css"></head>',
    );
    expect(html.replace(/<link[^>]*>/g, '')).toBe(INDEX_HTML.toString());
  });

  it('treats a trailing slash as the same page, and gives other pages index.html as built', () => {
    const pageFor = loadIndexPages(fakeBuild(PRELOADS), INDEX_HTML);
    expect(pageFor('/participant/dashboard/')).toEqual(pageFor('/participant/dashboard'));
    expect(pageFor('/staff/inbox')).toBe(INDEX_HTML);
    expect(pageFor('/sign-in')).toBe(INDEX_HTML);
    expect(pageFor('/')).toBe(INDEX_HTML);
  });

  it('serves index.html as built when the build wrote no preloads', () => {
    expect(loadIndexPages(fakeBuild(), INDEX_HTML)('/participant/dashboard')).toBe(INDEX_HTML);
  });

  it('refuses a preload file naming anything but built assets, so nothing else reaches the markup', () => {
    const hostile = { '/participant/dashboard': { scripts: ['"><script>alert(1)</script>'], styles: [] } };
    expect(() => loadIndexPages(fakeBuild(hostile), INDEX_HTML)).toThrow(/built asset/);
    const outside = { '/x': { scripts: ['../secrets.js'], styles: [] } };
    expect(() => loadIndexPages(fakeBuild(outside), INDEX_HTML)).toThrow(/built asset/);
  });
});

describe('withPageMeta', () => {
  it('writes each value as an escaped attribute before </head>', () => {
    const page = withPageMeta(INDEX_HTML, { 'a-name': '1 < 2 & "3"' }).toString();
    expect(page).toContain('<meta name="a-name" content="1 &lt; 2 &amp; &quot;3&quot;"></head>');
  });
});

describe('inlineScriptHashes', () => {
  it("allows exactly the built page's inline scripts, not those loaded from a file", async () => {
    expect(inlineScriptHashes(fakeBuild())).toEqual([await cspHash(INLINE_SCRIPT)]);
  });

  it('allows none without a build', () => {
    expect(inlineScriptHashes(mkdtempSync(path.join(tmpdir(), 'casework-no-build-')))).toEqual([]);
  });
});

describe('the served app page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: fakeBuild(PRELOADS), FILE_SIZE_LIMIT_MB: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries the preloads of the page asked for, not cached, whatever the query string', async () => {
    const response = await t.app.inject({ url: '/participant/dashboard?tab=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-2.js">');
    const other = await t.app.inject({ url: '/staff/inbox' });
    expect(other.body).toBe(withPageMeta(INDEX_HTML, { [FILE_SIZE_LIMIT_META]: '2097152' }).toString());
  });

  it("tells the web the server's upload limit in bytes on every page, so a picked file is checked at once", async () => {
    const limit = `<meta name="${FILE_SIZE_LIMIT_META}" content="2097152">`;
    for (const url of ['/participant/dashboard', '/staff/inbox', '/'])
      expect((await t.app.inject({ url })).body).toContain(`${limit}`);
  });

  it("lets the page's own inline script run, by its hash, and no other inline script", async () => {
    const csp = String(
      (await t.app.inject({ url: '/participant/dashboard' })).headers['content-security-policy'],
    );
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${await cspHash(INLINE_SCRIPT)}`);
  });
});
