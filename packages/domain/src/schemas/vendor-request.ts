import { z } from 'zod';
import { ACTIVITY_TYPES, POINT_TYPES } from '../fleet-task-status';

/**
 * A fleet task sent by another company to this one as its vendor (fleet-task-planning.md sections 1
 * and 4, the vendor path). The vendor company sees PENDING requests, accepts (its own Draf task is
 * made from the request) or rejects them with a reason. CANCELED is shown for a PENDING request
 * whose sender's task no longer waits for it (cancelled, or sent elsewhere): it cannot be answered.
 */
export const VENDOR_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELED'] as const;
export type VendorRequestStatus = (typeof VENDOR_REQUEST_STATUSES)[number];

/** The sender sees the reason on its Ditolak task; kept as short as the other one-line texts (255). */
export const VENDOR_REQUEST_REJECT_REASON_MAX = 255;

export const rejectVendorRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(VENDOR_REQUEST_REJECT_REASON_MAX) })
  .strict();
export type RejectVendorRequest = z.infer<typeof rejectVendorRequestSchema>;

const cityOrNull = z.string().nullable();

/**
 * A row of the vendor company's incoming requests. Only what the vendor needs to decide: who sends,
 * the route in short, the size of the load and when. Never the sender's prices or vendor contract.
 */
export const vendorRequestRowSchema = z.object({
  id: z.uuid(),
  status: z.object({ name: z.enum(VENDOR_REQUEST_STATUSES) }),
  sender_company: z.object({ id: z.number(), name: z.string() }),
  /** The sender's FO number, for reference when talking to the sender; its id is not ours to open. */
  sender_fleet_task: z.object({ number: z.string() }),
  /** The vendor company's own task, once the request is accepted. */
  vendor_fleet_task: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  route: z.object({
    /** Cities of the sender's start and end garages. */
    start_city: cityOrNull,
    end_city: cityOrNull,
    /** First pickup and last drop, as the fleet task header shows them (section 2, 'Header'). */
    origin_city: cityOrNull,
    destination_city: cityOrNull,
    stop_count: z.number(),
  }),
  delivery_order_count: z.number(),
  /** Kg and Cbm of the planned loads. */
  total_weight: z.number(),
  total_volume: z.number(),
  /** The sender's planned departure; usually empty, as a task sent to a vendor leaves it to the vendor. */
  expected_departure_on: z.string().nullable(),
  /** The earliest expected pickup of the orders: when the vendor has to be there. */
  earliest_pickup_on: z.string().nullable(),
  rejected_reason: z.string().nullable(),
  responded_on: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type VendorRequestRow = z.infer<typeof vendorRequestRowSchema>;

const placeSchema = z.object({
  name: z.string(),
  full_name: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const vendorRequestLoadSchema = z.object({
  product: z.object({ name: z.string(), product_type: z.object({ name: z.string() }) }),
  quantity: z.number(),
  uom: z.string(),
  total_weight: z.number(),
  total_volume: z.number(),
});

export const vendorRequestOrderSchema = z.object({
  number: z.string(),
  shipment_type: z.enum(['DIRECT', 'TRANSIT']),
  shipment_number: z.string().nullable(),
  reference_number: z.string().nullable(),
  customer: z.object({ name: z.string() }),
  origin_address: placeSchema,
  destination_address: placeSchema,
  expected_pickup_on: z.string().nullable(),
  expected_delivered_on: z.string().nullable(),
  load_weight: z.number(),
  load_volume: z.number(),
  loads: z.array(vendorRequestLoadSchema),
});

export const vendorRequestPointSchema = z.object({
  type: z.enum(POINT_TYPES),
  position: z.number(),
  address: placeSchema,
  /** ISO 8601 duration ('PT30M'). */
  service_time: z.string(),
  activities: z.array(z.object({ type: z.enum(ACTIVITY_TYPES), delivery_order_number: z.string() })),
});

/** One request with its route and its orders and loads, without prices. */
export const vendorRequestDetailSchema = vendorRequestRowSchema.extend({
  points: z.array(vendorRequestPointSchema),
  delivery_orders: z.array(vendorRequestOrderSchema),
});
export type VendorRequestDetail = z.infer<typeof vendorRequestDetailSchema>;
