import {
  type AutocompleteSource,
  DEFAULT_AUTOCOMPLETE_SOURCE,
  DomainError,
  type FieldProblem,
  GPS_AUTOCOMPLETE_SCOPES,
  hasAllScopes,
  toZonedIso,
  type UpdateSettingRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import { withConstraintErrors } from '../../../db/constraint-violation';
import type { Database } from '../../../db/schema';
import { refuseStaleUpdate } from '../../../db/stale-update';
import { findOwnAddresses, findSettings, type SettingColumns, saveSettings } from './queries';

/** What a company that never saved its settings gets. */
const DEFAULT_SETTINGS: SettingColumns = {
  start_address_default: null,
  end_address_default: null,
  start_address_toggle: false,
  end_address_toggle: false,
  autocomplete_source: DEFAULT_AUTOCOMPLETE_SOURCE,
  is_autocomplete_on: false,
  is_driver_load_adjustment_on: false,
};

type StoredSettings = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

const columnsOf = (stored: StoredSettings | undefined): SettingColumns =>
  stored
    ? {
        start_address_default: stored.start_address_default,
        end_address_default: stored.end_address_default,
        start_address_toggle: stored.start_address_toggle,
        end_address_toggle: stored.end_address_toggle,
        // The column's check constraint admits only the known sources.
        autocomplete_source: stored.autocomplete_source as AutocompleteSource,
        is_autocomplete_on: stored.is_autocomplete_on,
        is_driver_load_adjustment_on: stored.is_driver_load_adjustment_on,
      }
    : DEFAULT_SETTINGS;

const addressOf = (id: number | null, name: string | null | undefined) =>
  id === null ? null : { id, name: name ?? '' };

export async function getSettings(db: Kysely<Database>, auth: AuthContext) {
  const stored = await findSettings(db, auth.companyId);
  return {
    ...columnsOf(stored),
    start_address: addressOf(stored?.start_address_default ?? null, stored?.start_address_name),
    end_address: addressOf(stored?.end_address_default ?? null, stored?.end_address_name),
    updated_on: stored ? toZonedIso(stored.updated_on, auth.user.company.time_zone) : null,
    updated_by: stored?.updated_by ?? null,
  };
}

const ADDRESS_FIELDS = ['start_address_default', 'end_address_default'] as const;

/** A default address that is sent must be one of the company's garages. */
async function checkDefaultAddresses(db: Kysely<Database>, companyId: number, request: UpdateSettingRequest) {
  const sent = ADDRESS_FIELDS.flatMap((field) => {
    const id = request[field];
    return id === undefined || id === null ? [] : [{ field, id }];
  });
  if (sent.length === 0) return;
  const found = new Map(
    (await findOwnAddresses(db, companyId, [...new Set(sent.map(({ id }) => id))])).map((row) => [
      row.id,
      row.is_garage,
    ]),
  );
  const problems = (wanted: (isGarage: boolean | undefined) => boolean) =>
    sent
      .filter(({ id }) => wanted(found.get(id)))
      .map(({ field }): FieldProblem => ({ field, code: 'invalid-value' }));
  const missing = problems((isGarage) => isGarage === undefined);
  if (missing.length > 0) throw new DomainError('invalid/invalid-reference', { fields: missing });
  const notGarages = problems((isGarage) => isGarage === false);
  if (notGarages.length > 0)
    throw new DomainError('setting/default-address-not-garage', { fields: notGarages });
}

/** A toggle means "start (or end) new tasks at the default address", so it needs that address. */
function checkToggles(settings: SettingColumns) {
  const fields: FieldProblem[] = [];
  if (settings.start_address_toggle && settings.start_address_default === null) {
    fields.push({ field: 'start_address_default', code: 'required' });
  }
  if (settings.end_address_toggle && settings.end_address_default === null) {
    fields.push({ field: 'end_address_default', code: 'required' });
  }
  if (fields.length > 0) throw new DomainError('invalid/invalid-fields', { fields });
}

const AUTOCOMPLETE_FIELDS = ['is_autocomplete_on', 'autocomplete_source'] as const;

/** DO status automation belongs to the tms-gps-autocomplete scopes (the page shows it only with all four). */
function checkAutocompleteScopes(auth: AuthContext, request: UpdateSettingRequest) {
  const sent = AUTOCOMPLETE_FIELDS.filter((field) => request[field] !== undefined);
  if (sent.length > 0 && !hasAllScopes(auth.user.scopes, GPS_AUTOCOMPLETE_SCOPES)) {
    throw new DomainError('auth/forbidden', {
      fields: sent.map((field) => ({ field, code: 'invalid-value' })),
    });
  }
}

export async function updateSettings(db: Kysely<Database>, auth: AuthContext, request: UpdateSettingRequest) {
  checkAutocompleteScopes(auth, request);
  const { updated_on: sentUpdatedOn, ...changes } = request;
  await withConstraintErrors({}, () =>
    db.transaction().execute(async (trx) => {
      const stored = await findSettings(trx, auth.companyId, { lock: true });
      if (stored) refuseStaleUpdate(stored.updated_on, sentUpdatedOn);
      await checkDefaultAddresses(trx, auth.companyId, request);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const merged: SettingColumns = { ...columnsOf(stored), ...defined };
      checkToggles(merged);
      await saveSettings(trx, auth.companyId, merged, auth.user.id);
    }),
  );
  return getSettings(db, auth);
}
