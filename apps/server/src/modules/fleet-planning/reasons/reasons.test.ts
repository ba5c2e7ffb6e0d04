import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { seedDemo } from '../../../seed';
import { buildReason, demoPassword } from '../../../seed/builders/builders';
import { buildFleetTask } from '../../../seed/builders/fleet-task-builder';
import { CANCEL_REASONS } from '../../../seed/demo-data';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedDemo>>;
let admin: { authorization: string };
let driver: { authorization: string };
let otherCompanyReasonId: number;

const BASE = '/api/fleet-planning/v1';
const call = (method: InjectOptions['method'], url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
const list = async (query: string) => {
  const response = await call('GET', `/reason?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const texts = (body: { data: { paginated_result: { reason: string }[] } }) =>
  body.data.paginated_result.map((row) => row.reason);
const create = async (reason: string) => {
  const response = await call('POST', '/reason', { reason, type: 'CANCELED' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  admin = await loginAs(t.app, 'admin@demo.id', demoPassword());
  driver = await loginAs(t.app, 'driver@demo.id', demoPassword());
  otherCompanyReasonId = (
    await buildReason(t.database.db, { company_id: seed.vendorCompanyId, reason: 'Alasan perusahaan lain' })
  ).id;
});
afterAll(() => t.close());

describe('GET /reason', () => {
  it("lists the company's cancel reasons in alphabetical order", async () => {
    const body = await list('limit=100');
    expect(texts(body)).toEqual([...CANCEL_REASONS].sort());
    expect(body.metadata.total_count).toBe(CANCEL_REASONS.length);
    expect(body.data.paginated_result[0]).toMatchObject({ type: 'CANCELED', created_on: expect.any(String) });
  });

  it('takes the filter type eq CANCELED and refuses other types', async () => {
    expect((await list('filters=type eq CANCELED')).metadata.total_count).toBe(CANCEL_REASONS.length);
    const response = await call('GET', '/reason?filters=type eq REJECTED');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-list-filter');
  });

  it('searches the reason text case-insensitively', async () => {
    expect(texts(await list('search=CUACA'))).toEqual(['Cuaca buruk']);
  });

  it('sorts by reason descending and pages', async () => {
    const sorted = [...CANCEL_REASONS].sort().reverse();
    const page = await list('sorts=reason desc&limit=3&page=2');
    expect(texts(page)).toEqual(sorted.slice(3, 6));
    expect(page.metadata).toEqual({ page: 2, limit: 3, total_count: CANCEL_REASONS.length });
  });

  it('refuses a user without reason:read', async () => {
    expect((await call('GET', '/reason', undefined, driver)).statusCode).toBe(403);
  });
});

describe('GET /reason/{id}', () => {
  it('answers a reason of the company', async () => {
    const [first] = (await list('search=cuaca')).data.paginated_result;
    const response = await call('GET', `/reason/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: first.id, reason: 'Cuaca buruk', type: 'CANCELED' });
  });

  it("answers 404 for another company's reason and a missing one", async () => {
    for (const id of [otherCompanyReasonId, 999_999]) {
      const response = await call('GET', `/reason/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not-found');
    }
  });
});

describe('POST /reason', () => {
  it('creates a CANCELED reason, also when the type is left out', async () => {
    const response = await call('POST', '/reason', { reason: '  Jalan ditutup  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ reason: 'Jalan ditutup', type: 'CANCELED' });
    expect(texts(await list('search=ditutup'))).toEqual(['Jalan ditutup']);
  });

  it.each([
    ['an empty reason', { reason: '   ' }, 'reason', 'required'],
    ['a reason over 255 characters', { reason: 'a'.repeat(256) }, 'reason', 'too-long'],
    ['a type other than CANCELED', { reason: 'Lain-lain', type: 'REJECTED' }, 'type', 'invalid-value'],
  ])('refuses %s with invalid-fields on that field', async (_case, payload, field, code) => {
    const response = await call('POST', '/reason', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid/invalid-fields', errors: [{ field, code }] });
  });

  it('refuses a reason the company already has, whatever its case', async () => {
    const response = await call('POST', '/reason', { reason: 'cuaca BURUK', type: 'CANCELED' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict/duplicate', errors: [{ field: 'reason' }] });
  });

  it('allows a reason that only another company has', async () => {
    await create('Alasan perusahaan lain');
  });

  it('refuses a user without reason:create', async () => {
    expect((await call('POST', '/reason', { reason: 'Supir sakit' }, driver)).statusCode).toBe(403);
    expect((await list('search=Supir sakit')).metadata.total_count).toBe(0);
  });
});

describe('PATCH /reason/{id}', () => {
  it('changes the text and answers the reason', async () => {
    const reason = await create('Ban bocor');
    const response = await call('PATCH', `/reason/${reason.id}`, {
      reason: 'Ban kendaraan bocor',
      type: 'CANCELED',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: reason.id,
      reason: 'Ban kendaraan bocor',
      type: 'CANCELED',
    });
  });

  it('answers 409 for a stale updated_on and keeps the newer text', async () => {
    const reason = await create('Macet total');
    const first = await call('PATCH', `/reason/${reason.id}`, {
      reason: 'Macet parah',
      updated_on: reason.updated_on,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PATCH', `/reason/${reason.id}`, {
      reason: 'Macet',
      updated_on: reason.updated_on,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict/stale-update');
    expect((await call('GET', `/reason/${reason.id}`)).json().data.reason).toBe('Macet parah');
  });

  it('refuses the text of another reason of the company', async () => {
    const reason = await create('Banjir');
    const response = await call('PATCH', `/reason/${reason.id}`, { reason: 'Cuaca Buruk' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
  });

  it("answers 404 for another company's reason", async () => {
    expect(
      (await call('PATCH', `/reason/${otherCompanyReasonId}`, { reason: 'Diambil alih' })).statusCode,
    ).toBe(404);
  });

  it('refuses a user without reason:update', async () => {
    const reason = await create('Gempa');
    expect((await call('PATCH', `/reason/${reason.id}`, { reason: 'Gempa bumi' }, driver)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /reason/{id}', () => {
  it('removes a reason used by a cancelled task from the list while the task keeps it', async () => {
    const reason = await create('Muatan ditolak');
    const task = await buildFleetTask(t.database.db, {
      company_id: seed.transportCompanyId,
      status: 'CANCELED',
      canceled_reason_id: reason.id,
    });
    const response = await call('DELETE', `/reason/${reason.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: reason.id });
    expect((await call('GET', `/reason/${reason.id}`)).statusCode).toBe(404);
    expect((await list('search=Muatan ditolak')).metadata.total_count).toBe(0);
    const kept = await t.database.db
      .selectFrom('fleet_tasks')
      .innerJoin('reasons', 'reasons.id', 'fleet_tasks.canceled_reason_id')
      .select('reasons.reason')
      .where('fleet_tasks.id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(kept.reason).toBe('Muatan ditolak');
  });

  it('frees the text of a deleted reason for a new one', async () => {
    const reason = await create('Dibatalkan sementara');
    expect((await call('DELETE', `/reason/${reason.id}`)).statusCode).toBe(200);
    await create('Dibatalkan sementara');
  });

  it("answers 404 for another company's reason and leaves it", async () => {
    expect((await call('DELETE', `/reason/${otherCompanyReasonId}`)).statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('reasons')
      .select('deleted_on')
      .where('id', '=', otherCompanyReasonId)
      .executeTakeFirstOrThrow();
    expect(row.deleted_on).toBeNull();
  });

  it('refuses a user without reason:delete', async () => {
    const reason = await create('Kabut tebal');
    expect((await call('DELETE', `/reason/${reason.id}`, undefined, driver)).statusCode).toBe(403);
    expect((await call('GET', `/reason/${reason.id}`)).statusCode).toBe(200);
  });
});
