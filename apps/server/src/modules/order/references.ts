import { DomainError, type FieldProblem } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addressesOf, customersOf, type ProductRef, productsOf } from './queries';

/** The master data an order or load refers to, by id, already checked to be the company's. */
export interface References {
  customers: Map<number, { id: number; name: string }>;
  addresses: Map<number, { id: number; name: string; city: string }>;
  products: Map<number, ProductRef>;
}

/** What a create or update payload refers to; absent and null ids are skipped. */
export interface ReferencedIds {
  customer_id?: number | null;
  billed_customer_id?: number | null;
  origin_address_id?: number | null;
  destination_address_id?: number | null;
  transit_address_ids?: readonly number[] | null;
  loads?: readonly { product_id?: number | null }[] | null;
  product_id?: number | null;
}

const present = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

/**
 * Reads, in three statements whatever the number of items, the company's customers, addresses and
 * products that the items refer to. An id of another company is simply not found.
 */
export async function loadReferences(
  db: Kysely<Database>,
  companyId: number,
  items: readonly ReferencedIds[],
): Promise<References> {
  const customerIds = present(items.flatMap((item) => [item.customer_id, item.billed_customer_id]));
  const addressIds = present(
    items.flatMap((item) => [
      item.origin_address_id,
      item.destination_address_id,
      ...(item.transit_address_ids ?? []),
    ]),
  );
  const productIds = present(
    items.flatMap((item) => [item.product_id, ...(item.loads ?? []).map((load) => load.product_id)]),
  );
  const [customers, addresses, products] = await Promise.all([
    customersOf(db, companyId, customerIds),
    addressesOf(db, companyId, addressIds),
    productsOf(db, companyId, productIds),
  ]);
  return {
    customers: new Map(customers.map((row) => [row.id, row])),
    addresses: new Map(addresses.map((row) => [row.id, row])),
    products: new Map(products.map((row) => [row.id, row])),
  };
}

/** The fields of one item that refer to nothing the company has; `prefix` is `items.3.` in a bulk. */
export function referenceProblems(refs: References, item: ReferencedIds, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const check = (field: string, id: number | null | undefined, known: Map<number, unknown>) => {
    if (typeof id === 'number' && !known.has(id))
      problems.push({ field: `${prefix}${field}`, code: 'invalid-value' });
  };
  check('customer_id', item.customer_id, refs.customers);
  check('billed_customer_id', item.billed_customer_id, refs.customers);
  check('origin_address_id', item.origin_address_id, refs.addresses);
  check('destination_address_id', item.destination_address_id, refs.addresses);
  (item.transit_address_ids ?? []).forEach((id, index) => {
    check(`transit_address_ids.${index}`, id, refs.addresses);
  });
  check('product_id', item.product_id, refs.products);
  (item.loads ?? []).forEach((load, index) => {
    check(`loads.${index}.product_id`, load.product_id, refs.products);
  });
  return problems;
}

export function throwReferenceProblems(problems: FieldProblem[]): void {
  if (problems.length > 0) throw new DomainError('invalid/invalid-reference', { fields: problems });
}
