import { DELIVERY_ORDER_STATUSES, SHIPMENT_TYPES } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { currentLoadQuantitySql } from '../../db/current-load';
import type { ListDefinition } from '../../db/list-query';
import type { Database } from '../../db/schema';

/**
 * Delivery orders as the list and the detail show them, scoped to a company. Load figures are
 * aggregated by a lateral subquery and transits by a JSON subquery, so a page of rows costs one
 * statement however many loads and stops its orders have.
 */
export function orderRowsQuery(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('delivery_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('customers as bc', 'bc.id', 'o.billed_customer_id')
    .innerJoin('addresses as oa', 'oa.id', 'o.origin_address_id')
    .innerJoin('addresses as da', 'da.id', 'o.destination_address_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('delivery_loads as l')
          .whereRef('l.delivery_order_id', '=', 'o.id')
          .select([
            sql<number>`count(*)::integer`.as('load_count'),
            // The current load (db/current-load.ts), as the order's page and its fleet task show it.
            sql<number>`coalesce(sum(${currentLoadQuantitySql} * l.conversion_weight_value), 0)::float8`.as(
              'load_weight',
            ),
            sql<number>`coalesce(sum(${currentLoadQuantitySql} * l.conversion_volume_value), 0)::float8`.as(
              'load_volume',
            ),
            sql<boolean>`coalesce(bool_or(l.is_adjusted_picked or l.is_adjusted_delivered), false)`.as(
              'is_load_adjusted',
            ),
          ])
          .as('agg'),
      (join) => join.onTrue(),
    )
    .where('o.company_id', '=', companyId)
    .select([
      'o.id',
      'o.number',
      'o.shipment_type',
      'o.shipment_number',
      'o.reference_number',
      'o.external_reference_number',
      'o.status',
      'o.customer_id',
      'c.name as customer_name',
      'o.billed_customer_id',
      'bc.name as billed_customer_name',
      'o.origin_address_id',
      'oa.name as origin_name',
      'oa.city as origin_city',
      'o.destination_address_id',
      'da.name as destination_name',
      'da.city as destination_city',
      'o.expected_pickup_on',
      'o.expected_delivered_on',
      'o.is_from_vendor_request',
      'o.user_definition_fields',
      'o.note',
      'o.created_on',
      'o.updated_on',
      'agg.load_count',
      'agg.load_weight',
      'agg.load_volume',
      'agg.is_load_adjusted',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('delivery_order_transits as t')
          .innerJoin('addresses as ta', 'ta.id', 't.address_id')
          .whereRef('t.delivery_order_id', '=', 'o.id')
          .select(['ta.id', 'ta.name', 'ta.city', 't.sequence'])
          .orderBy('t.sequence'),
      ).as('transits'),
    );
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRowsQuery>['execute']>>[number];

const ref = (column: string) => sql.ref(column);

/** Filters, search and sorts of GET /delivery-order, named as the spec names the fields. */
export const ORDER_LIST_DEFINITION: ListDefinition = {
  fields: {
    number: { expression: ref('o.number'), type: 'text' },
    'status.name': {
      expression: ref('o.status'),
      type: 'enum',
      values: DELIVERY_ORDER_STATUSES,
      sortable: false,
    },
    shipment_type: {
      expression: ref('o.shipment_type'),
      type: 'enum',
      values: SHIPMENT_TYPES,
      sortable: false,
    },
    'customer.id': { expression: ref('o.customer_id'), type: 'number', sortable: false },
    'customer.name': { expression: ref('c.name'), type: 'text' },
    'origin_address.id': { expression: ref('o.origin_address_id'), type: 'number', sortable: false },
    'destination_address.id': {
      expression: ref('o.destination_address_id'),
      type: 'number',
      sortable: false,
    },
    created_on: { expression: ref('o.created_on'), type: 'timestamp' },
    updated_on: { expression: ref('o.updated_on'), type: 'timestamp', filterable: false },
    expected_pickup_on: { expression: ref('o.expected_pickup_on'), type: 'timestamp' },
    expected_delivered_on: { expression: ref('o.expected_delivered_on'), type: 'timestamp' },
    is_from_vendor_request: { expression: ref('o.is_from_vendor_request'), type: 'boolean', sortable: false },
    load_weight: { expression: ref('agg.load_weight'), type: 'number', sortable: false },
    load_volume: { expression: ref('agg.load_volume'), type: 'number', sortable: false },
  },
  search: [
    ref('o.number'),
    ref('o.shipment_number'),
    ref('o.reference_number'),
    ref('o.external_reference_number'),
    ref('c.name'),
  ],
  defaultSorts: [{ field: 'created_on', direction: 'desc' }],
  id: ref('o.id'),
};
