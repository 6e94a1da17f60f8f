import { describe, expect, it } from 'vitest';
import {
  filesLoadedForPath,
  formatBudgetTable,
  measureRoutes,
  routeFilesForPath,
  type BuildManifest,
} from './js-budget.ts';

/** A small build: entry → react; dashboard split chunk → card → react; inbox chunk → editor (lazy: emoji). */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_editor.js': { file: 'assets/editor.js', imports: ['index.html'] },
  '_emoji.js': { file: 'assets/emoji.js' },
  '_style.css': { file: 'assets/style.css' },
  'src/routes/participant/route.tsx?tsr-split=component': {
    file: 'assets/participant-layout.js',
    src: 'src/routes/participant/route.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_style.css'],
  },
  'src/routes/participant/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard.js',
    src: 'src/routes/participant/dashboard.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_card.js', 'index.html'],
  },
  'src/routes/participant/dashboard.tsx?tsr-split=errorComponent': {
    file: 'assets/dashboard-error.js',
    src: 'src/routes/participant/dashboard.tsx?tsr-split=errorComponent',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/participant/inbox/index.tsx?tsr-split=component': {
    file: 'assets/inbox.js',
    src: 'src/routes/participant/inbox/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_editor.js'],
  },
  'src/routes/participant/dashboard-help.tsx?tsr-split=component': {
    file: 'assets/dashboard-help.js',
    src: 'src/routes/participant/dashboard-help.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/react.js': 50_000,
  'assets/card.js': 5_000,
  'assets/editor.js': 140_000,
  'assets/emoji.js': 70_000,
  'assets/participant-layout.js': 3_000,
  'assets/dashboard.js': 10_000,
  'assets/dashboard-error.js': 1_000,
  'assets/inbox.js': 4_000,
  'assets/dashboard-help.js': 9_000,
};

describe('routeFilesForPath', () => {
  it('lists the root, each layout and the leaf route files TanStack matches', () => {
    expect(routeFilesForPath('/staff/inbox')).toEqual([
      'src/routes/__root.tsx',
      'src/routes/staff/route.tsx',
      'src/routes/staff.tsx',
      'src/routes/staff/inbox/route.tsx',
      'src/routes/staff/inbox.tsx',
      'src/routes/staff/inbox/index.tsx',
    ]);
  });
});

describe('filesLoadedForPath', () => {
  it('counts the entry, the layout and leaf split chunks and their static imports, once each', () => {
    expect(filesLoadedForPath(manifest, '/participant/dashboard')).toEqual([
      'assets/card.js',
      'assets/dashboard-error.js',
      'assets/dashboard.js',
      'assets/index.js',
      'assets/participant-layout.js',
      'assets/react.js',
    ]);
  });

  it('leaves out other routes, dynamic-only chunks and CSS', () => {
    const files = filesLoadedForPath(manifest, '/participant/inbox');
    expect(files).toContain('assets/editor.js');
    expect(files).not.toContain('assets/emoji.js');
    expect(files).not.toContain('assets/dashboard.js');
    expect(files).not.toContain('assets/style.css');
  });

  it('refuses a path no chunk belongs to, so a renamed route cannot pass its budget', () => {
    expect(() => filesLoadedForPath(manifest, '/participant/nowhere')).toThrow(/No chunk in the build/);
  });

  it('refuses a manifest that imports a missing chunk', () => {
    const broken: BuildManifest = {
      ...manifest,
      '_card.js': { file: 'assets/card.js', imports: ['_gone.js'] },
    };
    expect(() => filesLoadedForPath(broken, '/participant/dashboard')).toThrow(/no chunk "_gone.js"/);
  });
});

describe('measureRoutes', () => {
  const sizeOf = (file: string) => sizes[file] ?? 0;

  it('sums the gzip sizes and compares them with the budget (kB of 1000 bytes)', () => {
    const [dashboard, inbox] = measureRoutes(
      manifest,
      [
        { path: '/participant/dashboard', maxKbGzip: 169 },
        { path: '/participant/inbox', maxKbGzip: 296 },
      ],
      sizeOf,
    );
    expect(dashboard?.bytesGzip).toBe(169_000);
    expect(dashboard?.withinBudget).toBe(true);
    expect(inbox?.bytesGzip).toBe(100_000 + 50_000 + 3_000 + 4_000 + 140_000);
    expect(inbox?.withinBudget).toBe(false);
  });

  it('lets a known overrun pass up to its ceiling and no further', () => {
    const overrun = (ceilingKbGzip: number) =>
      measureRoutes(
        manifest,
        [{ path: '/participant/inbox', maxKbGzip: 200, knownOverrun: { ceilingKbGzip, why: 'test' } }],
        sizeOf,
      )[0];
    expect(overrun(300)).toMatchObject({ withinBudget: false, withinCeiling: true });
    expect(overrun(296)).toMatchObject({ withinBudget: false, withinCeiling: false });
    expect(formatBudgetTable([overrun(300)!])).toMatch(/over target \(known, ceiling 300 kB\)/);
  });

  it('prints one table line per route, with OVER on a route over budget', () => {
    const table = formatBudgetTable(
      measureRoutes(manifest, [{ path: '/participant/inbox', maxKbGzip: 200 }], sizeOf),
    );
    expect(table.split('\n')).toHaveLength(2);
    expect(table).toMatch(/\/participant\/inbox\s+5\s+297\.0\s+200\s+OVER/);
  });
});
