import {
  type CreateDeliveryOrderRequest,
  createDeliveryOrderRequestSchema,
  type DeliveryOrderDetail,
  MAX_LOADS_PER_ORDER,
  MAX_TRANSITS_PER_ORDER,
  MAX_USER_DEFINITION_FIELDS,
  type UpdateDeliveryOrderRequest,
} from '@armada/domain';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form is the server's create request schema, for a new order, a duplicate and an edit alike:
 * an edit sends the order's fields back with the `updated_on` it read (its loads change row by row
 * through the load routes instead).
 */
export const deliveryFormSchema = createDeliveryOrderRequestSchema;
export type DeliveryFormValues = z.input<typeof deliveryFormSchema>;
export type DeliveryFormOutput = z.output<typeof deliveryFormSchema>;
export type DeliveryFormApi = UseFormReturn<DeliveryFormValues, unknown, DeliveryFormOutput>;
export type DeliveryFieldPath = Path<DeliveryFormValues>;
/** The form as its field components take it (react-hook-form's default output type). */
export type FieldsForm = UseFormReturn<DeliveryFormValues>;

/** Names of the order's customers and addresses ('customer:4', 'address:12'), for the pickers. */
export type PickerLabels = Map<string, string>;

export function selectedOf(
  labels: PickerLabels,
  kind: 'customer' | 'address',
  id: number | null | undefined,
) {
  if (id === null || id === undefined) return null;
  const label = labels.get(`${kind}:${id}`);
  return label === undefined ? null : { value: id, label };
}

const ORDER_FIELDS = [
  'customer_id',
  'billed_customer_id',
  'shipment_type',
  'origin_address_id',
  'destination_address_id',
  'transit_address_ids',
  'expected_pickup_on',
  'expected_delivered_on',
  'shipment_number',
  'reference_number',
  'external_reference_number',
  'note',
  'user_definition_fields',
  'loads',
] as const satisfies readonly (keyof DeliveryFormValues)[];

export const LOAD_FIELDS = [
  'product_id',
  'quantity',
  'uom',
  'conversion_weight_value',
  'conversion_volume_value',
  'note',
] as const;

const times = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * Every path a message can land on, rows up to the most an order may have: the server's field
 * errors ('transit_address_ids.1', 'loads.0.product_id') and the schema's land on the same names.
 */
export const DELIVERY_FIELD_PATHS: readonly DeliveryFieldPath[] = [
  ...ORDER_FIELDS,
  ...times(MAX_TRANSITS_PER_ORDER).map((index) => `transit_address_ids.${index}` as DeliveryFieldPath),
  ...times(MAX_USER_DEFINITION_FIELDS).flatMap((index) =>
    (['key', 'value'] as const).map((part) => `user_definition_fields.${index}.${part}` as DeliveryFieldPath),
  ),
  ...times(MAX_LOADS_PER_ORDER).flatMap((index) =>
    LOAD_FIELDS.map((field) => `loads.${index}.${field}` as DeliveryFieldPath),
  ),
];

/** The name and type a load's row shows, by product id: the request carries only the id. */
export type ProductLabels = Map<number, { name: string; typeName: string }>;

/** Blank ids start as null; the schema then refuses them with 'Wajib diisi'. The cast is for the type only. */
const blankId = null as unknown as number;

export function emptyFormValues(): DeliveryFormValues {
  return {
    customer_id: blankId,
    billed_customer_id: null,
    shipment_type: 'DIRECT',
    origin_address_id: blankId,
    destination_address_id: blankId,
    transit_address_ids: [],
    expected_pickup_on: null,
    expected_delivered_on: null,
    shipment_number: '',
    reference_number: '',
    external_reference_number: '',
    note: '',
    user_definition_fields: [],
    loads: [],
  };
}

/**
 * An order's fields in the form: for an edit (its loads stay on the server's rows) or a duplicate
 * (its loads become the new order's, with the unit and conversions they were planned with).
 */
export function formValuesOf(order: DeliveryOrderDetail, withLoads: boolean): DeliveryFormValues {
  return {
    customer_id: order.customer.id,
    billed_customer_id: order.billed_customer?.id ?? null,
    shipment_type: order.shipment_type,
    origin_address_id: order.origin_address.id,
    destination_address_id: order.destination_address.id,
    transit_address_ids: [...order.transits].sort((a, b) => a.sequence - b.sequence).map((stop) => stop.id),
    expected_pickup_on: order.expected_pickup_on,
    expected_delivered_on: order.expected_delivered_on,
    shipment_number: order.shipment_number ?? '',
    reference_number: order.reference_number ?? '',
    external_reference_number: order.external_reference_number ?? '',
    note: order.note ?? '',
    user_definition_fields: order.user_definition_fields.map((field) => ({ ...field })),
    loads: withLoads
      ? order.loads.map((load) => ({
          product_id: load.product.id,
          quantity: load.quantity,
          uom: load.uom,
          conversion_weight_value: load.conversion_weight_value,
          conversion_volume_value: load.conversion_volume_value,
          note: load.note ?? '',
        }))
      : [],
  };
}

export function productLabelsOf(order: DeliveryOrderDetail | undefined): ProductLabels {
  return new Map(
    (order?.loads ?? []).map((load) => [
      load.product.id,
      { name: load.product.name, typeName: load.product.product_type.name },
    ]),
  );
}

/** Names of the customers and addresses an order refers to, so the pickers show them before a search. */
export function pickerLabelsOf(order: DeliveryOrderDetail | undefined): PickerLabels {
  const labels = new Map<string, string>();
  if (!order) return labels;
  labels.set(`customer:${order.customer.id}`, order.customer.name);
  if (order.billed_customer) labels.set(`customer:${order.billed_customer.id}`, order.billed_customer.name);
  for (const place of [order.origin_address, order.destination_address, ...order.transits]) {
    labels.set(`address:${place.id}`, place.name);
  }
  return labels;
}

/** A DIRECT order sends no transits (the rule refuses them); those typed before switching are dropped. */
export function createRequestOf(values: DeliveryFormOutput): CreateDeliveryOrderRequest {
  return values.shipment_type === 'DIRECT' ? { ...values, transit_address_ids: [] } : values;
}

export function updateRequestOf(
  values: DeliveryFormOutput,
  order: DeliveryOrderDetail,
): UpdateDeliveryOrderRequest {
  const { loads: _loads, ...fields } = createRequestOf(values);
  return { ...fields, updated_on: order.updated_on };
}
