import type { AuthUser, FleetTask } from '@armada/domain';
import { vi } from 'vitest';
import { FleetTaskDetailPage } from '../features/fleet-task/detail/FleetTaskDetailPage';
import { FLEET_TASK_DETAIL_PATH, FLEET_TASK_LIST_PATH } from '../shared/paths/fleet-task';
import { renderRoutes } from './render';

export const TASK_ID = '7b964cbe-d1b2-4f5b-9103-71d44d634a00';

/** A fleet task as GET /fleet-task/{id} answers it (fleetTaskSchema), in Draf on own vehicle. */
export function buildFleetTask(overrides: Partial<FleetTask> = {}): FleetTask {
  return {
    id: TASK_ID,
    number: 'FO-2611-00005',
    shipment_reference: null,
    expected_departure_on: '2026-11-25T08:00:00.000+07:00',
    actual_departure_on: null,
    actual_arrival_on: null,
    estimated_arrival_on: null,
    status: { name: 'DRAFT', raw_type: 'DRAFT', visited_statuses: ['DRAFT'] },
    send_by: 'SELF',
    start_address_id: 6,
    end_address_id: 6,
    start_address: { id: 6, name: 'Pool Pulogadung', city: 'Jakarta Timur' },
    end_address: { id: 6, name: 'Pool Pulogadung', city: 'Jakarta Timur' },
    vehicle_id: 4,
    vehicle: {
      id: 4,
      license_plate: 'B 9123 KXT',
      type_name: 'CDD',
      driver: { id: 6, name: 'Budi Santoso', is_available: true },
    },
    driver_user_id: 6,
    driver_user: { id: 6, name: 'Budi Santoso', phone_no: '+6281234567890' },
    vendor_id: null,
    vendor: null,
    is_from_vendor_request: false,
    notification_enabled: false,
    notification_available: true,
    customer: { name: 'PT Sumber Pangan Makmur', phone_number: null, count: 1 },
    auto_start_type: null,
    is_auto_started: false,
    auto_start_failed_reason: null,
    is_overlap: false,
    is_start_and_first_point_same: false,
    canceled_reason: null,
    origin_city: 'Jakarta Timur',
    destination_city: 'Bandung',
    delivery_order_count: 2,
    current_total_weight: 1250.5,
    current_total_volume: 3.25,
    autocomplete_source: 'GPS Kendaraan',
    is_autocomplete_on: false,
    track_link: 'http://localhost:3000/track/abc',
    created_on: '2026-11-20T10:00:00.000+07:00',
    updated_on: '2026-11-20T10:05:00.000+07:00',
    ...overrides,
  };
}

/** A task in a status, with status.raw_type and visited statuses to match. */
export function inStatus(status: FleetTask['status']['name'], overrides: Partial<FleetTask> = {}): FleetTask {
  return buildFleetTask({ status: { name: status, raw_type: status, visited_statuses: [] }, ...overrides });
}

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

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
