import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the web build (apps/web/build/route-preloads.ts): what each page needs beyond the entry. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A built asset's path as the build writes it; nothing else may go into the page's markup. */
const AssetPath = z.string().regex(/^assets\/[\w.-]+\.(?:js|css)$/, 'a built asset under assets/');

const RoutePreloads = z.record(
  z.string().regex(/^\/[\w/.-]*$/, 'an app path'),
  z.object({ scripts: z.array(AssetPath), styles: z.array(AssetPath) }),
);

/** The `<link>` hints for one page: its chunks as module preloads, its stylesheets as style preloads. */
function preloadLinks({ scripts, styles }: z.infer<typeof RoutePreloads>[string]): string {
  // crossorigin as Vite's own tags and its loader's links carry it, so the browser reuses the preloaded response.
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');
}

/** The page with `markup` added at the end of its `<head>`; unchanged when it has none. */
function withinHead(page: Buffer, markup: string): Buffer {
  const html = page.toString('utf8');
  const headEnd = html.indexOf('</head>');
  return headEnd < 0 ? page : Buffer.from(html.slice(0, headEnd) + markup + html.slice(headEnd));
}

/** `/staff/inbox/` and `/staff/inbox` are the same page. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * index.html for each app path, built once at start-up: a page the build listed in `.vite/route-preloads.json`
 * gets preload hints for its own chunks in `<head>`, so the browser fetches them while the entry script downloads
 * (on a slow phone connection the page's code otherwise starts downloading only after the entry has run).
 * Any other path, or a build without the file, gets index.html as it is.
 */
export function loadIndexPages(distDir: string, indexHtml: Buffer): (pathname: string) => Buffer {
  const preloadsFile = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(preloadsFile)) return () => indexHtml;
  const preloads = RoutePreloads.parse(JSON.parse(readFileSync(preloadsFile, 'utf8')));
  if (!indexHtml.includes('</head>')) throw new Error(`${path.join(distDir, 'index.html')} has no </head>.`);
  const pages = new Map<string, Buffer>();
  for (const [appPath, preload] of Object.entries(preloads)) {
    const links = preloadLinks(preload);
    if (links) pages.set(appPath, withinHead(indexHtml, links));
  }
  return (pathname) => pages.get(normalisePath(pathname)) ?? indexHtml;
}

/**
 * index.html with `<meta name content>` tags for what the server tells the web before any call (the upload limit),
 * before `</head>`. Names and values are written as attributes, escaped.
 */
export function withPageMeta(indexHtml: Buffer, meta: Readonly<Record<string, string>>): Buffer {
  const attribute = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${attribute(name)}" content="${attribute(content)}">`)
    .join('');
  return withinHead(indexHtml, tags);
}

/** An inline script of index.html: `<script>` with no attributes (one with a src or a type is not inline code). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts of the built index.html
 * (the colour-scheme script, written inline by the web build so the first paint waits for no request), and no other
 * inline script. None when there is no build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}'`,
  );
}
