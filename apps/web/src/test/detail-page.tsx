// The fleet task's detail page under test: the API behind it and the page at its address.
import type { AuthUser, FleetTask } from '@armada/domain';
import { vi } from 'vitest';
import { FleetTaskDetailPage } from '../features/fleet-task/detail/FleetTaskDetailPage';
import { FLEET_TASK_DETAIL_PATH, FLEET_TASK_LIST_PATH } from '../shared/paths/fleet-task';
import { TASK_ID } from './fleet-task.factory';
import { json } from './http';
import { renderRoutes } from './render';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | undefined;

const list = (rows: unknown[]) =>
  json({
    data: { paginated_result: rows, ids: [] },
    metadata: { page: 1, limit: 20, total_count: rows.length },
  });

/**
 * The API at the network boundary: the task (GET and PATCH echoing the change with a new
 * updated_on), its sequence and orders, and empty master data; `handler` answers first.
 */
export function stubApi(task: FleetTask, handler: Handler = () => undefined) {
  const calls: ApiCall[] = [];
  let current = task;
  let version = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const answer = handler(call);
    if (answer) return answer;
    const path = url.pathname;
    if (path.endsWith(`/fleet-task/${task.id}`) && method === 'GET') return json({ data: current });
    if (path.endsWith(`/fleet-task/${task.id}`) && method === 'PATCH') {
      version += 1;
      const { updated_on: _sent, ...changes } = body as Record<string, unknown>;
      const updatedOn = `2026-11-21T09:00:0${version}.000+07:00`;
      current = { ...current, ...changes, updated_on: updatedOn } as FleetTask;
      return json({ data: current });
    }
    if (path.endsWith('/sequence')) {
      return json({
        data: {
          fleet_task_id: task.id,
          missing_field: null,
          current_total_weight: current.current_total_weight,
          current_total_volume: current.current_total_volume,
          total_distance: 0,
          points: [],
        },
      });
    }
    if (path.endsWith('/delivery-order')) {
      return json({
        data: { paginated_result: [], ids: [] },
        metadata: { page: 1, limit: 1, total_count: current.delivery_order_count },
      });
    }
    if (path.endsWith('/setting')) {
      return json({
        data: {
          start_address_default: null,
          end_address_default: null,
          start_address_toggle: false,
          end_address_toggle: false,
          autocomplete_source: 'GPS Kendaraan',
          is_autocomplete_on: false,
          start_address: null,
          end_address: null,
          updated_on: null,
          updated_by: null,
        },
      });
    }
    return list([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const patches = () =>
    calls.filter((call) => call.method === 'PATCH' && call.url.pathname.endsWith(task.id));
  return { calls, patches };
}

/** The detail page at /fleet-task/{id}, with the list page standing in behind it. */
export function renderDetail(user: AuthUser, path = `/fleet-task/${TASK_ID}`) {
  return renderRoutes(
    [
      { path: FLEET_TASK_DETAIL_PATH, element: <FleetTaskDetailPage /> },
      { path: FLEET_TASK_LIST_PATH, element: <p>Daftar penugasan</p> },
      { path: '*', element: <p>Halaman lain</p> },
    ],
    { user, path },
  );
}
