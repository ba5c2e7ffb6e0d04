import { describe, expect, it } from 'vitest';
import { deviceEventOfGateway, deviceEventsRequestSchema, osmAndAlarmEvents } from './device-events';
import { parseOsmAndParams } from './osmand';
import { parseTraccarForward } from './traccar-forward';

const RECEIVED = new Date('2026-11-26T03:00:00.000Z');

describe('the events intake body', () => {
  const event = {
    device_id: '359000000000001',
    code: 49,
    occurred_on: '2026-11-26T09:58:00+07:00',
    latitude: -6.2,
    longitude: 106.8,
  };

  it('takes our alert code and keeps the clip reference and the alarm id', () => {
    const body = deviceEventsRequestSchema.parse({
      events: [{ ...event, alarm_id: 'dms-0065-17', media: { reference: 'clip/abc.mp4', channel: 3 } }],
    });
    const parsed = deviceEventOfGateway(body.events[0] as never);
    expect(parsed).toMatchObject({ code: 49, rawCode: '49', alarmId: 'dms-0065-17', source: 'EVENTS_API' });
    expect(parsed.media).toEqual({ reference: 'clip/abc.mp4', channel: 3, startedOn: null, endedOn: null });
    expect(parsed.occurredOn.toISOString()).toBe('2026-11-26T02:58:00.000Z');
  });

  it('keeps a code we do not know as raw device data instead of refusing it', () => {
    const parsed = deviceEventOfGateway(
      deviceEventsRequestSchema.parse({ events: [{ ...event, code: 777 }] }).events[0] as never,
    );
    expect(parsed.code).toBeNull();
    expect(parsed.rawCode).toBe('777');
  });

  it.each([
    ['no events', { events: [] }],
    ['over 1,000 events', { events: Array(1001).fill(event) }],
    ['a time without offset', { events: [{ ...event, occurred_on: '2026-11-26T09:58:00' }] }],
    ['a latitude beyond 90', { events: [{ ...event, latitude: 91 }] }],
    ['a text code', { events: [{ ...event, code: 'fatigue' }] }],
    ['an unknown field', { events: [{ ...event, colour: 'red' }] }],
  ])('refuses %s', (_name, body) => {
    expect(deviceEventsRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('the OsmAnd alarm parameter', () => {
  it('reads alarm, ignition, fuel and temperature beside the fix', () => {
    const report = parseOsmAndParams(
      {
        id: 'imei1',
        lat: '-6.2',
        lon: '106.8',
        timestamp: '1795000000',
        alarm: 'sos',
        ignition: 'true',
        fuel: '42.5',
        temp1: '-18',
      },
      Date.parse('2026-11-26T00:00:00Z'),
    );
    expect(report.kind).toBe('position');
    if (report.kind !== 'position') return;
    expect(report.position.readings).toEqual({
      ignition: true,
      fuelL: 42.5,
      temperatureC: -18,
      alarm: 'sos',
    });
  });

  it('drops a malformed reading and still stores the fix', () => {
    const report = parseOsmAndParams({
      id: 'imei1',
      lat: '-6.2',
      lon: '106.8',
      fuel: 'banyak',
      ignition: 'maybe',
      temp1: '5',
    });
    expect(report.kind).toBe('position');
    if (report.kind === 'position')
      expect(report.position.readings).toMatchObject({ fuelL: null, ignition: null, temperatureC: 5 });
  });

  it('makes one event per alarm name, unknown names raw', () => {
    const events = osmAndAlarmEvents('sos,powerCut,vibration', {
      deviceId: 'imei1',
      occurredOn: RECEIVED,
      latitude: -6.2,
      longitude: 106.8,
      speedKmh: 0,
    });
    expect(events.map((event) => [event.rawCode, event.code])).toEqual([
      ['sos', 1],
      ['powerCut', 6],
      ['vibration', null],
    ]);
  });
});

describe("Traccar's forwarding JSON", () => {
  const device = { id: 10, name: 'B 9123 KXT', uniqueId: '359000000000001' };
  const position = {
    id: 12346,
    deviceId: 10,
    fixTime: '2026-11-26T02:59:50.000+00:00',
    latitude: -6.2,
    longitude: 106.8,
    speed: 27,
    course: 90,
    accuracy: 0,
    valid: true,
    attributes: { ignition: true, alarm: 'sos' },
  };

  it('turns an alarm event into our code with its id as the dedup key and its position', () => {
    const parsed = parseTraccarForward(
      {
        event: {
          id: 500,
          type: 'alarm',
          eventTime: '2026-11-26T02:59:51.000+00:00',
          attributes: { alarm: 'sos' },
        },
        position,
        device,
      },
      RECEIVED,
    );
    expect(parsed.kind).toBe('event');
    if (parsed.kind !== 'event') return;
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0]).toMatchObject({
      code: 1,
      rawCode: 'sos',
      alarmId: 'traccar:500',
      latitude: -6.2,
      source: 'TRACCAR',
    });
    expect(parsed.events[0]?.speedKmh).toBeCloseTo(50.004);
    expect(parsed.position?.accuracyM).toBeNull();
  });

  it('maps ignition events and keeps other event types raw', () => {
    const on = parseTraccarForward({ event: { id: 1, type: 'ignitionOn' }, position, device }, RECEIVED);
    const offline = parseTraccarForward({ event: { id: 2, type: 'deviceOffline' }, device }, RECEIVED);
    expect(on.kind === 'event' && on.events[0]?.code).toBe(4);
    expect(offline.kind === 'event' && [offline.events[0]?.code, offline.events[0]?.rawCode]).toEqual([
      null,
      'deviceOffline',
    ]);
    // Without a position the event still happened, at the time Traccar gives or when it reached us.
    expect(offline.kind === 'event' && offline.events[0]?.occurredOn).toEqual(RECEIVED);
  });

  it('takes position forwarding as a position with its readings', () => {
    const parsed = parseTraccarForward({ position, device }, RECEIVED);
    expect(parsed.kind).toBe('position');
    if (parsed.kind === 'position') expect(parsed.position.readings?.ignition).toBe(true);
    expect(parseTraccarForward({ position: { ...position, valid: false }, device }, RECEIVED).kind).toBe(
      'no-fix',
    );
  });

  it.each([
    ['no device', { position }],
    ['a device without uniqueId', { position, device: { id: 10 } }],
    ['neither event nor position', { device }],
    ['an array', [device]],
    ['null', null],
  ])('refuses %s without throwing', (_name, body) => {
    expect(parseTraccarForward(body, RECEIVED).kind).toBe('invalid');
  });
});
