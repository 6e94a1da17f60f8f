import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
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
        // Everything the start-up needs in one chunk: ~30 small chunks compressed apart cost ~15 kB gzip more.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
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
