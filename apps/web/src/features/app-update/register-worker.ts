/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { type AppUpdateSink, appUpdateSource } from './update-source';
import { localUpdateStateStore } from './update-state-store';

/** An open tab asks the server for a new worker this often (the browser itself checks on page loads). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the built app's service worker (vite-plugin-pwa's Workbox worker, prompt mode) and feeds
 * what it reports to the update banner. Called by main.tsx in the built app only.
 */
export function registerAppWorker(sink: AppUpdateSink = appUpdateSource) {
  const store = localUpdateStateStore();
  const updateWorker = registerSW({
    onNeedRefresh: () => sink.announceWaiting(() => void updateWorker()),
    // Called once the new worker controls this page; the banner's countdown reloads it (150 ms).
    onNeedReload: () => sink.announceTakeover(),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // No version waiting: a stored countdown belongs to an update this page already runs.
      if (!registration.waiting) store.clear();
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => {});
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
