import { describe, expect, it } from 'vitest';
import { buildFleetTask } from '../../../test/fleet-task.factory';
import {
  type DetailFormValues,
  formValuesOf,
  heldFields,
  invalidFields,
  toUpdatePayload,
} from './detail-form';

const values = (overrides: Partial<DetailFormValues> = {}): DetailFormValues => ({
  ...formValuesOf(buildFleetTask()),
  ...overrides,
});

describe('detail form rules', () => {
  it('finds a valid form valid', () => {
    expect(invalidFields(values())).toEqual(new Set());
  });

  it('holds a shipment reference over 255 characters', () => {
    expect(invalidFields(values({ shipment_reference: 'x'.repeat(256) }))).toEqual(
      new Set(['shipment_reference']),
    );
    expect(invalidFields(values({ shipment_reference: 'x'.repeat(255) }))).toEqual(new Set());
  });

  it('does not send the notification while its phone is empty', () => {
    const held = heldFields(values({ notification_enabled: true, customer_phone_number: '' }), new Set());
    expect(held).toEqual(new Set(['customer_phone_number', 'notification_enabled']));
  });

  it('lets an empty phone go when the notification is off', () => {
    expect(heldFields(values({ customer_phone_number: '' }), new Set())).toEqual(new Set());
  });

  it('holds a phone that is not +62 followed by digits', () => {
    expect(invalidFields(values({ customer_phone_number: '+621' }))).toEqual(
      new Set(['customer_phone_number']),
    );
    expect(invalidFields(values({ customer_phone_number: '+6281234567890' }))).toEqual(new Set());
  });

  it('sends a blank text as null, which clears it', () => {
    expect(toUpdatePayload({ shipment_reference: '  ', vehicle_id: 4 })).toEqual({
      shipment_reference: null,
      vehicle_id: 4,
    });
  });
});
