import { describe, expect, it } from 'vitest';
import type { FleetTaskStatus } from '../fleet-task-status';
import {
  fieldsClearedBySendBy,
  firstMissingSequencingField,
  missingFields,
  type RequiredField,
  type RequiredFieldsSubject,
  requiredFieldsError,
} from './required-fields';

const empty: RequiredFieldsSubject = { send_by: 'SELF' };
const complete: RequiredFieldsSubject = {
  send_by: 'SELF',
  expected_departure_on: '2026-11-22T08:00:00+07:00',
  start_address_id: 1,
  end_address_id: 2,
  vehicle_id: 3,
  driver_user_id: 4,
  vendor_id: null,
  notification_enabled: false,
  customer_phone_number: null,
};
const toVendor: RequiredFieldsSubject = {
  ...complete,
  send_by: 'VENDOR',
  expected_departure_on: null,
  vehicle_id: null,
  driver_user_id: null,
  vendor_id: 9,
};

describe('missingFields', () => {
  it.each<[string, RequiredFieldsSubject, FleetTaskStatus, RequiredField[]]>([
    [
      'an empty task being created lacks the sequencing fields, in form order',
      empty,
      'TEMPORARY',
      ['expected_departure_on', 'start_address_id', 'end_address_id'],
    ],
    [
      'saving a Draf needs only the sequencing fields',
      { ...complete, vehicle_id: null, driver_user_id: null },
      'DRAFT',
      [],
    ],
    [
      'moving Draf on checks all fields: vehicle and driver when sent by self',
      { ...complete, vehicle_id: null, driver_user_id: null },
      'SCHEDULED',
      ['vehicle_id', 'driver_user_id'],
    ],
    [
      'an empty task moved on lacks every self-sending field, in form order',
      empty,
      'SCHEDULED',
      ['expected_departure_on', 'start_address_id', 'end_address_id', 'vehicle_id', 'driver_user_id'],
    ],
    ['a complete self-sent task may be scheduled', complete, 'SCHEDULED', []],
    [
      'sent to a vendor, the vendor is required',
      { ...toVendor, vendor_id: null },
      'WAITING_FOR_VENDOR',
      ['vendor_id'],
    ],
    ['sent to a vendor, departure, vehicle and driver are not required', toVendor, 'WAITING_FOR_VENDOR', []],
    [
      'a WAITING_FOR_VENDOR target needs a vendor even if send-by says self',
      { ...complete, vendor_id: null },
      'WAITING_FOR_VENDOR',
      ['vendor_id'],
    ],
    [
      'sequencing a vendor task needs only the two addresses',
      { send_by: 'VENDOR' },
      'DRAFT',
      ['start_address_id', 'end_address_id'],
    ],
    [
      'the phone is required when the notification is on',
      { ...complete, notification_enabled: true },
      'SCHEDULED',
      ['customer_phone_number'],
    ],
    [
      'a blank phone counts as missing',
      { ...complete, notification_enabled: true, customer_phone_number: '  ' },
      'SCHEDULED',
      ['customer_phone_number'],
    ],
    ['the phone is not required for saving a Draf', { ...complete, notification_enabled: true }, 'DRAFT', []],
    ['the phone is not required when the notification is off', complete, 'STARTED', []],
    ['a cancel is never blocked by missing fields', empty, 'CANCELED', []],
    [
      'a blank departure text counts as missing',
      { ...complete, expected_departure_on: '' },
      'DRAFT',
      ['expected_departure_on'],
    ],
  ])('%s', (_name, task, target, expected) => {
    expect(missingFields(task, target)).toEqual(expected);
  });
});

describe('firstMissingSequencingField', () => {
  it.each<[string, RequiredFieldsSubject, RequiredField | null]>([
    ['names the departure first', empty, 'expected_departure_on'],
    [
      'then the start address',
      { ...empty, expected_departure_on: '2026-11-22T08:00:00Z' },
      'start_address_id',
    ],
    ['then the end address', { ...complete, end_address_id: null }, 'end_address_id'],
    ['ignores vehicle and driver', { ...complete, vehicle_id: null, driver_user_id: null }, null],
    ['skips the departure of a vendor task', { send_by: 'VENDOR' }, 'start_address_id'],
  ])('%s', (_name, task, expected) => {
    expect(firstMissingSequencingField(task)).toBe(expected);
  });
});

describe('requiredFieldsError', () => {
  it('gives nothing to throw when nothing is missing', () => {
    expect(requiredFieldsError([])).toBeNull();
  });

  it('refuses with invalid/invalid-fields and one required problem per field, in order', () => {
    const error = requiredFieldsError(['vehicle_id', 'driver_user_id']);
    expect(error?.code).toBe('invalid/invalid-fields');
    expect(error?.fields).toEqual([
      { field: 'vehicle_id', code: 'required' },
      { field: 'driver_user_id', code: 'required' },
    ]);
    expect(error?.issues).toEqual([]);
  });

  it('adds the spec issue code for a missing customer phone', () => {
    const error = requiredFieldsError(['customer_phone_number']);
    expect(error?.issues).toEqual([
      { code: 'FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_IS_REQUIRED', field: 'customer_phone_number' },
    ]);
  });
});

describe('fieldsClearedBySendBy', () => {
  it('nulls departure, shipment reference and automation when sending to a vendor', () => {
    expect(fieldsClearedBySendBy('VENDOR')).toEqual({
      expected_departure_on: null,
      shipment_reference: null,
      auto_start_type: null,
    });
  });

  it('clears the vendor and switches autocomplete off when sending by self', () => {
    expect(fieldsClearedBySendBy('SELF')).toEqual({ vendor_id: null, is_autocomplete_on: false });
  });
});
