import { describe, expect, it } from 'vitest';
import type { SequencePoint, SequenceRoute } from './movements';
import { currentLeg, type LegPlacement, legAddresses, placeLegs, withoutOrder } from './sequence-placement';

/** 'p1' is order 1's pickup, 'd1' its drop, a trailing '!' marks it completed. */
const activity = (code: string) => ({
  id: code.replace('!', ''),
  type: code.startsWith('p') ? ('PICKUP' as const) : ('DROP' as const),
  deliveryOrderId: `do-${code.slice(1).replace('!', '')}`,
  leg: null,
  status: code.endsWith('!') ? ('COMPLETED' as const) : ('UNCOMPLETED' as const),
});
const stop = (id: string, addressId: number, ...codes: string[]): SequencePoint => ({
  id,
  type: 'DEFAULT',
  addressId,
  activities: codes.map(activity),
});
const route = (...stops: SequencePoint[]): SequenceRoute => [
  { id: 'start', type: 'START', addressId: 1, activities: [] },
  ...stops,
  { id: 'end', type: 'END', addressId: 1, activities: [] },
];
/** 'a@10: p1 d2', with 'new' for a point to create. */
const shape = (points: SequenceRoute) =>
  points
    .filter((p) => p.type === 'DEFAULT')
    .map((p) => `${p.id ?? 'new'}@${p.addressId}: ${p.activities.map((a) => a.id).join(' ')}`);
const leg = (order: string, from: number, to: number): LegPlacement => ({
  deliveryOrderId: `do-${order}`,
  leg: null,
  pickupAddressId: from,
  dropAddressId: to,
});

function placed(base: SequenceRoute, legs: LegPlacement[]) {
  const names = legs.flatMap((l) => [`p${l.deliveryOrderId.slice(3)}`, `d${l.deliveryOrderId.slice(3)}`]);
  let next = 0;
  return shape(placeLegs(base, legs, () => names[next++] as string));
}

describe('placeLegs', () => {
  it.each<[string, SequenceRoute, LegPlacement[], string[]]>([
    ['an empty route gets a stop per address', route(), [leg('1', 10, 20)], ['new@10: p1', 'new@20: d1']],
    [
      'orders from one warehouse share its stop, and drops at one address share theirs',
      route(),
      [leg('1', 10, 20), leg('2', 10, 30), leg('3', 10, 20)],
      ['new@10: p1 p2 p3', 'new@20: d1 d3', 'new@30: d2'],
    ],
    [
      'a pickup joins an existing stop at its address',
      route(stop('a', 10, 'p1'), stop('b', 20, 'd1')),
      [leg('2', 10, 30)],
      ['a@10: p1 p2', 'b@20: d1', 'new@30: d2'],
    ],
    [
      'a drop joins the latest stop at its address after its pickup',
      route(stop('a', 10, 'p1'), stop('b', 20, 'd1'), stop('c', 30, 'p3'), stop('e', 20, 'd3')),
      [leg('2', 10, 20)],
      ['a@10: p1 p2', 'b@20: d1', 'c@30: p3', 'e@20: d3 d2'],
    ],
    [
      'a drop whose only stop comes before its pickup gets a new stop at the end',
      route(stop('a', 10, 'p1'), stop('b', 20, 'd1')),
      [leg('2', 20, 10)],
      ['a@10: p1', 'b@20: d1 p2', 'new@10: d2'],
    ],
    [
      'stops where work is already done are not joined (an intervention)',
      route(stop('a', 10, 'p1!'), stop('b', 20, 'd1')),
      [leg('2', 10, 20)],
      ['a@10: p1', 'b@20: d1', 'new@10: p2', 'new@20: d2'],
    ],
  ])('%s', (_rule, base, legs, expected) => {
    expect(placed(base, legs)).toEqual(expected);
  });

  it('keeps START and END as they are', () => {
    const result = placeLegs(route(), [leg('1', 10, 20)], () => 'x');
    expect(result[0]?.id).toBe('start');
    expect(result.at(-1)?.id).toBe('end');
  });
});

describe('withoutOrder', () => {
  it('drops emptied stops and merges the stops it leaves side by side at one address', () => {
    const base = route(stop('a', 10, 'p1'), stop('b', 20, 'p2'), stop('c', 10, 'd2'), stop('e', 30, 'd1'));
    expect(shape(withoutOrder(base, 'do-2'))).toEqual(['a@10: p1', 'e@30: d1']);
    const apart = route(
      stop('a', 10, 'p1', 'p2'),
      stop('b', 20, 'd2'),
      stop('c', 10, 'p3'),
      stop('e', 30, 'd1', 'd3'),
    );
    expect(shape(withoutOrder(apart, 'do-2'))).toEqual(['a@10: p1 p3', 'e@30: d1 d3']);
  });
});

describe('transit legs', () => {
  const transit = {
    shipment_type: 'TRANSIT' as const,
    origin_address_id: 1,
    destination_address_id: 9,
    transitAddressIds: [4, 6],
  };

  it.each([
    [0, { pickupAddressId: 1, dropAddressId: 4 }],
    [1, { pickupAddressId: 4, dropAddressId: 6 }],
    [2, { pickupAddressId: 6, dropAddressId: 9 }],
  ])('leg %i runs between consecutive stops of origin, transits, destination', (index, expected) => {
    expect(legAddresses(transit, index)).toEqual(expected);
  });

  it('the current leg is the first whose drop is not completed; none once all are', () => {
    expect(currentLeg(transit, new Set())).toBe(0);
    expect(currentLeg(transit, new Set([0]))).toBe(1);
    expect(currentLeg(transit, new Set([0, 1, 2]))).toBeNull();
    const direct = { ...transit, shipment_type: 'DIRECT' as const, transitAddressIds: [] };
    expect(legAddresses(direct, 0)).toEqual({ pickupAddressId: 1, dropAddressId: 9 });
    expect(currentLeg(direct, new Set([0]))).toBeNull();
  });
});
