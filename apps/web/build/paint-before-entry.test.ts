import { describe, expect, it } from 'vitest';
import { paintBeforeEntryPlugin } from './vite-plugins.ts';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">
  </head>`;

function transform(html: string): string {
  const hook = paintBeforeEntryPlugin().transformIndexHtml;
  if (!hook || typeof hook !== 'object') throw new Error('the plugin has no transformIndexHtml handler');
  const handler = hook.handler as (html: string) => string;
  return handler(html);
}

describe('paintBeforeEntryPlugin', () => {
  it('turns the entry script into a module preload that start-app.js imports after the first paint', () => {
    const html = transform(BUILT);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-Ab12.js" id="casework-entry">',
    );
    expect(html).toContain('<script type="module" src="/start-app.js"></script>');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Ab12.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">');
  });

  it('fails the build when index.html has no entry script, rather than shipping a page that never starts', () => {
    expect(() => transform('<head></head>')).toThrow(/no entry/);
  });
});
