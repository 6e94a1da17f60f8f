import { describe, expect, it } from 'vitest';
import type { BuildManifest } from './js-budget.ts';
import { routePreloads, staticRoutePaths } from './route-preloads.ts';

describe('staticRoutePaths', () => {
  it('turns route files into the app paths a request can name, leaving out parameters, the root, pathless files and tests', () => {
    expect(
      staticRoutePaths([
        '__root.tsx',
        'index.tsx',
        'sign-in.tsx',
        'staff/route.tsx',
        'staff/dashboard.tsx',
        'staff/dashboard.test.tsx',
        'staff/inbox/index.tsx',
        'staff/inbox/$userId/new-message.tsx',
        'staff/_layout.tsx',
        'staff/-helpers.ts',
        'README.md',
      ]),
    ).toEqual(['/', '/sign-in', '/staff', '/staff/dashboard', '/staff/inbox']);
  });
});

/** entry → react; the participant layout and the dashboard split into chunks; the dashboard's card has its CSS. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'], css: ['assets/card.css'] },
  '_chart.js': { file: 'assets/chart.js' },
  'src/routes/participant/route.tsx?tsr-split=component': {
    file: 'assets/participant-layout.js',
    src: 'src/routes/participant/route.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/participant/route.tsx?tsr-split=errorComponent': {
    file: 'assets/participant-error.js',
    src: 'src/routes/participant/route.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/participant/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard.js',
    src: 'src/routes/participant/dashboard.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_card.js'],
    dynamicImports: ['_chart.js'],
  } as BuildManifest[string],
};

describe('routePreloads', () => {
  const preloads = routePreloads(manifest, ['/participant/dashboard', '/participant', '/sign-in']);

  it("lists a page's layout and leaf chunks with their static imports and CSS, less what the entry loads", () => {
    expect(preloads['/participant/dashboard']).toEqual({
      scripts: ['assets/card.js', 'assets/dashboard.js', 'assets/participant-layout.js'],
      styles: ['assets/card.css'],
    });
  });

  it('leaves out error screens and what the page only imports on demand', () => {
    const all = Object.values(preloads).flatMap((p) => p.scripts);
    expect(all).not.toContain('assets/participant-error.js');
    expect(all).not.toContain('assets/chart.js');
    expect(all).not.toContain('assets/react.js');
  });

  it('gives a path whose leaf has no page chunk nothing', () => {
    expect(preloads['/sign-in']).toBeUndefined();
    expect(preloads['/participant']).toEqual({ scripts: ['assets/participant-layout.js'], styles: [] });
  });
});
