/*
 * What the service worker tells the app about a new version, kept apart from the worker's
 * registration (register-worker.ts, built app only) so the banner and its tests need no worker.
 */

export interface AppUpdateSource {
  /** A new version is installed and waiting to take over. */
  isWaiting(): boolean;
  subscribe(listener: () => void): () => void;
  /** Tells the waiting worker to take over (skipWaiting). */
  skipWaiting(): void;
  /** Calls back once the new version has taken over this page (its controller changed). */
  onTakeover(listener: () => void): () => void;
}

export interface AppUpdateSink {
  /** A new version is waiting; `skipWaiting` tells it to take over. */
  announceWaiting(skipWaiting: () => void): void;
  /** The new version now controls this page. */
  announceTakeover(): void;
}

export function createAppUpdateSource(): AppUpdateSource & AppUpdateSink {
  let skip: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const takeoverListeners = new Set<() => void>();
  return {
    isWaiting: () => skip !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    skipWaiting: () => skip?.(),
    onTakeover(listener) {
      takeoverListeners.add(listener);
      return () => takeoverListeners.delete(listener);
    },
    announceWaiting(skipWaiting) {
      skip = skipWaiting;
      for (const listener of listeners) listener();
    },
    announceTakeover() {
      for (const listener of takeoverListeners) listener();
    },
  };
}

/** The app's one source, fed by register-worker.ts in the built app; in the dev server it stays quiet. */
export const appUpdateSource = createAppUpdateSource();
