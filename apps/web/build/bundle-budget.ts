import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a route makes a browser fetch before it shows anything (issue 23 item 1), read from
 * the build's manifest: the entry with everything it imports statically, plus the route's lazy page
 * (and the shell it renders in) with everything they import statically. What a page fetches later
 * (exceljs on the first export, the charts, the map editor) is not part of its first load.
 */

/** Gzipped kilobytes (1 kB = 1,000 bytes, as Vite prints them). */
export const BUNDLE_BUDGETS_KB = { login: 200, route: 350, chunk: 250 } as const;

/**
 * The script files the login page's first load may take: a browser fetches six at a time from one
 * server over HTTP/1.1, so on a phone's line each further six cost a round trip of 560 ms.
 */
export const LOGIN_SCRIPT_FILES = 12;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export interface RouteLoad {
  /** The lazy page module, or 'login' for the entry alone (the login page is part of the entry). */
  route: string;
  kb: number;
  /** How many script files it takes. */
  files: number;
}

export interface BundleReport {
  routes: RouteLoad[];
  chunks: { file: string; kb: number }[];
}

/** The lazy modules whose first render is a whole screen: pages, and the shells pages render in. */
const isPage = (src: string) => /\/[A-Z][A-Za-z]*(Page|Shell|Layout)\.tsx$/.test(src);

/** Pages that stand alone, without the app's layout. */
const STANDALONE = ['/features/auth/', '/features/tracking/', '/features/platform-console/'];

/**
 * What every page but login fetches first (router/routes.tsx): the app's shell (antd's providers), its
 * route table, the whole dictionary of the first language, Indonesian, and the session's schemas.
 */
export const APP_SHELL_MODULES = [
  'src/app/AppShell.tsx',
  'src/app/router/app-routes.tsx',
  'src/platform/i18n/id/index.ts',
  // Read with the first answer of /api/auth/me.
  'src/platform/session/session-schemas.ts',
];

/**
 * The shells a page renders in: the app's shell, the app's layout for a company's pages (the driver's
 * too), and the driver's shell or the console's layout for theirs.
 */
function shellsOf(src: string, manifest: Manifest): string[] {
  const named = (file: string) => Object.keys(manifest).find((key) => key.endsWith(`/${file}`));
  const shells = [
    ...APP_SHELL_MODULES.map((key) => {
      if (!manifest[key]) throw new Error(`The build's manifest has no ${key}: the app's shell moved`);
      return key;
    }),
    STANDALONE.some((folder) => src.includes(folder)) ? undefined : named('AppLayout.tsx'),
    src.includes('/features/driver/') ? named('DriverShell.tsx') : undefined,
    src.includes('/features/platform-console/') ? named('PlatformConsoleLayout.tsx') : undefined,
  ];
  return shells.filter((shell): shell is string => shell !== undefined && shell !== src);
}

/** The modules `keys` load before they run: themselves and their static imports, recursively. */
export function staticClosure(manifest: Manifest, keys: readonly string[], into = new Set<string>()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], into);
  }
  return into;
}

export function readBundleReport(dist: string): BundleReport {
  const manifest = readManifest(dist);
  const kbOf = new Map<string, number>();
  const gzippedKb = (key: string) => {
    const file = (manifest[key] as ManifestChunk).file;
    let kb = kbOf.get(file);
    if (kb === undefined) {
      kb = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
      kbOf.set(file, kb);
    }
    return kb;
  };
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzippedKb(key), 0);
  const files = (keys: Iterable<string>) =>
    new Set(
      [...keys].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith('.js')),
    ).size;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryLoad = staticClosure(manifest, entries);
  const pages = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && isPage(key));
  const routes: RouteLoad[] = [
    { route: 'login', kb: sum(entryLoad), files: files(entryLoad) },
    ...pages.map((page) => {
      const load = staticClosure(manifest, [page, ...shellsOf(page, manifest)], new Set(entryLoad));
      return { route: page, kb: sum(load), files: files(load) };
    }),
  ];
  const chunks = Object.keys(manifest)
    .filter((key) => (manifest[key] as ManifestChunk).file.endsWith('.js'))
    .map((key) => ({ file: (manifest[key] as ManifestChunk).file, kb: gzippedKb(key) }));
  return { routes, chunks };
}
