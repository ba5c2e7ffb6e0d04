import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { databaseSnapshot } from '../../../../test/database';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import { buildRawAlert } from '../../../seed/builders/alert-builders';

let t: TestApp;
let a: AlertCompany;
let b: AlertCompany;

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Merapi');
  b = await alertCompany(t, 'Rinjani');
}, 60_000);
afterAll(() => t.close());

const RAW_ALERT_FIELDS = `rawAlertId alertCode alertData formattedAlertData createdOn vehicleId licensePlate address
  latitude longitude mapUrl isRead isResolved isFalseAlert isUrgent isImportant alertRuleIds timePassed iconUrl descriptionIdn
  userLogs { date logs { user { userId fullname } typeField data note createdOn userId } }
  lastUserFeedback { feedback userId createdOn }`;

const LIST = `query($filter: RawAlertFilter!) { rawAlerts(filter: $filter) { ${ENVELOPE}
  rawAlerts { data { ${RAW_ALERT_FIELDS} } pagination { page show total actualTotal } } } }`;
const ACTION = `mutation($input: RawAlertActionInput!) { upsertRawAlertsAction(input: $input) { ${ENVELOPE}
  upsertRawAlertsAction { count rawAlertIds } } }`;

async function list(authorization: string, filter: Record<string, unknown> = {}) {
  const answer = await graphql(t.app, LIST, { filter }, { authorization });
  return answer.data?.rawAlerts;
}
async function act(authorization: string, input: Record<string, unknown>, language = 'id') {
  const answer = await graphql(t.app, ACTION, { input }, { authorization, 'accept-language': language });
  return answer.data?.upsertRawAlertsAction;
}
const alertRow = (id: string) =>
  t.database.db.selectFrom('raw_alerts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('rawAlerts', () => {
  it("lists the company's own alerts, newest first, in the envelope with pagination", async () => {
    const answer = await list(a.admin.authorization, { page: 1 });
    expect(answer).toMatchObject({ isSuccessful: true, errorCode: null, status: 200 });
    const rows = answer.rawAlerts.data;
    expect(rows.map((row: { rawAlertId: string }) => row.rawAlertId)).toEqual([
      a.urgentAlertId,
      a.importantAlertId,
    ]);
    expect(answer.rawAlerts.pagination).toEqual({ page: 1, show: 20, total: 2, actualTotal: 2 });
    expect(rows[0]).toMatchObject({
      alertCode: 8,
      alertData: '92|80|75',
      formattedAlertData: 'Kecepatan 92 km/jam, batas 80 km/jam, selama 75 detik',
      isUrgent: true,
      isImportant: false,
      alertRuleIds: [a.ruleId],
      address: 'Jalan Merapi',
      mapUrl: 'https://www.openstreetmap.org/?mlat=-6.2&mlon=106.85#map=17/-6.2/106.85',
      iconUrl: '/api/alert-center/v1/alert-code/8/icon.svg',
      descriptionIdn: 'Kecepatan berlebih',
    });
    expect(rows[0].timePassed).toBeGreaterThanOrEqual(60);
    expect(rows[0].createdOn).toMatch(/\+07:00$/);
    expect(JSON.stringify(answer)).not.toContain('Rinjani');
  });

  it('keeps the urgent and the important list apart', async () => {
    const urgent = await list(a.admin.authorization, { isUrgent: true });
    const important = await list(a.admin.authorization, { isImportant: true });
    expect(urgent.rawAlerts.data.map((row: { alertCode: number }) => row.alertCode)).toEqual([8]);
    expect(important.rawAlerts.data.map((row: { alertCode: number }) => row.alertCode)).toEqual([9]);
  });

  it('hides urgent alerts from a user without the urgent scope, and refuses the urgent list to them', async () => {
    const all = await list(a.operator.authorization);
    expect(all.rawAlerts.data.map((row: { alertCode: number }) => row.alertCode)).toEqual([9]);
    const urgent = await list(a.operator.authorization, { isUrgent: true });
    expect(urgent).toMatchObject({
      isSuccessful: false,
      status: 403,
      errorCode: 'auth/forbidden',
      rawAlerts: null,
    });
  });

  it('answers 401 in the envelope without a token and 403 without the centre scope', async () => {
    const anonymous = await graphql(t.app, LIST, { filter: {} });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.data?.rawAlerts).toMatchObject({
      isSuccessful: false,
      status: 401,
      errorCode: 'auth/unauthenticated',
      errorName: 'UNAUTHENTICATED',
      message: 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.',
    });
    expect(await list(a.outsider.authorization)).toMatchObject({ status: 403, errorCode: 'auth/forbidden' });
  });

  it('filters by dates, state, vehicle and code, and refuses a page size over 100 by field', async () => {
    const old = await buildRawAlert(t.database.db, {
      company_id: a.companyId,
      alert_code: 49,
      vehicle_id: a.vehicleIds[1],
      created_on: new Date('2026-01-05T03:00:00Z'),
      is_resolved: true,
    });
    const january = await list(a.admin.authorization, {
      startDate: '2026-01-01T00:00:00+07:00',
      endDate: '2026-01-31T23:59:59+07:00',
    });
    expect(january.rawAlerts.data.map((row: { rawAlertId: string }) => row.rawAlertId)).toEqual([old.id]);
    const resolved = await list(a.admin.authorization, { isResolved: true });
    expect(resolved.rawAlerts.data.map((row: { rawAlertId: string }) => row.rawAlertId)).toEqual([old.id]);
    const byCode = await list(a.admin.authorization, { alertCode: 9, vehicleId: a.vehicleIds[1] });
    expect(byCode.rawAlerts.pagination.total).toBe(1);
    const tooBig = await list(a.admin.authorization, { show: 101 });
    expect(tooBig).toMatchObject({ isSuccessful: false, status: 400, errorCode: 'invalid/invalid-fields' });
    expect(tooBig.fieldErrors).toEqual([{ field: 'show', code: 'too-big', message: 'Nilai maksimal 100' }]);
    await t.database.db.deleteFrom('raw_alerts').where('id', '=', old.id).execute();
  });
});

describe('unresolvedAlertCounts and totalImportantAlerts', () => {
  it('counts unresolved alerts by urgency; urgent is 0 for a user who may not see them', async () => {
    const query = `{ unresolvedAlertCounts { ${ENVELOPE} unresolvedAlertCounts { urgent important } } }`;
    const admin = await graphql(t.app, query, undefined, { authorization: a.admin.authorization });
    expect(admin.data?.unresolvedAlertCounts.unresolvedAlertCounts).toEqual({ urgent: 1, important: 1 });
    const operator = await graphql(t.app, query, undefined, { authorization: a.operator.authorization });
    expect(operator.data?.unresolvedAlertCounts.unresolvedAlertCounts).toEqual({ urgent: 0, important: 1 });
  });

  it('totals important alerts per code within the dates', async () => {
    const query = `query($filter: DateRangeInput) { totalImportantAlerts(filter: $filter) { ${ENVELOPE}
      totalImportantAlerts { alertCode descriptionIdn total unresolved } } }`;
    const answer = await graphql(
      t.app,
      query,
      { filter: { startDate: new Date(Date.now() - 3_600_000).toISOString() } },
      { authorization: a.admin.authorization },
    );
    expect(answer.data?.totalImportantAlerts.totalImportantAlerts).toEqual([
      { alertCode: 9, descriptionIdn: 'Pengereman mendadak', total: 1, unresolved: 1 },
    ]);
  });
});

describe('upsertRawAlertsAction', () => {
  it('resolves an alert, writes a user log, and checks it again', async () => {
    const resolved = await act(a.admin.authorization, {
      actionType: 'Resolve',
      rawAlertId: [a.importantAlertId],
    });
    expect(resolved).toMatchObject({
      isSuccessful: true,
      upsertRawAlertsAction: { count: 1, rawAlertIds: [a.importantAlertId] },
    });
    expect(await alertRow(a.importantAlertId)).toMatchObject({ is_resolved: true, is_read: true });
    const again = await act(a.admin.authorization, {
      actionType: 'Resolve',
      rawAlertId: [a.importantAlertId],
      revert: true,
    });
    expect(again.upsertRawAlertsAction.count).toBe(1);
    expect((await alertRow(a.importantAlertId)).is_resolved).toBe(false);
    const listed = await list(a.admin.authorization, { isImportant: true });
    const logs = listed.rawAlerts.data[0].userLogs;
    expect(logs).toHaveLength(1);
    expect(logs[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(logs[0].logs.map((log: { typeField: string }) => log.typeField)).toEqual([
      'RevertResolve',
      'Resolve',
    ]);
    expect(logs[0].logs[0].user).toEqual({ userId: a.admin.id, fullname: 'Admin Merapi' });
  });

  it('flags a false alert with its reason, and checking it again also clears resolved', async () => {
    await act(a.admin.authorization, { actionType: 'Resolve', rawAlertId: [a.urgentAlertId] });
    const flagged = await act(a.admin.authorization, {
      actionType: 'FalseAlert',
      rawAlertId: [a.urgentAlertId],
      data: 'Tidak ada kejadian',
    });
    expect(flagged.isSuccessful).toBe(true);
    expect(await alertRow(a.urgentAlertId)).toMatchObject({ is_false_alert: true, is_resolved: true });
    await act(a.admin.authorization, {
      actionType: 'FalseAlert',
      rawAlertId: [a.urgentAlertId],
      revert: true,
    });
    expect(await alertRow(a.urgentAlertId)).toMatchObject({ is_false_alert: false, is_resolved: false });
  });

  it('keeps a feedback note as the last user feedback', async () => {
    await act(a.admin.authorization, {
      actionType: 'Feedback',
      rawAlertId: [a.urgentAlertId],
      data: 'Sudah ditelepon',
    });
    const listed = await list(a.admin.authorization, { isUrgent: true });
    expect(listed.rawAlerts.data[0].lastUserFeedback).toMatchObject({
      feedback: 'Sudah ditelepon',
      userId: a.admin.id,
    });
  });

  it.each([
    [
      { actionType: 'FalseAlert', data: '' },
      'alert/false-alert-reason-required',
      'Alasan lainnya wajib diisi.',
    ],
    [
      { actionType: 'FalseAlert', data: 'x'.repeat(301) },
      'alert/false-alert-reason-too-long',
      'Alasan maksimal 300 karakter.',
    ],
    [{ actionType: 'Feedback', data: '   ' }, 'alert/note-required', 'Catatan wajib diisi.'],
    [
      { actionType: 'Feedback', data: 'x'.repeat(256) },
      'alert/note-too-long',
      'Catatan maksimal 255 karakter.',
    ],
    [{ actionType: 'Resolve', note: '' }, 'alert/note-required', 'Catatan wajib diisi.'],
    [{ actionType: 'Read', revert: true }, 'invalid/invalid-value', 'Nilai tidak valid.'],
  ])('refuses %o with %s and changes nothing', async (input, code, message) => {
    const before = await databaseSnapshot(t.database.db);
    const answer = await act(a.admin.authorization, { ...input, rawAlertId: [a.importantAlertId] });
    expect(answer).toMatchObject({
      isSuccessful: false,
      status: 400,
      errorCode: code,
      message,
      upsertRawAlertsAction: null,
    });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('accepts a reason of exactly 300 characters and a note of exactly 255', async () => {
    const reason = await act(a.admin.authorization, {
      actionType: 'FalseAlert',
      rawAlertId: [a.importantAlertId],
      data: 'x'.repeat(300),
    });
    expect(reason.isSuccessful).toBe(true);
    const note = await act(a.admin.authorization, {
      actionType: 'Feedback',
      rawAlertId: [a.importantAlertId],
      data: 'y'.repeat(255),
    });
    expect(note.isSuccessful).toBe(true);
    await act(a.admin.authorization, {
      actionType: 'FalseAlert',
      rawAlertId: [a.importantAlertId],
      revert: true,
    });
  });

  it('answers the English message to an English client', async () => {
    const answer = await act(
      a.admin.authorization,
      { actionType: 'FalseAlert', rawAlertId: [a.importantAlertId] },
      'en',
    );
    expect(answer.message).toBe('Other reasons are required.');
  });

  it('names the reason field in a refusal of a false alert, so the form shows it beside the field', async () => {
    const answer = await act(a.admin.authorization, {
      actionType: 'FalseAlert',
      rawAlertId: [a.importantAlertId],
      data: 'x'.repeat(301),
    });
    expect(answer.fieldErrors).toEqual([
      { field: 'data', code: 'too-long', message: 'Maksimal 300 karakter' },
    ]);
  });

  it("treats another company's alert as not found and changes nothing, even beside an own one", async () => {
    const before = await databaseSnapshot(t.database.db);
    const answer = await act(a.admin.authorization, {
      actionType: 'Resolve',
      rawAlertId: [a.importantAlertId, b.importantAlertId],
    });
    expect(answer).toMatchObject({ isSuccessful: false, status: 404, errorCode: 'not-found' });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('treats an urgent alert as not found for a user who may not see urgent alerts', async () => {
    const answer = await act(a.operator.authorization, { actionType: 'Read', rawAlertId: [a.urgentAlertId] });
    expect(answer).toMatchObject({ status: 404, errorCode: 'not-found' });
  });

  it('needs a list of alerts, or a selection mode with its dates', async () => {
    expect(await act(a.admin.authorization, { actionType: 'Read' })).toMatchObject({
      errorCode: 'alert/selection-required',
    });
    expect(await act(a.admin.authorization, { actionType: 'Read', selectionMode: 'All' })).toMatchObject({
      errorCode: 'alert/selection-required',
    });
  });

  it("resolves every unresolved alert in the dates but the excluded ones, and no other company's", async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const answer = await act(a.admin.authorization, {
      actionType: 'Resolve',
      selectionMode: 'Exclude',
      rawAlertId: [a.urgentAlertId],
      dateRange: { startDate: since },
    });
    expect(answer.upsertRawAlertsAction).toEqual({ count: 1, rawAlertIds: [] });
    expect((await alertRow(a.importantAlertId)).is_resolved).toBe(true);
    expect((await alertRow(a.urgentAlertId)).is_resolved).toBe(false);
    expect((await alertRow(b.importantAlertId)).is_resolved).toBe(false);
    const all = await act(a.admin.authorization, {
      actionType: 'Resolve',
      revert: true,
      selectionMode: 'All',
      dateRange: { startDate: since },
    });
    expect(all.upsertRawAlertsAction.count).toBe(1);
    expect((await alertRow(a.importantAlertId)).is_resolved).toBe(false);
  });
});
