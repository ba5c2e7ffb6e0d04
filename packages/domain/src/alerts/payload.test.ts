import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error';
import { payloadScope } from './payload';

describe("getPayload's filter", () => {
  it.each([
    ['no filter', undefined, { alertCenter: true, systemNotifEvent: 'system-notif-7' }],
    ['an empty filter', {}, { alertCenter: true, systemNotifEvent: 'system-notif-7' }],
    ['AlertCenter only', { filterByType: ['AlertCenter'] }, { alertCenter: true, systemNotifEvent: null }],
    [
      'SystemNotif only',
      { filterByType: ['SystemNotif'] },
      { alertCenter: false, systemNotifEvent: 'system-notif-7' },
    ],
    ['no type at all', { filterByType: [] }, { alertCenter: false, systemNotifEvent: null }],
    [
      'shared vehicles, which Armada has none of',
      { isSharedVehicle: true },
      { alertCenter: false, systemNotifEvent: 'system-notif-7' },
    ],
    ['own vehicles', { isSharedVehicle: false }, { alertCenter: true, systemNotifEvent: 'system-notif-7' }],
  ])('answers %s', (_name, filter, expected) => {
    expect(payloadScope(filter, 7)).toEqual(expected);
  });

  it('refuses an unknown type on filterByType rather than ignoring it', () => {
    try {
      payloadScope({ filterByType: ['AlertCenter', 'Alerts'] }, 7);
      expect.unreachable();
    } catch (error) {
      expect(isDomainError(error) && error.code).toBe('alert/unknown-payload-type');
      expect(isDomainError(error) && error.fields).toEqual([
        { field: 'filterByType', code: 'invalid-value' },
      ]);
    }
  });
});
