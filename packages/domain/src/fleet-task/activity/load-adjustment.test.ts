import { describe, expect, it } from 'vitest';
import { type AdjustableLoad, checkLoadAdjustments, currentActualQuantity } from './load-adjustment';

const fresh: AdjustableLoad = {
  id: 'load-1',
  quantity: 10,
  quantityPicked: 10,
  quantityDelivered: null,
  isAdjustedPicked: false,
  isAdjustedDelivered: false,
};
const adjustedPickup: AdjustableLoad = { ...fresh, quantityPicked: 8, isAdjustedPicked: true };
const delivered: AdjustableLoad = { ...adjustedPickup, quantityDelivered: 8 };
const adjustedDrop: AdjustableLoad = { ...delivered, quantityDelivered: 6, isAdjustedDelivered: true };

const item = (quantity: number | string, reason: string | null = 'Rusak') => ({
  delivery_load_uuid: 'load-1',
  quantity,
  reason,
});

describe('checkLoadAdjustments', () => {
  it.each<[string, 'PICKUP' | 'DROP', AdjustableLoad, number | string, string | null]>([
    ['a pickup reduced below the plan', 'PICKUP', fresh, 7, null],
    ['a pickup above the plan', 'PICKUP', fresh, 11, 'exceeds-plan'],
    ['a pickup above its last adjustment', 'PICKUP', adjustedPickup, 9, 'exceeds-last-adjustment'],
    ['a pickup below what was delivered', 'PICKUP', delivered, 7, 'below-delivered'],
    ['a drop above the plan', 'DROP', delivered, 11, 'exceeds-plan'],
    ['a drop above what was picked up', 'DROP', delivered, 9, 'exceeds-picked'],
    ['a drop above its last adjustment', 'DROP', adjustedDrop, 7, 'exceeds-last-adjustment'],
    ['a drop reduced', 'DROP', adjustedDrop, 5, null],
    ['letters', 'PICKUP', fresh, '7a', 'not-a-number'],
    ['a negative number', 'PICKUP', fresh, -1, 'not-a-number'],
    ['a fraction', 'PICKUP', fresh, 2.5, 'not-a-number'],
    ['an empty text', 'PICKUP', fresh, '', 'not-a-number'],
    ['digits as text', 'PICKUP', fresh, ' 7 ', null],
  ])('%s: %s', (_name, type, load, quantity, code) => {
    const result = checkLoadAdjustments(type, [load], [item(quantity)]);
    expect(result.fields).toEqual(code === null ? [] : [{ field: '0.quantity', code }]);
  });

  it('records the old and new quantity of a reduction with its reason', () => {
    expect(checkLoadAdjustments('DROP', [delivered], [item(5, ' Pecah ')]).changes).toEqual([
      { loadId: 'load-1', oldQuantity: 8, newQuantity: 5, reason: 'Pecah' },
    ]);
  });

  it('changes nothing for an entry equal to the current quantity', () => {
    const result = checkLoadAdjustments('PICKUP', [adjustedPickup], [item(8, null)]);
    expect(result).toEqual({ changes: [], fields: [], missingReasons: [] });
  });

  it('names every reduction that came without a reason', () => {
    const second = { ...fresh, id: 'load-2' };
    const result = checkLoadAdjustments(
      'PICKUP',
      [fresh, second],
      [item(5, null), { delivery_load_uuid: 'load-2', quantity: 4, reason: '  ' }],
    );
    expect(result.missingReasons).toEqual([0, 1]);
  });

  it('refuses a load of another order and a load listed twice', () => {
    const result = checkLoadAdjustments(
      'PICKUP',
      [fresh],
      [item(5), { ...item(4), delivery_load_uuid: 'x' }, item(3)],
    );
    expect(result.fields).toEqual([
      { field: '1.delivery_load_uuid', code: 'invalid-value' },
      { field: '2.delivery_load_uuid', code: 'duplicate' },
    ]);
  });
});

describe('currentActualQuantity', () => {
  it.each([
    ['PICKUP', { ...fresh, quantityPicked: null }, 10],
    ['PICKUP', adjustedPickup, 8],
    ['DROP', adjustedPickup, 8],
    ['DROP', adjustedDrop, 6],
  ] as const)('of a %s is the latest actual figure', (type, load, expected) => {
    expect(currentActualQuantity(load, type)).toBe(expected);
  });
});
