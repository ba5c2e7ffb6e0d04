import { describe, expect, it } from 'vitest';
import { fixTimeOf, MAX_FUTURE_FIX_MS } from './fix-time';
import { parseDeviceTime, parseOsmAndRequest } from './osmand';

/** The query Traccar Client (Android and iOS, before version 9) sends: every value as text. */
const TRACCAR_QUERY = {
  id: '865205041230417',
  timestamp: '1795309200',
  lat: '-6.196',
  lon: '106.91',
  speed: '10.0',
  bearing: '90.5',
  altitude: '12.0',
  accuracy: '5.0',
  batt: '87.0',
  charge: 'false',
};

/** The JSON body of Traccar Client 9 (its background-geolocation location record). */
const TRACCAR_9_BODY = {
  location: {
    event: 'motionchange',
    is_moving: true,
    uuid: 'b0a5b6a4-1c56-4d2c-9d3b-0b5b0d5e4d21',
    timestamp: '2026-11-22T01:00:00.123Z',
    odometer: 1520.3,
    coords: {
      latitude: -6.196,
      longitude: 106.91,
      accuracy: 9.4,
      speed: 12.5,
      speed_accuracy: 0.5,
      heading: 181.3,
      heading_accuracy: 10,
      altitude: 14.2,
      altitude_accuracy: 3,
    },
    activity: { type: 'in_vehicle', confidence: 100 },
    battery: { is_charging: false, level: 0.87 },
    extras: {},
  },
  device_id: 'SD-0001',
};

describe('parseOsmAndRequest', () => {
  it('reads the query of Traccar Client: speed in knots, battery in percent, time in seconds', () => {
    expect(parseOsmAndRequest(TRACCAR_QUERY, undefined)).toEqual([
      {
        kind: 'position',
        position: {
          deviceId: '865205041230417',
          recordedOn: new Date('2026-11-22T01:00:00Z'),
          latitude: -6.196,
          longitude: 106.91,
          speedKmh: 18.52,
          bearing: 90.5,
          altitude: 12,
          accuracyM: 5,
          batteryPct: 87,
        },
      },
    ]);
  });

  it('reads a form body when the query is empty (POST application/x-www-form-urlencoded)', () => {
    const [report] = parseOsmAndRequest({}, { ...TRACCAR_QUERY });
    expect(report).toMatchObject({
      kind: 'position',
      position: { deviceId: '865205041230417', latitude: -6.196 },
    });
  });

  it('prefers the query over the body, as Traccar does', () => {
    const [report] = parseOsmAndRequest(TRACCAR_QUERY, { id: 'other', lat: '1', lon: '1' });
    expect(report).toMatchObject({ position: { deviceId: '865205041230417' } });
  });

  it('reads the JSON of Traccar Client 9: speed in m/s, battery level 0..1, ISO time', () => {
    expect(parseOsmAndRequest({}, TRACCAR_9_BODY)).toEqual([
      {
        kind: 'position',
        position: {
          deviceId: 'SD-0001',
          recordedOn: new Date('2026-11-22T01:00:00.123Z'),
          latitude: -6.196,
          longitude: 106.91,
          speedKmh: 45,
          bearing: 181.3,
          altitude: 14.2,
          accuracyM: 9.4,
          batteryPct: 87,
        },
      },
    ]);
  });

  it('drops the unknown readings of Traccar Client 9 (-1 for speed, heading and battery)', () => {
    const body = {
      device_id: 'SD-0001',
      location: {
        ...TRACCAR_9_BODY.location,
        coords: { ...TRACCAR_9_BODY.location.coords, speed: -1, heading: -1 },
        battery: { level: -1, is_charging: false },
      },
    };
    expect(parseOsmAndRequest({}, body)[0]).toMatchObject({
      position: { speedKmh: null, bearing: null, batteryPct: null },
    });
  });

  it('reads a list of locations as several positions', () => {
    const second = { ...TRACCAR_9_BODY.location, timestamp: '2026-11-22T01:00:10Z' };
    const reports = parseOsmAndRequest(
      {},
      { device_id: 'SD-0001', location: [TRACCAR_9_BODY.location, second] },
    );
    expect(reports.map((report) => report.kind)).toEqual(['position', 'position']);
  });

  it.each([
    [
      'deviceid and location=lat,lon',
      { deviceid: 'X1', location: '-6.2,106.8' },
      { deviceId: 'X1', latitude: -6.2, longitude: 106.8 },
    ],
    ['heading for bearing', { id: 'X1', lat: '1', lon: '2', heading: '45' }, { bearing: 45 }],
    ['the last of a repeated parameter', { id: 'X1', lat: ['1', '3'], lon: '2' }, { latitude: 3 }],
    [
      'no timestamp (the server then uses its own time)',
      { id: 'X1', lat: '1', lon: '2' },
      { recordedOn: null },
    ],
    ['a bearing out of range, dropped', { id: 'X1', lat: '1', lon: '2', bearing: '400' }, { bearing: null }],
  ])('reads %s', (_label, query, expected) => {
    expect(parseOsmAndRequest(query, undefined)[0]).toMatchObject({ kind: 'position', position: expected });
  });

  it.each([
    ['valid=false', { id: 'X1', lat: '1', lon: '2', valid: 'false' }],
    ['valid=0', { id: 'X1', lat: '1', lon: '2', valid: '0' }],
    ['no coordinates', { id: 'X1', batt: '50' }],
    ['0,0 before the first fix', { id: 'X1', lat: '0', lon: '0' }],
  ])('takes %s as a report without a fix', (_label, query) => {
    expect(parseOsmAndRequest(query, undefined)).toEqual([{ kind: 'no-fix', deviceId: 'X1' }]);
  });

  it('takes a Traccar Client 9 heartbeat without coords as a report without a fix', () => {
    const body = {
      device_id: 'SD-0001',
      location: { timestamp: '2026-11-22T01:00:00Z', event: 'heartbeat' },
    };
    expect(parseOsmAndRequest({}, body)).toEqual([{ kind: 'no-fix', deviceId: 'SD-0001' }]);
  });

  it.each([
    ['no id', { lat: '1', lon: '2' }, [{ field: 'id', code: 'required' }]],
    ['an id too long', { id: 'x'.repeat(65), lat: '1', lon: '2' }, [{ field: 'id', code: 'too-long' }]],
    [
      'a latitude that is not a number',
      { id: 'X1', lat: 'abc', lon: '2' },
      [{ field: 'lat', code: 'invalid-format' }],
    ],
    [
      'a longitude out of range',
      { id: 'X1', lat: '1', lon: '190' },
      [{ field: 'lon', code: 'invalid-value' }],
    ],
    [
      'an unreadable time',
      { id: 'X1', lat: '1', lon: '2', timestamp: 'kemarin' },
      [{ field: 'timestamp', code: 'invalid-format' }],
    ],
    [
      'a time before 2000',
      { id: 'X1', lat: '1', lon: '2', timestamp: '5' },
      [{ field: 'timestamp', code: 'invalid-value' }],
    ],
  ])('refuses %s', (_label, query, fields) => {
    expect(parseOsmAndRequest(query, undefined)[0]).toMatchObject({ kind: 'invalid', fields });
  });

  it('refuses a Traccar Client 9 body without device_id or with a latitude out of range', () => {
    expect(parseOsmAndRequest({}, { location: TRACCAR_9_BODY.location })[0]).toMatchObject({
      kind: 'invalid',
      fields: [{ field: 'device_id', code: 'required' }],
    });
    const body = {
      ...TRACCAR_9_BODY,
      location: { ...TRACCAR_9_BODY.location, coords: { latitude: 95, longitude: 1 } },
    };
    expect(parseOsmAndRequest({}, body)[0]).toMatchObject({
      kind: 'invalid',
      fields: [{ field: 'location.coords.latitude', code: 'invalid-value' }],
    });
  });
});

describe('fix times out of range', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const fieldsOf = (timestamp: string) => {
    const [report] = parseOsmAndRequest({ ...TRACCAR_QUERY, timestamp }, undefined, now);
    return report?.kind === 'invalid' ? report.fields : [];
  };

  it('refuses a time that is no date at all (a number past any calendar)', () => {
    expect(fieldsOf('100000000000000000000')).toEqual([{ field: 'timestamp', code: 'invalid-format' }]);
  });

  it('refuses a time before 2000 and one more than a day ahead of the receipt', () => {
    expect(fieldsOf('1999-12-31T23:59:59Z')).toEqual([{ field: 'timestamp', code: 'invalid-value' }]);
    expect(fieldsOf('2026-11-26T12:00:01Z')).toEqual([{ field: 'timestamp', code: 'invalid-value' }]);
  });

  it('takes a time up to a day ahead (a device clock a little fast)', () => {
    expect(fieldsOf('2026-11-26T11:59:00Z')).toEqual([]);
  });
});

describe('parseDeviceTime', () => {
  it.each([
    ['1795309200', '2026-11-22T01:00:00.000Z'],
    ['1795309200123', '2026-11-22T01:00:00.123Z'],
    ['2026-11-22T08:00:00+07:00', '2026-11-22T01:00:00.000Z'],
    ['2026-11-22T01:00:00Z', '2026-11-22T01:00:00.000Z'],
    ['2026-11-22T01:00:00', '2026-11-22T01:00:00.000Z'],
    ['2026-11-22 01:00:00', '2026-11-22T01:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDeviceTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['tomorrow', '22/11/2026 08:00', ''])('does not read %j', (text) => {
    expect(parseDeviceTime(text)).toBeNull();
  });
});

describe('fixTimeOf', () => {
  const received = new Date('2026-11-22T01:00:00Z');
  it.each([
    ['the device time', new Date('2026-11-22T00:59:00Z'), '2026-11-22T00:59:00.000Z'],
    ['an old buffered time', new Date('2026-11-20T00:00:00Z'), '2026-11-20T00:00:00.000Z'],
    ['the receipt time without a device time', null, '2026-11-22T01:00:00.000Z'],
    ['a time a little ahead', new Date(received.getTime() + MAX_FUTURE_FIX_MS), '2026-11-22T01:05:00.000Z'],
    [
      'the receipt time for a clock far ahead',
      new Date(received.getTime() + MAX_FUTURE_FIX_MS + 1),
      '2026-11-22T01:00:00.000Z',
    ],
  ])('keeps %s', (_label, recorded, iso) => {
    expect(fixTimeOf(recorded, received).toISOString()).toBe(iso);
  });
});
