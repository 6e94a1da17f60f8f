import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT, rewriteStartPage, startSteps } from './start-page.ts';

const BUILT = `<head>
    ${COLOR_SCHEME_SCRIPT}
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Ef56.js">
    <link rel="stylesheet" crossorigin href="/assets/mantine-Cd34.css">
    <link rel="stylesheet" crossorigin href="/assets/index-Gh78.css">
  </head>`;

const COLOR_SCHEME = '(function () { document.documentElement.dataset.x = "dark"; })();\n';

const rewrite = (html: string, steps: string[] = ['/assets/react-Ef56.js']) =>
  rewriteStartPage(html, { steps, colorSchemeScript: COLOR_SCHEME });

/** A bundle of JS chunks, each with its static imports. */
function bundleOf(imports: Record<string, string[]>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, deps]) => [
      fileName,
      { type: 'chunk', fileName, imports: deps } as unknown as Rollup.OutputChunk,
    ]),
  );
}

describe('rewriteStartPage', () => {
  it('turns the entry script into a module preload listing its chunks, which start-app.js imports after the first paint', () => {
    const html = rewrite(BUILT, ['/assets/react-Ef56.js', '/assets/mantine-Ij90.js']);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-Ab12.js" id="casework-entry" data-steps="/assets/react-Ef56.js /assets/mantine-Ij90.js">',
    );
    expect(html).toContain('<script type="module" src="/start-app.js"></script>');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Ab12.js">');
  });

  it('leaves the stylesheets render-blocking, as Vite wrote them', () => {
    const html = rewrite(BUILT);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/mantine-Cd34.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Gh78.css">');
  });

  it('writes the colour-scheme script inline, so the first paint waits for no request', () => {
    const html = rewrite(BUILT);
    expect(html).toContain(`<script>${COLOR_SCHEME.trim()}</script>`);
    expect(html).not.toContain(COLOR_SCHEME_SCRIPT);
  });

  it('fails the build rather than ship a page that never starts or paints in the wrong scheme', () => {
    expect(() => rewrite('<head></head>')).toThrow(/no entry/);
    expect(() => rewrite(BUILT.replace(COLOR_SCHEME_SCRIPT, ''))).toThrow(/color-scheme/);
    expect(() =>
      rewriteStartPage(BUILT, { steps: [], colorSchemeScript: 'x = "</script><script>alert(1)";' }),
    ).toThrow(/cannot be written inline/);
  });

  it('lists no steps when the entry imports nothing', () => {
    expect(rewrite(BUILT, [])).toContain('id="casework-entry">');
  });
});

describe('startSteps', () => {
  it("lists the entry's chunks each after the chunks it imports, once, without the entry", () => {
    const bundle = bundleOf({
      'assets/index.js': ['assets/tanstack.js', 'assets/mantine.js', 'assets/react.js'],
      'assets/mantine.js': ['assets/react.js', 'assets/runtime.js'],
      'assets/tanstack.js': ['assets/react.js'],
      'assets/react.js': ['assets/runtime.js'],
      'assets/runtime.js': [],
      'assets/lazy-page.js': ['assets/react.js'],
    });
    const entry = bundle['assets/index.js'] as Rollup.OutputChunk;
    expect(startSteps(bundle, entry)).toEqual([
      '/assets/runtime.js',
      '/assets/react.js',
      '/assets/tanstack.js',
      '/assets/mantine.js',
    ]);
  });

  it('fails on an import the bundle does not hold', () => {
    const bundle = bundleOf({ 'assets/index.js': ['assets/missing.js'] });
    expect(() => startSteps(bundle, bundle['assets/index.js'] as Rollup.OutputChunk)).toThrow(/missing/);
  });
});
