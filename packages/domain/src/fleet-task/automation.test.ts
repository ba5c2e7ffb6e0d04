import { describe, expect, it } from 'vitest';
import type { FleetTaskStatus } from '../fleet-task-status';
import { autoStartFailedReason } from '../telemetry/auto-start';
import {
  type AutomationFacts,
  automationBanners,
  autoStartConflict,
  showsAutomationOffAlert,
  travelAutomationRefusal,
} from './automation';

const facts = (status: FleetTaskStatus, overrides: Partial<AutomationFacts> = {}): AutomationFacts => ({
  status: { name: status, raw_type: status, visited_statuses: [status] },
  vendor_id: null,
  auto_start_type: null,
  is_auto_started: false,
  auto_start_failed_reason: null,
  is_overlap: false,
  ...overrides,
});

describe('auto start failures', () => {
  it.each([
    [{ driver: false, vehicle: false }, null],
    [{ driver: true, vehicle: false }, 'DRIVER_CONFLICT'],
    [{ driver: false, vehicle: true }, 'VEHICLE_CONFLICT'],
    [{ driver: true, vehicle: true }, 'DRIVER_CONFLICT,VEHICLE_CONFLICT'],
  ])('reads back %o stored as %s', (conflicts, stored) => {
    expect(autoStartFailedReason(conflicts)).toBe(stored);
    const read = autoStartConflict(stored);
    const expected =
      conflicts.driver && conflicts.vehicle
        ? 'both'
        : conflicts.driver
          ? 'driver'
          : conflicts.vehicle
            ? 'vehicle'
            : null;
    expect(read).toBe(expected);
  });

  it('reads the codes in any separator and a combined code as both', () => {
    expect(autoStartConflict('VEHICLE_CONFLICT | DRIVER_CONFLICT')).toBe('both');
    expect(autoStartConflict('VEHICLE_AND_DRIVER_CONFLICT')).toBe('both');
    expect(autoStartConflict('driver_conflict')).toBe('driver');
    expect(autoStartConflict('GPS_LOST')).toBeNull();
  });
});

describe('automationBanners', () => {
  it.each<[string, AutomationFacts, string[]]>([
    ['a plain scheduled task', facts('SCHEDULED'), []],
    ['a trip started by the automation', facts('STARTED', { is_auto_started: true }), ['auto-start-success']],
    [
      'a driver conflict',
      facts('SCHEDULED', { auto_start_failed_reason: 'DRIVER_CONFLICT' }),
      ['conflict-driver'],
    ],
    [
      'both conflicts',
      facts('SCHEDULED', { auto_start_failed_reason: 'DRIVER_CONFLICT,VEHICLE_CONFLICT' }),
      ['conflict-both'],
    ],
    ['an old conflict once started', facts('STARTED', { auto_start_failed_reason: 'DRIVER_CONFLICT' }), []],
    [
      'an overlap, scheduled with geofence',
      facts('SCHEDULED', { is_overlap: true, auto_start_type: 'GEOFENCE' }),
      ['overlap-scheduled-geofence'],
    ],
    ['an overlap, scheduled without it', facts('SCHEDULED', { is_overlap: true }), ['overlap-scheduled']],
    ['an overlap on the way', facts('STARTED', { is_overlap: true }), ['overlap-started']],
    ['anything with a vendor', facts('SCHEDULED', { is_overlap: true, vendor_id: 4 }), []],
  ])('%s', (_name, task, banners) => {
    expect(automationBanners(task)).toEqual(banners);
  });
});

describe('showsAutomationOffAlert', () => {
  it('warns when an overlapping task is scheduled or an automated one moves on', () => {
    expect(showsAutomationOffAlert({ is_overlap: true, auto_start_type: null }, 'SCHEDULED')).toBe(true);
    expect(showsAutomationOffAlert({ is_overlap: false, auto_start_type: null }, 'SCHEDULED')).toBe(false);
    expect(showsAutomationOffAlert({ is_overlap: false, auto_start_type: 'GEOFENCE' }, 'CANCELED')).toBe(
      true,
    );
    expect(showsAutomationOffAlert({ is_overlap: false, auto_start_type: null }, 'CANCELED')).toBe(false);
  });
});

describe('travelAutomationRefusal', () => {
  const free = { hasVendor: false, isOverlap: false, sendBy: 'SELF' as const };

  it('lets a Draf turn the automation on with its move to Dijadwalkan', () => {
    expect(travelAutomationRefusal({ ...free, status: 'DRAFT' }, 'SCHEDULED')).toBeNull();
  });

  it('lets a Dijadwalkan task turn it on by an update', () => {
    expect(travelAutomationRefusal({ ...free, status: 'SCHEDULED' }, 'SCHEDULED')).toBeNull();
  });

  it('refuses it on any other resulting status, with the auto_start_type field', () => {
    const refusal = travelAutomationRefusal({ ...free, status: 'DRAFT' }, 'DRAFT');
    expect(refusal?.code).toBe('fleet-task/travel-automation-unavailable');
    expect(refusal?.fields).toEqual([{ field: 'auto_start_type', code: 'invalid-value' }]);
  });

  it('refuses it with a vendor, with overlapping geolocations or while sending to a vendor', () => {
    expect(
      travelAutomationRefusal({ ...free, status: 'SCHEDULED', hasVendor: true }, 'SCHEDULED'),
    ).not.toBeNull();
    expect(
      travelAutomationRefusal({ ...free, status: 'SCHEDULED', isOverlap: true }, 'SCHEDULED'),
    ).not.toBeNull();
    expect(
      travelAutomationRefusal({ ...free, status: 'DRAFT', sendBy: 'VENDOR' }, 'SCHEDULED'),
    ).not.toBeNull();
  });
});
