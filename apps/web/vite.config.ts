import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { precacheShellOnly } from './build/precache-shell.ts';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Where this build writes (the browser tests pass --outDir), for the precache's manifest transform.
let outDir = path.join(root, 'dist');
// The API server of `npm run serve`; the built app is served by that same server in production.
const apiTarget = process.env.ARMADA_API_URL ?? 'http://localhost:3000';
// The build's version, shown to the update check as `window.__ARMADA_VERSION__`; a release sets
// VITE_APP_VERSION, a local build is told apart by its build time.
const firstLoad = firstLoadChunks();
const appVersion = process.env.VITE_APP_VERSION || `0.1.0+${new Date().toISOString()}`;

export default defineConfig({
  root,
  define: { __ARMADA_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    react(),
    firstLoad.plugin,
    {
      name: 'armada-out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
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
        // The shell's scripts only (build/precache-shell.ts); every other chunk is cached when first used.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        manifestTransforms: [precacheShellOnly(() => outDir)],
        runtimeCaching: [
          {
            // Hashed names never change content: a chunk once fetched is answered from the cache, also
            // offline, and an old tab still finds the chunks it already used after a release.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'armada-chunks', expiration: { maxEntries: 400 } },
          },
        ],
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
    // Brotli and gzip copies beside every text file, served by @fastify/static (issue 23 item 2).
    precompress(),
  ],
  resolve: {
    // exceljs's browser build without its polyfills (core-js, regenerator): 237 kB gzipped instead of
    // 256, under the 250 kB a chunk may weigh (issue 23 item 1); the browsers we serve need none of them.
    alias: [{ find: /^exceljs$/, replacement: 'exceljs/dist/exceljs.bare.min.js' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps stay out of what the server publishes (issue 23 item 4); `npx vite build --sourcemap`
    // makes them for a local investigation.
    sourcemap: false,
    // The bundle budget check (e2e/bundle-budget.e2e.test.ts) reads which chunks each route loads here.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router are grouped: every route needs them, and a chunk of its own stays cached
        // across releases. So are what the entry loads and the icons, to cut a first visit's requests
        // (build/first-load-chunks.ts). Everything else (antd's components included) is split where
        // the lazy routes use it, so a route loads only what it shows.
        // Modules run in their own order whatever chunk they are in: the charts' pieces cut apart
        // without it, AntV's modules ran before what they read and the report drew no chart (browser
        // test report.e2e).
        strictExecutionOrder: true,
        codeSplitting: {
          // A group takes only the modules its test names; what they import (d3, lodash, shared with
          // pages) stays where the automatic splitting puts it, so no page loads a chart to get it.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The report's charts (@ant-design/plots on AntV G2, drawn with html2canvas and d3) are fetched
            // together when a chart is first drawn; 480 kB gzipped in one chunk would pass the 250 kB a
            // chunk may weigh, so the group is cut into pieces of about 700 kB before compression.
            {
              name: 'charts',
              test: /node_modules[\\/](@antv|@ant-design[\\/]plots|html2canvas)[\\/]/,
              maxSize: 700_000,
            },
            ...firstLoad.groups,
          ],
        },
      },
    },
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
