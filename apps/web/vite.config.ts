import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server of `npm run serve`; the built app is served by that same server in production.
const apiTarget = process.env.ARMADA_API_URL ?? 'http://localhost:3000';
// The build's version, shown to the update check as `window.__ARMADA_VERSION__`; a release sets
// VITE_APP_VERSION, a local build is told apart by its build time.
const appVersion = process.env.VITE_APP_VERSION || `0.1.0+${new Date().toISOString()}`;

export default defineConfig({
  root,
  define: { __ARMADA_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    react(),
    // The app update banner (issue 17 item 9) and the installable driver app (issue 18 item 5):
    // Workbox's worker precaches each build, the manifest and its icons; a new build waits until the
    // banner's countdown (or its button) tells it to take over. Registered by
    // features/app-update/register-worker.ts in the built app only; the dev server has no worker.
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      // Installed from the phone's browser, the app opens without the browser's bars at '/', which
      // sends a driver to their own pages (the driver layout). The PNGs are committed in public/icons
      // (made from favicon.svg); the maskable one keeps the truck inside the 80 % safe zone.
      manifest: {
        name: 'Armada',
        short_name: 'Armada',
        description: 'Armada: operasional armada untuk perusahaan transportasi',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // antd's colorPrimary (app/providers.tsx): the splash screen and the status bar match the app.
        theme_color: '#1668dc',
        background_color: '#1668dc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The icons are precached by globPatterns already; the plugin would list them a second time.
      includeManifestIcons: false,
      devOptions: { enabled: false },
      workbox: {
        // Every chunk, also the lazy ones: a page still on the old version must find its chunks
        // after the server already serves the new build.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // A page reload on /fleet-task/123 or /driver/... (a driver opening the app offline) answers
        // the cached index.html. The API, its files and the
        // live socket are never answered by the worker (they match no route and go to the network),
        // nor is an address that names a file: the server answers it, a 404 when missing (web-app.ts).
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws/, /\.[a-z0-9]+$/i],
        // Once told to skip waiting, the new worker takes every open tab, so each of them reloads.
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/ },
            // Read and written only on the delivery import page: its own chunk, loaded when first used.
            { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/ },
            // Drawn with only on the geofence editor's map (GeomanEditor is loaded lazily).
            { name: 'geoman', test: /node_modules[\\/]@geoman-io[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
    // antd alone is about 650 kB minified (210 kB gzipped) and is loaded on every page anyway.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // The socket refuses pages of origins other than PUBLIC_URL; the dev server's page is one, so
      // the dev proxy presents the API's own origin (PUBLIC_URL's default for that server).
      '/ws': {
        target: apiTarget,
        ws: true,
        changeOrigin: true,
        headers: { origin: new URL(apiTarget).origin },
      },
    },
  },
});
