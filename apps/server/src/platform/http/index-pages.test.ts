import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { loadIndexPages, ROUTE_PRELOADS_FILE } from './index-pages.ts';

const INDEX_HTML = Buffer.from(
  '<!doctype html><html lang="en"><head><title>Casework</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>',
);

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

describe('the served app page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: fakeBuild(PRELOADS) });
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
    expect(other.body).toBe(INDEX_HTML.toString());
  });
});
