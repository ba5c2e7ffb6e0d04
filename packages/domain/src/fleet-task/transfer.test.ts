import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors';
import { FLEET_TASK_STATUSES, type FleetTaskStatus } from '../fleet-task-status';
import { transferDeliveryOrderRequestSchema } from '../schemas/fleet-task-transfer';
import {
  type ActivityCancelRefusal,
  activityCancelRefusal,
  isTransferTarget,
  type OrderActivityOnTask,
  type OrderOnTask,
  type OrderToCancel,
  type OrderTransferRefusal,
  orderTransferRefusal,
  type TransferTarget,
  type TransferTargetRefusal,
  transferTargetKinds,
  transferTargetRefusal,
} from './transfer';

const pending: OrderActivityOnTask[] = [
  { type: 'PICKUP', status: 'UNCOMPLETED' },
  { type: 'DROP', status: 'UNCOMPLETED' },
];
const pickedUp: OrderActivityOnTask[] = [
  { type: 'PICKUP', status: 'COMPLETED' },
  { type: 'DROP', status: 'UNCOMPLETED' },
];

const onTask = (overrides: Partial<OrderOnTask> = {}): OrderOnTask => ({
  taskStatus: 'SCHEDULED',
  scopes: [],
  deliveryOrder: { shipmentType: 'DIRECT', isFromVendorRequest: false },
  activities: pending,
  ...overrides,
});

describe('orderTransferRefusal: the row menu offers Transfer Pengiriman on every row of the order', () => {
  it.each<[string, Partial<OrderOnTask>, OrderTransferRefusal | null]>([
    ['a pending DIRECT order may leave', {}, null],
    ['a pending order of a Draf may leave', { taskStatus: 'DRAFT' }, null],
    ['a pending order of a task on its way may leave', { taskStatus: 'STARTED' }, null],
    [
      'a TRANSIT order may not',
      { deliveryOrder: { shipmentType: 'TRANSIT', isFromVendorRequest: false } },
      'transfer/transit-delivery-order',
    ],
    [
      'an order from a vendor request may not',
      { deliveryOrder: { shipmentType: 'DIRECT', isFromVendorRequest: true } },
      'transfer/vendor-request-delivery-order',
    ],
    [
      'an order picked up on this task may not (the goods are on this truck)',
      { taskStatus: 'STARTED', activities: pickedUp },
      'transfer/delivery-order-picked-up',
    ],
    ['a cancelled task has no menu: its status is the reason', { taskStatus: 'CANCELED' }, 'status'],
  ])('%s', (_name, overrides, expected) => {
    expect(orderTransferRefusal(onTask(overrides))).toBe(expected);
  });

  it('is refused in no status but Dibatalkan for a pending DIRECT order (the removal rule judges the rest)', () => {
    const refused = FLEET_TASK_STATUSES.filter(
      (status) => orderTransferRefusal(onTask({ taskStatus: status })) !== null,
    );
    expect(refused).toEqual(['CANCELED']);
  });
});

const target = (status: FleetTaskStatus, overrides: Partial<TransferTarget> = {}): TransferTarget => ({
  id: 'target',
  status,
  hasVendor: false,
  isFromVendorRequest: false,
  ...overrides,
});

describe('transferTargetRefusal: scheduled tasks except the current one, that take deliveries', () => {
  it.each<[string, TransferTarget, TransferTargetRefusal | null]>([
    ['another Dijadwalkan task takes it', target('SCHEDULED'), null],
    ['the task itself is refused', target('SCHEDULED', { id: 'source' }), 'transfer/same-task'],
    [
      'a Dijadwalkan task with a vendor is the vendor plan',
      target('SCHEDULED', { hasVendor: true }),
      'transfer/target-cannot-take-delivery',
    ],
    [
      "a Dijadwalkan task from a vendor request holds the requester's orders",
      target('SCHEDULED', { isFromVendorRequest: true }),
      'transfer/target-cannot-take-delivery',
    ],
  ])('%s', (_name, candidate, expected) => {
    expect(transferTargetRefusal('source', candidate)).toBe(expected);
  });

  it.each(FLEET_TASK_STATUSES.filter((status) => status !== 'SCHEDULED'))(
    'a task in %s is not a target',
    (status) => {
      expect(transferTargetRefusal('source', target(status))).toBe('transfer/target-not-scheduled');
      expect(isTransferTarget('source', target(status))).toBe(false);
    },
  );

  it('every refusal is a catalogue code', () => {
    for (const code of [
      'transfer/same-task',
      'transfer/target-not-scheduled',
      'transfer/target-cannot-take-delivery',
    ])
      expect(ERROR_CATALOGUE).toHaveProperty([code]);
  });
});

describe('transferTargetKinds', () => {
  it('lists the one kind of task the wizard offers: Dijadwalkan, no vendor, not a vendor request', () => {
    expect(transferTargetKinds()).toEqual([
      { status: 'SCHEDULED', hasVendor: false, isFromVendorRequest: false },
    ]);
  });
});

const toCancel = (overrides: Partial<OrderToCancel> = {}): OrderToCancel => ({
  ...onTask(),
  elsewhere: [],
  orderCount: 2,
  ...overrides,
});

describe("activityCancelRefusal: 'Batalkan' cancels the order of a pending row in Dijadwalkan", () => {
  it.each<[string, Partial<OrderToCancel>, ActivityCancelRefusal | null]>([
    ['a pending order of a Dijadwalkan task with other orders may be cancelled', {}, null],
    ['not in Draf', { taskStatus: 'DRAFT' }, { code: 'activity-cancel/requires-scheduled' }],
    ['not on the way', { taskStatus: 'STARTED' }, { code: 'activity-cancel/requires-scheduled' }],
    [
      'not for an order from a vendor request',
      { deliveryOrder: { shipmentType: 'DIRECT', isFromVendorRequest: true } },
      { code: 'failed-to-canceled' },
    ],
    [
      'not once a leg of it was completed on another task',
      {
        deliveryOrder: { shipmentType: 'TRANSIT', isFromVendorRequest: false },
        elsewhere: [
          { type: 'PICKUP', status: 'COMPLETED', taskStatus: 'ENDED', taskNumber: 'FO-1' },
          { type: 'DROP', status: 'COMPLETED', taskStatus: 'ENDED', taskNumber: 'FO-1' },
        ],
      },
      { code: 'activity-cancel/activity-completed' },
    ],
    [
      'not while another open task plans a leg of it',
      {
        deliveryOrder: { shipmentType: 'TRANSIT', isFromVendorRequest: false },
        elsewhere: [{ type: 'PICKUP', status: 'UNCOMPLETED', taskStatus: 'DRAFT', taskNumber: 'FO-2' }],
      },
      { code: 'activity-cancel/delivery-order-on-another-task', taskNumber: 'FO-2' },
    ],
    [
      'a cancelled task elsewhere does not hold it',
      { elsewhere: [{ type: 'PICKUP', status: 'UNCOMPLETED', taskStatus: 'CANCELED', taskNumber: 'FO-3' }] },
      null,
    ],
    [
      'not the last order of the task: cancel the task instead',
      { orderCount: 1 },
      { code: 'minimum-one-delivery' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(activityCancelRefusal(toCancel(overrides))).toEqual(expected);
  });

  it('is offered in Dijadwalkan only', () => {
    const allowed = FLEET_TASK_STATUSES.filter(
      (status) => activityCancelRefusal(toCancel({ taskStatus: status })) === null,
    );
    expect(allowed).toEqual(['SCHEDULED']);
  });
});

describe('transferDeliveryOrderRequestSchema', () => {
  const uuid = '2f1c7a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
  it.each<[string, unknown, boolean]>([
    ['exist with a destination', { type: 'exist', fleet_task_uuid: uuid }, true],
    ['create without one', { type: 'create' }, true],
    ['create with null', { type: 'create', fleet_task_uuid: null }, true],
    ['exist without a destination', { type: 'exist' }, false],
    ['exist with null', { type: 'exist', fleet_task_uuid: null }, false],
    ['create naming a destination', { type: 'create', fleet_task_uuid: uuid }, false],
    ['an unknown type', { type: 'move', fleet_task_uuid: uuid }, false],
    ['an unknown field', { type: 'create', note: 'x' }, false],
  ])('%s: valid %s', (_name, body, valid) => {
    expect(transferDeliveryOrderRequestSchema.safeParse(body).success).toBe(valid);
  });

  it('puts the missing destination on fleet_task_uuid', () => {
    const result = transferDeliveryOrderRequestSchema.safeParse({ type: 'exist' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['fleet_task_uuid']]);
  });
});
