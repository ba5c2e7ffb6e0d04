import { DomainError, type ListQuery, toZonedIso } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { listResponse } from '../../db/list-query';
import type { Database } from '../../db/schema';
import { type AddressRecord, findAddress, listAddresses, listBoxTypes } from './queries';

/** The API shape of an address: its coordinates grouped as the spec's geolocation. */
function addressView(address: AddressRecord, timeZone: string) {
  const { latitude, longitude, created_on, ...rest } = address;
  return { ...rest, geolocation: { latitude, longitude }, created_on: toZonedIso(created_on, timeZone) };
}

export async function getAddresses(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await listAddresses(db, auth.companyId, query);
  const timeZone = auth.user.company.time_zone;
  const views = rows.map((row) => addressView(row, timeZone));
  return listResponse(views, (view) => view.id, query, total);
}

/** Another company's address answers not-found exactly like a missing one. */
export async function getAddress(db: Kysely<Database>, auth: AuthContext, id: number) {
  const address = await findAddress(db, auth.companyId, id);
  if (!address) throw new DomainError('not-found');
  return addressView(address, auth.user.company.time_zone);
}

export async function getBoxTypes(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await listBoxTypes(db, auth.companyId, query);
  return listResponse(rows, (row) => row.id, query, total);
}
