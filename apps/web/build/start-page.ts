import type { Rollup } from 'vite';

/**
 * How index.html starts the app on a slow phone (decision 021). The build rewrites the tags Vite writes:
 *
 * - The entry `<script>` becomes `<link rel="modulepreload" id="casework-entry">`: it downloads at once, and
 *   `public/start-app.js` imports it after the loading frame has painted.
 * - The entry's own chunks (React, the router, Mantine: see build.rolldownOptions in vite.config.ts) are listed on
 *   that link, dependencies first (`data-steps`). start-app.js evaluates them one at a time, giving the browser its
 *   turn between them: evaluating all start-up code at once is one long task that a phone cannot answer a tap in.
 * - The stylesheets stay render-blocking (decision 021): applying them after the first paint (media print → all)
 *   painted the frame sooner but rebuilt the styles of the whole page in one long task later.
 * - The colour-scheme script is written inline, so the first paint waits for no request; the server allows it by its
 *   hash in the Content-Security-Policy (apps/server/src/platform/http/index-pages.ts).
 */

/** The entry script tag Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The colour-scheme script of index.html (public/color-scheme.js). */
export const COLOR_SCHEME_SCRIPT = '<script src="/color-scheme.js"></script>';

/**
 * The chunks `entry` imports statically, each after the chunks it imports itself (the order in which the browser
 * would evaluate them), as paths from the site root. The entry itself is not in the list.
 */
export function startSteps(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, base = '/'): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') throw new Error(`The bundle has no JS chunk "${fileName}".`);
    chunk.imports.forEach(visit);
    if (fileName !== entry.fileName) ordered.push(`${base}${fileName}`);
  };
  visit(entry.fileName);
  return ordered;
}

export interface StartPageOptions {
  /** From startSteps: the entry's chunks in evaluation order. */
  steps: readonly string[];
  /** The text of public/color-scheme.js, written inline in place of its script tag. */
  colorSchemeScript: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** index.html as Vite built it, rewritten as described at the top of this file. */
export function rewriteStartPage(html: string, { steps, colorSchemeScript }: StartPageOptions): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('index.html has no entry <script type="module" crossorigin src=…>.');
  if (!html.includes(COLOR_SCHEME_SCRIPT)) throw new Error(`index.html has no ${COLOR_SCHEME_SCRIPT}.`);
  if (/<\/script/i.test(colorSchemeScript))
    throw new Error('public/color-scheme.js cannot be written inline: it contains "</script".');
  const stepsAttribute = steps.length ? ` data-steps="${escapeAttribute(steps.join(' '))}"` : '';
  return html
    .replace(COLOR_SCHEME_SCRIPT, () => `<script>${colorSchemeScript.trim()}</script>`)
    .replace(
      entry[0],
      () =>
        `<link rel="modulepreload" crossorigin href="${entry[1]}" id="casework-entry"${stepsAttribute}>\n    <script type="module" src="/start-app.js"></script>`,
    );
}
