import type { Api } from './session';

const FLEET = '/api/fleet-planning/v1';
/** The tabs of `/master/` (issue 14 item 2), each its own address. */
const MASTER_DATA_TABS = [
  'address',
  'vehicle',
  'vehicle-type',
  'box-type',
  'vehicle-group',
  'driver',
  'customer',
  'product',
  'product-type',
] as const;

interface Listed {
  id: string | number;
  status?: { name: string };
}

export interface DemoPage {
  /** What the page is, for the failure message. */
  name: string;
  path: string;
  /** A fleet task's page whose 'Opsi lainnya' may offer 'Riwayat Penugasan'. */
  hasTaskHistory?: boolean;
}

const rowsOf = async (api: Api, path: string) =>
  (await api<{ paginated_result: Listed[] }>('GET', path)).paginated_result;

/** The first row of each status, in the order the list gives them. */
function onePerStatus(rows: readonly Listed[]): Listed[] {
  const byStatus = new Map<string, Listed>();
  for (const row of rows) {
    const status = row.status?.name ?? '';
    if (!byStatus.has(status)) byStatus.set(status, row);
  }
  return [...byStatus.values()];
}

/**
 * Every page of the demo a dispatcher or admin opens (issue 26 item 7): the fleet task list and a
 * task of each status (a new task's Temporary page too), the delivery order list and an order of each
 * status, the vendors, the notification log and the alert rules, the dashboard, the live view, the settings (users and
 * company too), the report, each master data tab and an import, and the
 * public tracking page of a task on its way. `api` is the admin's; a new task is made for the
 * Temporary page, as 'Buat Penugasan' does.
 */
export async function adminDemoPages(api: Api): Promise<DemoPage[]> {
  const tasks = onePerStatus(await rowsOf(api, `${FLEET}/fleet-task?limit=100`));
  const temporary = await api<{ id: string }>('POST', `${FLEET}/fleet-task`);
  const orders = onePerStatus(await rowsOf(api, '/api/order/v1/delivery-order?limit=200'));
  const vendors = await rowsOf(api, '/api/vendor-management/v1/vendor?limit=5');
  const fences = (
    await api<{ geofences: { geofences: { data: { geofenceId: number }[] } } }>('POST', '/api/graphql', {
      query: '{ geofences { isSuccessful geofences { data { geofenceId } } } }',
    })
  ).geofences.geofences.data;
  const rules = await api<{ alertRules: { alertRules: { data: { alertRuleId: number }[] } } }>(
    'POST',
    '/api/graphql',
    { query: '{ alertRules(filter: { show: 1 }) { alertRules { data { alertRuleId } } } }' },
  );
  const started = tasks.find((task) => task.status?.name === 'STARTED');
  const track = started
    ? (await api<{ track_link: string | null }>('GET', `${FLEET}/fleet-task/${started.id}`)).track_link
    : null;
  return [
    { name: 'dashboard', path: '/dashboard/' },
    { name: 'fleet task list', path: '/fleet-task/' },
    ...tasks.map((task) => ({
      name: `fleet task ${task.status?.name}`,
      path: `/fleet-task/${task.id}`,
      hasTaskHistory: true,
    })),
    { name: 'fleet task TEMPORARY', path: `/fleet-task/${temporary.id}` },
    { name: 'delivery order list', path: '/delivery/' },
    ...orders.map((order) => ({
      name: `delivery order ${order.status?.name}`,
      path: `/delivery/${order.id}`,
    })),
    { name: 'vendor list', path: '/vendor/' },
    ...vendors.slice(0, 1).map((vendor) => ({ name: 'vendor', path: `/vendor/${vendor.id}` })),
    { name: 'notification log', path: '/notification/' },
    { name: 'geofence list', path: '/notification/geofence/' },
    { name: 'new geofence', path: '/notification/geofence/new' },
    ...fences
      .slice(0, 1)
      .map((fence) => ({ name: 'geofence', path: `/notification/geofence/${fence.geofenceId}` })),
    { name: 'alert rule list', path: '/notification/setting/' },
    { name: 'new alert rule', path: '/notification/setting/new' },
    ...rules.alertRules.alertRules.data.map((rule) => ({
      name: 'alert rule',
      path: `/notification/setting/${rule.alertRuleId}`,
    })),
    { name: 'live view', path: '/liveview-2/' },
    { name: 'settings', path: '/setting/' },
    { name: 'users and roles', path: '/setting/users' },
    { name: 'company profile', path: '/setting/company' },
    { name: 'report', path: '/report/' },
    ...MASTER_DATA_TABS.map((entity) => ({ name: `master data ${entity}`, path: `/master/${entity}` })),
    { name: 'vehicle import', path: '/master/vehicle/import' },
    ...(track ? [{ name: 'public tracking page', path: new URL(track).pathname }] : []),
  ];
}

/** The vendor company's side: its requests from the transporter, each status once. */
export async function vendorDemoPages(api: Api): Promise<DemoPage[]> {
  const requests = onePerStatus(await rowsOf(api, `${FLEET}/vendor-request?limit=100`));
  return [
    { name: 'vendor request list', path: '/vendor-request/' },
    ...requests.map((request) => ({
      name: `vendor request ${request.status?.name}`,
      path: `/vendor-request/${request.id}`,
    })),
    { name: "vendor company's fleet task list", path: '/fleet-task/' },
  ];
}
