import { DomainError } from '../errors';
import type { ActivityStatus, ActivityType, PointType } from '../fleet-task-status';

/**
 * Moving an activity up or down the route (fleet-task-planning.md section 4: 'Moving a row up or down
 * is allowed only if its movements list has that direction'; section 3: activity.movements). The
 * spec does not give the model; ours:
 *
 * - The route is START, the DEFAULT points, END. START and END are anchors: they never move, their
 *   activities (if any) never move, and nothing moves before START or after END.
 * - An activity keeps its place on the map: it is done at the address of its point. Reading the
 *   DEFAULT points' activities top to bottom as one list, UP swaps the activity with the one just
 *   above it, DOWN with the one just below, possibly across a point boundary.
 * - The DEFAULT points are then rebuilt: consecutive activities at the same address form one point.
 *   So a move inside a point only reorders it; a move out of a point makes (or joins) a stop at the
 *   activity's own address before or after the neighbouring stop, never moves goods to another
 *   address. UP then DOWN gives the route back, ids included.
 * - A rebuilt point keeps the id of the point its first activity came from, unless an earlier point
 *   already took that id; then its id is null and the caller inserts it (with the default service
 *   time). A point left without activities is gone: the caller deletes it.
 * - A move is refused when it would put an order's activity before one it depends on: for one
 *   delivery order, ranked by transit leg then pickup before drop (pickup 0, drop 0, pickup 1, ...),
 *   the ranks keep their order. So a drop never goes above its pickup, a pickup never below its drop,
 *   and at a transit the next leg's pickup never goes above the previous leg's drop.
 * - Completed activities are history: they do not move, and nothing swaps with them.
 */

export const MOVEMENT_DIRECTIONS = ['UP', 'DOWN'] as const;
export type MovementDirection = (typeof MOVEMENT_DIRECTIONS)[number];

export interface SequenceActivity {
  id: string;
  type: ActivityType;
  deliveryOrderId: string;
  /** Transit leg of a TRANSIT order (0 = origin to first transit); absent or null for DIRECT. */
  leg?: number | null;
  status?: ActivityStatus;
}

export interface SequencePoint {
  /** Null for a point that applyMovement creates; the caller inserts it. */
  id: string | null;
  type: PointType;
  addressId: number;
  activities: readonly SequenceActivity[];
}

export type SequenceRoute = readonly SequencePoint[];

interface Placed {
  activity: SequenceActivity;
  point: SequencePoint;
}

/** The DEFAULT points' activities, top to bottom, each with its point. */
function movableSequence(route: SequenceRoute): Placed[] {
  return route
    .filter((point) => point.type === 'DEFAULT')
    .flatMap((point) => point.activities.map((activity) => ({ activity, point })));
}

/** Position of an order's activity in the order's own sequence (see the header). */
const rank = (activity: SequenceActivity) => (activity.leg ?? 0) * 2 + (activity.type === 'DROP' ? 1 : 0);

/** `upper` directly above `lower` may trade places. */
function maySwap(upper: SequenceActivity, lower: SequenceActivity): boolean {
  if (upper.status === 'COMPLETED' || lower.status === 'COMPLETED') return false;
  return upper.deliveryOrderId !== lower.deliveryOrderId || rank(upper) > rank(lower);
}

function neighbourIndex(index: number, direction: MovementDirection): number {
  return direction === 'UP' ? index - 1 : index + 1;
}

function canMove(sequence: readonly Placed[], index: number, direction: MovementDirection): boolean {
  const other = sequence[neighbourIndex(index, direction)];
  const self = sequence[index];
  if (!other || !self) return false;
  return direction === 'UP' ? maySwap(other.activity, self.activity) : maySwap(self.activity, other.activity);
}

/** The directions the activity may move in; empty for an activity of START or END, or an unknown id. */
export function allowedMovements(route: SequenceRoute, activityId: string): MovementDirection[] {
  const sequence = movableSequence(route);
  const index = sequence.findIndex((placed) => placed.activity.id === activityId);
  if (index < 0) return [];
  return MOVEMENT_DIRECTIONS.filter((direction) => canMove(sequence, index, direction));
}

/**
 * Every activity's `movements`, as the sequence response carries them (section 3): the same answer as
 * allowedMovements for each activity, with the movable sequence built once (a 50-stop sequence).
 */
export function movementsByActivity(route: SequenceRoute): Record<string, MovementDirection[]> {
  const movements: Record<string, MovementDirection[]> = {};
  for (const point of route) {
    for (const activity of point.activities) movements[activity.id] = [];
  }
  const sequence = movableSequence(route);
  sequence.forEach((placed, index) => {
    movements[placed.activity.id] = MOVEMENT_DIRECTIONS.filter((direction) =>
      canMove(sequence, index, direction),
    );
  });
  return movements;
}

/** Consecutive activities at one address form one point; ids as described in the header. */
function regroup(sequence: readonly Placed[]): SequencePoint[] {
  const taken = new Set<string>();
  const points: { id: string | null; addressId: number; activities: SequenceActivity[] }[] = [];
  for (const { activity, point } of sequence) {
    const last = points.at(-1);
    if (last && last.addressId === point.addressId) {
      last.activities.push(activity);
      continue;
    }
    const id = point.id !== null && !taken.has(point.id) ? point.id : null;
    if (id !== null) taken.add(id);
    points.push({ id, addressId: point.addressId, activities: [activity] });
  }
  return points.map((point) => ({ ...point, type: 'DEFAULT' }));
}

/**
 * The route after moving the activity one place in `direction` (a new route; the input is not
 * changed). Throws not-found for an activity that is not on the route, and invalid/invalid-value
 * (field `type`, the request's direction) for a move allowedMovements does not list.
 */
export function applyMovement(
  route: SequenceRoute,
  activityId: string,
  direction: MovementDirection,
): SequencePoint[] {
  const sequence = movableSequence(route);
  const index = sequence.findIndex((placed) => placed.activity.id === activityId);
  const known = route.some((point) => point.activities.some((activity) => activity.id === activityId));
  if (!known) throw new DomainError('not-found');
  if (index < 0 || !canMove(sequence, index, direction)) {
    throw new DomainError('invalid/invalid-value', { fields: [{ field: 'type', code: 'invalid-value' }] });
  }
  const other = neighbourIndex(index, direction);
  const moved = [...sequence];
  [moved[index], moved[other]] = [sequence[other]!, sequence[index]!];
  return [
    ...route.filter((point) => point.type === 'START'),
    ...regroup(moved),
    ...route.filter((point) => point.type === 'END'),
  ];
}
