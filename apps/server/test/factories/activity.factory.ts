import type { LightMyRequestResponse } from 'fastify';
import { buildUser } from '../../src/seed/builders/builders';
import {
  type BuiltFleetTask,
  buildFleetTask,
  type FleetTaskOverrides,
} from '../../src/seed/builders/fleet-task-builder';
import { loginAs } from '../app';
import { type MultipartFile, multipartBody } from '../multipart';
import { createSequenceWorld, FLEET_API, type SequenceWorld } from './sequence.factory';

/**
 * What the activity tests share: the route world (a company, its admin, places) plus a task on its
 * way that left at 08:00 WIB on 22 November 2026, and the calls on an activity's path.
 */
export const DEPARTED_AT = '2026-11-22T08:00:00.000+07:00';

export interface ActivityWorld extends SequenceWorld {
  adminHeaders: { authorization: string };
  /** A dispatcher of the company: plans and completes, but does not adjust loads (ROLE_SCOPES). */
  asDispatcher: (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  upload: (
    activityUrl: string,
    fields: Record<string, string>,
    files: MultipartFile[],
  ) => Promise<LightMyRequestResponse>;
}

let counter = 0;

export async function createActivityWorld(): Promise<ActivityWorld> {
  const w = await createSequenceWorld();
  counter += 1;
  await buildUser(w.db, {
    company_id: w.companyId,
    email: `dispatcher${counter}@aktivitas.id`,
    role: 'dispatcher',
    password: 'kata-sandi-uji',
  });
  const dispatcher = await loginAs(w.t.app, `dispatcher${counter}@aktivitas.id`, 'kata-sandi-uji');
  const admin = await loginAs(w.t.app, (await adminEmail(w)) ?? '', 'kata-sandi-uji');
  return {
    ...w,
    adminHeaders: admin,
    asDispatcher: (method, url, payload) =>
      w.t.app.inject({
        method,
        url: `${FLEET_API}${url}`,
        headers: dispatcher,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    upload: (activityUrl, fields, files) => {
      const body = multipartBody(fields, files);
      return w.t.app.inject({
        method: 'POST',
        url: `${FLEET_API}${activityUrl}/attachment`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
    },
  };
}

async function adminEmail(w: SequenceWorld) {
  const row = await w.db.selectFrom('users').select('email').where('id', '=', w.adminId).executeTakeFirst();
  return row?.email;
}

/** A task on its way carrying the orders (their status ASSIGNED, as attaching leaves them). */
export async function startedTask(
  w: SequenceWorld,
  orders: NonNullable<FleetTaskOverrides['orders']>,
  overrides: FleetTaskOverrides = {},
): Promise<BuiltFleetTask> {
  const task = await buildFleetTask(w.db, {
    company_id: w.companyId,
    status: 'STARTED',
    visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
    actual_departure_on: DEPARTED_AT,
    orders,
    ...overrides,
  });
  const ids = orders.map((order) => order.id);
  if (ids.length > 0) {
    await w.db.updateTable('delivery_orders').set({ status: 'ASSIGNED' }).where('id', 'in', ids).execute();
  }
  return task;
}

/** The path of the order's pickup or drop on the task (`/fleet-task/{id}/point/{p}/activity/{a}`). */
export function activityUrl(task: BuiltFleetTask, orderId: string, type: 'PICKUP' | 'DROP'): string {
  const activity = task.activities.find((row) => row.delivery_order_id === orderId && row.type === type);
  if (!activity) throw new Error(`No ${type} of ${orderId} on ${task.number}`);
  return `/fleet-task/${task.id}/point/${activity.point_id}/activity/${activity.id}`;
}

export const completion = (completedOn: string, extra: Record<string, unknown> = {}) => ({
  contact_person_name: 'Budi Santoso',
  completed_on: completedOn,
  note: 'Diterima dalam keadaan baik',
  type: 'admin',
  ...extra,
});
