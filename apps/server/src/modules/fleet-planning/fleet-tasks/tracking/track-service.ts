import {
  type AutocompleteSource,
  DomainError,
  type FleetTaskFacts,
  type FleetTaskSequence,
  type FleetTaskStatus,
  type FleetTaskTrack,
  fleetTaskFacts,
  fleetTaskStatusLabel,
  type PublicTrack,
  type SequencePointResponse,
  showsTrackVehicle,
  type TrackedDevice,
  type TrackPosition,
  toZonedIso,
  trackedDeviceOf,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../../auth/guard';
import type { Database } from '../../../../db/schema';
import type { RoutingProvider } from '../../../../routing';
import { getSequence } from '../sequence/sequence-service';
import { getFleetTask } from '../task/task-service';
import {
  findDriverPosition,
  findTaskByTrackToken,
  findVehiclePosition,
  type TrackTokenRow,
} from './track-queries';

/**
 * Tracking a task (fleet-task-planning.md section 2: 'Lacak Kendaraan' and the Share dialog's
 * tracking page): where the vehicle is and how far along the route it got. The route and its ETAs
 * come from the sequence service, so the map and the task page never disagree.
 */

/** A link to these answers 404 like an unknown token: nothing to follow, or not a task yet. */
const UNTRACKABLE_BY_LINK: readonly FleetTaskStatus[] = ['CANCELED', 'TEMPORARY'];

type TaskFacts = Pick<FleetTaskFacts, 'status' | 'hasVendor'>;

/**
 * START is done once the trip left, END once it ended, a stop once every pickup and drop there is
 * completed. A stop with nothing to do yet is not done: its orders may still come (intervention).
 */
function isPointCompleted(point: SequencePointResponse, status: FleetTaskStatus): boolean {
  if (point.type === 'START') return status === 'STARTED' || status === 'ENDED';
  if (point.type === 'END') return status === 'ENDED';
  return point.activities.length > 0 && point.activities.every((a) => a.status.raw_type === 'COMPLETED');
}

/**
 * The last fix of the device the task follows (trackedDeviceOf: the vehicle's tracker, or the driver's
 * phone on Smart Driver), only while the trip runs on our own vehicle (showsTrackVehicle): before the
 * start or after the end the truck's position is about some other trip, and a vendor's truck is not
 * ours to show.
 */
async function livePosition(
  db: Kysely<Database>,
  companyId: number,
  device: TrackedDevice,
  task: TaskFacts,
  timeZone: string,
): Promise<TrackPosition> {
  if (device === null || !showsTrackVehicle(task)) return null;
  const row =
    device.kind === 'vehicle'
      ? await findVehiclePosition(db, companyId, device.id)
      : await findDriverPosition(db, companyId, device.id);
  if (!row || row.last_latitude === null || row.last_longitude === null || !row.last_position_on) return null;
  return {
    latitude: row.last_latitude,
    longitude: row.last_longitude,
    recorded_on: toZonedIso(row.last_position_on, timeZone),
  };
}

type LocatedPoint = SequencePointResponse & { address: NonNullable<SequencePointResponse['address']> };

/** A placeholder end of a task without a garage has no place on a map. */
const locatedPoints = (sequence: FleetTaskSequence) =>
  sequence.points.filter((point): point is LocatedPoint => point.address !== null);

/** GET /fleet-task/track/{id}: the dispatcher's view behind 'Lacak Kendaraan'. */
export async function getFleetTaskTrack(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  taskId: string,
  publicUrl: string,
): Promise<FleetTaskTrack> {
  const task = await getFleetTask(db, auth, taskId, publicUrl);
  const facts = fleetTaskFacts(task);
  const timeZone = auth.user.company.time_zone;
  const device = trackedDeviceOf({
    autocompleteSource: task.autocomplete_source,
    vehicleId: task.vehicle_id,
    driverUserId: task.driver_user_id,
  });
  const [sequence, position] = await Promise.all([
    getSequence(db, routing, auth, taskId),
    livePosition(db, auth.companyId, device, facts, timeZone),
  ]);
  return {
    task: {
      id: task.id,
      number: task.number,
      status: { name: task.status.name, raw_type: task.status.raw_type },
      vehicle: task.vehicle ? { id: task.vehicle.id, license_plate: task.vehicle.license_plate } : null,
      driver_user: task.driver_user ? { id: task.driver_user.id, name: task.driver_user.name } : null,
      is_trackable: showsTrackVehicle(facts),
      tracked_device: device,
    },
    last_position: position,
    points: locatedPoints(sequence).map((point) => ({
      id: point.id,
      type: point.type,
      address: point.address,
      estimated_arrival_on: point.estimated_arrival_on,
      estimated_departure_on: point.estimated_departure_on,
      is_completed: isPointCompleted(point, facts.status),
      activity_count: point.activities.length,
      completed_activity_count: point.activities.filter((a) => a.status.raw_type === 'COMPLETED').length,
    })),
  };
}

/**
 * The sequence service reads as a logged-in user of the task's company. The public page has none, so
 * it reads as this stand-in: the task's company and time zone, no scopes and no real user id (0
 * matches no user, so anything that tried to record it as an actor would fail, not misattribute).
 */
function linkReader(row: TrackTokenRow): AuthContext {
  return {
    companyId: row.company_id,
    language: 'id',
    user: {
      id: 0,
      name: 'Tautan pelacakan',
      email: '',
      phone_no: null,
      role: 'public',
      scopes: [],
      // Nothing is offered to a link reader, the onboarding included.
      company: { id: row.company_id, name: '', time_zone: row.time_zone, setup_notif_completed: true },
    },
  };
}

/**
 * GET /public/track/{token}: the page a track link opens, without login. It answers the same 404 as
 * any missing data for an unknown token, a cancelled or Temporary task, or a deactivated company, and
 * copies field by field only what a customer may see (schema publicTrackSchema): no ids, no driver,
 * phone numbers, prices, notes or contact persons, even though the sequence it reads has some.
 */
export async function getPublicTrack(
  db: Kysely<Database>,
  routing: RoutingProvider,
  token: string,
): Promise<PublicTrack> {
  const row = await findTaskByTrackToken(db, token);
  const status = row?.status;
  if (!row || !status || !row.company_is_active || UNTRACKABLE_BY_LINK.includes(status)) {
    throw new DomainError('not-found');
  }
  const facts = fleetTaskFacts({ ...row, status });
  const [sequence, position] = await Promise.all([
    getSequence(db, routing, linkReader(row), row.id),
    livePosition(
      db,
      row.company_id,
      trackedDeviceOf({
        autocompleteSource: row.autocomplete_source as AutocompleteSource,
        vehicleId: row.vehicle_id,
        driverUserId: row.driver_user_id,
      }),
      facts,
      row.time_zone,
    ),
  ]);
  return {
    number: row.number,
    status: { id: status, label: fleetTaskStatusLabel(status, 'id') },
    vehicle: row.license_plate ? { license_plate: row.license_plate } : null,
    last_position: position,
    points: locatedPoints(sequence).map((point) => ({
      type: point.type,
      name: point.address.name,
      city: point.address.city,
      latitude: point.address.latitude,
      longitude: point.address.longitude,
      estimated_arrival_on: point.estimated_arrival_on,
      estimated_departure_on: point.estimated_departure_on,
      is_completed: isPointCompleted(point, status),
    })),
  };
}
