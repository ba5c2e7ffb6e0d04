import { isMediaAlertCode } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsDemoAdmin, type TestApp } from '../../test/app';
import { ENVELOPE, graphql } from '../../test/graphql/client';
import { type DemoSeedResult, seedDemo } from '.';

// A fixed seed time keeps the two days of alerts in place.
const SEEDED_AT = new Date('2026-11-21T03:30:00Z');

let t: TestApp;
let seed: DemoSeedResult;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db, { now: SEEDED_AT });
  authorization = (await loginAsDemoAdmin(t.app)).authorization;
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;

describe('demo seed: the Alert Center', () => {
  it('gives the overspeed rule its supervisor and the fatigue rule the dispatcher on duty as contact recipients', async () => {
    const contacts = await db()
      .selectFrom('alert_rule_contacts as k')
      .innerJoin('alert_rules as r', 'r.id', 'k.alert_rule_id')
      .leftJoin('users as u', 'u.id', 'k.user_id')
      .select(['r.alert_code', 'k.phone_number', 'k.email', 'k.label', 'u.email as user_email'])
      .where('k.company_id', '=', seed.transportCompanyId)
      .orderBy('r.alert_code')
      .execute();
    expect(contacts).toEqual([
      {
        alert_code: 8,
        phone_number: '+6281190001122',
        email: 'pengawas@armadanusantara.co.id',
        label: 'Pengawas armada',
        user_email: null,
      },
      {
        alert_code: 49,
        phone_number: null,
        email: null,
        label: 'Dispatcher jaga',
        user_email: 'dispatcher@demo.id',
      },
    ]);
  });

  it('activates the recommended rules: overspeed 80 km/h for 60 s, garage exit, fatigue and distraction urgent, braking and idling important', async () => {
    const rules = await db()
      .selectFrom('alert_rules')
      .select([
        'alert_code',
        'alert_urgency_type',
        'max_threshold',
        'min_threshold_time',
        'with_geofence',
        'is_inside_geofence',
        'template_id',
      ])
      .where('company_id', '=', seed.transportCompanyId)
      .orderBy('id')
      .execute();
    expect(rules.map((rule) => [rule.alert_code, rule.alert_urgency_type])).toEqual([
      [8, 'URGENT'],
      [3, 'IMPORTANT'],
      [49, 'URGENT'],
      [52, 'URGENT'],
      [90, 'URGENT'],
      [9, 'IMPORTANT'],
      [13, 'IMPORTANT'],
    ]);
    expect(rules[0]).toMatchObject({ max_threshold: 80, min_threshold_time: 60 });
    expect(rules[1]).toMatchObject({ with_geofence: true, is_inside_geofence: false });
    expect(rules.every((rule) => rule.template_id !== null)).toBe(true);
    const company = await db()
      .selectFrom('companies')
      .select('setup_notif_completed')
      .where('id', '=', seed.transportCompanyId)
      .executeTakeFirstOrThrow();
    expect(company.setup_notif_completed).toBe(true);
  });

  it('makes every garage a geofence of the garage-exit rule, and two vehicle groups covering the fleet', async () => {
    const garages = await db()
      .selectFrom('addresses')
      .select('name')
      .where('company_id', '=', seed.transportCompanyId)
      .where('is_garage', '=', true)
      .execute();
    const fences = await db()
      .selectFrom('geofences')
      .select(['fence_name', 'service_loc_type'])
      .where('company_id', '=', seed.transportCompanyId)
      .execute();
    expect(fences.map((fence) => fence.fence_name).sort()).toEqual(
      garages.map((garage) => garage.name).sort(),
    );
    const members = await db()
      .selectFrom('vehicle_group_vehicles')
      .select('vehicle_id')
      .where('company_id', '=', seed.transportCompanyId)
      .execute();
    expect(new Set(members.map((member) => member.vehicle_id)).size).toBe(10);
  });

  it('holds two days of past alerts, some read, resolved and false with notes, listed through GraphQL', async () => {
    const answer = await graphql(
      t.app,
      `{ rawAlerts(filter: { show: 100 }) { ${ENVELOPE} rawAlerts { data { createdOn isRead isResolved isFalseAlert
        userLogs { logs { typeField data note } } } pagination { total } } } }`,
      undefined,
      { authorization },
    );
    const page = answer.data?.rawAlerts.rawAlerts;
    // 24 past alerts round the fleet and the 12 dashcam alerts of issue 19.
    expect(page.pagination.total).toBe(36);
    const rows = page.data as {
      createdOn: string;
      isRead: boolean;
      isResolved: boolean;
      isFalseAlert: boolean;
    }[];
    // Newest first: the four oldest are the dashcam alerts past the device's retention.
    const ages = rows.map((row) => SEEDED_AT.getTime() - new Date(row.createdOn).getTime());
    expect(ages.slice(-4).every((age) => age >= 4 * 24 * 3_600_000)).toBe(true);
    expect(ages.at(-5)).toBeLessThanOrEqual(2 * 24 * 3_600_000);
    expect(rows.filter((row) => row.isResolved).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.isFalseAlert).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => !row.isRead).length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(page)).toContain('Pengemudi sudah ditelepon');
  });
});

describe('demo seed: the dashcam alerts (issue 19)', () => {
  const HOUR_MS = 3_600_000;
  const DASHCAM_PLATES = ['B 9123 KXT', 'B 9512 UEU', 'B 9871 TXU', 'B 9044 SYW'];

  const mediaAlerts = async () => {
    const answer = await graphql(
      t.app,
      `{ rawAlerts(filter: { show: 100 }) { ${ENVELOPE} rawAlerts { data { id alertCode createdOn licensePlate
        isUrgent isImportant pollingStatus retryCount canRequest canCheck } } } }`,
      undefined,
      { authorization },
    );
    const rows = answer.data?.rawAlerts.rawAlerts.data as {
      id: string;
      alertCode: number;
      createdOn: string;
      licensePlate: string;
      isUrgent: boolean;
      isImportant: boolean;
      pollingStatus: string | null;
      retryCount: number | null;
      canRequest: boolean | null;
      canCheck: boolean | null;
    }[];
    const ageOf = (row: { createdOn: string }) => SEEDED_AT.getTime() - new Date(row.createdOn).getTime();
    const states = await db()
      .selectFrom('raw_alert_media_states')
      .select(['raw_alert_id', 'polling_status', 'retry_count', 'can_request', 'can_check'])
      .where('company_id', '=', seed.transportCompanyId)
      .execute();
    return { rows, ageOf, stateOf: new Map(states.map((state) => [state.raw_alert_id, state])) };
  };

  it('gives each dashcam vehicle a two-hour-old media alert timed out after two tries, which may be asked again', async () => {
    const { rows, ageOf, stateOf } = await mediaAlerts();
    const timedOut = rows.filter((row) => stateOf.has(row.id));
    expect(timedOut.map((row) => row.licensePlate).sort()).toEqual([...DASHCAM_PLATES].sort());
    for (const row of timedOut) {
      expect(isMediaAlertCode(row.alertCode)).toBe(true);
      expect(ageOf(row)).toBeGreaterThanOrEqual(2 * HOUR_MS);
      expect(ageOf(row)).toBeLessThan(3 * HOUR_MS);
      expect(stateOf.get(row.id)).toMatchObject({
        polling_status: 'timeout',
        retry_count: 2,
        can_request: true,
        can_check: false,
      });
      expect(row).toMatchObject({
        pollingStatus: 'timeout',
        retryCount: 2,
        canRequest: true,
        canCheck: false,
      });
    }
  });

  it('gives each dashcam vehicle a media alert of the last half hour and one of four days ago, with no stored state', async () => {
    const { rows, ageOf, stateOf } = await mediaAlerts();
    const onDashcam = rows.filter(
      (row) => DASHCAM_PLATES.includes(row.licensePlate) && isMediaAlertCode(row.alertCode),
    );
    const fresh = onDashcam.filter((row) => ageOf(row) <= 30 * 60_000);
    const old = onDashcam.filter((row) => ageOf(row) >= 4 * 24 * HOUR_MS);
    for (const group of [fresh, old]) {
      expect(group.map((row) => row.licensePlate).sort()).toEqual([...DASHCAM_PLATES].sort());
      for (const row of group) {
        expect(stateOf.has(row.id)).toBe(false);
        // Urgent, so the centre shows it; the state the popup starts from is the domain's initial one.
        expect(row.isUrgent).toBe(true);
        expect(row.pollingStatus).not.toBeNull();
      }
    }
    // Each age shows every media code somewhere in the fleet.
    expect(new Set(fresh.map((row) => row.alertCode))).toEqual(new Set([49, 52, 90]));
    expect(new Set(old.map((row) => row.alertCode))).toEqual(new Set([49, 52, 90]));
  });
});
