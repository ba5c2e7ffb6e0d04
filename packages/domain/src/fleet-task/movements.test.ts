import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import {
  allowedMovements,
  applyMovement,
  type MovementDirection,
  movementsByActivity,
  type SequenceActivity,
  type SequencePoint,
  type SequenceRoute,
} from './movements';

/**
 * Activities are written 'p1' (pickup of order 1), 'd1' (its drop), 'p1.1' / 'd1.1' (leg 1 of a
 * transit order 1), with a trailing '!' when completed. A point is written 'id@address: activities'.
 */
function activity(code: string): SequenceActivity {
  const match = /^([pd])(\w+?)(?:\.(\d+))?(!)?$/.exec(code);
  if (!match) throw new Error(`bad activity ${code}`);
  const [, kind, order, leg, completed] = match;
  return {
    id: code.replace('!', ''),
    type: kind === 'p' ? 'PICKUP' : 'DROP',
    deliveryOrderId: `do-${order}`,
    leg: leg === undefined ? null : Number(leg),
    status: completed ? 'COMPLETED' : 'UNCOMPLETED',
  };
}

const point = (id: string, addressId: number, ...codes: string[]): SequencePoint => ({
  id,
  type: 'DEFAULT',
  addressId,
  activities: codes.map(activity),
});
const START: SequencePoint = { id: 'start', type: 'START', addressId: 1, activities: [] };
const END: SequencePoint = { id: 'end', type: 'END', addressId: 1, activities: [] };
const route = (...points: SequencePoint[]): SequenceRoute => [START, ...points, END];

/** The route as text: 'start', 'a@10: p1 p2', 'new@20: d1', 'end'. */
const shape = (points: SequenceRoute) =>
  points.map((p) =>
    p.type === 'DEFAULT'
      ? `${p.id ?? 'new'}@${p.addressId}: ${p.activities.map((a) => a.id).join(' ')}`
      : p.id,
  );

// Two orders picked up at one warehouse (10), dropped at two customers (20, 30).
const twoOrders = route(point('a', 10, 'p1', 'p2'), point('b', 20, 'd1'), point('c', 30, 'd2'));

describe('allowedMovements', () => {
  it.each<[string, SequenceRoute, string, MovementDirection[]]>([
    ['the first activity cannot go UP past START', twoOrders, 'p1', ['DOWN']],
    ['the last activity cannot go DOWN past END', twoOrders, 'd2', ['UP']],
    ['an activity between two others of other orders moves both ways', twoOrders, 'd1', ['UP', 'DOWN']],
    ['a pickup cannot move below its own drop', route(point('a', 10, 'p1'), point('b', 20, 'd1')), 'p1', []],
    ['a drop cannot move above its own pickup', route(point('a', 10, 'p1'), point('b', 20, 'd1')), 'd1', []],
    [
      'a pickup may pass another order drop',
      route(point('a', 10, 'p1'), point('b', 20, 'd1', 'p2'), point('c', 30, 'd2')),
      'p2',
      ['UP'],
    ],
    [
      'at a transit, the next leg pickup cannot go above the previous leg drop',
      route(point('a', 10, 'p1.0'), point('t', 40, 'd1.0', 'p1.1'), point('c', 30, 'd1.1')),
      'p1.1',
      [],
    ],
    [
      'a transit leg drop cannot go below the next leg pickup',
      route(point('a', 10, 'p1.0', 'p2'), point('t', 40, 'd1.0', 'p1.1'), point('c', 30, 'd1.1', 'd2')),
      'd1.0',
      ['UP'],
    ],
    [
      'a completed activity does not move',
      route(point('a', 10, 'p1!', 'p2'), point('b', 20, 'd1', 'd2')),
      'p1',
      [],
    ],
    [
      'nothing swaps with a completed activity',
      route(point('a', 10, 'p1!', 'p2'), point('b', 20, 'd1', 'd2')),
      'p2',
      ['DOWN'],
    ],
    [
      'an activity kept on the START point is an anchor',
      [{ ...START, activities: [activity('p9')] }, point('a', 10, 'p1'), END],
      'p9',
      [],
    ],
    ['an unknown activity has no movements', twoOrders, 'nope', []],
  ])('%s', (_name, given, activityId, expected) => {
    expect(allowedMovements(given, activityId)).toEqual(expected);
  });

  it('gives every activity its movements for the sequence response', () => {
    expect(movementsByActivity(twoOrders)).toEqual({
      p1: ['DOWN'],
      p2: ['UP', 'DOWN'],
      d1: ['UP', 'DOWN'],
      d2: ['UP'],
    });
  });
});

describe('applyMovement', () => {
  it.each<[string, SequenceRoute, string, MovementDirection, string[]]>([
    [
      'UP inside a point reorders the point',
      twoOrders,
      'p2',
      'UP',
      ['start', 'a@10: p2 p1', 'b@20: d1', 'c@30: d2', 'end'],
    ],
    [
      'DOWN past a point boundary makes a new stop at the activity own address',
      twoOrders,
      'p2',
      'DOWN',
      ['start', 'a@10: p1', 'b@20: d1', 'new@10: p2', 'c@30: d2', 'end'],
    ],
    [
      'UP past a point boundary takes the activity out before the previous stop',
      twoOrders,
      'd1',
      'UP',
      ['start', 'a@10: p1', 'b@20: d1', 'new@10: p2', 'c@30: d2', 'end'],
    ],
    [
      'swapping two single-activity stops swaps the stops and keeps their ids',
      twoOrders,
      'd2',
      'UP',
      ['start', 'a@10: p1 p2', 'c@30: d2', 'b@20: d1', 'end'],
    ],
    [
      'a move that brings two stops at one address together merges them; the emptied stop is gone',
      route(point('a', 10, 'p1'), point('b', 20, 'd1'), point('x', 10, 'p2'), point('c', 30, 'd2')),
      'p2',
      'UP',
      ['start', 'a@10: p1 p2', 'b@20: d1', 'c@30: d2', 'end'],
    ],
    [
      'a stop of one activity moves whole, with its id',
      route(point('a', 10, 'p1'), point('x', 50, 'p2'), point('b', 20, 'd1', 'd2')),
      'p2',
      'UP',
      ['start', 'x@50: p2', 'a@10: p1', 'b@20: d1 d2', 'end'],
    ],
  ])('%s', (_name, given, activityId, direction, expected) => {
    expect(shape(applyMovement(given, activityId, direction))).toEqual(expected);
  });

  it('gives the route back, ids included, when an UP is followed by a DOWN', () => {
    const moved = applyMovement(twoOrders, 'd1', 'UP');
    expect(shape(applyMovement(moved, 'd1', 'DOWN'))).toEqual(shape(twoOrders));
  });

  it('does not change the route it is given', () => {
    const before = shape(twoOrders);
    applyMovement(twoOrders, 'p2', 'DOWN');
    expect(shape(twoOrders)).toEqual(before);
  });

  it.each<[string, SequenceRoute, string, MovementDirection]>([
    ['the first activity UP past START', twoOrders, 'p1', 'UP'],
    ['the last activity DOWN past END', twoOrders, 'd2', 'DOWN'],
    ['a drop above its pickup', route(point('a', 10, 'p1'), point('b', 20, 'd1')), 'd1', 'UP'],
    ['a pickup below its drop', route(point('a', 10, 'p1'), point('b', 20, 'd1')), 'p1', 'DOWN'],
    [
      'an activity of the START point',
      [{ ...START, activities: [activity('p9')] }, ...twoOrders.slice(1)],
      'p9',
      'DOWN',
    ],
  ])('refuses %s with invalid/invalid-value on the direction', (_name, given, activityId, direction) => {
    const error = (() => {
      try {
        applyMovement(given, activityId, direction);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(isDomainError(error) && error.code).toBe('invalid/invalid-value');
    expect(isDomainError(error) && error.fields).toEqual([{ field: 'type', code: 'invalid-value' }]);
  });

  it('answers not-found for an activity that is not on the route', () => {
    expect(() => applyMovement(twoOrders, 'nope', 'UP')).toThrow(
      expect.objectContaining({ code: 'not-found' }),
    );
  });
});

describe('movementsByActivity on many routes', () => {
  it('gives every activity exactly the directions allowedMovements gives it', () => {
    // A small deterministic generator, so a failure names a reproducible route.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const orders = 1 + next(6);
      const placed: { addressId: number; activity: SequenceActivity }[] = [];
      for (let o = 0; o < orders; o++) {
        const status = next(4) === 0 ? 'COMPLETED' : 'UNCOMPLETED';
        placed.push({
          addressId: next(3),
          activity: { id: `p${o}`, type: 'PICKUP', deliveryOrderId: `o${o}`, status },
        });
        placed.push({
          addressId: 3 + next(3),
          activity: { id: `d${o}`, type: 'DROP', deliveryOrderId: `o${o}` },
        });
      }
      const points: SequencePoint[] = placed.map((item, index) => ({
        id: `s${index}`,
        type: 'DEFAULT',
        addressId: item.addressId,
        activities: [item.activity],
      }));
      const route: SequencePoint[] = [
        { id: 'start', type: 'START', addressId: 99, activities: [] },
        ...points,
        { id: 'end', type: 'END', addressId: 99, activities: [] },
      ];
      const all = movementsByActivity(route);
      for (const item of placed) {
        expect(all[item.activity.id], `round ${round}, ${item.activity.id}`).toEqual(
          allowedMovements(route, item.activity.id),
        );
      }
    }
  });
});
