import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../src/auth/guard';
import type { Database } from '../../src/db/schema';
import { findUserById } from '../../src/modules/auth/queries';
import { toAuthUser } from '../../src/modules/auth/service';
import { buildAddress, buildCompany, buildUser } from '../../src/seed/builders/builders';
import { createTestApp, loginAs, type TestApp } from '../app';

/**
 * What the route tests (sequence, movement, orders) share: a fresh app on a fresh database, a company
 * with an admin and a driver, and places at chosen coordinates. Along the equator one degree of
 * longitude is one degree of a great circle, so the straight-line provider gives every 1° leg the
 * same known figures (leg-estimate.test.ts): 144,553 m and 13,010 s.
 */
export const ONE_DEGREE_LEG = { distance: 144_553, seconds: 13_010 };

const PASSWORD = 'kata-sandi-uji';
export const FLEET_API = '/api/fleet-planning/v1';

export interface SequenceWorld {
  t: TestApp;
  db: TestApp['database']['db'];
  companyId: number;
  adminId: number;
  api: (method: InjectOptions['method'], url: string, payload?: object) => Promise<LightMyRequestResponse>;
  asDriver: (method: InjectOptions['method'], url: string) => Promise<LightMyRequestResponse>;
  /** An address of the company at (latitude 0, longitude `degree`). */
  place: (name: string, degree: number, isGarage?: boolean) => Promise<{ id: number }>;
  /** The stored points of a task in position order, with their activities' order ids. */
  storedRoute: (taskId: string) => Promise<StoredPoint[]>;
}

export interface StoredPoint {
  id: string;
  type: string;
  position: number;
  address_id: number;
  service: number;
  /** 'p:<order number>' for a pickup, 'd:<order number>' for a drop, in position order. */
  activities: string[];
}

let counter = 0;

export async function createSequenceWorld(): Promise<SequenceWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  counter += 1;
  const companyId = (await buildCompany(db, { name: `PT Rute Uji ${counter}` })).id;
  await buildUser(db, {
    company_id: companyId,
    email: `supir${counter}@rute.id`,
    role: 'driver',
    password: PASSWORD,
  });
  const admin = await buildUser(db, {
    company_id: companyId,
    email: `admin${counter}@rute.id`,
    role: 'admin',
    password: PASSWORD,
  });
  const headers = await loginAs(t.app, `admin${counter}@rute.id`, PASSWORD);
  const driver = await loginAs(t.app, `supir${counter}@rute.id`, PASSWORD);
  const inject = (
    h: Record<string, string>,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `${FLEET_API}${url}`, headers: h, ...(payload ? { payload } : {}) });
  return {
    t,
    db,
    companyId,
    adminId: admin.id,
    api: (method, url, payload) => inject(headers, method, url, payload),
    asDriver: (method, url) => inject(driver, method, url),
    place: (name, degree, isGarage = false) =>
      buildAddress(db, {
        company_id: companyId,
        name,
        city: name,
        latitude: 0,
        longitude: degree,
        is_garage: isGarage,
      }),
    storedRoute: (taskId) => storedRoute(db, taskId),
  };
}

async function storedRoute(db: Kysely<Database>, taskId: string): Promise<StoredPoint[]> {
  const [points, activities] = await Promise.all([
    db
      .selectFrom('fleet_task_points')
      .select(['id', 'type', 'address_id', 'service_time_seconds', 'position'])
      .where('fleet_task_id', '=', taskId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('fleet_task_activities as a')
      .innerJoin('delivery_orders as o', 'o.id', 'a.delivery_order_id')
      .select(['a.point_id', 'a.type', 'a.position', 'o.number', 'a.transit_leg'])
      .where('a.fleet_task_id', '=', taskId)
      .orderBy('a.position')
      .execute(),
  ]);
  return points.map((point) => ({
    id: point.id,
    type: point.type,
    position: point.position,
    address_id: point.address_id,
    service: point.service_time_seconds,
    activities: activities
      .filter((activity) => activity.point_id === point.id)
      .map((activity) => `${activity.type === 'PICKUP' ? 'p' : 'd'}:${activity.number}`),
  }));
}

/** The admin as a service sees the caller, for calling services directly (query counting). */
export async function authFor(w: SequenceWorld): Promise<AuthContext> {
  const row = await findUserById(w.db, w.adminId);
  if (!row) throw new Error('the admin of the route world is missing');
  return { user: toAuthUser(row), companyId: row.company_id, language: 'id' };
}
