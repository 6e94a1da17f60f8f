import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin, Rollup } from 'vite';
import { ENFORCE_ROUTE_BUDGETS, ROUTE_BUDGETS } from './budgets.ts';
import {
  formatBudgetTable,
  gzipSize,
  measureRoutes,
  type BuildManifest,
  type RouteBudget,
} from './js-budget.ts';
import { missingMantineStyles, stylesheetsDefining } from './mantine-styles.ts';
import { ROUTE_PRELOADS_FILE, routePreloads, staticRoutePaths } from './route-preloads.ts';
import { rewriteStartPage, startSteps } from './start-page.ts';

const MANIFEST_FILE = '.vite/manifest.json';

/** Vite's build manifest from the written bundle, or null when `build.manifest` is off. */
function manifestOf(bundle: Rollup.OutputBundle): BuildManifest | null {
  const asset = bundle[MANIFEST_FILE];
  return asset?.type === 'asset' ? (JSON.parse(String(asset.source)) as BuildManifest) : null;
}

/**
 * Fails the build when the JavaScript a full load of a budgeted page fetches (entry, route chunks and their
 * static imports, read from Vite's manifest) is over its gzip budget (a warning when `enforce` is false);
 * prints the table on every build.
 * Needs `build.manifest: true`.
 */
export function routeBudgetPlugin({
  budgets = ROUTE_BUDGETS,
  enforce = ENFORCE_ROUTE_BUDGETS && process.env.CASEWORK_JS_BUDGET !== 'warn',
}: { budgets?: readonly RouteBudget[]; enforce?: boolean } = {}): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'casework:route-js-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(_options, bundle) {
      const manifest = manifestOf(bundle);
      if (!manifest) this.error(`The JS budget check needs Vite's manifest: set build.manifest to true.`);
      const sizeOf = (file: string) => {
        const output = bundle[file];
        if (output?.type !== 'chunk') throw new Error(`The bundle has no JS chunk "${file}".`);
        return gzipSize(output.code);
      };
      const measures = measureRoutes(manifest, budgets, sizeOf);
      logger?.info(`\nJavaScript loaded per page (gzip):\n${formatBudgetTable(measures)}\n`);
      for (const m of measures.filter((m) => !m.withinBudget && m.withinCeiling))
        logger?.warn(
          `${m.budget.path} is over its ${m.budget.maxKbGzip} kB target (known overrun): ${m.budget.knownOverrun?.why ?? ''}`,
        );
      const over = measures.filter((m) => !m.withinCeiling);
      if (over.length === 0) return;
      const message = `JavaScript budget exceeded: ${over
        .map(
          (m) =>
            `${m.budget.path} loads ${(m.bytesGzip / 1000).toFixed(1)} kB gzip (budget ${m.budget.knownOverrun?.ceilingKbGzip ?? m.budget.maxKbGzip} kB)`,
        )
        .join('; ')}. Lazy-load what the page does not show at first, or split a heavy dependency.`;
      if (enforce) this.error(message);
      logger?.warn(message);
    },
  };
}

/**
 * Fails the build when the bundled JavaScript uses a Mantine class or animation that none of the bundle's
 * stylesheets defines: Mantine's styles are imported component by component (src/platform/ui/mantine-styles.ts),
 * and a component rendered without its stylesheet looks broken only on the screen that uses it. The message names
 * the stylesheet to import.
 */
export function mantineStylesPlugin(): Plugin {
  return {
    name: 'casework:mantine-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const js: string[] = [];
      const css: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') js.push(output.code);
        else if (output.fileName.endsWith('.css')) css.push(String(output.source));
      }
      const missing = missingMantineStyles(js, css);
      if (missing.length === 0) return;
      const wanted = [...stylesheetsDefining(missing)].map(([file, names]) =>
        file === null
          ? `${names.join(', ')} (no Mantine stylesheet defines them)`
          : `import '${file}' (${names.join(', ')})`,
      );
      this.error(
        `The JavaScript uses Mantine styles the bundle does not include. Add to src/platform/ui/mantine-styles.ts ` +
          `(in the order of @mantine/core/styles.css), or beside the component for another package: ${wanted.join('; ')}.`,
      );
    },
  };
}

/**
 * Writes `.vite/route-preloads.json`: for each app path without parameters, the chunks its page needs beyond the
 * entry. The server puts them into index.html as `<link rel="modulepreload">` (and style preloads), so a phone
 * fetches a page's code while the entry downloads instead of after it has run. Needs `build.manifest: true`.
 */
export function routePreloadsPlugin({ routesDir }: { routesDir: string }): Plugin {
  let root = '';
  return {
    name: 'casework:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const manifest = manifestOf(bundle);
      if (!manifest || !options.dir)
        this.error(`Route preloads need Vite's manifest: set build.manifest to true.`);
      const files = (await readdir(routesDir, { recursive: true })).map((f) => f.split(path.sep).join('/'));
      const relativeRoutesDir = path.relative(root, routesDir).split(path.sep).join('/');
      const preloads = routePreloads(manifest, staticRoutePaths(files), relativeRoutesDir);
      const target = path.join(options.dir, ROUTE_PRELOADS_FILE);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}

/**
 * Starts the app in steps after the loading frame has painted (build/start-page.ts): the entry becomes a module
 * preload that public/start-app.js imports, the entry's chunks are evaluated one at a time, the stylesheets no longer
 * block the first paint, and the colour-scheme script is written inline. Build only: the dev server keeps Vite's own
 * tags.
 */
export function paintBeforeEntryPlugin(): Plugin {
  let publicDir = '';
  let base = '/';
  return {
    name: 'casework:paint-before-entry',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) throw new Error('index.html was built without its entry chunk.');
        const colorSchemeScript = await readFile(path.join(publicDir, 'color-scheme.js'), 'utf8');
        return rewriteStartPage(html, { steps: startSteps(ctx.bundle, ctx.chunk, base), colorSchemeScript });
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every compressible file under `dir` (dot folders such as `.vite` left out). */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** Writes `file.br` (quality 11) and `file.gz` (level 9) beside a file, each only when it is smaller. */
async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const content = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
  return { raw: content.length, br: br.length, gz: gzipped.length };
}

/**
 * Precompresses the built text files (`.br` and `.gz` beside each, for @fastify/static's `preCompressed`),
 * so the server never spends CPU compressing an asset. Files under 1 kB stay as they are.
 */
export function precompressPlugin(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'casework:precompress',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      const candidates = await compressibleFiles(dir);
      const sizes = await Promise.all(
        candidates.map(async (f) => ((await stat(f)).size >= MIN_BYTES ? f : null)),
      );
      const files = sizes.filter((f): f is string => f !== null);
      const totals = { raw: 0, br: 0, gz: 0 };
      for (const file of files) {
        const result = await precompressFile(file);
        totals.raw += result.raw;
        totals.br += result.br;
        totals.gz += result.gz;
      }
      const kb = (n: number) => `${(n / 1000).toFixed(0)} kB`;
      logger?.info(
        `precompressed ${files.length} files: ${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
      );
    },
  };
}
