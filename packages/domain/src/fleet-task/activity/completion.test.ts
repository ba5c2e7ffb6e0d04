import { describe, expect, it } from 'vitest';
import type { FleetTaskStatus } from '../../fleet-task-status';
import {
  type ActivityCompletionSubject,
  checkActivityCompletion,
  orderStatusAfterCompletion,
} from './completion';

const pickup: ActivityCompletionSubject = {
  taskStatus: 'STARTED',
  activityType: 'PICKUP',
  actualDepartureOn: '2026-11-22T08:00:00+07:00',
  completedOn: '2026-11-22T09:00:00+07:00',
  order: {
    number: 'DO-2611-00001',
    status: 'ASSIGNED',
    shipmentType: 'DIRECT',
    leg: null,
    previousLegDropCompleted: false,
  },
};
const drop: ActivityCompletionSubject = {
  ...pickup,
  activityType: 'DROP',
  relatedPickup: { status: 'COMPLETED', completedOn: '2026-11-22T09:00:00+07:00' },
  completedOn: '2026-11-22T11:00:00+07:00',
};

describe('checkActivityCompletion', () => {
  it.each<[FleetTaskStatus, string | null]>([
    ['STARTED', null],
    ['SCHEDULED', 'fleet-task/activity-requires-started'],
    ['ENDED', 'fleet-task/activity-requires-started'],
    ['DRAFT', 'fleet-task/activity-requires-started'],
    ['CANCELED', 'fleet-task/activity-requires-started'],
  ])('completes an activity in %s: error %s', (taskStatus, code) => {
    expect(checkActivityCompletion({ ...pickup, taskStatus })?.code ?? null).toBe(code);
  });

  it.each<[string, ActivityCompletionSubject, string | null]>([
    ['a pickup after the departure', pickup, null],
    ['a pickup at the departure', { ...pickup, completedOn: '2026-11-22T01:00:00Z' }, null],
    [
      'a pickup before the departure',
      { ...pickup, completedOn: '2026-11-22T07:59:00+07:00' },
      'invalid/invalid-fields',
    ],
    ['a pickup when the departure is unknown', { ...pickup, actualDepartureOn: null }, null],
    ['a drop after its pickup', drop, null],
    [
      'a drop before its pickup is completed',
      { ...drop, relatedPickup: { status: 'UNCOMPLETED', completedOn: null } },
      'invalid/pickup-must-be-completed',
    ],
    ['a drop without a known pickup', { ...drop, relatedPickup: null }, 'invalid/pickup-must-be-completed'],
    [
      'a drop timed before its pickup',
      { ...drop, completedOn: '2026-11-22T08:30:00+07:00' },
      'invalid/invalid-fields',
    ],
  ])('%s: %s', (_name, subject, code) => {
    expect(checkActivityCompletion(subject)?.code ?? null).toBe(code);
  });

  it.each<[string, ActivityCompletionSubject, string]>([
    [
      'a pickup before the departure',
      { ...pickup, completedOn: '2026-11-22T07:00:00+07:00' },
      'before-actual-departure',
    ],
    ['a drop before its pickup', { ...drop, completedOn: '2026-11-22T08:30:00+07:00' }, 'before-pickup'],
    [
      'a re-saved pickup after its completed drop',
      {
        ...pickup,
        completedOn: '2026-11-22T12:00:00+07:00',
        relatedDropCompletedOn: '2026-11-22T11:00:00+07:00',
      },
      'after-drop',
    ],
  ])('points the time problem of %s at completed_on', (_name, subject, code) => {
    expect(checkActivityCompletion(subject)?.fields).toEqual([{ field: 'completed_on', code }]);
  });

  it('refuses the pickup of a later transit leg while the earlier leg is still on its way', () => {
    const error = checkActivityCompletion({
      ...pickup,
      order: { ...pickup.order, shipmentType: 'TRANSIT', leg: 1, previousLegDropCompleted: false },
    });
    expect(error?.code).toBe('fleet-task/delivery-order-in-transit-elsewhere');
    expect(error?.params).toEqual({ number: 'DO-2611-00001' });
    expect(error?.issues).toEqual([{ code: 'FLEET_TASK.FLEET_TASK_ACTIVITIES_PARENT_NOT_COMPLETED' }]);
  });

  it('completes a later transit leg once the earlier leg is dropped', () => {
    const subject = {
      ...pickup,
      order: { ...pickup.order, shipmentType: 'TRANSIT' as const, leg: 1, previousLegDropCompleted: true },
    };
    expect(checkActivityCompletion(subject)).toBeNull();
  });

  it.each(['OPEN', 'DELIVERED', 'CANCELED'] as const)('refuses an order that is %s', (status) => {
    const error = checkActivityCompletion({ ...pickup, order: { ...pickup.order, status } });
    expect(error?.issues).toEqual([{ code: 'FLEET_TASK.DELIVERY_ORDER_INVALID_STATUS' }]);
  });
});

describe('orderStatusAfterCompletion', () => {
  it.each([
    ['PICKUP', null, 1, 'PICKED_UP'],
    ['DROP', null, 1, 'DELIVERED'],
    ['PICKUP', 0, 3, 'PICKED_UP'],
    ['DROP', 0, 3, 'IN_TRANSIT'],
    ['PICKUP', 1, 3, 'IN_TRANSIT'],
    ['DROP', 1, 3, 'IN_TRANSIT'],
    ['DROP', 2, 3, 'DELIVERED'],
  ] as const)('moves the order on after a %s of leg %s of %s to %s', (type, leg, legs, status) => {
    expect(orderStatusAfterCompletion(type, leg, legs)).toBe(status);
  });
});
