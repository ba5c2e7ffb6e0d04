import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';

/*
 * The onboarding's save (createAlertRules) beyond what rules.test.ts covers: it marks the company's
 * notification set-up complete in the transaction that creates the rules, and keeps each code once.
 */

let t: TestApp;
let a: AlertCompany;
let b: AlertCompany;

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Rinjani');
  b = await alertCompany(t, 'Tambora');
}, 60_000);
afterAll(() => t.close());

const SAVE = `mutation($input: CreateAlertRulesInput!) { createAlertRules(input: $input) { ${ENVELOPE}
  createAlertRules { data { alertCode templateId } } } }`;

async function save(authorization: string, templates: unknown[]) {
  const answer = await graphql(t.app, SAVE, { input: { templates } }, { authorization });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.createAlertRules;
}

async function setUpDone(companyId: number) {
  const row = await t.database.db
    .selectFrom('companies')
    .select('setup_notif_completed')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.setup_notif_completed;
}

const rulesOf = (companyId: number) =>
  t.database.db
    .selectFrom('alert_rules')
    .select(['alert_code', 'template_id'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();

const me = async (authorization: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).json();

describe('createAlertRules marks the notification set-up complete', () => {
  it('in the same save that creates the rules, and the session then says so', async () => {
    expect(await setUpDone(a.companyId)).toBe(false);
    expect((await me(a.admin.authorization)).data.company.setup_notif_completed).toBe(false);
    const answer = await save(a.admin.authorization, [{ templateId: 2, alertCodes: [1, 6] }]);
    expect(answer).toMatchObject({ isSuccessful: true });
    expect(answer.createAlertRules.data.map((rule: { alertCode: number }) => rule.alertCode)).toEqual([1, 6]);
    expect(await setUpDone(a.companyId)).toBe(true);
    expect((await me(a.admin.authorization)).data.company.setup_notif_completed).toBe(true);
    expect(await setUpDone(b.companyId)).toBe(false);
  });

  it('creates no rule and leaves the set-up open when marking the company fails', async () => {
    const before = await rulesOf(b.companyId);
    // A trigger refuses the company's update, the last write of the save: the rules made before it
    // in the same transaction must go with it.
    await sql`create function refuse_company_update() returns trigger language plpgsql as $$
      begin raise exception 'company update refused by the test'; end $$`.execute(t.database.db);
    await sql
      .raw(`create trigger refuse_company_update before update on companies for each row
        when (old.id = ${Number(b.companyId)}) execute function refuse_company_update()`)
      .execute(t.database.db);
    try {
      const answer = await save(b.admin.authorization, [{ templateId: 2, alertCodes: [1, 6] }]);
      expect(answer).toMatchObject({ isSuccessful: false, createAlertRules: null });
      expect(answer.status).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`drop trigger refuse_company_update on companies`.execute(t.database.db);
      await sql`drop function refuse_company_update`.execute(t.database.db);
    }
    expect(await rulesOf(b.companyId)).toEqual(before);
    expect(await setUpDone(b.companyId)).toBe(false);
  });

  it('refuses a category without codes and leaves the set-up open', async () => {
    const answer = await save(b.admin.authorization, [
      { templateId: 2, alertCodes: [1] },
      { templateId: 3, alertCodes: [] },
    ]);
    expect(answer).toMatchObject({
      isSuccessful: false,
      status: 400,
      errorCode: 'alert/template-codes-required',
      message: 'Pilih minimal satu notifikasi pada kategori ini.',
    });
    expect(await setUpDone(b.companyId)).toBe(false);
  });

  it('makes one rule of a code chosen twice, under the first category that chose it', async () => {
    const before = (await rulesOf(b.companyId)).length;
    const answer = await save(b.admin.authorization, [
      { templateId: 2, alertCodes: [4, 4] },
      { templateId: 2, alertCodes: [4, 5] },
    ]);
    expect(answer.createAlertRules.data).toEqual([
      { alertCode: 4, templateId: 2 },
      { alertCode: 5, templateId: 2 },
    ]);
    expect(await rulesOf(b.companyId)).toHaveLength(before + 2);
    expect(await setUpDone(b.companyId)).toBe(true);
  });
});
