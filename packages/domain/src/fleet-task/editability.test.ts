import { describe, expect, it } from 'vitest';
import { FLEET_TASK_STATUSES, type FleetTaskStatus } from '../fleet-task-status';
import {
  ACCURATE_INTEGRATION_SCOPES,
  GPS_AUTOCOMPLETE_SCOPES,
  LOAD_ADJUSTMENT_SCOPES,
  VENDOR_MANAGEMENT_SCOPES,
} from '../scopes';
import {
  type TravelAutomationAvailability,
  travelAutomationAction,
  travelAutomationAvailability,
} from './automation';
import {
  bannerFor,
  canAddDelivery,
  canChangeSendBy,
  canEditVendorFields,
  isEditable,
  isInterventionStatus,
  notificationAllowed,
  notificationStatusMatch,
  serviceTimeReadOnly,
  showsAutocompleteSection,
  showsHistory,
  showsNotificationPanel,
  showsOrderReferenceColumn,
  showsOtherOptions,
  showsPrintOrder,
  showsSendByChoice,
  showsTrackVehicle,
  showsVendorColumn,
  type VendorBanner,
} from './editability';

/** Statuses for which `rule` holds, to compare with the spec's list. */
const where = (rule: (status: FleetTaskStatus) => boolean) => FLEET_TASK_STATUSES.filter(rule);

describe('isEditable', () => {
  it.each<[FleetTaskStatus, boolean, boolean]>([
    ['TEMPORARY', true, true],
    ['DRAFT', true, true],
    ['SCHEDULED', true, false],
    ['STARTED', false, false],
    ['ENDED', false, false],
    ['CANCELED', false, false],
    ['WAITING_FOR_VENDOR', false, false],
    ['ACCEPTED_BY_VENDOR', false, false],
    ['REJECTED_BY_VENDOR', true, true],
  ])('%s is editable without a vendor: %s, with a vendor: %s', (status, without, withVendor) => {
    expect(isEditable({ status, hasVendor: false })).toBe(without);
    expect(isEditable({ status, hasVendor: true })).toBe(withVendor);
  });
});

describe('status-only visibility rules over every status', () => {
  it('lets send-by change only in Draf or Temporary', () => {
    expect(where(canChangeSendBy)).toEqual(['TEMPORARY', 'DRAFT']);
  });

  it('lets vendor fields change only in Draf, Temporary or Ditolak', () => {
    expect(where(canEditVendorFields)).toEqual(['TEMPORARY', 'DRAFT', 'REJECTED_BY_VENDOR']);
  });

  it('hides print order for Draf, Temporary, the vendor statuses and Dibatalkan', () => {
    expect(where(showsPrintOrder)).toEqual(['SCHEDULED', 'STARTED', 'ENDED']);
  });

  it('hides the history only for Temporary', () => {
    expect(where((status) => !showsHistory(status))).toEqual(['TEMPORARY']);
  });

  it('hides the other-options menu only for Temporary', () => {
    expect(where((status) => !showsOtherOptions(status))).toEqual(['TEMPORARY']);
  });
});

describe('showsSendByChoice', () => {
  it.each<[string, readonly string[], boolean, boolean]>([
    ['all four vms scopes, own task', VENDOR_MANAGEMENT_SCOPES, false, true],
    ['all four vms scopes, vendor request', VENDOR_MANAGEMENT_SCOPES, true, false],
    ['three vms scopes', VENDOR_MANAGEMENT_SCOPES.slice(0, 3), false, false],
    ['no scopes', [], false, false],
  ])('%s: %s', (_name, scopes, isFromVendorRequest, shown) => {
    expect(showsSendByChoice(scopes, { isFromVendorRequest })).toBe(shown);
  });
});

describe('canAddDelivery', () => {
  // [status, hasVendor, isFromVendorRequest, shown]
  it.each<[FleetTaskStatus, boolean, boolean, boolean]>([
    ['TEMPORARY', false, false, true],
    ['DRAFT', false, false, true],
    ['DRAFT', true, false, true],
    ['DRAFT', false, true, false],
    ['DRAFT', true, true, true],
    ['SCHEDULED', false, false, true],
    ['SCHEDULED', false, true, false],
    ['SCHEDULED', true, false, false],
    ['STARTED', false, false, true],
    ['STARTED', true, false, false],
    ['STARTED', false, true, false],
    ['ENDED', false, false, false],
    ['CANCELED', false, false, false],
    ['WAITING_FOR_VENDOR', true, false, false],
    ['ACCEPTED_BY_VENDOR', true, false, false],
    ['REJECTED_BY_VENDOR', true, false, true],
  ])('%s (vendor %s, request %s): %s', (status, hasVendor, isFromVendorRequest, shown) => {
    expect(canAddDelivery({ status, hasVendor, isFromVendorRequest })).toBe(shown);
  });
});

describe('rules on status and vendor over every status', () => {
  it('shows Lacak Kendaraan only on the way without a vendor', () => {
    expect(where((status) => showsTrackVehicle({ status, hasVendor: false }))).toEqual(['STARTED']);
    expect(where((status) => showsTrackVehicle({ status, hasVendor: true }))).toEqual([]);
  });

  it('makes the service time read-only on the way, at the end, or with a vendor', () => {
    expect(where((status) => serviceTimeReadOnly({ status, hasVendor: false }))).toEqual([
      'STARTED',
      'ENDED',
    ]);
    expect(where((status) => serviceTimeReadOnly({ status, hasVendor: true }))).toEqual([
      ...FLEET_TASK_STATUSES,
    ]);
  });

  it('matches the notification statuses, and Dijadwalkan only with a vendor', () => {
    const vendorless = ['STARTED', 'ENDED', 'WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR'];
    expect(where((status) => notificationStatusMatch(status, false))).toEqual(vendorless);
    expect(where((status) => notificationStatusMatch(status, true))).toEqual(['SCHEDULED', ...vendorless]);
  });

  it('hides the notification panel for vendor requests and cancelled tasks', () => {
    expect(where((status) => !showsNotificationPanel({ status, isFromVendorRequest: false }))).toEqual([
      'CANCELED',
    ]);
    expect(where((status) => showsNotificationPanel({ status, isFromVendorRequest: true }))).toEqual([]);
  });
});

describe('travelAutomationAvailability', () => {
  it.each<[FleetTaskStatus, TravelAutomationAvailability]>([
    ['TEMPORARY', 'hidden'],
    ['DRAFT', 'available'],
    ['SCHEDULED', 'available'],
    ['STARTED', 'hidden'],
    ['ENDED', 'hidden'],
    ['CANCELED', 'hidden'],
    ['WAITING_FOR_VENDOR', 'hidden'],
    ['ACCEPTED_BY_VENDOR', 'hidden'],
    ['REJECTED_BY_VENDOR', 'hidden'],
  ])('without vendor or overlap, %s is %s', (status, expected) => {
    expect(travelAutomationAvailability({ status, hasVendor: false, isOverlap: false })).toBe(expected);
  });

  it.each<[string, Parameters<typeof travelAutomationAvailability>[0], TravelAutomationAvailability]>([
    ['hides it when a vendor is set', { status: 'DRAFT', hasVendor: true, isOverlap: false }, 'hidden'],
    [
      'makes it unavailable when geolocations overlap',
      { status: 'SCHEDULED', hasVendor: false, isOverlap: true },
      'unavailable',
    ],
    [
      'makes it unavailable while sending to a vendor not chosen yet',
      { status: 'DRAFT', hasVendor: false, isOverlap: false, sendBy: 'VENDOR' },
      'unavailable',
    ],
    [
      'keeps it available when sent by self',
      { status: 'DRAFT', hasVendor: false, isOverlap: false, sendBy: 'SELF' },
      'available',
    ],
    ['keeps hidden over unavailable', { status: 'STARTED', hasVendor: false, isOverlap: true }, 'hidden'],
  ])('%s', (_name, task, expected) => {
    expect(travelAutomationAvailability(task)).toBe(expected);
  });
});

describe('travelAutomationAction', () => {
  it.each<[string, Parameters<typeof travelAutomationAction>[0], ReturnType<typeof travelAutomationAction>]>([
    [
      'schedules a Draf with geofence',
      { status: 'DRAFT', autoStartType: null, isStartAndFirstPointSame: false },
      'schedule',
    ],
    [
      'confirms on Dijadwalkan when the start is the first pickup',
      { status: 'SCHEDULED', autoStartType: null, isStartAndFirstPointSame: true },
      'enable-confirm',
    ],
    [
      'enables at once on Dijadwalkan otherwise',
      { status: 'SCHEDULED', autoStartType: null, isStartAndFirstPointSame: false },
      'enable',
    ],
    [
      'disables when geofence is on',
      { status: 'SCHEDULED', autoStartType: 'GEOFENCE', isStartAndFirstPointSame: false },
      'disable',
    ],
    [
      'offers nothing on the way',
      { status: 'STARTED', autoStartType: 'GEOFENCE', isStartAndFirstPointSame: false },
      null,
    ],
  ])('%s', (_name, task, expected) => {
    expect(travelAutomationAction(task)).toBe(expected);
  });
});

describe('notificationAllowed', () => {
  it.each<[string, Parameters<typeof notificationAllowed>[0], boolean]>([
    ['no order, no recipient', [], false],
    ['one customer, direct', [{ customerId: 1, shipmentType: 'DIRECT' }], true],
    [
      'one customer over several direct orders',
      [
        { customerId: 1, shipmentType: 'DIRECT' },
        { customerId: 1, shipmentType: 'DIRECT' },
      ],
      true,
    ],
    [
      'several customers',
      [
        { customerId: 1, shipmentType: 'DIRECT' },
        { customerId: 2, shipmentType: 'DIRECT' },
      ],
      false,
    ],
    [
      'a transit order',
      [
        { customerId: 1, shipmentType: 'DIRECT' },
        { customerId: 1, shipmentType: 'TRANSIT' },
      ],
      false,
    ],
  ])('%s: %s', (_name, orders, allowed) => {
    expect(notificationAllowed(orders)).toBe(allowed);
  });
});

describe('bannerFor', () => {
  it.each<[FleetTaskStatus, boolean, VendorBanner | null]>([
    ['ACCEPTED_BY_VENDOR', true, 'vendor-accepted'],
    ['REJECTED_BY_VENDOR', true, 'vendor-rejected'],
    ['ACCEPTED_BY_VENDOR', false, null],
    ['REJECTED_BY_VENDOR', false, null],
    ['WAITING_FOR_VENDOR', true, null],
    ['SCHEDULED', true, null],
  ])('%s with vendor %s shows %s', (status, hasVendor, banner) => {
    expect(bannerFor({ status, hasVendor })).toBe(banner);
  });
});

describe('scope-driven columns and sections (section 6)', () => {
  it.each<[string, (scopes: readonly string[]) => boolean, readonly string[], readonly string[]]>([
    [
      'GPS autocomplete section',
      showsAutocompleteSection,
      GPS_AUTOCOMPLETE_SCOPES,
      GPS_AUTOCOMPLETE_SCOPES.slice(1),
    ],
    [
      'order-reference column',
      showsOrderReferenceColumn,
      ACCURATE_INTEGRATION_SCOPES.slice(2, 3),
      LOAD_ADJUSTMENT_SCOPES,
    ],
    [
      'vendor name column',
      showsVendorColumn,
      VENDOR_MANAGEMENT_SCOPES.slice(0, 1),
      ACCURATE_INTEGRATION_SCOPES,
    ],
  ])('%s shows with %j and not with %j', (_name, rule, enough, notEnough) => {
    expect(rule(enough)).toBe(true);
    expect(rule(notEnough)).toBe(false);
  });
});

describe('isInterventionStatus', () => {
  it.each(FLEET_TASK_STATUSES)('adds orders to a %s task as an intervention only on the way', (status) => {
    expect(isInterventionStatus(status)).toBe(status === 'STARTED');
  });
});
