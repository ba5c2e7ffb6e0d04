import { describe, expect, it } from 'vitest';
import { FLEET_TASK_STATUSES, type FleetTaskStatus } from '../fleet-task-status';
import {
  FLEET_TASK_STATUS_LABELS,
  fleetTaskStatusLabel,
  isFleetTaskDeletable,
  LISTED_FLEET_TASK_STATUSES,
} from './status';

describe('fleetTaskStatusLabel', () => {
  it.each<[FleetTaskStatus, string, string]>([
    ['TEMPORARY', 'Temporary', 'Temporary'],
    ['DRAFT', 'Draf', 'Draft'],
    ['SCHEDULED', 'Dijadwalkan', 'Scheduled'],
    ['STARTED', 'Perjalanan', 'On the way'],
    ['ENDED', 'Selesai', 'Completed'],
    ['CANCELED', 'Dibatalkan', 'Canceled'],
    ['WAITING_FOR_VENDOR', 'Menunggu Vendor', 'Waiting for vendor'],
    ['ACCEPTED_BY_VENDOR', 'Diterima Vendor', 'Accepted by vendor'],
    ['REJECTED_BY_VENDOR', 'Ditolak', 'Rejected'],
  ])('names %s on the detail page %s (English %s)', (status, id, en) => {
    expect(fleetTaskStatusLabel(status, 'id')).toBe(id);
    expect(fleetTaskStatusLabel(status, 'en')).toBe(en);
  });

  it.each<[FleetTaskStatus, string, string]>([
    ['STARTED', 'Dijalankan', 'Started'],
    ['WAITING_FOR_VENDOR', 'Kirim Ke Vendor', 'Sent to vendor'],
    ['REJECTED_BY_VENDOR', 'Ditolak Vendor', 'Rejected by vendor'],
    ['DRAFT', 'Draf', 'Draft'],
    ['SCHEDULED', 'Dijadwalkan', 'Scheduled'],
    ['ACCEPTED_BY_VENDOR', 'Diterima Vendor', 'Accepted by vendor'],
  ])('names %s in the status list and transfer review %s, else the detail name', (status, id, en) => {
    expect(fleetTaskStatusLabel(status, 'id', 'list')).toBe(id);
    expect(fleetTaskStatusLabel(status, 'en', 'list')).toBe(en);
  });

  it('has a label for every status', () => {
    expect(Object.keys(FLEET_TASK_STATUS_LABELS).sort()).toEqual([...FLEET_TASK_STATUSES].sort());
  });
});

describe('isFleetTaskDeletable', () => {
  it.each([
    ['DRAFT', false, true],
    ['TEMPORARY', false, true],
    ['SCHEDULED', false, false],
    ['CANCELED', false, false],
    ['DRAFT', true, false],
  ] as const)(
    'a %s task (from a vendor request: %s) may be deleted: %s',
    (status, isFromVendorRequest, expected) => {
      expect(isFleetTaskDeletable({ status, isFromVendorRequest })).toBe(expected);
    },
  );

  it('never lists a Temporary task', () => {
    expect(LISTED_FLEET_TASK_STATUSES).not.toContain('TEMPORARY');
    expect(LISTED_FLEET_TASK_STATUSES).toContain('DRAFT');
  });
});
