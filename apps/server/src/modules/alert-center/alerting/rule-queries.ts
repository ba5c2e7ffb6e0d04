import type { EngineDefaults, EvaluableRule, RuleGeofence } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The SQL behind the rule cache: a company's active rules mapped to the engine's `EvaluableRule`,
 * with whom each covers, and the company's zone and timeouts. Read at most once per company and
 * cache period (rule-cache.ts), never per position.
 */

/** An active rule and the vehicles it covers: listed ones, those of its groups, or all of them. */
export interface CoveringRule {
  rule: EvaluableRule;
  vehicleIds: ReadonlySet<number>;
  groupIds: ReadonlySet<number>;
  /** A rule listing neither vehicles nor groups covers every vehicle of the company. */
  coversAll: boolean;
}

export interface CompanyAlerting {
  companyId: number;
  timeZone: string;
  defaults: EngineDefaults;
  rules: CoveringRule[];
  /** Vehicle to the groups it belongs to (rule coverage and the live event's audience). */
  groupsOfVehicle: ReadonlyMap<number, number[]>;
}

const NO_RULES = (companyId: number): CompanyAlerting => ({
  companyId,
  timeZone: 'Asia/Jakarta',
  defaults: { offlineTimeoutS: 1800, idleTimeoutS: 600, parkTimeoutS: 3600 },
  rules: [],
  groupsOfVehicle: new Map(),
});

type GeofenceRow = {
  alert_rule_id: number;
  id: number;
  fence_name: string;
  type: 'CIRCLE' | 'POLYGON';
  center_latitude: number | null;
  center_longitude: number | null;
  radius_m: number | null;
  polygon: unknown;
};

function fenceOf(row: GeofenceRow): RuleGeofence | null {
  if (row.type === 'CIRCLE') {
    if (row.center_latitude === null || row.center_longitude === null || row.radius_m === null) return null;
    return {
      type: 'CIRCLE',
      latitude: row.center_latitude,
      longitude: row.center_longitude,
      radiusM: row.radius_m,
      geofenceId: row.id,
      name: row.fence_name,
    };
  }
  const points = Array.isArray(row.polygon) ? (row.polygon as { latitude: number; longitude: number }[]) : [];
  return points.length >= 3 ? { type: 'POLYGON', points, geofenceId: row.id, name: row.fence_name } : null;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

export async function loadCompanyAlerting(db: Kysely<Database>, companyId: number): Promise<CompanyAlerting> {
  const rules = await db
    .selectFrom('alert_rules')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  if (rules.length === 0) return NO_RULES(companyId);
  const ids = rules.map((rule) => rule.id);
  const [company, vehicles, groups, fences, members] = await Promise.all([
    db
      .selectFrom('companies')
      .select(['time_zone', 'offline_timeout_s', 'idle_timeout_s', 'park_timeout_s'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('alert_rule_vehicles')
      .select(['alert_rule_id', 'vehicle_id'])
      .where('alert_rule_id', 'in', ids)
      .execute(),
    db
      .selectFrom('alert_rule_vehicle_groups')
      .select(['alert_rule_id', 'vehicle_group_id'])
      .where('alert_rule_id', 'in', ids)
      .execute(),
    db
      .selectFrom('alert_rule_geofences as l')
      .innerJoin('geofences as g', 'g.id', 'l.geofence_id')
      .select([
        'l.alert_rule_id',
        'g.id',
        'g.fence_name',
        'g.type',
        'g.center_latitude',
        'g.center_longitude',
        'g.radius_m',
        'g.polygon',
      ])
      .where('l.alert_rule_id', 'in', ids)
      .where('g.company_id', '=', companyId)
      .execute(),
    db
      .selectFrom('vehicle_group_vehicles')
      .select(['vehicle_group_id', 'vehicle_id'])
      .where('company_id', '=', companyId)
      .execute(),
  ]);
  const vehiclesOf = groupBy(vehicles, (row) => row.alert_rule_id);
  const groupsOf = groupBy(groups, (row) => row.alert_rule_id);
  const fencesOf = groupBy(fences as GeofenceRow[], (row) => row.alert_rule_id);
  const groupsOfVehicle = new Map<number, number[]>();
  for (const member of members) {
    groupsOfVehicle.set(member.vehicle_id, [
      ...(groupsOfVehicle.get(member.vehicle_id) ?? []),
      member.vehicle_group_id,
    ]);
  }
  return {
    companyId,
    timeZone: company.time_zone,
    defaults: {
      offlineTimeoutS: company.offline_timeout_s,
      idleTimeoutS: company.idle_timeout_s,
      parkTimeoutS: company.park_timeout_s,
    },
    groupsOfVehicle,
    rules: rules.map((row) => {
      const vehicleIds = new Set((vehiclesOf.get(row.id) ?? []).map((link) => link.vehicle_id));
      const groupIds = new Set((groupsOf.get(row.id) ?? []).map((link) => link.vehicle_group_id));
      const fenceList = (fencesOf.get(row.id) ?? []).flatMap((fence) => fenceOf(fence) ?? []);
      const rule: EvaluableRule = {
        alertRuleId: row.id,
        alertCode: row.alert_code,
        urgency: row.alert_urgency_type,
        autoPopup: row.auto_popup,
        maxThreshold: row.max_threshold,
        minThreshold: row.min_threshold,
        minThresholdTime: row.min_threshold_time,
        schedule:
          row.with_schedule && row.start_time && row.end_time
            ? { startTime: row.start_time, endTime: row.end_time, dayOfWeek: row.day_of_week }
            : null,
        geofence: row.with_geofence
          ? { isInsideGeofence: row.is_inside_geofence ?? true, fences: fenceList }
          : null,
        count:
          row.alert_count_threshold !== null && row.alert_count_window !== null
            ? { threshold: row.alert_count_threshold, windowS: row.alert_count_window }
            : null,
      };
      return { rule, vehicleIds, groupIds, coversAll: vehicleIds.size === 0 && groupIds.size === 0 };
    }),
  };
}
