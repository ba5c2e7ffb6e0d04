import { FLEET_TASK_LIST_PATH, fleetTaskDetailPath } from '../../../shared/paths/fleet-task';

/**
 * Where Cancel and Back go (fleet-task-planning.md section 2, 'Navigation rules'): the route named by
 * the query value `navsource`, with its params from `navsourceparam` (JSON), by default the Fleet
 * Task list. Route names are the spec's ('Fleet Task', 'Fleet Task Detail', 'Delivery Detail'),
 * written in any case with spaces, dashes, underscores or camel case: `fleet-task`, `FleetTask`.
 */
type RouteParams = Record<string, unknown>;

const idParam = (params: RouteParams) =>
  typeof params.id === 'string' && params.id !== '' ? encodeURIComponent(params.id) : null;

const NAV_SOURCES: Record<string, (params: RouteParams) => string | null> = {
  'fleet-task': () => FLEET_TASK_LIST_PATH,
  'fleet-task-detail': (params) => (idParam(params) ? fleetTaskDetailPath(String(params.id)) : null),
  'delivery-detail': (params) => {
    const id = idParam(params);
    return id ? `/delivery/${id}` : null;
  },
};

export const NAV_SOURCE_PARAM = 'navsource';
export const NAV_SOURCE_PARAMS_PARAM = 'navsourceparam';

function routeKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

function parseParams(raw: string | null): RouteParams {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as RouteParams)
      : {};
  } catch {
    // A hand-edited address must not break the page; the default route is a safe way back.
    return {};
  }
}

/** The address Cancel and Back lead to; an unknown name or missing params fall back to the list. */
export function navSourceTarget(query: URLSearchParams): string {
  const name = query.get(NAV_SOURCE_PARAM);
  const resolve = name ? NAV_SOURCES[routeKey(name)] : undefined;
  return resolve?.(parseParams(query.get(NAV_SOURCE_PARAMS_PARAM))) ?? FLEET_TASK_LIST_PATH;
}
