import { describe, expect, it } from 'vitest';
import {
  currentLoadQuantity,
  type DeliveryOrderRoute,
  deliveryLoadTotals,
  deliveryOrderCurrentLoad,
  deliveryOrderRouteProblems,
  deliveryOrderTotals,
  isDeliveryOrderEditable,
  isRouteLockedBy,
} from './delivery-order-rules';
import { fieldProblemsFromZodIssues } from './errors';
import { createDeliveryOrderRequestSchema, updateDeliveryOrderRequestSchema } from './schemas';

const direct: DeliveryOrderRoute = {
  shipment_type: 'DIRECT',
  origin_address_id: 1,
  destination_address_id: 2,
  transit_address_ids: [],
};
const transit: DeliveryOrderRoute = { ...direct, shipment_type: 'TRANSIT', transit_address_ids: [3] };

describe('deliveryOrderRouteProblems', () => {
  it.each<[string, DeliveryOrderRoute, string[]]>([
    ['a DIRECT order without transits', direct, []],
    ['a TRANSIT order with distinct transits', { ...transit, transit_address_ids: [3, 4] }, []],
    ['a DIRECT order with a transit', { ...direct, transit_address_ids: [3] }, ['transit_address_ids']],
    ['a TRANSIT order without transits', { ...transit, transit_address_ids: [] }, ['transit_address_ids.0']],
    ['a repeated transit', { ...transit, transit_address_ids: [3, 4, 3] }, ['transit_address_ids.2']],
    ['a transit at the origin', { ...transit, transit_address_ids: [1] }, ['transit_address_ids.0']],
    ['a transit at the destination', { ...transit, transit_address_ids: [3, 2] }, ['transit_address_ids.1']],
    ['the same origin and destination', { ...direct, destination_address_id: 1 }, ['destination_address_id']],
    [
      'delivery before pickup',
      {
        ...direct,
        expected_pickup_on: '2026-11-22T08:00:00+07:00',
        expected_delivered_on: '2026-11-22T00:59:59Z',
      },
      ['expected_delivered_on'],
    ],
    [
      'delivery at the pickup moment, written in another offset',
      {
        ...direct,
        expected_pickup_on: '2026-11-22T08:00:00+07:00',
        expected_delivered_on: '2026-11-22T01:00:00Z',
      },
      [],
    ],
    ['no times at all', { ...direct, expected_pickup_on: null, expected_delivered_on: null }, []],
  ])('%s', (_name, route, fields) => {
    expect(deliveryOrderRouteProblems(route).map((problem) => problem.field)).toEqual(fields);
  });

  it('asks for the first transit row when a TRANSIT order has none', () => {
    expect(deliveryOrderRouteProblems({ ...transit, transit_address_ids: [] })).toEqual([
      { field: 'transit_address_ids.0', code: 'required' },
    ]);
  });
});

describe('isRouteLockedBy', () => {
  it.each([
    ['STARTED', true],
    ['ENDED', true],
    ['DRAFT', false],
    ['SCHEDULED', false],
    ['WAITING_FOR_VENDOR', false],
  ])('%s locks the route: %s', (status, locked) => {
    expect(isRouteLockedBy(status)).toBe(locked);
  });
});

describe('delivery order request schemas', () => {
  const problems = (input: Record<string, unknown>) => {
    const result = createDeliveryOrderRequestSchema.safeParse(input);
    return result.success ? [] : fieldProblemsFromZodIssues(result.error.issues, input);
  };
  const valid = { customer_id: 1, origin_address_id: 1, destination_address_id: 2, shipment_type: 'DIRECT' };

  it('reports the route rules on the create payload with the same fields as the service', () => {
    expect(problems({ ...valid, shipment_type: 'TRANSIT' })).toEqual([
      { field: 'transit_address_ids.0', code: 'required' },
    ]);
    expect(problems({ ...valid, destination_address_id: 1 })).toEqual([
      { field: 'destination_address_id', code: 'invalid-value' },
    ]);
  });

  it('refuses user definition keys that repeat or would hide a field of the row', () => {
    const fields = [
      { key: 'no_po', value: 'PO-1' },
      { key: 'no_po', value: 'PO-2' },
      { key: 'number', value: 'X' },
    ];
    expect(problems({ ...valid, user_definition_fields: fields })).toEqual([
      { field: 'user_definition_fields.1.key', code: 'invalid-value' },
      { field: 'user_definition_fields.2.key', code: 'invalid-value' },
    ]);
  });

  it('stores a blanked text as null and requires an offset on times', () => {
    expect(updateDeliveryOrderRequestSchema.parse({ reference_number: '  ' })).toEqual({
      reference_number: null,
    });
    expect(
      updateDeliveryOrderRequestSchema.safeParse({ expected_pickup_on: '2026-11-22T08:00:00' }).success,
    ).toBe(false);
  });
});

describe('isDeliveryOrderEditable', () => {
  it.each([
    ['OPEN', true],
    ['ASSIGNED', true],
    ['PICKED_UP', true],
    ['IN_TRANSIT', true],
    ['DELIVERED', false],
    ['CANCELED', false],
  ] as const)('an order in %s may change: %s', (status, expected) => {
    expect(isDeliveryOrderEditable(status)).toBe(expected);
  });
});

describe('load weight and volume', () => {
  const rice = { conversion_weight_value: 25, conversion_volume_value: 0.035 };
  const oil = { conversion_weight_value: 0.9, conversion_volume_value: 0.001 };

  it('is quantity times the conversion values of one unit, without binary noise', () => {
    expect(deliveryLoadTotals({ ...rice, quantity: 10 })).toEqual({ weight: 250, volume: 0.35 });
    expect(deliveryLoadTotals({ ...oil, quantity: 3 })).toEqual({ weight: 2.7, volume: 0.003 });
  });

  it('sums an order over its loads, and is zero for none', () => {
    expect(
      deliveryOrderTotals([
        { ...rice, quantity: 10 },
        { ...oil, quantity: 3 },
      ]),
    ).toEqual({
      weight: 252.7,
      volume: 0.353,
    });
    expect(deliveryOrderTotals([])).toEqual({ weight: 0, volume: 0 });
  });
});

describe("a delivery order's current load (issue 26 item 6)", () => {
  const rice = { conversion_weight_value: 25, conversion_volume_value: 0.035 };
  const planned = { ...rice, quantity: 10, quantity_picked: null, quantity_delivered: null };

  it.each([
    ['the plan before the pickup', planned, 10],
    ['what was picked up once the pickup is recorded', { ...planned, quantity_picked: 8 }, 8],
    [
      'what was delivered once the drop is recorded',
      { ...planned, quantity_picked: 8, quantity_delivered: 7 },
      7,
    ],
  ])('is %s', (_, load, expected) => {
    expect(currentLoadQuantity(load)).toBe(expected);
  });

  it('weighs each load at its current quantity and says whether one was adjusted', () => {
    const oil = { conversion_weight_value: 0.9, conversion_volume_value: 0.001, quantity: 3 };
    expect(
      deliveryOrderCurrentLoad([
        { ...planned, quantity_picked: 10, quantity_delivered: 6, is_adjusted_delivered: true },
        { ...oil, quantity_picked: 3, quantity_delivered: null },
      ]),
    ).toEqual({ weight: 152.7, volume: 0.213, is_adjusted: true });
    expect(deliveryOrderCurrentLoad([planned])).toEqual({ weight: 250, volume: 0.35, is_adjusted: false });
  });
});
