import { z } from 'zod';

/** A customer an order is for or billed to (GET /customer of the order service). */
export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * A product a load carries (GET /product): its unit and the weight (kg) and volume (cbm) of one unit,
 * which a new load copies (deliveryLoadTotals in delivery-order-rules.ts).
 */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  product_type: z.object({ id: z.number(), name: z.string() }),
  uom: z.string(),
  conversion_weight_value: z.number(),
  conversion_volume_value: z.number(),
});
export type Product = z.infer<typeof productSchema>;
