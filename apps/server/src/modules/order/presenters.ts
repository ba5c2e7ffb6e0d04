import {
  type DeliveryLoadResponse,
  type DeliveryOrderRowResponse,
  type DeliveryOrderStatus,
  deliveryLoadTotals,
  roundVolume,
  roundWeight,
  toZonedIso,
} from '@armada/domain';
import type { UserDefinitionField } from '../../db/schema';
import type { LoadRow } from './load-queries';
import type { OrderRow } from './row-queries';

const zoned = (value: Date | null, timeZone: string) => (value === null ? null : toZonedIso(value, timeZone));

/** User definition fields by key, for the list's extra columns (the spec flattens them). */
export function flattenUserDefinitionFields(fields: UserDefinitionField[]) {
  return Object.fromEntries(fields.map((field) => [field.key, field.value]));
}

export function toOrderRow(row: OrderRow, timeZone: string): DeliveryOrderRowResponse {
  const fields = row.user_definition_fields ?? [];
  return {
    // First, so that the row's own fields win over a key that slipped past validation (older data).
    ...flattenUserDefinitionFields(fields),
    id: row.id,
    number: row.number,
    shipment_type: row.shipment_type,
    shipment_number: row.shipment_number,
    reference_number: row.reference_number,
    external_reference_number: row.external_reference_number,
    status: { name: row.status as DeliveryOrderStatus },
    customer: { id: row.customer_id, name: row.customer_name },
    billed_customer:
      row.billed_customer_id === null
        ? null
        : { id: row.billed_customer_id, name: row.billed_customer_name ?? '' },
    origin_address: { id: row.origin_address_id, name: row.origin_name, city: row.origin_city },
    destination_address: {
      id: row.destination_address_id,
      name: row.destination_name,
      city: row.destination_city,
    },
    expected_pickup_on: zoned(row.expected_pickup_on, timeZone),
    expected_delivered_on: zoned(row.expected_delivered_on, timeZone),
    load_count: Number(row.load_count ?? 0),
    load_weight: roundWeight(Number(row.load_weight ?? 0)),
    load_volume: roundVolume(Number(row.load_volume ?? 0)),
    is_load_adjusted: row.is_load_adjusted ?? false,
    is_from_vendor_request: row.is_from_vendor_request,
    transits: row.transits,
    note: row.note,
    user_definition_fields: fields,
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

const times = (quantity: number | null, conversion: number, round: (value: number) => number) =>
  quantity === null ? null : round(quantity * conversion);

function totalsOf(row: LoadRow) {
  const { weight, volume } = deliveryLoadTotals(row);
  return { total_weight: weight, total_volume: volume };
}

/** Weight and volume are always derived from quantity and the load's conversion values. */
export function toLoad(row: LoadRow, timeZone: string): DeliveryLoadResponse {
  const weight = row.conversion_weight_value;
  const volume = row.conversion_volume_value;
  return {
    id: row.id,
    product: {
      id: row.product_id,
      name: row.product_name,
      product_type: { id: row.product_type_id, name: row.product_type_name },
    },
    quantity: row.quantity,
    uom: row.uom,
    conversion_weight_value: weight,
    conversion_volume_value: volume,
    ...totalsOf(row),
    quantity_picked: row.quantity_picked,
    quantity_delivered: row.quantity_delivered,
    weight_picked: times(row.quantity_picked, weight, roundWeight),
    volume_picked: times(row.quantity_picked, volume, roundVolume),
    weight_delivered: times(row.quantity_delivered, weight, roundWeight),
    volume_delivered: times(row.quantity_delivered, volume, roundVolume),
    is_adjusted_picked: row.is_adjusted_picked,
    is_adjusted_delivered: row.is_adjusted_delivered,
    note: row.note,
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}
