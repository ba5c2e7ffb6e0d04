import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { databaseSnapshot } from '../../../../test/database';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';

let t: TestApp;
let a: AlertCompany;
let b: AlertCompany;

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Bromo');
  b = await alertCompany(t, 'Semeru');
}, 60_000);
afterAll(() => t.close());

const RULE = `alertRuleId updatedOn label alertCode isActive alertUrgencyType maxThreshold minThreshold minThresholdTime
  withSchedule startTime endTime dayOfWeek withGeofence isInsideGeofence alertCountThreshold alertCountWindow autoPopup
  totalVehicles totalVgroups totalUsers hasInaccessibleUser hasInaccessibleVgroup hasInaccessibleVehicle userIsSubscribedToRule
  coversAllVehicles alert { alertCode descriptionIdn alertCategories { alertCategoryId } }
  vehicles { id licensePlate } vgroups { id name totalVehicle } users { userId fullname }
  geofences { geofenceId fenceName type } contactRecipients { userId phoneNumber email label }`;

async function call(authorization: string, query: string, variables?: Record<string, unknown>) {
  const answer = await graphql(t.app, query, variables, { authorization });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data ?? {})[0];
}
const create = (authorization: string, input: Record<string, unknown>) =>
  call(
    authorization,
    `mutation($input: AlertRuleInput!) { createAlertRule(input: $input) { ${ENVELOPE} createAlertRule { ${RULE} } } }`,
    { input },
  );
const getRule = (authorization: string, alertRuleId: number) =>
  call(
    authorization,
    `query($id: Int!) { alertRule(alertRuleId: $id) { ${ENVELOPE} alertRule { ${RULE} } } }`,
    { id: alertRuleId },
  );

const overspeed = {
  label: 'Kecepatan tol',
  alertCode: 8,
  alertUrgencyType: 'URGENT',
  maxThreshold: 90,
  minThresholdTime: 60,
};

describe('alert rules', () => {
  it("lists the company's own rules with their counts, and no other company's", async () => {
    const answer = await call(
      a.admin.authorization,
      `{ alertRules(filter: {}) { ${ENVELOPE} alertRules { data { ${RULE} } pagination { total } } } }`,
    );
    expect(answer.isSuccessful).toBe(true);
    expect(answer.alertRules.data).toHaveLength(1);
    expect(answer.alertRules.data[0]).toMatchObject({
      alertRuleId: a.ruleId,
      label: 'Aturan Bromo',
      totalVehicles: 1,
      totalVgroups: 0,
      totalUsers: 1,
      userIsSubscribedToRule: true,
      coversAllVehicles: false,
      alert: {
        alertCode: 8,
        descriptionIdn: 'Kecepatan berlebih',
        alertCategories: [{ alertCategoryId: 4 }],
      },
    });
    expect(JSON.stringify(answer)).not.toContain('Semeru');
  });

  it('creates a rule with its vehicles, group, users, contacts, geofence and schedule', async () => {
    const answer = await create(a.admin.authorization, {
      ...overspeed,
      withSchedule: true,
      startTime: '22:00',
      endTime: '05:00',
      dayOfWeek: [5, 1, 1],
      withGeofence: true,
      isInsideGeofence: false,
      geofenceIds: [a.geofenceId],
      alertCountThreshold: 3,
      alertCountWindow: 600,
      autoPopup: true,
      vehicleIds: [a.vehicleIds[1]],
      vgroupIds: [a.vehicleGroupId],
      userIds: [a.operator.id],
      contactRecipients: [{ phoneNumber: '+6281234567001', label: 'Kepala pool' }, { userId: a.admin.id }],
    });
    expect(answer).toMatchObject({ isSuccessful: true, status: 200 });
    expect(answer.createAlertRule).toMatchObject({
      dayOfWeek: [1, 5],
      totalVehicles: 1,
      totalVgroups: 1,
      totalUsers: 1,
      userIsSubscribedToRule: false,
      vgroups: [{ id: a.vehicleGroupId, name: 'Grup Bromo', totalVehicle: 1 }],
      geofences: [{ geofenceId: a.geofenceId, fenceName: 'Geofence Bromo', type: 'CIRCLE' }],
      contactRecipients: [
        { userId: null, phoneNumber: '+6281234567001', label: 'Kepala pool' },
        { userId: a.admin.id, email: 'admin.bromo@notifikasi.uji.id' },
      ],
    });
  });

  it('covers every vehicle of the company when it names neither vehicles nor groups', async () => {
    const answer = await create(a.admin.authorization, { ...overspeed, label: 'Semua kendaraan' });
    expect(answer.createAlertRule).toMatchObject({
      coversAllVehicles: true,
      totalVehicles: 0,
      totalVgroups: 0,
    });
  });

  it.each([
    [
      { alertCode: 57 },
      'alert/unknown-alert-code',
      'Kode notifikasi 57 tidak dikenal atau tidak dapat dipakai pada aturan.',
    ],
    [{ withSchedule: true, startTime: '08:00' }, 'alert/invalid-schedule', undefined],
    [{ withGeofence: true }, 'alert/geofence-required', undefined],
    [{ alertCountThreshold: 3 }, 'alert/invalid-count-window', undefined],
    [{ minThreshold: 100, maxThreshold: 90 }, 'alert/invalid-threshold', undefined],
    [{ contactRecipients: [{ label: 'Tanpa kontak' }] }, 'invalid/invalid-fields', undefined],
    [{ label: '' }, 'invalid/invalid-fields', undefined],
    [{ startTime: '25:00' }, 'invalid/invalid-fields', undefined],
  ])('refuses %o with %s and stores nothing', async (change, code, message) => {
    const before = await databaseSnapshot(t.database.db);
    const answer = await create(a.admin.authorization, { ...overspeed, ...change });
    expect(answer).toMatchObject({
      isSuccessful: false,
      status: 400,
      errorCode: code,
      createAlertRule: null,
    });
    if (message) expect(answer.message).toBe(message);
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it.each([
    [{ withSchedule: true, startTime: '22:00', endTime: '05:00', dayOfWeek: [] }, 'dayOfWeek'],
    [{ withGeofence: true }, 'geofenceIds'],
    [{ alertCountThreshold: 3 }, 'alertCountWindow'],
  ])('names the field of a refused rule %o (%s), so the form shows it there', async (change, field) => {
    const answer = await create(a.admin.authorization, { ...overspeed, ...change });
    expect(answer.fieldErrors).toEqual([{ field, code: 'required', message: 'Wajib diisi' }]);
  });

  it.each([
    ['vehicleIds', () => [b.vehicleIds[0]]],
    ['vgroupIds', () => [b.vehicleGroupId]],
    ['userIds', () => [b.admin.id]],
    ['geofenceIds', () => [b.geofenceId]],
  ])("treats another company's %s as not found and stores nothing", async (field, ids) => {
    const before = await databaseSnapshot(t.database.db);
    const answer = await create(a.admin.authorization, {
      ...overspeed,
      withGeofence: field === 'geofenceIds',
      [field]: ids(),
    });
    expect(answer).toMatchObject({ isSuccessful: false, status: 404, errorCode: 'not-found' });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('updates the given fields only, and a list given replaces the stored one', async () => {
    const created = (await create(a.admin.authorization, { ...overspeed, vehicleIds: [a.vehicleIds[0]] }))
      .createAlertRule;
    const answer = await call(
      a.admin.authorization,
      `mutation($id: Int!, $input: AlertRuleUpdateInput!) { updateAlertRule(alertRuleId: $id, input: $input) { ${ENVELOPE} updateAlertRule { ${RULE} } } }`,
      { id: created.alertRuleId, input: { maxThreshold: 100, vehicleIds: [a.vehicleIds[1]] } },
    );
    expect(answer.updateAlertRule).toMatchObject({
      label: 'Kecepatan tol',
      maxThreshold: 100,
      vehicles: [{ id: a.vehicleIds[1] }],
    });
  });

  it('refuses an update sent with an updatedOn older than the stored one (409) and keeps the later save', async () => {
    const created = (await create(a.admin.authorization, { ...overspeed, label: 'Dua penyunting' }))
      .createAlertRule;
    const read = (await getRule(a.admin.authorization, created.alertRuleId)).alertRule;
    const mutation = `mutation($id: Int!, $input: AlertRuleUpdateInput!) { updateAlertRule(alertRuleId: $id, input: $input) { ${ENVELOPE} updateAlertRule { label updatedOn } } }`;
    const first = await call(a.admin.authorization, mutation, {
      id: created.alertRuleId,
      input: { label: 'Disimpan pertama', updatedOn: read.updatedOn },
    });
    expect(first.isSuccessful).toBe(true);
    const second = await call(a.admin.authorization, mutation, {
      id: created.alertRuleId,
      input: { label: 'Disimpan kedua', updatedOn: read.updatedOn },
    });
    expect(second).toMatchObject({ status: 409, errorCode: 'conflict/stale-update' });
    expect((await getRule(a.admin.authorization, created.alertRuleId)).alertRule.label).toBe(
      'Disimpan pertama',
    );
  });

  it("answers another company's rule as not found, for reading, changing and deleting, and changes nothing", async () => {
    const before = await databaseSnapshot(t.database.db);
    expect(await getRule(a.admin.authorization, b.ruleId)).toMatchObject({
      status: 404,
      errorCode: 'not-found',
      alertRule: null,
    });
    expect(await getRule(a.admin.authorization, 2_000_000)).toMatchObject({
      status: 404,
      errorCode: 'not-found',
    });
    const update = await call(
      a.admin.authorization,
      `mutation($id: Int!) { updateAlertRule(alertRuleId: $id, input: { label: "Diambil" }) { ${ENVELOPE} } }`,
      { id: b.ruleId },
    );
    expect(update).toMatchObject({ status: 404, errorCode: 'not-found' });
    const remove = await call(
      a.admin.authorization,
      `mutation($id: Int!) { deleteAlertRule(alertRuleId: $id) { ${ENVELOPE} } }`,
      { id: b.ruleId },
    );
    expect(remove).toMatchObject({ status: 404, errorCode: 'not-found' });
    const bulk = await call(
      a.admin.authorization,
      `mutation($ids: [Int!]!) { deleteAlertRules(alertRuleIds: $ids) { ${ENVELOPE} deleteAlertRules { count } } }`,
      { ids: [a.ruleId, b.ruleId] },
    );
    expect(bulk).toMatchObject({ status: 404, errorCode: 'not-found', deleteAlertRules: null });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('updates and deletes rules in bulk, answering the counts', async () => {
    const ids = [];
    for (const label of ['Bulk 1', 'Bulk 2'])
      ids.push((await create(a.admin.authorization, { ...overspeed, label })).createAlertRule.alertRuleId);
    const updated = await call(
      a.admin.authorization,
      `mutation($ids: [Int!]!) { updateAlertRules(alertRuleIds: $ids, input: { isActive: false }) { ${ENVELOPE} updateAlertRules { count } } }`,
      { ids },
    );
    expect(updated.updateAlertRules).toEqual({ count: 2 });
    expect((await getRule(a.admin.authorization, ids[0])).alertRule.isActive).toBe(false);
    const deleted = await call(
      a.admin.authorization,
      `mutation($ids: [Int!]!) { deleteAlertRules(alertRuleIds: $ids) { ${ENVELOPE} deleteAlertRules { count } } }`,
      { ids },
    );
    expect(deleted.deleteAlertRules).toEqual({ count: 2 });
    const single = await call(
      a.admin.authorization,
      `mutation($id: Int!) { deleteAlertRule(alertRuleId: $id) { ${ENVELOPE} deleteAlertRule { count } } }`,
      {
        id: (await create(a.admin.authorization, { ...overspeed, label: 'Sekali' })).createAlertRule
          .alertRuleId,
      },
    );
    expect(single.deleteAlertRule).toEqual({ count: 1 });
  });

  it('refuses rule settings to a user without e4b-alert-center-rule-setting:read', async () => {
    const answer = await call(a.outsider.authorization, `{ alertRules(filter: {}) { ${ENVELOPE} } }`);
    expect(answer).toMatchObject({ isSuccessful: false, status: 403, errorCode: 'auth/forbidden' });
  });
});

describe('templates, createAlertRules and getPayload', () => {
  const TEMPLATES = `{ alertRuleTemplates(filter: {}) { ${ENVELOPE} alertRuleTemplates { data { templateId nameIdn category iconUrl
    defaultAlertCodes { alertCode isAlreadyActive alertRule { alertRuleId } } additionalAlertCodes { alertCode } } pagination { total } } } }`;

  it("lists the recommended templates with each code's state for the company", async () => {
    const answer = await call(b.admin.authorization, TEMPLATES);
    const templates = answer.alertRuleTemplates.data;
    expect(templates.map((template: { nameIdn: string }) => template.nameIdn)).toEqual(
      expect.arrayContaining([
        'Keselamatan Mengemudi',
        'Keamanan Kendaraan',
        'Geofence',
        'Penugasan',
        'Perilaku Pengemudi (DMS)',
        'Bantuan Pengemudi (ADAS)',
      ]),
    );
    const driving = templates.find((template: { templateId: number }) => template.templateId === 1);
    expect(driving.category).toBe('Recommendation');
    expect(driving.defaultAlertCodes[0]).toEqual({
      alertCode: 8,
      isAlreadyActive: true,
      alertRule: { alertRuleId: b.ruleId },
    });
    expect(driving.defaultAlertCodes[1]).toMatchObject({
      alertCode: 9,
      isAlreadyActive: false,
      alertRule: null,
    });
  });

  it('creates rules from the chosen codes with their defaults, skipping codes already active', async () => {
    const answer = await call(
      b.admin.authorization,
      `mutation($input: CreateAlertRulesInput!) { createAlertRules(input: $input) { ${ENVELOPE}
        createAlertRules { data { alertCode alertUrgencyType minThresholdTime label coversAllVehicles } pagination { total } } } }`,
      {
        input: {
          templates: [
            { templateId: 1, alertCodes: [8, 9, 117] },
            { templateId: 5, alertCodes: [49] },
          ],
        },
      },
    );
    expect(answer.createAlertRules.data).toEqual([
      {
        alertCode: 9,
        alertUrgencyType: 'IMPORTANT',
        minThresholdTime: null,
        label: 'Pengereman mendadak',
        coversAllVehicles: true,
      },
      {
        alertCode: 117,
        alertUrgencyType: 'IMPORTANT',
        minThresholdTime: 14400,
        label: 'Mengemudi terlalu lama',
        coversAllVehicles: true,
      },
      {
        alertCode: 49,
        alertUrgencyType: 'URGENT',
        minThresholdTime: null,
        label: 'Pengemudi lelah / mata tertutup',
        coversAllVehicles: true,
      },
    ]);
  });

  it.each([
    [{ templates: [] }, 'alert/category-required'],
    [{ templates: [{ templateId: 99, alertCodes: [8] }] }, 'alert/unknown-template'],
    [{ templates: [{ templateId: 1, alertCodes: [49] }] }, 'alert/template-code-not-offered'],
  ])('refuses %o with %s', async (input, code) => {
    const answer = await call(
      b.admin.authorization,
      `mutation($input: CreateAlertRulesInput!) { createAlertRules(input: $input) { ${ENVELOPE} } }`,
      { input },
    );
    expect(answer).toMatchObject({ isSuccessful: false, status: 400, errorCode: code });
  });

  it('groups the active rule ids by urgency and auto popup, with the rules the caller subscribed to', async () => {
    const answer = await call(
      a.admin.authorization,
      `{ getPayload { ${ENVELOPE} getPayload { payload { urgentAlertRules importantAlertRules autoPopupAlertRules } subscribedAlertRules } } }`,
    );
    expect(answer.getPayload.payload.urgentAlertRules).toContain(a.ruleId);
    expect(answer.getPayload.subscribedAlertRules).toEqual([a.ruleId]);
    expect(answer.getPayload.payload.autoPopupAlertRules.length).toBeGreaterThanOrEqual(1);
  });

  it('narrows the payload by filterByType and refuses an unknown type with its Indonesian message', async () => {
    const ask = (filter: string) =>
      call(
        a.admin.authorization,
        `{ getPayload(filter: ${filter}) { ${ENVELOPE} getPayload { urgentAlertRules subscribedAlertRules systemNotifEvent } } }`,
      );
    const notifOnly = await ask('{ filterByType: ["SystemNotif"] }');
    expect(notifOnly.isSuccessful).toBe(true);
    expect(notifOnly.getPayload).toEqual({
      urgentAlertRules: [],
      subscribedAlertRules: [],
      systemNotifEvent: `system-notif-${a.admin.id}`,
    });
    const centreOnly = (await ask('{ filterByType: ["AlertCenter"] }')).getPayload;
    expect(centreOnly.urgentAlertRules).toContain(a.ruleId);
    expect(centreOnly.systemNotifEvent).toBeNull();
    const refused = await ask('{ filterByType: ["Semua"] }');
    expect(refused).toMatchObject({
      isSuccessful: false,
      errorCode: 'alert/unknown-payload-type',
      status: 400,
      message: 'Jenis payload Semua tidak dikenal; pilih AlertCenter atau SystemNotif.',
      getPayload: null,
    });
  });
});
