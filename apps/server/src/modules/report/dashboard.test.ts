import { dashboardFilters, isDepartureLate, type OperationsDashboard, todayRange } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { buildCompany, buildDeliveryOrder, buildUser, buildVehicle } from '../../seed/builders/builders';
import { buildFleetTask } from '../../seed/builders/fleet-task-builder';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;
let headers: { authorization: string };
let otherHeaders: { authorization: string };
const minutes = (n: number) => n * 60_000;
const expectedLate: boolean[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const own = await buildCompany(db, { time_zone: 'Asia/Jakarta' });
  const other = await buildCompany(db, { time_zone: 'Asia/Jakarta' });
  await buildUser(db, { company_id: own.id, email: 'dasbor@uji.id', role: 'dispatcher', password: PASSWORD });
  await buildUser(db, {
    company_id: other.id,
    email: 'dasbor-lain@uji.id',
    role: 'dispatcher',
    password: PASSWORD,
  });
  const now = new Date();
  const start = new Date(todayRange(now, 'Asia/Jakarta').start).getTime();

  // Today's tasks, planned a minute after midnight so they stay today whatever the hour of the run.
  const plan = new Date(start + minutes(1));
  const today = [
    { status: 'SCHEDULED', actual: null },
    { status: 'SCHEDULED', actual: null },
    { status: 'STARTED', actual: new Date(start + minutes(5)) },
    { status: 'STARTED', actual: new Date(start + minutes(40)) },
    { status: 'ENDED', actual: new Date(start + minutes(20)) },
    { status: 'DRAFT', actual: null },
    { status: 'CANCELED', actual: null },
  ] as const;
  for (const task of today) {
    await buildFleetTask(db, {
      company_id: own.id,
      status: task.status,
      expected_departure_on: plan,
      actual_departure_on: task.actual,
    });
    if (task.status !== 'DRAFT' && task.status !== 'CANCELED') {
      expectedLate.push(isDepartureLate(plan, task.actual, now));
    }
  }
  // Yesterday's late task is not today's.
  await buildFleetTask(db, {
    company_id: own.id,
    status: 'SCHEDULED',
    expected_departure_on: new Date(start - minutes(120)),
  });
  await buildFleetTask(db, { company_id: own.id, status: 'WAITING_FOR_VENDOR' });
  await buildFleetTask(db, { company_id: own.id, status: 'WAITING_FOR_VENDOR' });
  await buildFleetTask(db, { company_id: own.id, status: 'REJECTED_BY_VENDOR' });

  await buildVehicle(db, { company_id: own.id, last_position_on: new Date(now.getTime() - minutes(10)) });
  await buildVehicle(db, { company_id: own.id, last_position_on: new Date(now.getTime() - minutes(61)) });
  await buildVehicle(db, { company_id: own.id, last_position_on: null });
  await buildVehicle(db, { company_id: own.id, is_active: false, last_position_on: null });

  await buildDeliveryOrder(db, { company_id: own.id });
  await buildDeliveryOrder(db, { company_id: own.id });
  await buildDeliveryOrder(db, { company_id: own.id, status: 'ASSIGNED' });

  // The other company has one of everything.
  await buildFleetTask(db, { company_id: other.id, status: 'SCHEDULED', expected_departure_on: plan });
  await buildFleetTask(db, { company_id: other.id, status: 'REJECTED_BY_VENDOR' });
  await buildVehicle(db, { company_id: other.id, last_position_on: null });
  await buildDeliveryOrder(db, { company_id: other.id });

  headers = await loginAs(t.app, 'dasbor@uji.id', PASSWORD);
  otherHeaders = await loginAs(t.app, 'dasbor-lain@uji.id', PASSWORD);
});
afterAll(() => t.close());

const dashboard = async (as = headers): Promise<OperationsDashboard> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/platform/v1/dashboard/operations',
    headers: as,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** The total of a list called with the dashboard's filters, as the linked page calls it. */
async function listTotal(path: string, filters: readonly string[]): Promise<number> {
  const query = new URLSearchParams({ limit: '10', page: '1' });
  for (const filter of filters) query.append('filters', filter);
  const response = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().metadata.total_count;
}

const TASKS = '/api/fleet-planning/v1/fleet-task';

describe('GET /api/platform/v1/dashboard/operations', () => {
  it("counts today's tasks by status in the company's zone", async () => {
    const data = await dashboard();
    const count = (status: string) => data.today_tasks_by_status.find((row) => row.status === status)?.count;
    expect([count('SCHEDULED'), count('STARTED'), count('ENDED'), count('DRAFT'), count('CANCELED')]).toEqual(
      [2, 2, 1, 1, 1],
    );
    expect(count('WAITING_FOR_VENDOR')).toBe(0);
  });

  it('counts departures late by more than 15 minutes with the domain rule', async () => {
    const data = await dashboard();
    expect(data.late_departures).toBe(expectedLate.filter(Boolean).length);
    // The 40-minute start and the 20-minute end are late whatever the hour.
    expect(data.late_departures).toBeGreaterThanOrEqual(2);
  });

  it('counts vendor answers awaited and refused, stale vehicles and orders on no task', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({
      waiting_for_vendor: 2,
      rejected_by_vendor: 1,
      vehicles_without_recent_position: 2,
      orders_not_on_task: 2,
    });
  });

  it('gives every count the total of the list its link opens', async () => {
    const data = await dashboard();
    const { today } = data;
    for (const row of data.today_tasks_by_status) {
      expect(await listTotal(TASKS, dashboardFilters.todayTasks(today, row.status as never))).toBe(row.count);
    }
    expect(await listTotal(TASKS, dashboardFilters.lateDepartures(today))).toBe(data.late_departures);
    expect(await listTotal(TASKS, dashboardFilters.waitingForVendor())).toBe(data.waiting_for_vendor);
    expect(await listTotal(TASKS, dashboardFilters.rejectedByVendor())).toBe(data.rejected_by_vendor);
    expect(
      await listTotal('/api/vehicle-management/v1/vehicle', dashboardFilters.vehiclesWithoutRecentPosition()),
    ).toBe(data.vehicles_without_recent_position);
    expect(await listTotal('/api/order/v1/delivery-order', dashboardFilters.ordersNotOnTask())).toBe(
      data.orders_not_on_task,
    );
  });

  it("counts only the caller's company", async () => {
    const data = await dashboard(otherHeaders);
    expect(data.today_tasks_by_status.find((row) => row.status === 'SCHEDULED')?.count).toBe(1);
    expect(data).toMatchObject({
      waiting_for_vendor: 0,
      rejected_by_vendor: 1,
      vehicles_without_recent_position: 1,
      orders_not_on_task: 1,
    });
  });
});
