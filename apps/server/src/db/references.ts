import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** What a referencing table is, as a refusal names it to the user. */
const TABLE_LABELS: Readonly<Record<string, string>> = {
  fleet_tasks: 'penugasan',
  fleet_task_points: 'titik penugasan',
  fleet_task_activities: 'aktivitas penugasan',
  delivery_orders: 'pengiriman',
  delivery_order_transits: 'transit pengiriman',
  delivery_loads: 'muatan pengiriman',
  vehicles: 'kendaraan',
  products: 'produk',
  vendor_rates: 'tarif vendor',
  vendor_requests: 'permintaan vendor',
  company_settings: 'pengaturan perusahaan',
  alert_rules: 'aturan peringatan',
  alert_rule_vehicles: 'aturan peringatan',
  alert_rule_vehicle_groups: 'aturan peringatan',
  alert_rule_users: 'aturan peringatan',
  alert_rule_contacts: 'aturan peringatan',
  alert_rule_states: 'status aturan peringatan',
  raw_alerts: 'peringatan',
  telemetry_positions: 'riwayat posisi GPS',
  history_events: 'riwayat perubahan',
};

export interface Reference {
  /** The referencing table's label ('penugasan'). */
  label: string;
  /** Which of the asked ids it references. */
  ids: number[];
}

interface ForeignKey {
  table: string;
  column: string;
}

/**
 * Links that cascade in the schema but still mean "in use": an alert rule that targets a vehicle, a
 * group or a user would silently lose its target, so the delete is refused instead.
 */
const BLOCKING_CASCADES = [
  'alert_rule_vehicles',
  'alert_rule_vehicle_groups',
  'alert_rule_users',
  'alert_rule_contacts',
];

/**
 * The foreign keys that point at `table` and would refuse (or orphan) a delete: every one except
 * ON DELETE CASCADE links (a vehicle's group memberships go with it) other than an alert rule's.
 * Read from the catalogue so that a table added later is checked without being listed here.
 */
async function blockingForeignKeys(db: Kysely<Database>, table: string): Promise<ForeignKey[]> {
  const result = await sql<ForeignKey>`
    select cl.relname as table, att.attname as column
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute att on att.attrelid = c.conrelid and att.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = ${table}::regclass
      and (c.confdeltype <> 'c' or cl.relname in (${sql.join(BLOCKING_CASCADES)}))
    order by cl.relname, att.attname`.execute(db);
  return result.rows;
}

/**
 * Which of `ids` (rows of `table`) other rows still point at, grouped by what points at them. The
 * rows were locked by the caller, so no new reference can appear before its delete.
 */
export async function findReferences(
  db: Kysely<Database>,
  table: string,
  ids: readonly number[],
): Promise<Reference[]> {
  if (ids.length === 0) return [];
  const byLabel = new Map<string, Set<number>>();
  for (const key of await blockingForeignKeys(db, table)) {
    const column = sql.ref(`${key.table}.${key.column}`);
    const used = await sql<{ id: number }>`
      select distinct ${column} as id from ${sql.table(key.table)}
      where ${column} in (${sql.join(ids)})`.execute(db);
    if (used.rows.length === 0) continue;
    const label = TABLE_LABELS[key.table] ?? 'data lain';
    const set = byLabel.get(label) ?? new Set<number>();
    for (const row of used.rows) set.add(Number(row.id));
    byLabel.set(label, set);
  }
  return [...byLabel].map(([label, set]) => ({ label, ids: [...set] }));
}
