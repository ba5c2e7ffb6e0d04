import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks where a first visit fetches many small ones at once (issue 23 items 1 and 5).
 * Split automatically, the login page loaded 22 files and a page of the app 150, most of them a few
 * hundred bytes; over HTTP/1.1 a browser asks six files of a server at a time, so on a phone's line
 * (560 ms a request) the login page waited four round trips for its code, a list page 25. Three groups:
 *
 * - `boot`: the app's own modules and libraries the entry loads (the login page, the session, the
 *   dictionary's first sections, the query client), which all arrive together anyway;
 * - `icons`: every other icon the pages draw, 27 kB gzipped together, which every route's first load
 *   then carries once (smaller than its 20 icon files were apart);
 * - `layout`: the app's own modules the layout of a company's pages loads (its menu, header, alert
 *   feed), fetched with each of those pages; the pages drawn without it (sign-up, tracking, the
 *   platform console) and the login page's later fetches leave theirs to the automatic splitting.
 *
 * The layout's chunk is the one its lazy import names; a page it imports lazily (its pop-ups) keeps
 * a chunk of its own. The chunks' modules run in their own order (strictExecutionOrder), so any cut is
 * safe.
 */
const ICON_MODULE = /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/;
/**
 * Reached from the entry through a barrel (the domain's index, zod's) but mostly not used by it: a
 * group would load all of them with the login page. The automatic splitting takes the few it uses.
 */
const REACHED_THROUGH_BARRELS = /packages[\\/]domain[\\/]|node_modules[\\/]zod[\\/]/;
const APP_CODE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const LAYOUT = '/src/app/layout/AppLayout.tsx';
/** Lazy modules shown without the layout: the pages that stand alone, the login form's rules. */
const WITHOUT_LAYOUT = /[\\/]features[\\/](auth|tracking|platform-console)[\\/]|login-validation/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The modules `roots` reach by static imports: a superset of what they load, through barrels. */
function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** Which group each module joins, read from the whole module graph, and what the entry reaches. */
function assignGroups(graph: ModuleGraph) {
  const ids = [...graph.getModuleIds()];
  const lazy = new Set(ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  const boot = staticClosure(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
  );
  const layout = ids.find((id) => id.endsWith(LAYOUT));
  if (!layout) throw new Error(`first-load-chunks: the build has no ${LAYOUT}`);
  const withoutLayout = staticClosure(
    graph,
    [...lazy].filter((id) => WITHOUT_LAYOUT.test(id)),
  );
  const groups = new Map<string, 'boot' | 'layout'>();
  for (const id of boot)
    if (!id.startsWith('\0rolldown') && !REACHED_THROUGH_BARRELS.test(id)) groups.set(id, 'boot');
  for (const id of staticClosure(graph, [layout]))
    if (APP_CODE.test(id) && !boot.has(id) && !withoutLayout.has(id) && (id === layout || !lazy.has(id)))
      groups.set(id, 'layout');
  return { groups, boot };
}

/**
 * The plugin reads the module graph once it is complete; the groups (for codeSplitting, after React's
 * own group, which takes its modules first) use it.
 */
export function firstLoadChunks() {
  let groupOf = new Map<string, 'boot' | 'layout'>();
  let loadedByEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'armada-first-load-chunks',
    apply: 'build',
    buildEnd() {
      ({ groups: groupOf, boot: loadedByEntry } = assignGroups(this as unknown as ModuleGraph));
    },
  };
  const groups = [
    { name: 'boot', test: (id: string) => groupOf.get(id) === 'boot' },
    { name: 'icons', test: (id: string) => ICON_MODULE.test(id) && !loadedByEntry.has(id) },
    { name: 'layout', test: (id: string) => groupOf.get(id) === 'layout' },
  ];
  return { plugin, groups };
}
