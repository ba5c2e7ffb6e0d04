import { describe, expect, it } from 'vitest';
import { FLEET_TASK_STATUSES, type FleetTaskStatus } from '../../fleet-task-status';
import { LOAD_ADJUSTMENT_SCOPES } from '../../scopes';
import {
  type ActivityMenuAction,
  type ActivityMenuContext,
  activityMenu,
  blockedMenuAction,
  isLoadAdjustmentEnabled,
  type LoadAdjustmentSubject,
} from './activity-menu';

type Activity = ActivityMenuContext['activity'];
type Order = ActivityMenuContext['deliveryOrder'];

const pickup: Activity = {
  type: 'PICKUP',
  status: 'UNCOMPLETED',
  atOrigin: true,
  atDestination: false,
  relatedPickupCompleted: false,
  relatedDropCompleted: false,
};
const drop: Activity = { ...pickup, type: 'DROP', atOrigin: false, atDestination: true };
const order: Order = {
  shipmentType: 'DIRECT',
  isFromVendorRequest: false,
  loadCount: 2,
  isLoadAdjusted: false,
};

const menu = (
  taskStatus: FleetTaskStatus,
  activity: Partial<Activity> = {},
  deliveryOrder: Partial<Order> = {},
  scopes: readonly string[] = LOAD_ADJUSTMENT_SCOPES,
) =>
  activityMenu({
    taskStatus,
    scopes,
    activity: { ...pickup, ...activity },
    deliveryOrder: { ...order, ...deliveryOrder },
  });

describe('activityMenu, uncompleted activity, over every status', () => {
  it.each<[FleetTaskStatus, ActivityMenuAction[]]>([
    ['TEMPORARY', ['transfer']],
    ['DRAFT', ['transfer']],
    ['SCHEDULED', ['transfer', 'remove', 'cancel']],
    ['STARTED', ['complete', 'transfer', 'remove']],
    ['ENDED', ['transfer']],
    ['CANCELED', []],
    ['WAITING_FOR_VENDOR', ['transfer']],
    ['ACCEPTED_BY_VENDOR', ['transfer']],
    ['REJECTED_BY_VENDOR', ['transfer']],
  ])('a pickup of a direct order in %s offers %j', (status, actions) => {
    expect(menu(status)).toEqual(actions);
  });

  it('offers Selesaikan only in Perjalanan', () => {
    expect(FLEET_TASK_STATUSES.filter((status) => menu(status).includes('complete'))).toEqual(['STARTED']);
  });

  it('offers Keluarkan Pengiriman only in Dijadwalkan or Perjalanan', () => {
    expect(FLEET_TASK_STATUSES.filter((status) => menu(status).includes('remove'))).toEqual([
      'SCHEDULED',
      'STARTED',
    ]);
  });

  it('offers Batalkan only in Dijadwalkan', () => {
    expect(FLEET_TASK_STATUSES.filter((status) => menu(status).includes('cancel'))).toEqual(['SCHEDULED']);
  });
});

describe('activityMenu, Transfer Pengiriman', () => {
  it.each<[string, Partial<Activity>, Partial<Order>, boolean]>([
    ['from a pickup of a direct order', {}, {}, true],
    ['from a drop whose pickup is not completed', drop, {}, true],
    ['not from a drop whose pickup is completed', { ...drop, relatedPickupCompleted: true }, {}, false],
    ['not for a transit order', {}, { shipmentType: 'TRANSIT' }, false],
    ['not for an order from a vendor request', {}, { isFromVendorRequest: true }, false],
  ])('%s: %s', (_name, activity, deliveryOrder, offered) => {
    expect(menu('SCHEDULED', activity, deliveryOrder).includes('transfer')).toBe(offered);
  });
});

describe('activityMenu, completed activity', () => {
  const done = { status: 'COMPLETED' } as const;

  it.each<[FleetTaskStatus, ActivityMenuAction[]]>([
    ['STARTED', ['view-proof', 'adjust-load']],
    ['ENDED', ['view-proof', 'adjust-load']],
    ['SCHEDULED', []],
    ['CANCELED', []],
    ['DRAFT', []],
  ])('a completed pickup in %s offers %j', (status, actions) => {
    expect(menu(status, done)).toEqual(actions);
  });

  it.each<[string, Partial<Activity>, Partial<Order>, readonly string[], ActivityMenuAction[]]>([
    [
      'Lihat Muatan for a pickup whose drop is completed and that has loads',
      { ...done, relatedDropCompleted: true },
      {},
      LOAD_ADJUSTMENT_SCOPES,
      ['view-proof', 'view-load', 'adjust-load'],
    ],
    [
      'no Lihat Muatan without loads (and nothing to adjust)',
      { ...done, relatedDropCompleted: true },
      { loadCount: 0 },
      LOAD_ADJUSTMENT_SCOPES,
      ['view-proof'],
    ],
    [
      'no Lihat Muatan for a drop',
      { ...drop, ...done, relatedPickupCompleted: true, relatedDropCompleted: true },
      {},
      LOAD_ADJUSTMENT_SCOPES,
      ['view-proof', 'adjust-load'],
    ],
    [
      'only the proof without the load-adjustment scopes',
      { ...done, relatedDropCompleted: true },
      {},
      LOAD_ADJUSTMENT_SCOPES.slice(0, 1),
      ['view-proof'],
    ],
    [
      'no Ubah Kuantitas Muatan when adjustment is not enabled',
      done,
      { isFromVendorRequest: true },
      LOAD_ADJUSTMENT_SCOPES,
      ['view-proof'],
    ],
    [
      'Riwayat Perubahan Muatan once the order load is adjusted',
      done,
      { isLoadAdjusted: true },
      [],
      ['view-proof', 'load-history'],
    ],
  ])('%s', (_name, activity, deliveryOrder, scopes, actions) => {
    expect(menu('STARTED', activity, deliveryOrder, scopes)).toEqual(actions);
  });

  it('shows no menu at all when the task is Dibatalkan, even for a completed activity', () => {
    expect(menu('CANCELED', { ...done, relatedDropCompleted: true }, { isLoadAdjusted: true })).toEqual([]);
  });
});

describe('isLoadAdjustmentEnabled', () => {
  const direct: LoadAdjustmentSubject = {
    shipmentType: 'DIRECT',
    loadCount: 1,
    isFromVendorRequest: false,
    activityType: 'PICKUP',
    atOrigin: true,
    atDestination: false,
  };
  const transit: LoadAdjustmentSubject = { ...direct, shipmentType: 'TRANSIT' };

  it.each<[string, LoadAdjustmentSubject, boolean]>([
    ['a direct order with loads', direct, true],
    ['a direct order without loads', { ...direct, loadCount: 0 }, false],
    ['a direct order away from its ends', { ...direct, atOrigin: false, activityType: 'DROP' }, true],
    ['a direct order from a vendor request', { ...direct, isFromVendorRequest: true }, false],
    ['a transit pickup at the origin', transit, true],
    ['a transit pickup at a transit', { ...transit, atOrigin: false }, false],
    [
      'a transit drop at the destination',
      { ...transit, activityType: 'DROP', atOrigin: false, atDestination: true },
      true,
    ],
    ['a transit drop at a transit', { ...transit, activityType: 'DROP', atOrigin: false }, false],
    [
      'a transit pickup at the origin from a vendor request',
      { ...transit, isFromVendorRequest: true },
      false,
    ],
    ['a transit pickup at the origin without loads', { ...transit, loadCount: 0 }, false],
  ])('%s: %s', (_name, subject, enabled) => {
    expect(isLoadAdjustmentEnabled(subject)).toBe(enabled);
  });
});

describe('blockedMenuAction: a task keeps at least one order', () => {
  it('blocks transfer and remove of the only order with minimum-one-delivery', () => {
    expect(blockedMenuAction('transfer', 1)).toBe('minimum-one-delivery');
    expect(blockedMenuAction('remove', 1)).toBe('minimum-one-delivery');
  });
  it('leaves them, and every other action, free when the task holds another order', () => {
    expect(blockedMenuAction('transfer', 2)).toBeNull();
    expect(blockedMenuAction('remove', 2)).toBeNull();
    expect(blockedMenuAction('complete', 1)).toBeNull();
  });
});
