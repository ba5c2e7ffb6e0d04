import { DomainError } from '@armada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { VENDOR_UNIQUE_FIELDS } from '../modules/vendor-management/queries';
import { buildCompany, buildVendor } from '../seed/builders/builders';
import { withConstraintErrors } from './constraint-violation';
import type { DatabaseHandle } from './database';

let handle: DatabaseHandle;
let companyId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  companyId = (await buildCompany(handle.db)).id;
  await buildVendor(handle.db, { company_id: companyId, name: 'PT Sudah Ada' });
});
afterAll(() => handle.close());

const refusal = async (write: () => Promise<unknown>) => {
  try {
    await withConstraintErrors(VENDOR_UNIQUE_FIELDS, write);
  } catch (error) {
    return error;
  }
  throw new Error('the write was not refused');
};

describe('withConstraintErrors', () => {
  it('turns a named unique index into 409 conflict/duplicate on its field', async () => {
    const error = await refusal(() =>
      handle.db.insertInto('vendors').values({ company_id: companyId, name: 'pt sudah ada' }).execute(),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'conflict/duplicate',
      fields: [{ field: 'name', code: 'invalid-value' }],
    });
  });

  it('turns a foreign-key violation into 400 invalid/invalid-reference', async () => {
    const error = await refusal(() =>
      handle.db
        .insertInto('vendors')
        .values({ company_id: companyId, name: 'PT Baru', paired_company_id: 999_999 })
        .execute(),
    );
    expect(error).toMatchObject({ code: 'invalid/invalid-reference' });
  });

  it('rethrows any other database error untouched', async () => {
    const error = await refusal(() => sql`select 1 / 0`.execute(handle.db));
    expect(error).not.toBeInstanceOf(DomainError);
  });

  it('answers what the write answers when nothing is violated', async () => {
    expect(await withConstraintErrors(VENDOR_UNIQUE_FIELDS, async () => 7)).toBe(7);
  });
});
