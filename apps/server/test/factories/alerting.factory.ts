import type { LightMyRequestResponse } from 'fastify';
import { buildAlertRule } from '../../src/seed/builders/alert-builders';
import type { Row } from '../../src/seed/builders/builders';
import { createTelemetryWorld, east, type TelemetryWorld } from './telemetry.factory';

/**
 * What the alerting tests share: the telemetry world (a company, vehicles with an imei, OsmAnd calls)
 * plus alert rules, OsmAnd reports with a speed and readings, a gateway key and the raw alerts stored.
 */

const KMH_PER_KNOT = 1.852;

export interface OsmAndFix {
  at: Date;
  speedKmh?: number;
  meters?: number;
  alarm?: string;
  ignition?: boolean;
}

export interface AlertingWorld extends TelemetryWorld {
  rule: (
    overrides: Omit<NonNullable<Parameters<typeof buildAlertRule>[1]>, 'company_id'> & { alert_code: number },
  ) => Promise<Row<'alert_rules'>>;
  osmand: (deviceId: string, fix: OsmAndFix) => Promise<LightMyRequestResponse>;
  /** Reports in order, failing on any answer that is not 200. */
  stream: (deviceId: string, fixes: readonly OsmAndFix[]) => Promise<void>;
  rawAlerts: (vehicleId?: number) => Promise<Row<'raw_alerts'>[]>;
  gatewayKey: () => Promise<string>;
}

/** Fixes every `stepS` seconds from `from` for `seconds`, at `speedKmh`. */
export function fixesAt(from: Date, seconds: number, speedKmh: number, stepS = 10): OsmAndFix[] {
  return Array.from({ length: Math.floor(seconds / stepS) + 1 }, (_, i) => ({
    at: new Date(from.getTime() + i * stepS * 1000),
    speedKmh,
  }));
}

export async function createAlertingWorld(): Promise<AlertingWorld> {
  const w = await createTelemetryWorld();
  const osmand = (deviceId: string, fix: OsmAndFix) => {
    const point = east(fix.meters ?? 1_000);
    const query = new URLSearchParams({
      id: deviceId,
      timestamp: String(Math.floor(fix.at.getTime() / 1000)),
      lat: String(point.latitude),
      lon: String(point.longitude),
      speed: String((fix.speedKmh ?? 0) / KMH_PER_KNOT),
      accuracy: '8.0',
      ...(fix.alarm === undefined ? {} : { alarm: fix.alarm }),
      ...(fix.ignition === undefined ? {} : { ignition: String(fix.ignition) }),
    });
    return w.t.app.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
  };
  return {
    ...w,
    rule: (overrides) => buildAlertRule(w.db, { company_id: w.companyId, ...overrides }),
    osmand,
    stream: async (deviceId, fixes) => {
      for (const fix of fixes) {
        const response = await osmand(deviceId, fix);
        if (response.statusCode !== 200) throw new Error(`fix at ${fix.at.toISOString()}: ${response.body}`);
      }
    },
    rawAlerts: (vehicleId) => {
      let query = w.db.selectFrom('raw_alerts').selectAll().where('company_id', '=', w.companyId);
      if (vehicleId !== undefined) query = query.where('vehicle_id', '=', vehicleId);
      return query.orderBy('created_on').execute();
    },
    gatewayKey: async () => {
      const response = await w.api('POST', '/api/telemetry/v1/api-key', { name: 'Gateway DMS' });
      if (response.statusCode !== 200) throw new Error(response.body);
      return (response.json() as { data: { key: string } }).data.key;
    },
  };
}
