import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  ],
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    sourcemap: true,
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
