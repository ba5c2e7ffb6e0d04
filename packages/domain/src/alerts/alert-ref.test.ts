import { describe, expect, it } from 'vitest';
import { alertDetailParam, compositeAlertParam, parseAlertDetailParam } from './alert-ref';

describe('Notification Detail parameter', () => {
  it('is the raw alert id when the alert has one', () => {
    const id = '0b9f6c1e-7a45-4c2e-9a51-2f0f1d3c4b5a';
    expect(
      alertDetailParam({ id, alertCode: 8, vehicleId: 3, createdOn: '2026-11-26T10:00:00.000+07:00' }),
    ).toBe(id);
    expect(parseAlertDetailParam(id.toUpperCase())).toEqual({ kind: 'id', id });
  });

  it('is the composite of code, vehicle, time and flag without an id, and reads back the same', () => {
    const param = alertDetailParam({
      alertCode: 137,
      vehicleId: 42,
      createdOn: '2026-11-26T10:00:00.123+07:00',
      alertFlag: 'FO_start/2 ü',
    });
    expect(param).toBe('137_42_1795662000123_FO_start%2F2%20%C3%BC');
    expect(parseAlertDetailParam(param)).toEqual({
      kind: 'composite',
      alertCode: 137,
      vehicleId: 42,
      createdOn: Date.parse('2026-11-26T03:00:00.123Z'),
      alertFlag: 'FO_start/2 ü',
    });
  });

  it('leaves the vehicle and flag empty when the alert has none', () => {
    const ref = { alertCode: 5, vehicleId: null, createdOn: 1_764_126_000_000, alertFlag: null };
    expect(compositeAlertParam(ref)).toBe('5__1764126000000_');
    expect(parseAlertDetailParam('5__1764126000000_')).toEqual({ kind: 'composite', ...ref });
  });

  it.each([
    ['', 'empty'],
    ['abc', 'a word'],
    ['8_1_', 'missing the time'],
    ['8_0_1764126000000_', 'vehicle 0'],
    ['8_1_1764126000000_%E0%A4%A', 'a broken escape in the flag'],
    ['0b9f6c1e-7a45-4c2e-9a51', 'a cut id'],
  ])('refuses %j (%s)', (param) => {
    expect(parseAlertDetailParam(param)).toBeNull();
  });
});
