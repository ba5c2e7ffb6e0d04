import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { SenderLoad } from './vendor-queries';

// Master data of the sender that an accepted request copies into the vendor company (vendor-copy.ts):
// addresses, customers and products, each found again by what identifies it to a person (name, and
// coordinates for a place), so that repeated requests from one sender do not multiply the rows.

export interface Place {
  id: number;
  name: string;
  full_name: string;
  city: string;
  province: string;
  latitude: number;
  longitude: number;
  geofence_radius_m: number | null;
}

export const placeKey = (place: Pick<Place, 'name' | 'latitude' | 'longitude'>) =>
  `${place.name}\u0000${place.latitude}\u0000${place.longitude}`;

/**
 * The sender's addresses as non-garage addresses of the vendor company, matched by name and
 * coordinates so that repeated requests to the same sites reuse them. A sender's garage used as a
 * pickup is a site for the vendor, never one of its own garages (start and end must be garages).
 */
export async function copyAddresses(trx: Kysely<Database>, companyId: number, places: Place[]) {
  if (places.length === 0) return new Map<number, number>();
  const existing = await trx
    .selectFrom('addresses')
    .select(['id', 'name', 'latitude', 'longitude'])
    .where('company_id', '=', companyId)
    .where('is_garage', '=', false)
    .where(
      'name',
      'in',
      places.map((place) => place.name),
    )
    .orderBy('id')
    .execute();
  const byKey = new Map<string, number>();
  for (const row of existing) if (!byKey.has(placeKey(row))) byKey.set(placeKey(row), row.id);
  const missing = [
    ...new Map(places.filter((p) => !byKey.has(placeKey(p))).map((p) => [placeKey(p), p])).values(),
  ];
  if (missing.length > 0) {
    const inserted = await trx
      .insertInto('addresses')
      .values(missing.map(({ id: _id, ...place }) => ({ ...place, company_id: companyId, is_garage: false })))
      .returning(['id', 'name', 'latitude', 'longitude'])
      .execute();
    for (const row of inserted) byKey.set(placeKey(row), row.id);
  }
  return new Map(places.map((place) => [place.id, byKey.get(placeKey(place)) as number]));
}

/** Finds a company's row by name or inserts it; names repeat across requests, rows should not. */
export async function customerIdByName(
  trx: Kysely<Database>,
  companyId: number,
  customer: { name: string; phone_number: string | null; email: string | null },
) {
  const found = await trx
    .selectFrom('customers')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', customer.name)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (found) return found.id;
  const row = await trx
    .insertInto('customers')
    .values({ ...customer, company_id: companyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The product of a copied load: same name, type and unit in the vendor company, else a new one. */
export async function productIdOf(trx: Kysely<Database>, companyId: number, load: SenderLoad) {
  const type =
    (await trx
      .selectFrom('product_types')
      .select('id')
      .where('company_id', '=', companyId)
      .where('name', '=', load.product_type_name)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()) ??
    (await trx
      .insertInto('product_types')
      .values({ company_id: companyId, name: load.product_type_name })
      .returning('id')
      .executeTakeFirstOrThrow());
  const product =
    (await trx
      .selectFrom('products')
      .select('id')
      .where('company_id', '=', companyId)
      .where('product_type_id', '=', type.id)
      .where('name', '=', load.product_name)
      .where('uom', '=', load.uom)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()) ??
    (await trx
      .insertInto('products')
      .values({
        company_id: companyId,
        product_type_id: type.id,
        name: load.product_name,
        uom: load.uom,
        conversion_weight_value: load.conversion_weight_value,
        conversion_volume_value: load.conversion_volume_value,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  return product.id;
}
