/**
 * Fleet task statuses (fleet-task-planning.md section 4). TEMPORARY is the task being created; the
 * spec spells ACCEPTED_BY_VENDOR as ACCEPTEP_BY_VENDOR in one list, accepted on input as an alias.
 */
export const FLEET_TASK_STATUSES = [
  'TEMPORARY',
  'DRAFT',
  'SCHEDULED',
  'STARTED',
  'ENDED',
  'CANCELED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
] as const;
export type FleetTaskStatus = (typeof FLEET_TASK_STATUSES)[number];

export const FLEET_TASK_STATUS_ALIASES: Record<string, FleetTaskStatus> = {
  ACCEPTEP_BY_VENDOR: 'ACCEPTED_BY_VENDOR',
};

export function normalizeFleetTaskStatus(value: string): FleetTaskStatus | null {
  // Own keys only: a request's '__proto__' or 'constructor' is no alias.
  const status =
    (Object.hasOwn(FLEET_TASK_STATUS_ALIASES, value) && FLEET_TASK_STATUS_ALIASES[value]) || value;
  return (FLEET_TASK_STATUSES as readonly string[]).includes(status) ? (status as FleetTaskStatus) : null;
}

/**
 * A vehicle or driver on a task in one of these statuses is not available ('Dalam Penugasan'), and
 * cannot be put on an overlapping task.
 */
export const RESOURCE_OCCUPYING_STATUSES = [
  'SCHEDULED',
  'STARTED',
] as const satisfies readonly FleetTaskStatus[];

/** A delivery order on a task in any of these statuses belongs to that task. */
export const ORDER_HOLDING_STATUSES = [
  'TEMPORARY',
  'DRAFT',
  'SCHEDULED',
  'STARTED',
  'ENDED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
] as const satisfies readonly FleetTaskStatus[];

export const POINT_TYPES = ['START', 'DEFAULT', 'END'] as const;
export type PointType = (typeof POINT_TYPES)[number];

export const ACTIVITY_TYPES = ['PICKUP', 'DROP'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_STATUSES = ['UNCOMPLETED', 'COMPLETED'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Sources of the automatic DO status change (settings and tasks). */
export const AUTOCOMPLETE_SOURCES = ['GPS Kendaraan', 'Smart Driver'] as const;
export type AutocompleteSource = (typeof AUTOCOMPLETE_SOURCES)[number];
export const DEFAULT_AUTOCOMPLETE_SOURCE: AutocompleteSource = 'GPS Kendaraan';
