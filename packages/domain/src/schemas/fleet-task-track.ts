import { z } from 'zod';
import { FLEET_TASK_STATUSES, POINT_TYPES } from '../fleet-task-status';

/**
 * Tracking a fleet task (fleet-task-planning.md section 2, 'Lacak Kendaraan' and Share): the
 * dispatcher's track view (GET /fleet-task/track/{id}) and the public page behind a task's
 * `track_link` (GET /public/track/{token}), which anyone holding the link can read without login.
 */

/**
 * The vehicle's last GPS fix. Null when the vehicle never reported, and outside the trip: before the
 * start or after the end the truck's position says nothing about this task (and may reveal its next).
 */
export const trackPositionSchema = z
  .object({ latitude: z.number(), longitude: z.number(), recorded_on: z.string() })
  .nullable();
export type TrackPosition = z.infer<typeof trackPositionSchema>;

/** What both views show of a point: where it is, when the truck is expected, and whether it is done. */
const trackPointBase = z.object({
  type: z.enum(POINT_TYPES),
  estimated_arrival_on: z.string().nullable(),
  estimated_departure_on: z.string().nullable(),
  /** START: the trip left; a stop: every pickup and drop there is completed; END: the trip ended. */
  is_completed: z.boolean(),
});

export const fleetTaskTrackPointSchema = trackPointBase.extend({
  /** Null for a START or END the task has chosen but not stored as a point yet (as in the sequence). */
  id: z.uuid().nullable(),
  address: z.object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  activity_count: z.number(),
  completed_activity_count: z.number(),
});
export type FleetTaskTrackPoint = z.infer<typeof fleetTaskTrackPointSchema>;

/** The dispatcher's track view: the task, the vehicle's position, and the route. */
export const fleetTaskTrackSchema = z.object({
  task: z.object({
    id: z.uuid(),
    number: z.string(),
    status: z.object({ name: z.enum(FLEET_TASK_STATUSES), raw_type: z.enum(FLEET_TASK_STATUSES) }),
    vehicle: z.object({ id: z.number(), license_plate: z.string() }).nullable(),
    driver_user: z.object({ id: z.number(), name: z.string() }).nullable(),
    /** showsTrackVehicle: on the way on own vehicle; only then is there a live position. */
    is_trackable: z.boolean(),
    /** trackedDeviceOf: the vehicle's tracker or the driver's phone, as the task's source names. */
    tracked_device: z.object({ kind: z.enum(['vehicle', 'driver']), id: z.number() }).nullable(),
  }),
  last_position: trackPositionSchema,
  points: z.array(fleetTaskTrackPointSchema),
});
export type FleetTaskTrack = z.infer<typeof fleetTaskTrackSchema>;

/**
 * The public tracking page's data. Deliberately narrow: whoever holds the link (a customer, anyone
 * they forward it to) sees where the goods are, not who carries them nor what the trip costs. No
 * ids, no driver, no phone numbers, no prices, no notes, no contact persons.
 */
export const publicTrackSchema = z.object({
  number: z.string(),
  status: z.object({ id: z.enum(FLEET_TASK_STATUSES), label: z.string() }),
  vehicle: z.object({ license_plate: z.string() }).nullable(),
  last_position: trackPositionSchema,
  points: z.array(
    trackPointBase.extend({
      name: z.string(),
      city: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});
export type PublicTrack = z.infer<typeof publicTrackSchema>;

/**
 * The link's token. Only its length is checked: any token that is not a task's, well formed or not,
 * answers the same 404, so the answer says nothing about what a valid token looks like.
 */
export const trackTokenSchema = z.string().min(1).max(128).describe('The token of a task track_link');
