import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { buildCompany } from '../seed/builders/builders';
import { nextCompanyNumber, reserveCompanyNumbers } from './counters';
import type { DatabaseHandle } from './database';

let handle: DatabaseHandle;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('company counters', () => {
  it('counts 1, 2, 3 for a new counter and keeps companies and names apart', async () => {
    const [a, b] = [await buildCompany(db()), await buildCompany(db())];
    expect(await nextCompanyNumber(db(), a.id, 'delivery_order')).toBe(1);
    expect(await nextCompanyNumber(db(), a.id, 'delivery_order')).toBe(2);
    expect(await nextCompanyNumber(db(), b.id, 'delivery_order')).toBe(1);
    expect(await nextCompanyNumber(db(), a.id, 'fleet_task')).toBe(1);
    expect(await nextCompanyNumber(db(), a.id, 'delivery_order')).toBe(3);
  });

  it('reserves a block of consecutive values', async () => {
    const company = await buildCompany(db());
    await nextCompanyNumber(db(), company.id, 'x');
    expect(await reserveCompanyNumbers(db(), company.id, 'x', 3)).toEqual([2, 3, 4]);
    expect(await nextCompanyNumber(db(), company.id, 'x')).toBe(5);
  });

  it('starts a new counter after the given start, and asks for it only the first time', async () => {
    const company = await buildCompany(db());
    let asked = 0;
    const start = async () => {
      asked += 1;
      return 30;
    };
    expect(await nextCompanyNumber(db(), company.id, 'delivery_order', start)).toBe(31);
    expect(await nextCompanyNumber(db(), company.id, 'delivery_order', start)).toBe(32);
    expect(asked).toBe(1);
  });

  it('gives the numbers of a rolled-back transaction back', async () => {
    const company = await buildCompany(db());
    await nextCompanyNumber(db(), company.id, 'y');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await nextCompanyNumber(trx, company.id, 'y');
          throw new Error('rollback');
        }),
    ).rejects.toThrow('rollback');
    expect(await nextCompanyNumber(db(), company.id, 'y')).toBe(2);
  });
});
