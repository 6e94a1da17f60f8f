import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  mantineStylesPlugin,
  paintBeforeEntryPlugin,
  precompressPlugin,
  routeBudgetPlugin,
  routePreloadsPlugin,
} from './build/vite-plugins.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.CASEWORK_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webRoot}src/routes`,
      generatedRouteTree: `${webRoot}src/routeTree.gen.ts`,
      routeFileIgnorePattern: '\\.test\\.',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    // Fails the build when a Mantine component's stylesheet is missing (src/platform/ui/mantine-styles.ts).
    mantineStylesPlugin(),
    // The loading frame paints before the entry script runs (public/start-app.js starts it).
    paintBeforeEntryPlugin(),
    // Fails the build when a budgeted page loads too much JavaScript (budgets in build/budgets.ts).
    routeBudgetPlugin(),
    // Which chunks each page needs beyond the entry, for the server's preload hints in index.html.
    routePreloadsPlugin({ routesDir: `${webRoot}src/routes` }),
    // .br and .gz beside each asset, served as they are by @fastify/static (preCompressed).
    precompressPlugin(),
  ],
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    sourcemap: true,
    // Read by the JS budget check; not served (@fastify/static skips dot folders).
    manifest: true,
    rolldownOptions: {
      output: {
        // The start-up code in four chunks, not ~30 small ones (compressed apart they cost ~15 kB gzip more): React,
        // the router and query cache, Mantine, and the app. public/start-app.js evaluates them one task at a time.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 40,
            },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, tags: ['$initial'], priority: 30 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'], priority: 20 },
            { name: 'app', tags: ['$initial'], priority: 10 },
            // Every icon the app uses in one chunk (79 icons, ~5 kB gzip), not one ~300-byte chunk per icon shared by
            // pages: the inbox fetched 15 and the participant dashboard 11, each a request and a preload to process.
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 25 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
});
