import { routeFilesForPath, staticClosure, type BuildManifest } from './js-budget.ts';

/** Where the build writes the preload hints the server puts into index.html (a dot folder: never served). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The files a page's own code needs beyond the entry, for `<link rel="modulepreload">` and style preloads. */
export interface RoutePreload {
  scripts: string[];
  styles: string[];
}

/** App path (no trailing slash, `/` for the root) to what its first load fetches after the entry. */
export type RoutePreloads = Record<string, RoutePreload>;

/**
 * The app paths of the route files that take no parameters, from their paths relative to the routes folder:
 * `index.tsx` → `/`, `staff/inbox/index.tsx` and `staff/inbox/route.tsx` → `/staff/inbox`,
 * `staff/dashboard.tsx` → `/staff/dashboard`. Files under a `$param` folder, `__root.tsx`, pathless (`_x`)
 * and ignored (`-x`) files, and tests are left out: their URL is not known before the request.
 */
export function staticRoutePaths(routeFiles: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const file of routeFiles) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const segments = file.replace(/\.tsx?$/, '').split('/');
    if (segments.some((s) => s.startsWith('$') || s.startsWith('_') || s.startsWith('-'))) continue;
    const last = segments.at(-1);
    if (last === 'index' || last === 'route') segments.pop();
    paths.add(`/${segments.join('/')}`);
  }
  return [...paths].sort();
}

/** A route chunk that renders the page (`?tsr-split=component`), not its error or not-found screens. */
function isPageChunk(key: string, routeFiles: ReadonlySet<string>): boolean {
  const [file, query = ''] = key.split('?');
  if (!file || !routeFiles.has(file)) return false;
  const split = new URLSearchParams(query).get('tsr-split');
  return split === null || split.split(/[,-]+/).includes('component');
}

/**
 * What a full load of each path fetches once the entry has run: the page chunks of its route files (root,
 * layouts, leaf) with everything they import statically, less what the entry itself already loads.
 * Paths whose leaf has no page chunk (a route that only redirects) get no entry.
 */
export function routePreloads(
  manifest: BuildManifest,
  paths: readonly string[],
  routesDir = 'src/routes',
): RoutePreloads {
  const keys = Object.keys(manifest);
  const loadedByEntry = staticClosure(
    manifest,
    keys.filter((key) => manifest[key]?.isEntry),
  );
  const preloads: RoutePreloads = {};
  for (const path of paths) {
    const routeFiles = routeFilesForPath(path, routesDir);
    const leafFiles = new Set(routeFiles.slice(-3));
    if (!keys.some((key) => isPageChunk(key, leafFiles))) continue;
    const pageKeys = keys.filter((key) => isPageChunk(key, new Set(routeFiles)));
    const needed = [...staticClosure(manifest, pageKeys)].filter((key) => !loadedByEntry.has(key));
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const key of needed) {
      const chunk = manifest[key];
      if (!chunk) continue;
      if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
      if (chunk.file.endsWith('.css')) styles.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
    }
    preloads[path] = { scripts: [...scripts].sort(), styles: [...styles].sort() };
  }
  return preloads;
}
