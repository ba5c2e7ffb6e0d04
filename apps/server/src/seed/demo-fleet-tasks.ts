import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/guard';
import type { Database } from '../db/schema';
import type { ApiContext } from '../modules/context';
import { addActivityPhoto } from '../modules/fleet-planning/fleet-tasks/activity/attachment-service';
import { completeActivity } from '../modules/fleet-planning/fleet-tasks/activity/completion-service';
import { attachOrders } from '../modules/fleet-planning/fleet-tasks/orders/order-service';
import { createFleetTask } from '../modules/fleet-planning/fleet-tasks/task/task-service';
import {
  type TransitionRequest,
  transitionFleetTask,
} from '../modules/fleet-planning/fleet-tasks/transition/transition-service';
import { updateFleetTask } from '../modules/fleet-planning/fleet-tasks/update/update-service';
import {
  acceptVendorRequest,
  rejectVendorRequest,
} from '../modules/fleet-planning/fleet-tasks/vendor/vendor-service';
import { actorOf } from '../modules/history/actor';
import type { FileStorage } from '../storage/file-storage';
import {
  DEMO_CANCEL_REASON,
  DEMO_FLEET_TASKS,
  DEMO_LOAD_CHANGE,
  DEMO_RECEIVER,
  DEMO_REJECTION_REASON,
  type DemoFleetTaskPlan,
} from './demo-fleet-task-plans';
import { DEMO_ORDERS } from './demo-orders';
import { callerOf, joinedTransaction, seedContext } from './service-session';
import { type Catalogue, DAY_MS, HOUR_MS, jakartaMidnight, type SeededCompany, seedOrders } from './steps';

export interface DemoPeople {
  dispatcher: number;
  admin: number;
  vendor: number;
}

interface Session {
  context: ApiContext;
  dispatcher: AuthContext;
  admin: AuthContext;
  vendor: AuthContext;
  transport: SeededCompany;
  pairedVendorId: number;
  seededAt: Date;
  photo: Buffer;
}

const PROOF_PHOTO = new URL('./assets/proof-photo.jpg', import.meta.url);

/**
 * The fleet tasks of the demo, one plan at a time through the API's own services (create, fill in,
 * attach orders, the status transitions, photos, completions, a load change, the vendor's answers),
 * so that each carries its history events exactly as if a dispatcher and the vendor had clicked.
 * Runs inside the seed's transaction; the photos go to `storage`.
 */
export async function seedFleetTasks(
  trx: Kysely<Database>,
  input: {
    transport: SeededCompany;
    catalogue: Catalogue;
    people: DemoPeople;
    pairedVendorId: number;
    seededAt: Date;
    storage: FileStorage;
  },
): Promise<void> {
  const db = joinedTransaction(trx);
  const session: Session = {
    context: seedContext(db, input.storage),
    dispatcher: await callerOf(db, input.people.dispatcher),
    admin: await callerOf(db, input.people.admin),
    vendor: await callerOf(db, input.people.vendor),
    transport: input.transport,
    pairedVendorId: input.pairedVendorId,
    seededAt: input.seededAt,
    photo: await readFile(PROOF_PHOTO),
  };
  let nextNumber = DEMO_ORDERS.length + 1;
  for (const plan of DEMO_FLEET_TASKS) {
    const orderIds = await seedOrders(
      db,
      input.transport,
      input.catalogue,
      input.people.dispatcher,
      input.seededAt,
      plan.orders,
      nextNumber,
    );
    nextNumber += plan.orders.length;
    await buildTask(session, plan, orderIds);
  }
}

function departureOf(plan: DemoFleetTaskPlan, seededAt: Date): Date | null {
  if (!plan.departure) return null;
  if ('hoursBeforeSeed' in plan.departure) {
    return new Date(seededAt.getTime() - plan.departure.hoursBeforeSeed * HOUR_MS);
  }
  if ('hoursAfterSeed' in plan.departure) {
    return new Date(seededAt.getTime() + plan.departure.hoursAfterSeed * HOUR_MS);
  }
  const { day, hour } = plan.departure;
  return new Date(jakartaMidnight(seededAt) + day * DAY_MS + hour * HOUR_MS);
}

function plannedAtOf(departure: Date | null, seededAt: Date): Date {
  if (!departure || departure.getTime() > seededAt.getTime()) return seededAt;
  return new Date(departure.getTime() - HOUR_MS);
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo task refers to '${name}', which was not seeded`);
  return id;
}

/** A Draf made as the create page makes one, then moved on to the plan's outcome. */
async function buildTask(session: Session, plan: DemoFleetTaskPlan, orderIds: string[]) {
  const { context, transport } = session;
  const { db } = context;
  // Choosing a vendor takes the vms scopes, which the admin has and the dispatcher has not.
  const dispatcher = plan.vehicle ? session.dispatcher : session.admin;
  const departure = departureOf(plan, session.seededAt);
  const task = await createFleetTask(db, dispatcher, context.publicUrl);
  const garageId = idOf(transport.addressIds, plan.garage);
  const vehicle = plan.vehicle ? await vehicleNamed(db, transport.companyId, plan.vehicle) : null;
  await updateFleetTask(context, dispatcher, task.id, {
    start_address_id: garageId,
    end_address_id: garageId,
    ...(departure ? { expected_departure_on: departure.toISOString() } : {}),
    ...(plan.shipmentReference ? { shipment_reference: plan.shipmentReference } : {}),
    ...(vehicle
      ? { vehicle_id: vehicle.id, driver_user_id: vehicle.driverId }
      : { send_by: 'VENDOR' as const }),
  });
  await attachOrders(db, context.routing, dispatcher, task.id, orderIds, 'attach');
  // DO status automation takes the tms-gps-autocomplete scopes, which the admin has.
  if (plan.smartDriver) {
    await updateFleetTask(context, session.admin, task.id, {
      is_autocomplete_on: true,
      autocomplete_source: 'Smart Driver',
    });
  }
  // The story's clock: a task whose departure lies before the seed was planned an hour before it
  // left, as a dispatcher would have (scheduling a departure already past is refused).
  const plannedAt = plannedAtOf(departure, session.seededAt);
  const move = (auth: AuthContext, request: TransitionRequest, departedOn?: Date) =>
    transitionFleetTask(db, actorOf(auth), task.id, request, {
      hooks: context.hooks,
      now: plannedAt,
      ...(departedOn ? { departedOn } : {}),
    });
  await move(dispatcher, { status: 'DRAFT' });

  switch (plan.outcome) {
    case 'DRAFT':
      return;
    case 'SCHEDULED':
      await move(dispatcher, { status: 'SCHEDULED' });
      return;
    case 'SCHEDULED_WITH_AUTOMATION':
      await move(dispatcher, { status: 'SCHEDULED', auto_start_type: 'GEOFENCE' });
      return;
    case 'CANCELED':
      await move(dispatcher, { status: 'SCHEDULED' });
      await move(dispatcher, {
        status: 'CANCELED',
        canceled_reason_id: await reasonId(db, transport.companyId, DEMO_CANCEL_REASON),
      });
      return;
    case 'STARTED':
    case 'ENDED':
      if (!departure) throw new Error(`Demo task ${plan.outcome} has no departure`);
      await move(dispatcher, { status: 'SCHEDULED' });
      await move(dispatcher, { status: 'STARTED' }, departure);
      await completeStops(session, task.id, departure, plan.outcome === 'ENDED');
      if (plan.outcome === 'ENDED') await move(dispatcher, { status: 'ENDED' });
      return;
    default:
      await sendToVendor(session, dispatcher, task.id, plan);
  }
}

/** 'Kirim Ke Vendor' by admin@demo.id, then vendor@demo.id's answer when the plan has one. */
async function sendToVendor(session: Session, sender: AuthContext, taskId: string, plan: DemoFleetTaskPlan) {
  const { context, vendor } = session;
  const { db } = context;
  // The vendor is chosen once the orders are in: attaching orders clears a chosen vendor.
  await updateFleetTask(context, sender, taskId, { vendor_id: session.pairedVendorId });
  await transitionFleetTask(
    db,
    actorOf(sender),
    taskId,
    { status: 'WAITING_FOR_VENDOR' },
    {
      hooks: context.hooks,
    },
  );
  if (plan.outcome === 'WAITING_FOR_VENDOR') return;
  const request = await db
    .selectFrom('vendor_requests')
    .select('id')
    .where('sender_fleet_task_id', '=', taskId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  if (plan.outcome === 'ACCEPTED_BY_VENDOR') {
    await acceptVendorRequest(db, vendor, request.id);
  } else {
    await rejectVendorRequest(db, context.hooks, vendor, { id: request.id, reason: DEMO_REJECTION_REASON });
  }
}

/**
 * Every pickup, then the drops: all of them on a finished trip, with one load on the last drop
 * delivered short by the admin; on a trip still on its way, the drops of the first customer stop
 * only. Each completion has its proof photo and the receiver's name, forty minutes apart.
 */
async function completeStops(session: Session, taskId: string, departure: Date, finished: boolean) {
  const { context, dispatcher, admin } = session;
  const activities = await routeActivities(context.db, taskId);
  const pickups = activities.filter((activity) => activity.type === 'PICKUP');
  const drops = activities.filter((activity) => activity.type === 'DROP');
  const firstDropStop = drops[0]?.point_id;
  const done = [...pickups, ...(finished ? drops : drops.filter((drop) => drop.point_id === firstDropStop))];
  for (const [index, activity] of done.entries()) {
    const path = { taskId, pointId: activity.point_id, activityId: activity.id };
    await addActivityPhoto(context, dispatcher, path, {
      fields: { type: 'photo' },
      file: { bytes: session.photo, fileName: 'bukti-serah-terima.jpg' },
    });
    const last = finished && index === done.length - 1;
    const auth = last ? admin : dispatcher;
    await completeActivity(context, auth, path, {
      type: 'admin',
      contact_person_name: DEMO_RECEIVER,
      completed_on: new Date(departure.getTime() + (index + 1) * 40 * 60_000).toISOString(),
      ...(last
        ? { adjusted_delivery_loads: await shortDelivery(context.db, activity.delivery_order_id) }
        : {}),
    });
  }
}

async function shortDelivery(db: Kysely<Database>, orderId: string) {
  const load = await db
    .selectFrom('delivery_loads')
    .select(['id', 'quantity'])
    .where('delivery_order_id', '=', orderId)
    .orderBy('created_on')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return [
    {
      delivery_load_uuid: load.id,
      quantity: Number(load.quantity) - DEMO_LOAD_CHANGE.less,
      reason: DEMO_LOAD_CHANGE.reason,
    },
  ];
}

function routeActivities(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('fleet_task_activities as a')
    .innerJoin('fleet_task_points as p', 'p.id', 'a.point_id')
    .select(['a.id', 'a.point_id', 'a.type', 'a.delivery_order_id'])
    .where('a.fleet_task_id', '=', taskId)
    .orderBy('p.position')
    .orderBy('a.position')
    .execute();
}

async function vehicleNamed(db: Kysely<Database>, companyId: number, plate: string) {
  const row = await db
    .selectFrom('vehicles')
    .select(['id', 'default_driver_user_id'])
    .where('company_id', '=', companyId)
    .where('license_plate', '=', plate)
    .executeTakeFirstOrThrow();
  return { id: row.id, driverId: row.default_driver_user_id };
}

async function reasonId(db: Kysely<Database>, companyId: number, reason: string): Promise<number> {
  const row = await db
    .selectFrom('reasons')
    .select('id')
    .where('company_id', '=', companyId)
    .where('reason', '=', reason)
    .executeTakeFirstOrThrow();
  return row.id;
}
