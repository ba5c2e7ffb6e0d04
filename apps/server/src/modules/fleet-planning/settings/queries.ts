import type { AutocompleteSource } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { bumpedUpdatedOn } from '../../../db/stale-update';

/** The stored settings of a company with the names of its default addresses; undefined until saved. */
export function findSettings(db: Kysely<Database>, companyId: number, options: { lock?: boolean } = {}) {
  return db
    .selectFrom('company_settings as setting')
    .leftJoin('addresses as start_address', 'start_address.id', 'setting.start_address_default')
    .leftJoin('addresses as end_address', 'end_address.id', 'setting.end_address_default')
    .select([
      'setting.start_address_default',
      'start_address.name as start_address_name',
      'setting.end_address_default',
      'end_address.name as end_address_name',
      'setting.start_address_toggle',
      'setting.end_address_toggle',
      'setting.autocomplete_source',
      'setting.is_autocomplete_on',
      'setting.is_driver_load_adjustment_on',
      'setting.updated_on',
      'setting.updated_by',
    ])
    .where('setting.company_id', '=', companyId)
    .$if(options.lock === true, (qb) => qb.forUpdate('setting'))
    .executeTakeFirst();
}

export function findOwnAddresses(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  return db
    .selectFrom('addresses')
    .select(['id', 'is_garage'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

export interface SettingColumns {
  start_address_default: number | null;
  end_address_default: number | null;
  start_address_toggle: boolean;
  end_address_toggle: boolean;
  autocomplete_source: AutocompleteSource;
  is_autocomplete_on: boolean;
  is_driver_load_adjustment_on: boolean;
}

/** Writes the whole settings row: inserted on the first save, replaced on later ones. */
export function saveSettings(
  db: Kysely<Database>,
  companyId: number,
  values: SettingColumns,
  userId: number,
) {
  return db
    .insertInto('company_settings')
    .values({ ...values, company_id: companyId, updated_by: userId })
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet({
        ...values,
        updated_by: userId,
        updated_on: bumpedUpdatedOn('company_settings.updated_on'),
      }),
    )
    .execute();
}
