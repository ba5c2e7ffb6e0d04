import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server of `npm run serve`; the built app is served by that same server in production.
const apiTarget = process.env.ARMADA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
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
