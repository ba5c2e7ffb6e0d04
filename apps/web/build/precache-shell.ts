import { APP_SHELL_MODULES, readManifest, staticClosure } from './bundle-budget.ts';

/**
 * What the service worker precaches (issue 23 item 4): the shell, not every chunk. A phone on mobile
 * data installing the worker fetched every page's code (5.6 MB) before; now it fetches what the first
 * page and the layout need, and the driver's pages, which must open without a signal. Other chunks
 * are cached as they are first used (the worker's runtime caching of /assets/), and a chunk an old
 * tab asks for after a release replaced it answers the route's reload page.
 */
const SHELL_MODULES = [
  // Every page but login sits in the app's shell, fetched when the first one shows.
  ...APP_SHELL_MODULES,
  'src/platform/i18n/en/index.ts',
  'src/app/layout/AppLayout.tsx',
  'src/features/driver/DriverShell.tsx',
  'src/features/driver/list/DriverTaskListPage.tsx',
  'src/features/driver/task/DriverTaskPage.tsx',
  'src/features/driver/complete/DriverCompletePage.tsx',
];

/** The built files of the shell: the entry's and those modules' chunks with their static imports. */
export function shellFiles(dist: string): Set<string> {
  const manifest = readManifest(dist);
  const roots = Object.keys(manifest).filter((key) => manifest[key]?.isEntry || SHELL_MODULES.includes(key));
  const missing = SHELL_MODULES.filter((module) => !(module in manifest));
  // A renamed page would silently drop out of the offline shell.
  if (missing.length > 0) throw new Error(`precache-shell: not in the build: ${missing.join(', ')}`);
  return new Set(
    [...staticClosure(manifest, roots)].flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
    }),
  );
}

/** A Workbox manifest transform keeping, of the scripts, only the shell's (other files all stay). */
export function precacheShellOnly(outDir: () => string) {
  return <Entry extends { url: string }>(entries: Entry[]) => {
    const shell = shellFiles(outDir());
    return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || shell.has(entry.url)) };
  };
}
