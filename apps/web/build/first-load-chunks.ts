import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks where a first visit fetches many small ones at once (issue 23 items 1 and 5).
 * Split automatically, the login page loaded 22 files and a page of the app 150, most of them a few
 * hundred bytes; over HTTP/1.1 a browser asks six files of a server at a time, so on a phone's line
 * (560 ms a request) the login page waited four round trips for its code, a list page 25. Two groups:
 *
 * - `boot`: the app's own modules and libraries the entry loads (the login page, the session, the
 *   dictionary's first sections, the query client), which all arrive together anyway;
 * - `icons`: every other icon the pages draw, 27 kB gzipped together, which every route's first load
 *   then carries once (smaller than its 20 icon files were apart).
 *
 * The chunks' execution order stays the modules' own (strictExecutionOrder), so any cut is safe.
 */
const ICON_MODULE = /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/;
/**
 * Reached from the entry through a barrel (the domain's index, zod's) but mostly not used by it: a
 * group would load all of them with the login page. The automatic splitting takes the few it uses.
 */
const REACHED_THROUGH_BARRELS = /packages[\\/]domain[\\/]|node_modules[\\/]zod[\\/]/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/** The modules the entry reaches by static imports: a superset of what it loads, through barrels. */
function entryClosure(graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const stack = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The plugin reads the module graph once it is complete; the groups (for codeSplitting, after React's
 * own group, which takes its modules first) use it.
 */
export function firstLoadChunks() {
  let loadedByEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'armada-first-load-chunks',
    apply: 'build',
    buildEnd() {
      loadedByEntry = entryClosure(this as unknown as ModuleGraph);
    },
  };
  const groups = [
    {
      name: 'boot',
      test: (id: string) =>
        loadedByEntry.has(id) && !id.startsWith('\0rolldown') && !REACHED_THROUGH_BARRELS.test(id),
    },
    { name: 'icons', test: (id: string) => ICON_MODULE.test(id) && !loadedByEntry.has(id) },
  ];
  return { plugin, groups };
}
