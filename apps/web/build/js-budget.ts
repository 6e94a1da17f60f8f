import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`.vite/manifest.json`), reduced to what the budget check reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  /** CSS files the chunk needs (Vite loads them with the chunk). */
  css?: string[];
}

/** Vite's build manifest: chunk key (source path, `_name-hash.js` for shared chunks) to chunk. */
export type BuildManifest = Record<string, ManifestChunk>;

/** A page and the most JavaScript (kB gzip, 1 kB = 1000 bytes) a browser may fetch to show it after a full load. */
export interface RouteBudget {
  path: string;
  maxKbGzip: number;
  /**
   * A target not met yet, written down rather than hidden: the build fails above `ceilingKbGzip` (so the page cannot
   * grow while the overrun stands) and reports the page as over its target until it fits.
   */
  knownOverrun?: { ceilingKbGzip: number; why: string };
}

/** What a page loads, measured against its budget. */
export interface RouteMeasure {
  budget: RouteBudget;
  files: string[];
  bytesGzip: number;
  withinBudget: boolean;
  /** Within the budget, or within the ceiling of a known overrun: the build may pass. */
  withinCeiling: boolean;
}

/**
 * The route files TanStack's file-based router matches for an app path: `__root.tsx`, each ancestor's
 * layout (`a/route.tsx` or `a.tsx`) and the leaf (`a/b.tsx`, `a/b/index.tsx` or `a/b/route.tsx`),
 * relative to the web app root. Pathless and `$param` segments are not handled: budgets name plain paths.
 */
export function routeFilesForPath(path: string, routesDir = 'src/routes'): string[] {
  const segments = path.split('/').filter(Boolean);
  const files = [`${routesDir}/__root.tsx`];
  segments.forEach((_, i) => {
    const prefix = `${routesDir}/${segments.slice(0, i + 1).join('/')}`;
    files.push(`${prefix}/route.tsx`, `${prefix}.tsx`);
    if (i === segments.length - 1) files.push(`${prefix}/index.tsx`);
  });
  return files;
}

/** The manifest keys whose source is one of the route files, including their `?tsr-split=…` lazy chunks. */
function routeChunkKeys(manifest: BuildManifest, routeFiles: readonly string[]): string[] {
  const wanted = new Set(routeFiles);
  return Object.keys(manifest).filter((key) => wanted.has((manifest[key]?.src ?? key).split('?')[0] ?? ''));
}

/** The chunk keys reachable from `roots` through static imports (dynamic imports load later, on demand). */
export function staticClosure(manifest: BuildManifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The JavaScript files a full load of `path` fetches: the entry chunks and the route files' lazy chunks,
 * each with everything it imports statically. Throws when no chunk belongs to the path's leaf route,
 * so a renamed route cannot silently pass its budget.
 */
export function filesLoadedForPath(manifest: BuildManifest, path: string): string[] {
  const routeFiles = routeFilesForPath(path);
  const leafFiles = routeFiles.slice(-3);
  const routeKeys = routeChunkKeys(manifest, routeFiles);
  if (routeChunkKeys(manifest, leafFiles).length === 0)
    throw new Error(`No chunk in the build belongs to ${path} (looked for ${leafFiles.join(', ')}).`);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const keys = staticClosure(manifest, [...entries, ...routeKeys]);
  const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  return [...new Set(files)].sort();
}

/** Gzip size (level 9, as the precompressed `.gz` files) of some content. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Measures each budgeted path; `sizeOf` gives a file's gzip size in bytes. */
export function measureRoutes(
  manifest: BuildManifest,
  budgets: readonly RouteBudget[],
  sizeOf: (file: string) => number,
): RouteMeasure[] {
  return budgets.map((budget) => {
    const files = filesLoadedForPath(manifest, budget.path);
    const bytesGzip = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const ceilingKb = budget.knownOverrun?.ceilingKbGzip ?? budget.maxKbGzip;
    return {
      budget,
      files,
      bytesGzip,
      withinBudget: bytesGzip <= budget.maxKbGzip * 1000,
      withinCeiling: bytesGzip <= ceilingKb * 1000,
    };
  });
}

/** A short plain-text table of the measures, one line per route. */
export function formatBudgetTable(measures: readonly RouteMeasure[]): string {
  const rows = measures.map((m) => [
    m.budget.path,
    String(m.files.length),
    (m.bytesGzip / 1000).toFixed(1),
    String(m.budget.maxKbGzip),
    m.withinBudget
      ? 'ok'
      : m.withinCeiling
        ? `over target (known, ceiling ${m.budget.knownOverrun?.ceilingKbGzip} kB)`
        : 'OVER',
  ]);
  const header = ['route', 'JS files', 'kB gzip', 'budget kB', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  return [header, ...rows]
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
