import { alertCodeDefinition } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RawAlertLogType } from '../db/tables/alert-center';
import { buildAlertRule, buildGeofence, buildRawAlert, buildVehicleGroup } from './builders/alert-builders';
import { seedDemoMediaAlerts } from './demo-media-alerts';

/*
 * The transport company's Alert Center (issue 12 item 8): the recommended templates activated, with
 * rules for overspeed (80 km/h for 60 s), leaving a garage, fatigue, distraction and forward
 * collision warnings (urgent), harsh braking and idling (important); the garages as geofences; two vehicle groups; and two days of
 * past alerts on the demo vehicles, some read, resolved or flagged false with notes, and the dashcam alerts
 * of issue 19 (demo-media-alerts.ts). Deterministic:
 * the same seed time gives the same rows.
 */

const MINUTE_MS = 60_000;
const JABODETABEK_GARAGES = ['Pool Pulogadung', 'Pool Tanjung Priok', 'Pool Cikarang'];

/** The rules of the demo, by code: urgency, thresholds, template, popup. */
const DEMO_RULES = [
  { code: 8, label: 'Kecepatan di atas 80 km/jam', template: 1, max: 80, time: 60, popup: true },
  { code: 3, label: 'Keluar dari pool', template: 3, geofence: true },
  { code: 49, label: 'Pengemudi lelah', template: 5, popup: true },
  { code: 52, label: 'Pengemudi tidak fokus', template: 5, popup: true },
  { code: 90, label: 'Peringatan tabrakan depan', template: 6, popup: true },
  { code: 9, label: 'Pengereman mendadak', template: 1 },
  { code: 13, label: 'Mesin menyala diam lebih dari 10 menit', template: 1, time: 600 },
] as const;

/**
 * Who hears about an alert by WhatsApp and e-mail (issue 12 item 7): the dispatcher on duty (by their
 * user's phone and e-mail) for fatigue, the fleet supervisor's own number and address for overspeed.
 * Without WHATSAPP_* and SMTP_* the messages are recorded as not sent, with the reason.
 */
function contactsOf(code: number, dispatcherId: number) {
  if (code === 49) return [{ user_id: dispatcherId, label: 'Dispatcher jaga' }];
  if (code === 8)
    return [
      { phone_number: '+6281190001122', email: 'pengawas@armadanusantara.co.id', label: 'Pengawas armada' },
    ];
  return [];
}

/** What each past alert carries, by code (the value codes' pipe-separated data). */
function alertDataOf(code: number, index: number): string | null {
  if (code === 8) return `${84 + (index % 9)}|80|${65 + index * 4}`;
  if (code === 13) return String(660 + index * 45);
  return null;
}

/** The state of the i-th past alert: a mix of what an operator leaves behind over two days. */
function historyOf(index: number): {
  flags: Record<string, boolean>;
  logs: { type: RawAlertLogType; data?: string; note?: string }[];
} {
  if (index % 5 === 1) {
    return {
      flags: { is_read: true, is_false_alert: true },
      logs: [
        { type: 'Read' },
        { type: 'FalseAlert', data: 'Salah deteksi', note: 'Kamera menangkap bayangan, bukan pengemudi' },
      ],
    };
  }
  if (index % 4 === 0) {
    return {
      flags: { is_read: true, is_resolved: true },
      logs: [
        { type: 'Read' },
        { type: 'Feedback', data: 'Pengemudi sudah ditelepon dan diminta beristirahat' },
        { type: 'Resolve', note: 'Selesai ditangani' },
      ],
    };
  }
  if (index % 3 === 2) return { flags: { is_read: true }, logs: [{ type: 'Read' }] };
  return { flags: {}, logs: [] };
}

export async function seedAlertCenter(
  db: Kysely<Database>,
  companyId: number,
  users: { admin: number; dispatcher: number },
  seededAt: Date,
): Promise<void> {
  const garages = await db
    .selectFrom('addresses')
    .select(['id', 'name', 'full_name', 'city', 'latitude', 'longitude', 'geofence_radius_m'])
    .where('company_id', '=', companyId)
    .where('is_garage', '=', true)
    .orderBy('id')
    .execute();
  const vehicles = await db
    .selectFrom('vehicles')
    .innerJoin('addresses', 'addresses.id', 'vehicles.home_address_id')
    .select([
      'vehicles.id',
      'vehicles.default_driver_user_id',
      'addresses.name as home',
      'addresses.latitude',
      'addresses.longitude',
      'addresses.full_name',
      'addresses.city',
    ])
    .where('vehicles.company_id', '=', companyId)
    .orderBy('vehicles.id')
    .execute();

  const inJabodetabek = vehicles.filter((vehicle) => JABODETABEK_GARAGES.includes(vehicle.home));
  await buildVehicleGroup(db, {
    company_id: companyId,
    name: 'Armada Jabodetabek',
    vehicleIds: inJabodetabek.map((v) => v.id),
  });
  await buildVehicleGroup(db, {
    company_id: companyId,
    name: 'Armada Luar Jabodetabek',
    vehicleIds: vehicles.filter((vehicle) => !inJabodetabek.includes(vehicle)).map((v) => v.id),
  });

  const geofenceIds: number[] = [];
  for (const garage of garages) {
    const fence = await buildGeofence(db, {
      company_id: companyId,
      fence_name: garage.name,
      type: 'CIRCLE',
      service_loc_type: 'GARAGE',
      address: `${garage.full_name}, ${garage.city}`,
      center_latitude: garage.latitude,
      center_longitude: garage.longitude,
      radius_m: garage.geofence_radius_m ?? 200,
      created_by: users.admin,
    });
    geofenceIds.push(fence.id);
  }

  const ruleIds = new Map<number, number>();
  for (const rule of DEMO_RULES) {
    const definition = alertCodeDefinition(rule.code);
    const row = await buildAlertRule(db, {
      company_id: companyId,
      label: rule.label,
      alert_code: rule.code,
      alert_urgency_type: definition?.defaultUrgency ?? 'IMPORTANT',
      max_threshold: 'max' in rule ? rule.max : null,
      min_threshold_time: 'time' in rule ? rule.time : null,
      auto_popup: 'popup' in rule,
      template_id: rule.template,
      is_inside_geofence: 'geofence' in rule ? false : null,
      geofenceIds: 'geofence' in rule ? geofenceIds : [],
      userIds: [users.admin, users.dispatcher],
      contacts: contactsOf(rule.code, users.dispatcher),
      created_by: users.admin,
    });
    ruleIds.set(rule.code, row.id);
  }
  await db
    .updateTable('companies')
    .set({ setup_notif_completed: true })
    .where('id', '=', companyId)
    .execute();

  // Two days of alerts, one about every two hours, round the fleet and the rules.
  const codes = DEMO_RULES.map((rule) => rule.code);
  for (let index = 0; index < 24; index += 1) {
    const vehicle = vehicles[index % vehicles.length];
    const code = codes[index % codes.length];
    if (!vehicle || code === undefined) continue;
    const urgent = alertCodeDefinition(code)?.defaultUrgency === 'URGENT';
    const createdOn = new Date(seededAt.getTime() - (index * 115 + 20) * MINUTE_MS);
    const { flags, logs } = historyOf(index);
    // Near the garage the vehicle is homed at: a few hundred metres out, as a truck leaving it.
    const latitude = Number((vehicle.latitude + ((index % 5) - 2) * 0.002).toFixed(5));
    const longitude = Number((vehicle.longitude + ((index % 3) - 1) * 0.002).toFixed(5));
    await buildRawAlert(db, {
      company_id: companyId,
      alert_code: code,
      alert_data: alertDataOf(code, index),
      alert_rule_ids: [ruleIds.get(code) as number],
      vehicle_id: vehicle.id,
      driver_user_id: vehicle.default_driver_user_id,
      latitude,
      longitude,
      address: `${vehicle.home}, ${vehicle.full_name}, ${vehicle.city}`,
      created_on: createdOn,
      received_on: new Date(createdOn.getTime() + 4000),
      is_urgent: urgent,
      is_important: !urgent,
      auto_popup: DEMO_RULES.some((rule) => rule.code === code && 'popup' in rule),
      source_device_category: code === 49 || code === 52 ? 'DMS' : code === 90 ? 'ADAS' : 'GPS',
      ...flags,
      logs: logs.map((log, step) => ({
        user_id: users.dispatcher,
        type_field: log.type,
        data: log.data ?? null,
        note: log.note ?? null,
        created_on: new Date(createdOn.getTime() + (step + 1) * 6 * MINUTE_MS),
      })),
    });
  }
  await seedDemoMediaAlerts(db, companyId, ruleIds, seededAt);
}
