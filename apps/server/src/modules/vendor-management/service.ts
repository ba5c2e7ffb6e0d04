import {
  type CreateVendorRequest,
  DomainError,
  type FieldProblem,
  type ListQuery,
  parseFilter,
  toZonedIso,
  type UpdateVendorRequest,
  VENDOR_CONTRACT_RATE_DEFAULT_FILTERS,
  type VendorRateInput,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { withConstraintErrors } from '../../db/constraint-violation';
import { listResponse, runListQuery } from '../../db/list-query';
import type { Database } from '../../db/schema';
import { refuseStaleUpdate } from '../../db/stale-update';
import { redeemPairingCode } from './pairing-codes';
import {
  findActiveCompany,
  findOpenTasksOfVendors,
  findRatesOfVendor,
  findVendor,
  insertVendor,
  isCompanyPairedWithAnotherVendor,
  isVendorNameTaken,
  lockVendors,
  ownAddressIds,
  ownBoxTypeIds,
  replaceRates,
  softDeleteVendors,
  updateVendorColumns,
  VENDOR_LIST,
  VENDOR_RATE_LIST,
  VENDOR_UNIQUE_FIELDS,
  type VendorColumns,
  vendorListBase,
  vendorRateListBase,
} from './queries';

type VendorRow = NonNullable<Awaited<ReturnType<typeof findVendor>>>;
type RateRow = Awaited<ReturnType<typeof findRatesOfVendor>>[number];

function toVendor(row: VendorRow, timeZone: string) {
  return {
    id: row.id,
    name: row.name,
    status: { name: row.status },
    contract_number: row.contract_number,
    phone_number: row.phone_number,
    email: row.email,
    paired_company_id: row.paired_company_id,
    paired_company:
      row.paired_company_id === null
        ? null
        : { id: row.paired_company_id, name: row.paired_company_name ?? '' },
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

/** What a rate is, without the vendor it belongs to. */
function toRate(row: RateRow) {
  return {
    id: row.id,
    base_price: row.base_price,
    origin: { id: row.origin_address_id, name: row.origin_name, city: row.origin_city },
    destination: { id: row.destination_address_id, name: row.destination_name, city: row.destination_city },
    box_type: row.box_type_id === null ? null : { id: row.box_type_id, name: row.box_type_name ?? '' },
    total_weight: row.total_weight,
    total_volume: row.total_volume,
  };
}

/** A rate as the vendor picker shows it: the rate's id, then the vendor's fields beside its own. */
function toVendorRate(row: RateRow) {
  return {
    ...toRate(row),
    vendor_id: row.vendor_id,
    name: row.name,
    status: { name: row.status },
    contract_number: row.contract_number,
    paired_company_id: row.paired_company_id,
  };
}

export async function listVendors(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await runListQuery(db, vendorListBase(db, auth.companyId), VENDOR_LIST, query);
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => toVendor(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}

export interface RateListQuery extends ListQuery {
  origin_address_id?: number | undefined;
  destination_address_id?: number | undefined;
}

/** A route filter naming an address the company does not have is a bad request, not an empty list. */
async function checkRouteAddresses(db: Kysely<Database>, companyId: number, query: RateListQuery) {
  const given = (['origin_address_id', 'destination_address_id'] as const).filter(
    (field) => query[field] !== undefined,
  );
  const own = await ownAddressIds(
    db,
    companyId,
    given.map((field) => query[field] as number),
  );
  const fields = given
    .filter((field) => !own.has(query[field] as number))
    .map((field): FieldProblem => ({ field, code: 'invalid-value' }));
  if (fields.length > 0) throw new DomainError('invalid/invalid-reference', { fields });
}

export async function listVendorRates(db: Kysely<Database>, auth: AuthContext, query: RateListQuery) {
  await checkRouteAddresses(db, auth.companyId, query);
  const base = vendorRateListBase(db, auth.companyId, {
    originAddressId: query.origin_address_id,
    destinationAddressId: query.destination_address_id,
  });
  const { rows, total } = await runListQuery(db, base, VENDOR_RATE_LIST, query);
  return listResponse(rows.map(toVendorRate), (row) => row.id, query, total);
}

/**
 * The vendor picker of a fleet task: rates of vendors that can receive a request. Each default filter
 * applies unless the request filters the same field, so a caller can still widen it on purpose.
 */
export function listContractRates(db: Kysely<Database>, auth: AuthContext, query: RateListQuery) {
  const filtered = new Set(query.filters.map((expression) => parseFilter(expression)?.field));
  const defaults = VENDOR_CONTRACT_RATE_DEFAULT_FILTERS.filter(
    (expression) => !filtered.has(parseFilter(expression)?.field),
  );
  return listVendorRates(db, auth, { ...query, filters: [...query.filters, ...defaults] });
}

/** Another company's vendor, or a deleted one, answers not-found like a missing one. */
export async function getVendor(db: Kysely<Database>, auth: AuthContext, id: number) {
  const row = await findVendor(db, auth.companyId, id);
  if (!row) throw new DomainError('not-found');
  const rates = await findRatesOfVendor(db, auth.companyId, id);
  return { ...toVendor(row, auth.user.company.time_zone), rates: rates.map(toRate) };
}

interface CurrentVendor {
  id: number;
  paired_company_id: number | null;
}

/** Pairing: another company that is on the platform and not already paired with another vendor. */
async function checkPairing(
  db: Kysely<Database>,
  companyId: number,
  pairedCompanyId: number,
  current: CurrentVendor | null,
) {
  const fields: FieldProblem[] = [{ field: 'paired_company_id', code: 'invalid-value' }];
  if (pairedCompanyId === companyId) throw new DomainError('vendor/paired-with-own-company', { fields });
  // An unchanged pairing is kept even if that company has since been deactivated.
  if (pairedCompanyId === current?.paired_company_id) return;
  if (!(await findActiveCompany(db, pairedCompanyId)))
    throw new DomainError('invalid/invalid-reference', { fields });
  if (await isCompanyPairedWithAnotherVendor(db, companyId, pairedCompanyId, current?.id ?? null)) {
    throw new DomainError('conflict/duplicate', { fields });
  }
}

/** Every address and box type of the rates must be the caller's company's own. */
async function checkRateReferences(
  db: Kysely<Database>,
  companyId: number,
  rates: readonly VendorRateInput[],
) {
  const addresses = await ownAddressIds(
    db,
    companyId,
    rates.flatMap((rate) => [rate.origin_address_id, rate.destination_address_id]),
  );
  const boxTypes = await ownBoxTypeIds(
    db,
    companyId,
    rates.flatMap((rate) => (rate.box_type_id ? [rate.box_type_id] : [])),
  );
  const fields = rates.flatMap((rate, index): FieldProblem[] => {
    const problem = (name: string): FieldProblem => ({
      field: `rates.${index}.${name}`,
      code: 'invalid-value',
    });
    return [
      ...(addresses.has(rate.origin_address_id) ? [] : [problem('origin_address_id')]),
      ...(addresses.has(rate.destination_address_id) ? [] : [problem('destination_address_id')]),
      ...(rate.box_type_id && !boxTypes.has(rate.box_type_id) ? [problem('box_type_id')] : []),
    ];
  });
  if (fields.length > 0) throw new DomainError('invalid/invalid-reference', { fields });
}

/**
 * Pairing needs the other company's consent: a `pairing_code` pairs the vendor with the company that
 * issued it and makes it ACTIVE (unless the request names a status); a `paired_company_id` other than the stored one, without a code, is
 * refused. Null (unpairing) and the unchanged id are allowed. Answers the request as stored.
 */
async function withConsentedPairing(
  trx: Kysely<Database>,
  companyId: number,
  input: UpdateVendorRequest,
  current: CurrentVendor | null,
): Promise<UpdateVendorRequest> {
  const { pairing_code: code, ...rest } = input;
  if (code !== undefined) {
    const pairedCompanyId = await redeemPairingCode(trx, companyId, code);
    return { ...rest, paired_company_id: pairedCompanyId, status: rest.status ?? 'ACTIVE' };
  }
  const requested = input.paired_company_id;
  if (requested !== undefined && requested !== null && requested !== current?.paired_company_id) {
    throw new DomainError('vendor/pairing-code-required', {
      fields: [{ field: 'paired_company_id', code: 'invalid-value' }],
    });
  }
  return rest;
}

async function checkVendorInput(
  db: Kysely<Database>,
  companyId: number,
  input: UpdateVendorRequest,
  current: CurrentVendor | null,
) {
  if (input.paired_company_id) await checkPairing(db, companyId, input.paired_company_id, current);
  if (input.rates) await checkRateReferences(db, companyId, input.rates);
  if (input.name !== undefined && (await isVendorNameTaken(db, companyId, input.name, current?.id ?? null))) {
    throw new DomainError('conflict/duplicate', { fields: [{ field: 'name', code: 'invalid-value' }] });
  }
}

/** The request's vendor columns, leaving out what it does not send. */
function vendorColumns(request: UpdateVendorRequest): VendorColumns {
  const { rates: _rates, updated_on: _updatedOn, pairing_code: _code, ...columns } = request;
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function createVendor(db: Kysely<Database>, auth: AuthContext, request: CreateVendorRequest) {
  const id = await withConstraintErrors(VENDOR_UNIQUE_FIELDS, () =>
    db.transaction().execute(async (trx) => {
      const input = await withConsentedPairing(trx, auth.companyId, request, null);
      await checkVendorInput(trx, auth.companyId, input, null);
      const vendorId = await insertVendor(trx, auth.companyId, {
        ...vendorColumns(input),
        name: request.name,
      });
      await replaceRates(trx, auth.companyId, vendorId, request.rates);
      return vendorId;
    }),
  );
  return getVendor(db, auth, id);
}

export async function updateVendor(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
  request: UpdateVendorRequest,
) {
  await withConstraintErrors(VENDOR_UNIQUE_FIELDS, () =>
    db.transaction().execute(async (trx) => {
      const [current] = await lockVendors(trx, auth.companyId, [id]);
      if (!current) throw new DomainError('not-found');
      refuseStaleUpdate(current.updated_on, request.updated_on);
      const input = await withConsentedPairing(trx, auth.companyId, request, current);
      await checkVendorInput(trx, auth.companyId, input, current);
      await updateVendorColumns(trx, id, vendorColumns(input));
      if (request.rates) await replaceRates(trx, auth.companyId, id, request.rates);
    }),
  );
  return getVendor(db, auth, id);
}

/**
 * All or nothing: every id must be a vendor of the company, and none may be on a fleet task that is
 * not ENDED or CANCELED. Vendors are marked deleted rather than removed, so finished and cancelled
 * tasks still name their vendor.
 */
export async function deleteVendors(db: Kysely<Database>, auth: AuthContext, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const found = new Set((await lockVendors(trx, auth.companyId, unique)).map((row) => row.id));
    const missing = ids.flatMap((id, index): FieldProblem[] =>
      found.has(id) ? [] : [{ field: `ids.${index}`, code: 'invalid-value' }],
    );
    if (missing.length > 0) throw new DomainError('not-found', { fields: missing });
    const open = await findOpenTasksOfVendors(trx, auth.companyId, unique);
    if (open.length > 0) throw usedByOpenTasks(ids, open);
    await softDeleteVendors(trx, auth.companyId, unique);
  });
  return { ids: unique };
}

const LISTED_TASKS_MAX = 5;

function usedByOpenTasks(
  ids: readonly number[],
  open: { vendor_id: number | null; vendor_name: string; number: string }[],
) {
  const blocked = new Set(open.map((task) => task.vendor_id));
  const names = [...new Set(open.map((task) => task.vendor_name))];
  const numbers = [...new Set(open.map((task) => task.number))];
  const tasks =
    numbers.length > LISTED_TASKS_MAX
      ? `${numbers.slice(0, LISTED_TASKS_MAX).join(', ')}, +${numbers.length - LISTED_TASKS_MAX}`
      : numbers.join(', ');
  return new DomainError('vendor/used-by-open-fleet-task', {
    params: { names: names.join(', '), tasks },
    fields: ids.flatMap((id, index): FieldProblem[] =>
      blocked.has(id) ? [{ field: `ids.${index}`, code: 'invalid-value' }] : [],
    ),
  });
}
