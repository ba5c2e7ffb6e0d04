import { z } from 'zod';
import { DELIVERY_ORDER_STATUSES, SHIPMENT_TYPES } from '../delivery-order';
import {
  deliveryOrderRouteProblems,
  MAX_BULK_DELIVERY_ORDERS,
  MAX_DELIVERY_ORDER_IDS,
  MAX_LOADS_PER_ORDER,
  MAX_TRANSITS_PER_ORDER,
  MAX_USER_DEFINITION_FIELDS,
} from '../delivery-order-rules';
import { FLEET_TASK_STATUSES } from '../fleet-task-status';
import { idValueSchema, optionalText, updatedOnSchema } from './common';

// ---------------------------------------------------------------------------------------------
// Responses

const customerRefSchema = z.object({ id: z.number(), name: z.string() });
export const addressRefSchema = z.object({ id: z.number(), name: z.string(), city: z.string() });

export const userDefinitionFieldSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/),
    value: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
  })
  .strict();
export type UserDefinitionFieldValue = z.infer<typeof userDefinitionFieldSchema>;

const rowShape = {
  id: z.string(),
  number: z.string(),
  shipment_type: z.enum(SHIPMENT_TYPES),
  shipment_number: z.string().nullable(),
  reference_number: z.string().nullable(),
  external_reference_number: z.string().nullable(),
  status: z.object({ name: z.enum(DELIVERY_ORDER_STATUSES) }),
  customer: customerRefSchema,
  billed_customer: customerRefSchema.nullable(),
  origin_address: addressRefSchema,
  destination_address: addressRefSchema,
  expected_pickup_on: z.string().nullable(),
  expected_delivered_on: z.string().nullable(),
  /**
   * Loads on the order; weight in kg and volume in cbm: the current load (deliveryOrderCurrentLoad,
   * each load delivered, else picked up, else planned, times its conversion values).
   */
  load_count: z.number(),
  load_weight: z.number(),
  load_volume: z.number(),
  is_load_adjusted: z.boolean(),
  is_from_vendor_request: z.boolean(),
  transits: z.array(addressRefSchema.extend({ sequence: z.number() })),
  note: z.string().nullable(),
  user_definition_fields: z.array(userDefinitionFieldSchema),
  created_on: z.string(),
  updated_on: z.string(),
};

/**
 * A row of the delivery-order list. Each user definition field is also a top-level field named by
 * its key (the spec flattens them for the table's extra columns), hence a loose object.
 */
export const deliveryOrderRowSchema = z.looseObject(rowShape);
export type DeliveryOrderRowResponse = z.infer<typeof deliveryOrderRowSchema>;

export const deliveryLoadSchema = z.object({
  id: z.string(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    product_type: z.object({ id: z.number(), name: z.string() }),
  }),
  quantity: z.number(),
  uom: z.string(),
  conversion_weight_value: z.number(),
  conversion_volume_value: z.number(),
  total_weight: z.number(),
  total_volume: z.number(),
  quantity_picked: z.number().nullable(),
  quantity_delivered: z.number().nullable(),
  weight_picked: z.number().nullable(),
  volume_picked: z.number().nullable(),
  weight_delivered: z.number().nullable(),
  volume_delivered: z.number().nullable(),
  is_adjusted_picked: z.boolean(),
  is_adjusted_delivered: z.boolean(),
  note: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type DeliveryLoadResponse = z.infer<typeof deliveryLoadSchema>;

/** The fleet task that holds the order now (a task in one of ORDER_HOLDING_STATUSES), if any. */
export const orderFleetTaskSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.object({ name: z.enum(FLEET_TASK_STATUSES) }),
});

/** A row of GET /delivery-order: the list's column 'Penugasan' links to the task holding the order. */
export const deliveryOrderListRowSchema = z.looseObject({
  ...rowShape,
  fleet_task: orderFleetTaskSchema.nullable(),
});
export type DeliveryOrderListRow = z.infer<typeof deliveryOrderListRowSchema>;

export const deliveryOrderDetailSchema = z.looseObject({
  ...rowShape,
  loads: z.array(deliveryLoadSchema),
  fleet_task: orderFleetTaskSchema.nullable(),
});
export type DeliveryOrderDetail = z.infer<typeof deliveryOrderDetailSchema>;

/** Keys a user definition field may not take: they would hide the row's own fields. */
export const RESERVED_USER_DEFINITION_KEYS: readonly string[] = Object.keys(deliveryOrderDetailSchema.shape);

export const createdDeliveryOrderSchema = z.object({ id: z.string(), number: z.string() });
export const duplicatedDeliveryOrderSchema = createdDeliveryOrderSchema.extend({ source_id: z.string() });

// ---------------------------------------------------------------------------------------------
// Requests

const idSchema = idValueSchema;
const timeSchema = z.iso.datetime({ offset: true });

export const userDefinitionFieldsSchema = z
  .array(userDefinitionFieldSchema)
  .max(MAX_USER_DEFINITION_FIELDS)
  .superRefine((fields, ctx) => {
    fields.forEach((field, index) => {
      const repeated = fields.findIndex((other) => other.key === field.key) < index;
      if (repeated || RESERVED_USER_DEFINITION_KEYS.includes(field.key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'invalid-value', input: field.key });
      }
    });
  });

const loadFields = {
  product_id: idSchema,
  quantity: z.number().int().min(1).max(1_000_000),
  /** Unit and conversions default to the product's and are kept on the load if the product changes. */
  uom: z.string().trim().min(1).max(50).optional(),
  conversion_weight_value: z.number().min(0).max(100_000).optional(),
  conversion_volume_value: z.number().min(0).max(1_000).optional(),
  note: optionalText(500),
};

export const createDeliveryLoadRequestSchema = z.object(loadFields).strict();
export type CreateDeliveryLoadRequest = z.infer<typeof createDeliveryLoadRequestSchema>;

export const updateDeliveryLoadRequestSchema = z
  .object(loadFields)
  .partial()
  .extend({ updated_on: updatedOnSchema.optional() })
  .strict();
export type UpdateDeliveryLoadRequest = z.infer<typeof updateDeliveryLoadRequestSchema>;

const orderFields = {
  customer_id: idSchema,
  billed_customer_id: idSchema.nullable().optional(),
  origin_address_id: idSchema,
  destination_address_id: idSchema,
  shipment_type: z.enum(SHIPMENT_TYPES),
  /** The stops between origin and destination, in order; only on a TRANSIT order. */
  transit_address_ids: z.array(idSchema).max(MAX_TRANSITS_PER_ORDER).optional(),
  expected_pickup_on: timeSchema.nullable().optional(),
  expected_delivered_on: timeSchema.nullable().optional(),
  shipment_number: optionalText(255),
  reference_number: optionalText(255),
  external_reference_number: optionalText(255),
  note: optionalText(1000),
  user_definition_fields: userDefinitionFieldsSchema.optional(),
};

export const createDeliveryOrderRequestSchema = z
  .object({
    ...orderFields,
    loads: z.array(createDeliveryLoadRequestSchema).max(MAX_LOADS_PER_ORDER).optional(),
  })
  .strict()
  .superRefine((order, ctx) => {
    const problems = deliveryOrderRouteProblems({
      ...order,
      transit_address_ids: order.transit_address_ids ?? [],
    });
    for (const problem of problems) {
      const path = problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      ctx.addIssue({ code: 'custom', path, message: problem.code, input: order });
    }
  });
export type CreateDeliveryOrderRequest = z.infer<typeof createDeliveryOrderRequestSchema>;

/** Any subset of the create fields (loads have their own routes); `updated_on` guards against overwriting. */
export const updateDeliveryOrderRequestSchema = z
  .object(orderFields)
  .partial()
  .extend({ updated_on: updatedOnSchema.optional() })
  .strict();
export type UpdateDeliveryOrderRequest = z.infer<typeof updateDeliveryOrderRequestSchema>;

export const bulkCreateDeliveryOrdersRequestSchema = z
  .object({ items: z.array(createDeliveryOrderRequestSchema).min(1).max(MAX_BULK_DELIVERY_ORDERS) })
  .strict();
export type BulkCreateDeliveryOrdersRequest = z.infer<typeof bulkCreateDeliveryOrdersRequestSchema>;

export const deliveryOrderIdsRequestSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(MAX_DELIVERY_ORDER_IDS) })
  .strict();
export type DeliveryOrderIdsRequest = z.infer<typeof deliveryOrderIdsRequestSchema>;
